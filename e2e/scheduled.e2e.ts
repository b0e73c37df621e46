import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eStage, storedMessages } from './harness';

/**
 * Send Later (spec core 2 'Send Later scheduler', core 4 'Scheduled message', core 5): a past
 * moment is refused in the dialog; the 'Scheduled' list edits and cancels; and a message
 * scheduled a minute ahead reaches Sofía after Emma has closed her page.
 *
 * The server's clock cannot be moved from a browser, and the dialog picks minutes (a time input
 * without seconds), so the delivery test really waits: for the next whole minute at least
 * LEAD_MS away, so up to LEAD_MS + 60 s.
 */

const SHOTS = 'docs/screenshots';
/** Time for Emma to close her page before the moment comes. */
const LEAD_MS = 20_000;
/** The moment, plus the scheduler's timer and a live push, with room for a slow machine. */
const ARRIVAL_SLACK_MS = 20_000;

const stage = e2eStage();

/** Feature menu, 'Send Later' tile: the scheduler opens. */
async function openSendLater(page: Page): Promise<void> {
  await page.getByTestId('feature-menu-button').click();
  await page.getByRole('menuitem', { name: 'Send Later' }).click();
  await page.getByTestId('send-later-dialog').waitFor();
}

/** Fields for a moment `ms` from now, written as the page's own date and time inputs write them. */
function fieldsIn(page: Page, ms: number): Promise<{ date: string; time: string; at: number }> {
  return page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
      time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
      at: at.getTime(),
    };
  }, ms);
}

async function fill(page: Page, text: string | null, date: string, time: string): Promise<void> {
  const dialog = page.getByTestId('send-later-dialog');
  if (text !== null) await dialog.getByTestId('send-later-text').fill(text);
  await dialog.getByTestId('send-later-date').fill(date);
  await dialog.getByTestId('send-later-time').fill(time);
}

/** Pending scheduled messages as the server has them, read in the page's own session. */
function serverList(page: Page): Promise<Array<{ content: string; sendAt: string }>> {
  return page.evaluate(async () => {
    const id = document
      .querySelector('[data-testid=chat-view]')!
      .getAttribute('data-conversation-id');
    const res = await fetch(`/api/conversations/${id}/scheduled-messages`, {
      credentials: 'include',
    });
    if (!res.ok) throw new Error(`scheduled: ${res.status}`);
    return res.json();
  });
}

/** The seq of the message with these words once the server has it, asked in `page`'s session. */
async function storedSeq(page: Page, content: string, timeout: number): Promise<number> {
  let seq = 0;
  await expect
    .poll(
      async () => {
        seq = (await storedMessages(page)).find((m) => m.content === content)?.seq ?? 0;
        return seq;
      },
      { timeout },
    )
    .toBeGreaterThan(0);
  return seq;
}

describe('Send Later', () => {
  it('should refuse a past moment in the dialog and schedule nothing', async () => {
    const { emma } = await stage.twoPhonesInTheChat();
    // What is typed in the composer comes along into the dialog.
    await emma.getByTestId('message-input').fill('Call me when you land');
    await openSendLater(emma);
    const dialog = emma.getByTestId('send-later-dialog');
    await expect
      .poll(() => dialog.getByTestId('send-later-text').inputValue())
      .toBe('Call me when you land');
    const today = await fieldsIn(emma, 0);
    // Spec core 5: the date picker starts at today.
    await expect
      .poll(() => dialog.getByTestId('send-later-date').getAttribute('min'))
      .toBe(today.date);
    await expect.poll(() => dialog.getByTestId('send-later-date').inputValue()).toBe(today.date);

    const past = await fieldsIn(emma, -60_000);
    await fill(emma, null, past.date, past.time);
    await dialog.getByTestId('send-later-submit').click();
    const error = dialog.getByTestId('send-later-error');
    await error.waitFor();
    await expect.poll(() => error.textContent()).toBe('Please select a future date and time');
    await emma.screenshot({ path: 'test-results/scheduled-past.png' });
    // The dialog stays open with the words kept; the server holds nothing.
    await expect
      .poll(() => dialog.getByTestId('send-later-text').inputValue())
      .toBe('Call me when you land');
    await expect.poll(() => serverList(emma)).toEqual([]);
    await expect.poll(() => emma.getByTestId('scheduled-bar').count()).toBe(0);
  });

  it('should list scheduled messages above the composer to edit and cancel', async () => {
    const { emma } = await stage.twoPhonesInTheChat();
    // Emma's second device, in the same chat: its list follows what the first one does.
    const emmaTablet = await stage.phone();
    await stage.signIn(emmaTablet, 'emma');
    await emmaTablet.locator('[data-testid=conversation-row][data-name="Sofía García"]').click();
    await stage.liveReady(emmaTablet);
    const tomorrow = await fieldsIn(emma, 24 * 60 * 60_000);
    for (const [text, time] of [
      ['Happy birthday!', '09:00'],
      ['Do not forget the cake', '18:30'],
    ] as const) {
      // The first from the composer's words, which leave the composer once scheduled.
      if (text === 'Happy birthday!') await emma.getByTestId('message-input').fill(text);
      await openSendLater(emma);
      await fill(emma, text === 'Happy birthday!' ? null : text, tomorrow.date, time);
      if (text === 'Happy birthday!')
        await emma.screenshot({ path: `${SHOTS}/send-later-dialog.png` });
      await emma.getByTestId('send-later-submit').click();
      await emma.getByTestId('send-later-dialog').waitFor({ state: 'detached' });
      const toast = emma.getByTestId('toast');
      await expect.poll(() => toast.textContent()).toContain('Message Scheduled');
      await expect.poll(() => toast.textContent()).toMatch(/Message will be sent on .*2\d{3}/);
    }
    await expect.poll(() => emma.getByTestId('message-input').inputValue()).toBe('');
    const bar = emma.getByTestId('scheduled-bar');
    await expect.poll(() => bar.textContent()).toBe('2 scheduled');
    const tabletBar = emmaTablet.getByTestId('scheduled-bar');
    await expect.poll(() => tabletBar.textContent()).toBe('2 scheduled');

    await emma.getByTestId('toast').waitFor({ state: 'detached', timeout: 8_000 });
    await emma.screenshot({ path: 'test-results/scheduled-bar.png' });
    await bar.click();
    const sheet = emma.getByTestId('scheduled-sheet');
    const texts = sheet.getByTestId('scheduled-item-text');
    await expect
      .poll(() => texts.allTextContents())
      .toEqual(['Happy birthday!', 'Do not forget the cake']);
    await emma.screenshot({ path: `${SHOTS}/send-later-list.png` });

    // Edit reopens the dialog filled in.
    await sheet.getByTestId('scheduled-item-edit').first().click();
    const dialog = emma.getByTestId('send-later-dialog');
    await dialog.waitFor();
    await expect
      .poll(() => dialog.getByTestId('send-later-text').inputValue())
      .toBe('Happy birthday!');
    await expect.poll(() => dialog.getByTestId('send-later-date').inputValue()).toBe(tomorrow.date);
    await expect.poll(() => dialog.getByTestId('send-later-time').inputValue()).toBe('09:00');
    await fill(emma, 'Happy birthday, Sofía!', tomorrow.date, '20:00');
    await dialog.getByTestId('send-later-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await serverList(emma)).map((s) => s.content))
      .toEqual(['Do not forget the cake', 'Happy birthday, Sofía!']);

    await bar.click();
    await expect
      .poll(() => texts.allTextContents())
      .toEqual(['Do not forget the cake', 'Happy birthday, Sofía!']);
    await sheet.getByTestId('scheduled-item-cancel').first().click();
    await expect.poll(() => texts.allTextContents()).toEqual(['Happy birthday, Sofía!']);
    await expect.poll(() => bar.textContent()).toBe('1 scheduled');
    await expect.poll(() => tabletBar.textContent()).toBe('1 scheduled');
    expect((await serverList(emma)).map((s) => s.content)).toEqual(['Happy birthday, Sofía!']);
    await emma.screenshot({ path: 'test-results/scheduled-after-cancel.png' });
  });

  it(
    "should deliver a message scheduled a minute ahead with the sender's page closed",
    async () => {
      const { emma, sofia } = await stage.twoPhonesInTheChat();
      const next = await fieldsIn(emma, LEAD_MS + 60_000);
      // The next whole minute at least LEAD_MS away (the time input has no seconds).
      const moment = Math.floor(next.at / 60_000) * 60_000;
      await openSendLater(emma);
      await fill(emma, 'Scheduled hello from Emma', next.date, next.time);
      await emma.getByTestId('send-later-submit').click();
      await expect
        .poll(() => emma.getByTestId('toast').textContent())
        .toContain('Message Scheduled');
      await emma.context().close();
      expect(Date.now()).toBeLessThan(moment);

      // Sofía reads Spanish, so her bubble may show a translation: it is found by the seq the
      // server gave the message, read from the conversation's messages in her session.
      const seq = await storedSeq(
        sofia,
        'Scheduled hello from Emma',
        moment - Date.now() + ARRIVAL_SLACK_MS,
      );
      // Not before its moment (the server and this test share one clock).
      expect(Date.now()).toBeGreaterThanOrEqual(moment);
      const arrived = sofia.locator(`[data-testid=message-bubble][data-seq="${seq}"]`);
      await arrived.waitFor({ timeout: ARRIVAL_SLACK_MS });
      await expect.poll(() => arrived.count()).toBe(1);
      await sofia.screenshot({ path: 'test-results/scheduled-arrived.png' });
    },
    LEAD_MS + 60_000 + ARRIVAL_SLACK_MS + 60_000,
  );
});
