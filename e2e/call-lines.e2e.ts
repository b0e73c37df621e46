import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CALL_BROWSER_ARGS, callsConnected, mediaGranted } from './call-steps';
import { e2eStage } from './harness';
import { SCREENS, settled } from './screens';

/**
 * Calls leave a line in the chat (issue 32): a declined call, a finished one with its length
 * and a missed one show in both chats, live, each in the reader's language (Emma reads English,
 * Sofía Spanish, Layla Arabic); the list shows the last; Call back rings the other again.
 */

const stage = e2eStage({ browserArgs: CALL_BROWSER_ARGS });

/** The chat's newest call line, once it reads `text`. */
async function lastLine(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(() => page.getByTestId('call-line').last().textContent(), { timeout: 15_000 })
    .toMatch(text);
}

/** Rings the chat's other member with a video call, skipping the camera check. */
async function ring(page: Page): Promise<void> {
  await page.getByTestId('video-call-button').click();
  await page.getByTestId('call-start').click();
  await page.getByTestId('video-call').waitFor();
}

/** Back in the chat once the call screen has gone. */
async function inChat(page: Page): Promise<void> {
  await page.getByTestId('chat-view').waitFor({ timeout: 15_000 });
}

describe('calls in the chat', () => {
  it('should show declined, finished and missed calls in both chats, and call back', async () => {
    const { emma, sofia } = await stage.twoPhonesInTheChat();
    await mediaGranted(stage, [emma, sofia]);

    // Sofía declines.
    await ring(emma);
    await sofia.getByTestId('incoming-call').getByTestId('call-decline').click();
    await inChat(emma);
    await lastLine(emma, 'Call declined');
    await lastLine(sofia, 'Llamada rechazada');

    // Sofía answers; after a few seconds she hangs up.
    await ring(emma);
    await sofia.getByTestId('incoming-call').getByTestId('call-accept').click();
    await callsConnected([emma, sofia]);
    await expect
      .poll(() => emma.getByTestId('call-timer').textContent(), { timeout: 10_000 })
      .toMatch(/^00:0[2-9]$/);
    await sofia.getByTestId('call-end').click();
    await inChat(sofia);
    await inChat(emma);
    await lastLine(emma, /^Video call · 0:0\d/);
    await lastLine(sofia, /^Videollamada · 0:0\d/);

    // Emma gives up before Sofía picks up: missed, for both.
    await ring(emma);
    await sofia.getByTestId('incoming-call').waitFor();
    await emma.getByTestId('call-end').click();
    await inChat(emma);
    await lastLine(emma, 'Missed video call');
    await lastLine(sofia, 'Videollamada perdida');
    const lines = sofia.getByTestId('call-line');
    expect(
      await lines.evaluateAll((all) => all.map((l) => l.getAttribute('data-outcome'))),
    ).toEqual(['declined', 'ended', 'missed']);
    await settled(sofia);
    await sofia.screenshot({ path: `${SCREENS}/call-lines-es.png` });
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/call-lines-en.png` });

    // The list shows the last call as the chat's last line.
    await sofia.getByTestId('back-button').click();
    await expect
      .poll(() =>
        sofia
          .locator('[data-testid=conversation-row][data-name="Emma Johnson"]:not([data-demo])')
          .textContent(),
      )
      .toContain('Videollamada perdida');

    // Call back, from the list's chat: Emma's phone rings.
    await sofia
      .locator('[data-testid=conversation-row][data-name="Emma Johnson"]:not([data-demo])')
      .click();
    await sofia.getByTestId('call-line').last().getByTestId('call-back').click();
    await sofia.getByTestId('video-call').waitFor();
    const back = emma.getByTestId('incoming-call');
    await back.waitFor();
    await expect.poll(() => back.textContent()).toContain('Sofía');
    await back.getByTestId('call-decline').click();
    await inChat(sofia);
    // Sofía called this time: her line, declined by Emma.
    await lastLine(emma, 'Call declined');
  }, 180_000);

  it('should word the lines right to left in Arabic', async () => {
    const layla = await stage.phone();
    const emma = await stage.phone();
    await mediaGranted(stage, [layla, emma]);
    await stage.signIn(emma, 'emma');
    await stage.signIn(layla, 'layla');
    await layla.getByTestId('new-chat-button').click();
    await layla.getByTestId('new-chat-message').click();
    await layla.getByTestId('pick-user-emma').click();
    await stage.liveReady(layla);
    await ring(layla);
    await emma.getByTestId('incoming-call').getByTestId('call-decline').click();
    await inChat(layla);
    await lastLine(layla, 'تم رفض المكالمة');
    await ring(layla);
    await emma.getByTestId('incoming-call').waitFor();
    await layla.getByTestId('call-end').click();
    await inChat(layla);
    await lastLine(layla, 'مكالمة فيديو فائتة');
    expect(await layla.locator('html').getAttribute('dir')).toBe('rtl');
    await settled(layla);
    await layla.screenshot({ path: `${SCREENS}/call-lines-ar.png` });
  }, 120_000);
});
