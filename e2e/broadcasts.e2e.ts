import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeSerious } from './axe-check';
import { says } from './catalog';
import { e2eStage, storedMessages } from './harness';
import { SCREENS, settled, toastClose, toastSays } from './screens';

/**
 * Broadcast lists (spec secondary 'Broadcast Messages'): Emma makes a list; Sofía and Yuki find
 * it under Discover and subscribe (Emma's count follows live); Emma sends a broadcast, which
 * arrives in each one's chat with her; as they read it, Recent counts the reads. Sofía then
 * unsubscribes.
 */

const DESKTOP = { width: 1280, height: 800 };
const MESSAGE = 'Dinner at 7 on Sunday, everyone is welcome!';
const stage = e2eStage();

async function broadcastOpen(page: Page, username: string): Promise<void> {
  await stage.signIn(page, username);
  await page.goto(`${stage.url}/broadcast`);
  await page.getByTestId('broadcast-page').waitFor();
}

/** Finds Emma's list under Discover and subscribes, in the person's own language. */
async function subscribe(page: Page, lang: string): Promise<void> {
  await page
    .getByRole('tab', { name: says(lang, 'broadcasts.tabSubscribed', { count: 0 }) })
    .click();
  await expect
    .poll(() => page.getByTestId('subscribed-empty').textContent())
    .toContain(says(lang, 'broadcasts.emptySubscribedTitle'));
  const card = page.getByTestId('discover-card').filter({ hasText: 'Family news' });
  await card.getByTestId('broadcast-subscribe').click();
  await toastSays(
    page,
    says(lang, 'broadcasts.subscribedTitle'),
    says(lang, 'broadcasts.subscribedBody', { name: 'Family news', creator: 'Emma Johnson' }),
  );
  await page.getByTestId('subscribed-card').filter({ hasText: 'Family news' }).waitFor();
}

/** Opens the person's chat with Emma, where the broadcast arrives, and waits for it. */
async function chatWithEmma(page: Page): Promise<void> {
  await page.goto(`${stage.url}/`);
  await page.locator('[data-testid=conversation-row][data-name="Emma Johnson"]').click();
  await stage.liveReady(page);
  await expect
    .poll(async () =>
      (await storedMessages(page)).filter((m) => m.senderId === 'u-emma').map((m) => m.content),
    )
    .toEqual([MESSAGE]);
  await expect.poll(() => page.getByTestId('message-bubble').count()).toBe(1);
}

describe('broadcast lists', () => {
  it('should subscribe, send into each subscriber’s chat, and count the reads', async () => {
    const emma = await stage.phone();
    const sofia = await stage.phone();
    const yuki = await stage.phone();
    await broadcastOpen(emma, 'emma');

    await expect
      .poll(() => emma.getByTestId('my-broadcast-lists-empty').textContent())
      .toContain('No Broadcast Lists');
    await emma.getByRole('tab', { name: 'Recent Broadcasts' }).click();
    await expect
      .poll(() => emma.getByTestId('recent-empty').textContent())
      .toContain('No Recent Broadcasts');
    await emma.getByRole('tab', { name: 'My Lists (0)' }).click();

    // Create List: name and description; a new list is General, with nobody and nothing sent.
    await emma.getByTestId('create-broadcast-list-button').click();
    const form = emma.getByTestId('broadcast-list-form');
    await expect.poll(() => form.getByTestId('broadcast-list-submit').isDisabled()).toBe(true);
    await form.getByTestId('broadcast-list-name').fill('  Family news ');
    await form.getByTestId('broadcast-list-description').fill('Plans and news for the family');
    await form.getByTestId('broadcast-list-submit').click();
    await toastSays(
      emma,
      'Broadcast List Created',
      'Your broadcast list is ready for subscribers.',
    );
    const card = emma.getByTestId('broadcast-list-card').filter({ hasText: 'Family news' });
    await expect.poll(() => card.getByTestId('broadcast-category').textContent()).toBe('General');
    await expect
      .poll(() => card.getByTestId('broadcast-subscribers').textContent())
      .toBe('0 subscribers');
    await expect
      .poll(() => card.getByTestId('broadcast-last').textContent())
      .toBe('Nothing sent yet');

    // Sofía (Spanish) and Yuki (Japanese) find it under Discover and subscribe.
    await broadcastOpen(sofia, 'sofia');
    await subscribe(sofia, 'es');
    await toastClose(sofia);
    await settled(sofia);
    await sofia.screenshot({ path: `${SCREENS}/broadcast-subscribed.png` });
    expect(await axeSerious(sofia, '[data-testid=broadcast-page]')).toEqual([]);
    await broadcastOpen(yuki, 'yuki');
    await subscribe(yuki, 'ja');
    await expect
      .poll(() => card.getByTestId('broadcast-subscribers').textContent())
      .toBe('2 subscribers');
    await toastClose(emma);
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/broadcast-mine.png` });
    expect(await axeSerious(emma, '[data-testid=broadcast-page]')).toEqual([]);

    // Send Broadcast: a message and a list are needed; the total counts each person once.
    await emma.getByTestId('send-broadcast-button').click();
    const dialog = emma.getByTestId('send-broadcast-dialog');
    const send = dialog.getByTestId('broadcast-send');
    await expect.poll(() => send.textContent()).toBe('Send Broadcast');
    await expect
      .poll(() => dialog.getByTestId('broadcast-total').textContent())
      .toBe('Total recipients: 0');
    await dialog.locator('[data-testid=broadcast-pick][data-name="Family news"]').click();
    await expect
      .poll(() => dialog.getByTestId('broadcast-total').textContent())
      .toBe('Total recipients: 2');
    await dialog.getByTestId('broadcast-message').fill('   ');
    await expect.poll(() => send.isDisabled()).toBe(true);
    await dialog.getByTestId('broadcast-message').fill(MESSAGE);
    await expect.poll(() => send.isDisabled()).toBe(false);
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/broadcast-send.png` });
    expect(await axeSerious(emma, '[data-testid=send-broadcast-dialog]')).toEqual([]);
    // A slow network: the button says 'Sending...' until the server answers.
    await emma.route('**/api/broadcasts', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    await send.click();
    await expect.poll(() => send.textContent()).toBe('Sending...');
    await toastSays(emma, 'Broadcast Sent', 'Your message has been sent to all subscribers!');
    await dialog.waitFor({ state: 'detached' });
    await emma.unroute('**/api/broadcasts');
    await expect.poll(() => card.getByTestId('broadcast-count').textContent()).toBe('1 broadcast');

    // Recent: two recipients, nobody has read it yet.
    await emma.getByRole('tab', { name: 'Recent Broadcasts' }).click();
    const recent = emma.getByTestId('recent-broadcast').first();
    await expect.poll(() => recent.getByTestId('recent-content').textContent()).toBe(MESSAGE);
    await expect.poll(() => recent.getByTestId('recent-lists').textContent()).toBe('Family news');
    await expect
      .poll(() => recent.getByTestId('recent-recipients').textContent())
      .toBe('2 recipients');
    await expect.poll(() => recent.getByTestId('recent-reads').textContent()).toBe('0 read (0%)');

    // It arrives in each one's chat with Emma; opening the chat reads it, and Recent counts it.
    await chatWithEmma(sofia);
    await expect.poll(() => recent.getByTestId('recent-reads').textContent()).toBe('1 read (50%)');
    await toastClose(sofia);
    await settled(sofia);
    await sofia.screenshot({ path: `${SCREENS}/broadcast-received.png` });
    await chatWithEmma(yuki);
    await expect.poll(() => recent.getByTestId('recent-reads').textContent()).toBe('2 read (100%)');
    await toastClose(emma);
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/broadcast-recent.png` });
    await emma.screenshot({ path: 'docs/screenshots/broadcast-recent.png' });
    expect(await axeSerious(emma, '[data-testid=broadcast-page]')).toEqual([]);
    await emma.setViewportSize(DESKTOP);
    await emma.getByRole('tab', { name: 'My Lists (1)' }).click();
    await toastClose(emma);
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/broadcast-desktop.png` });

    // Sofía unsubscribes (no toast); the list goes back under Discover, and Emma's count drops.
    await sofia.goto(`${stage.url}/broadcast`);
    await sofia
      .getByRole('tab', { name: says('es', 'broadcasts.tabSubscribed', { count: 1 }) })
      .click();
    await sofia.getByTestId('broadcast-unsubscribe').click();
    await sofia.getByTestId('discover-card').filter({ hasText: 'Family news' }).waitFor();
    await sofia.getByTestId('subscribed-empty').waitFor();
    await expect
      .poll(() => card.getByTestId('broadcast-subscribers').textContent())
      .toBe('1 subscriber');
  });
});
