import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { says } from './catalog';
import { e2eStage, liveSwitch } from './harness';

/**
 * The core messenger end to end (spec core 2 and 4): a new user's path through the three
 * stages, then two people chatting live in two browser contexts (Signal's two-clients test).
 */

const SCREENS = 'test-results/screens';
/** Spec core 9: live delivery should feel instant; "a couple of seconds" is the bound here. */
const LIVE_MS = 3_000;

const stage = e2eStage();

function bubbles(page: Page, text: string) {
  return page.getByTestId('message-bubble').filter({ hasText: text });
}

describe('messenger', () => {
  it('should take a new user from the identity picker to the list and into a chat', async () => {
    const page = await stage.phone();
    await page.goto(stage.url + '/');

    // Stage 1: the picker lists the demo users with their language, plus sign-up.
    const emmaRow = page.getByTestId('identity-row-emma');
    await emmaRow.waitFor();
    await expect.poll(() => emmaRow.textContent()).toContain('Emma Johnson');
    await expect.poll(() => emmaRow.textContent()).toContain('English');
    await expect
      .poll(() => page.getByTestId('identity-row-sofia').textContent())
      .toContain('Spanish');
    await expect.poll(() => page.getByText('Create New Account').isVisible()).toBe(true);
    await page.screenshot({ path: `${SCREENS}/identity.png` });

    // Stage 2: a new user has no conversations until the demo ones are created.
    await emmaRow.click();
    await page.getByTestId('conversations-empty').waitFor();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('currentUserId')))
      .toBe('u-emma');
    // Rows arrive live while the seed runs: wait for its answer, then for every row it made.
    const [seeded] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/seed-demo') && r.ok()),
      page.getByTestId('seed-demo-button').click(),
    ]);
    const made = ((await seeded.json()) as { conversations: unknown[] }).conversations.length;
    await expect.poll(() => page.getByTestId('conversation-row').count()).toBe(made);
    const names = await page
      .getByTestId('conversation-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')));
    expect(names.length).toBeGreaterThan(1);
    expect(names).toContain('Sofía García');
    await page.screenshot({ path: `${SCREENS}/list.png` });

    // Search filters by a participant's display name.
    await page.getByTestId('conversation-search').fill('sofía');
    await expect
      .poll(() => page.getByTestId('conversation-row').count())
      .toBe(names.filter((n) => n?.toLowerCase().includes('sofía')).length);
    await page.getByTestId('conversation-search').fill('');

    // Stage 3: the chat opens full screen with its history, and survives a reload.
    await page.locator('[data-testid=conversation-row][data-name="Sofía García"]').click();
    await stage.liveReady(page);
    await page.getByTestId('message-bubble').first().waitFor();
    await expect.poll(() => page.getByTestId('chat-title').textContent()).toBe('Sofía García');
    await expect.poll(() => page.getByTestId('bottom-nav').count()).toBe(0);
    await page.screenshot({ path: `${SCREENS}/chat.png` });

    await page.reload();
    await page.getByTestId('message-bubble').first().waitFor();
    await expect.poll(() => page.getByTestId('chat-title').textContent()).toBe('Sofía García');

    // Back to the list.
    await page.getByTestId('back-button').click();
    await page.getByTestId('conversation-list').waitFor();
    await page.getByTestId('bottom-nav').waitFor();
  });

  it('should deliver typing and messages live between two people', async () => {
    const emma = await stage.phone();
    const sofia = await stage.phone();

    // Emma opens (or creates) the chat with Sofía from New Message.
    await stage.signIn(emma, 'emma');
    await emma.getByTestId('new-chat-button').click();
    await emma.getByTestId('new-chat-message').click();
    await emma.getByTestId('pick-user-sofia').click();
    await stage.liveReady(emma);
    await expect.poll(() => emma.getByTestId('chat-title').textContent()).toBe('Sofía García');

    await stage.signIn(sofia, 'sofia');
    await sofia.locator('[data-testid=conversation-row][data-name="Emma Johnson"]').click();
    await stage.liveReady(sofia);

    // Presence: each sees the other online.
    await expect
      .poll(() => emma.getByTestId('chat-header-status').textContent(), { timeout: LIVE_MS * 2 })
      .toBe('online');
    await expect
      .poll(() => sofia.getByTestId('chat-header-status').textContent())
      .toBe(says('es', 'chat.online'));

    // Emma types: Sofía sees the typing indicator; Emma does not see her own.
    const stamp = Date.now().toString(36);
    const hello = `Hola Sofía, ¿qué tal? ${stamp}`;
    await expect.poll(() => sofia.getByTestId('typing-indicator').count()).toBe(0);
    await emma.getByTestId('message-input').pressSequentially(hello.slice(0, 10), { delay: 30 });
    await sofia.getByTestId('typing-indicator').waitFor({ timeout: LIVE_MS });
    await expect.poll(() => emma.getByTestId('typing-indicator').count()).toBe(0);

    // Emma sends: Sofía sees it within a couple of seconds, and the typing indicator goes.
    await emma.getByTestId('message-input').fill(hello);
    const sentAt = Date.now();
    await emma.getByTestId('send-button').click();
    await bubbles(sofia, hello).waitFor({ timeout: LIVE_MS });
    expect(Date.now() - sentAt).toBeLessThan(LIVE_MS);
    await expect.poll(() => bubbles(sofia, hello).getAttribute('data-own')).toBe('false');
    await sofia.getByTestId('typing-indicator').waitFor({ state: 'detached', timeout: LIVE_MS });

    // Emma's own copy is confirmed by the server (a real seq) and shown once.
    await expect.poll(() => bubbles(emma, hello).getAttribute('data-state')).toBe('sent');
    await expect.poll(() => bubbles(emma, hello).count()).toBe(1);
    await expect.poll(() => bubbles(emma, hello).getAttribute('data-own')).toBe('true');
    const seq = await bubbles(emma, hello).getAttribute('data-seq');
    expect(Number(seq)).toBeGreaterThan(0);
    await expect.poll(() => bubbles(sofia, hello).getAttribute('data-seq')).toBe(seq);

    // Sofía replies: Emma sees it. In English, Emma's language, so that it is shown as written
    // (translation has its own spec, translation.e2e.ts).
    const reply = `Very well, thank you for asking about my day! ${stamp}`;
    await sofia.getByTestId('message-input').fill(reply);
    await sofia.getByTestId('send-button').click();
    await bubbles(emma, reply).waitFor({ timeout: LIVE_MS });
    await expect.poll(() => bubbles(emma, reply).getAttribute('data-own')).toBe('false');
    await expect
      .poll(async () => Number(await bubbles(emma, reply).getAttribute('data-seq')))
      .toBe(Number(seq) + 1);

    // The send button waits for text.
    await expect.poll(() => emma.getByTestId('send-button').isDisabled()).toBe(true);

    // Sofía's list has a chat, so no empty screen: the list's menu still starts her demo, and
    // her demo chats are hers alone (Emma's list gets none of them).
    const emmaRows = await emma.evaluate(() =>
      fetch('/api/conversations').then(async (r) => ((await r.json()) as unknown[]).length),
    );
    await sofia.getByTestId('back-button').click();
    await sofia.getByTestId('conversation-rows').waitFor();
    await sofia.getByTestId('settings-button').click();
    await Promise.all([
      sofia.waitForResponse((r) => r.url().endsWith('/api/seed-demo') && r.ok()),
      sofia.getByTestId('menu-seed-demo').click(),
    ]);
    await expect
      .poll(() => sofia.getByTestId('conversation-demo-badge').count())
      .toBeGreaterThan(1);
    await expect
      .poll(() => sofia.locator('[data-testid=conversation-row][data-name="Emma Johnson"]').count())
      .toBe(2);
    await expect
      .poll(() =>
        emma.evaluate(() =>
          fetch('/api/conversations').then(async (r) => ((await r.json()) as unknown[]).length),
        ),
      )
      .toBe(emmaRows);
  });

  it('should show, after reconnecting, what was sent while the connection was down', async () => {
    const emma = await stage.phone();
    const sofia = await stage.phone();
    // Sofía's live connection goes through a switch the test controls: a real cut, no app hooks.
    const network = await liveSwitch(sofia);

    await stage.bothInTheChat(emma, sofia);

    await network.cut();
    await sofia.getByTestId('connecting-banner').waitFor({ timeout: LIVE_MS });

    const stamp = Date.now().toString(36);
    // In Spanish, Sofía's language, so that she sees them as written.
    const missed = [
      `Te escribo mientras estás desconectada ${stamp}`,
      `Y aquí va otro mensaje más para ti ${stamp}`,
    ];
    for (const text of missed) {
      await emma.getByTestId('message-input').fill(text);
      await emma.getByTestId('send-button').click();
      await expect.poll(() => bubbles(emma, text).getAttribute('data-state')).toBe('sent');
    }
    // Nothing can reach Sofía while she is cut off.
    await expect.poll(() => bubbles(sofia, missed[0]!).count()).toBe(0);

    network.restore();
    await sofia.getByTestId('connecting-banner').waitFor({ state: 'detached', timeout: 15_000 });
    for (const text of missed) await bubbles(sofia, text).waitFor({ timeout: LIVE_MS });
    // Each once, in order.
    const seqs = await Promise.all(missed.map((t) => bubbles(sofia, t).getAttribute('data-seq')));
    expect(Number(seqs[1])).toBe(Number(seqs[0]) + 1);
    for (const text of missed) await expect.poll(() => bubbles(sofia, text).count()).toBe(1);
  });
});
