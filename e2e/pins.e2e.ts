import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '../src/protocol';
import { says } from './catalog';
import { e2eStage } from './harness';
import { SCREENS, noSeriousA11yIssues, settled } from './screens';

/**
 * Issue 31, pinned chats: Emma pins chats from the chat menu; they go to the top of her list,
 * the newest pin first, with a pin mark, on her other device too, live; a fourth is refused
 * with the reason, and unpinning makes room.
 */

const stage = e2eStage();

/** A chat of the page's user with `userIds`, made through the API; its id. */
async function chatWith(page: Page, userIds: string[], name?: string): Promise<string> {
  return page.evaluate(
    async (body) =>
      (
        (await (
          await fetch('/api/conversations', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).json()) as Conversation
      ).id,
    { participants: userIds, ...(name ? { name } : {}) },
  );
}

/** The ids of the list's rows, top first. */
const listOrder = (page: Page) =>
  page
    .locator('[data-testid=conversation-row]:not([data-demo])')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-id')));

/**
 * Opens the chat `id` from the list and picks `item` in its header menu; goes back to the list
 * once the toast saying `toast` (what the chat says of it) is shown.
 */
async function menuPick(page: Page, id: string, item: string, toast: string): Promise<void> {
  await page.locator(`[data-testid=conversation-row][data-id="${id}"]`).click();
  await stage.liveReady(page);
  await page.getByTestId('chat-menu-button').filter({ visible: true }).click();
  await page.getByTestId(`chat-menu-${item}`).click();
  await page.getByTestId('toast').filter({ hasText: toast }).first().waitFor();
  await page.getByTestId('back-button').click();
}
const PINNED = says('en', 'chat-preferences.pinned');

describe('pinned chats', () => {
  it('should pin up to three chats at the top, live on another device, and refuse a fourth', async () => {
    const phone = await stage.phone();
    await stage.signIn(phone, 'emma');
    const [a, b, c, d] = [
      await chatWith(phone, ['u-sofia']),
      await chatWith(phone, ['u-yuki']),
      await chatWith(phone, ['u-layla']),
      await chatWith(phone, ['u-sofia', 'u-yuki'], 'Trip'),
    ];
    await phone.reload();
    await phone.getByTestId('conversation-row').first().waitFor();
    const laptop = await stage.phone();
    await stage.signIn(laptop, 'emma');

    await menuPick(phone, a!, 'pin', PINNED);
    await menuPick(phone, b!, 'pin', PINNED);
    await expect.poll(async () => (await listOrder(phone)).slice(0, 2)).toEqual([b, a]);
    // Her other device follows, live.
    await expect.poll(async () => (await listOrder(laptop)).slice(0, 2)).toEqual([b, a]);
    await expect
      .poll(() => laptop.locator(`[data-id="${a}"]`).getByTestId('conversation-pinned').count())
      .toBe(1);

    await menuPick(phone, c!, 'pin', PINNED);
    await expect.poll(async () => (await listOrder(phone)).slice(0, 3)).toEqual([c, b, a]);
    // A fourth: refused, with the reason, and the list stays as it was.
    await menuPick(phone, d!, 'pin', says('en', 'errors.pinTooMany'));
    await expect.poll(async () => (await listOrder(phone)).slice(0, 3)).toEqual([c, b, a]);
    expect(await phone.locator(`[data-id="${d}"]`).getByTestId('conversation-pinned').count()).toBe(
      0,
    );
    await settled(phone);
    await noSeriousA11yIssues(phone);
    await phone.screenshot({ path: `${SCREENS}/pins-en.png` });

    // Unpinning one makes room.
    await menuPick(phone, b!, 'unpin', says('en', 'chat-preferences.unpinned'));
    await menuPick(phone, d!, 'pin', PINNED);
    await expect.poll(async () => (await listOrder(laptop)).slice(0, 3)).toEqual([d, c, a]);
  });

  it('should mark pinned chats in Arabic', async () => {
    const layla = await stage.phone();
    await stage.signIn(layla, 'layla');
    const id = await chatWith(layla, ['u-emma']);
    await layla.reload();
    await menuPick(layla, id, 'pin', says('ar', 'chat-preferences.pinned'));
    const row = layla.locator(`[data-testid=conversation-row][data-id="${id}"]`);
    await expect
      .poll(() => row.getByTestId('conversation-pinned').getAttribute('aria-label'))
      .toBe(says('ar', 'chat-preferences.pinnedMark'));
    await settled(layla);
    await layla.screenshot({ path: `${SCREENS}/pins-ar.png` });
  });
});
