import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { says } from './catalog';
import { e2eStage } from './harness';
import { DESKTOP, PHONE, SCREENS, noSeriousA11yIssues, settled } from './screens';

/**
 * Issue 16: on a wide screen the list and the open chat sit side by side, as messengers on the
 * web show them; below the breakpoint the phone layout is unchanged (one screen at a time), and
 * an open chat keeps what it holds (a draft) when the window crosses the breakpoint.
 */
const stage = e2eStage();
const WIDE = { width: 1440, height: 900 };

/** Emma starts a chat with `username` from the list's New Message, then goes back to the list. */
async function chatWith(page: Page, username: string): Promise<string> {
  await page.getByTestId('new-chat-button').click();
  await page.getByTestId('new-chat-message').click();
  await page.getByTestId(`pick-user-${username}`).click();
  await stage.liveReady(page);
  const id = (await page.getByTestId('chat-view').getAttribute('data-conversation-id'))!;
  await page.getByTestId('back-button').click();
  await page.getByTestId('conversation-list').waitFor();
  return id;
}

const row = (page: Page, id: string) =>
  page.locator(`[data-testid=conversation-row][data-id="${id}"]`);

describe('wide layout', () => {
  it('should show the list and the chat side by side on a wide screen, and one at a time on a phone', async () => {
    const page = await stage.phone();
    await stage.signIn(page, 'emma');
    const sofia = await chatWith(page, 'sofia');
    const marco = await chatWith(page, 'marco');

    await page.setViewportSize(DESKTOP);
    await page.getByTestId('messenger-wide').waitFor();
    await expect
      .poll(() => page.getByTestId('no-chat-open').textContent())
      .toContain(says('en', 'conversations.noChatOpenTitle'));
    // The navigation stands at the side, beside the list, not across the chat side.
    const nav = (await page.getByTestId('bottom-nav').boundingBox())!;
    const list = (await page.getByTestId('conversation-list').boundingBox())!;
    expect(nav.x + nav.width).toBeLessThanOrEqual(list.x + 1);
    expect(nav.height).toBeGreaterThan(nav.width);

    await row(page, sofia).click();
    const chat = page.getByTestId('chat-view');
    await expect.poll(() => chat.getAttribute('data-conversation-id')).toBe(sofia);
    // Both stay on screen; the open one is marked in the list.
    await expect.poll(() => page.getByTestId('conversation-list').isVisible()).toBe(true);
    await expect.poll(() => row(page, sofia).getAttribute('aria-current')).toBe('true');
    await page.getByTestId('connecting-banner').waitFor({ state: 'detached' });
    await settled(page);
    await page.screenshot({ path: `${SCREENS}/wide-chat-desktop.png` });
    await page.screenshot({ path: 'docs/screenshots/wide-chat.png' });
    await noSeriousA11yIssues(page);

    // Another chat replaces the one beside the list.
    await row(page, marco).click();
    await expect.poll(() => chat.getAttribute('data-conversation-id')).toBe(marco);
    await expect.poll(() => chat.count()).toBe(1);
    await expect.poll(() => row(page, sofia).getAttribute('aria-current')).toBe(null);

    // Narrowed to a phone: the chat alone, the list behind it, the draft still there.
    await page.getByTestId('message-input').fill('Ci vediamo domani');
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.getByTestId('messenger-wide').count()).toBe(0);
    await expect.poll(() => page.getByTestId('conversation-list').count()).toBe(0);
    await expect.poll(() => page.getByTestId('bottom-nav').count()).toBe(0);
    await expect.poll(() => chat.getAttribute('data-conversation-id')).toBe(marco);
    await expect
      .poll(() => page.getByTestId('message-input').inputValue())
      .toBe('Ci vediamo domani');
  });

  /**
   * Issue 27: every page takes a wide screen's width, not only the chats, and Settings shows all
   * its tabs ('Stora…' was cut off even at 1440 px), in English and in Arabic, where the
   * navigation stands at the right.
   */
  it('should give every page the width of a wide screen, and show every Settings tab, in English and Arabic', async () => {
    for (const [who, lang] of [
      ['emma', 'en'],
      ['layla', 'ar'],
    ] as const) {
      const page = await stage.phone();
      await stage.signIn(page, who);
      await page.setViewportSize(WIDE);
      for (const path of ['/status', '/videos', '/contacts', '/lists', '/broadcast', '/settings']) {
        await page.goto(stage.url + path);
        const content = (await page.locator('main').boundingBox())!;
        const nav = (await page.getByTestId('bottom-nav').boundingBox())!;
        // Wider than the phone column (480) that every page but the chats had, the
        // navigation beside it: at the left in English, at the right in Arabic.
        expect(content.width, path).toBeGreaterThan(800);
        if (lang === 'en') expect(nav.x + nav.width, path).toBeLessThanOrEqual(content.x + 1);
        else expect(nav.x, path).toBeGreaterThanOrEqual(content.x + content.width - 1);
        await page.screenshot({ path: `${SCREENS}/wide-${lang}-${path.slice(1)}.png` });
      }
      // Every tab in sight, at 1440 and on a phone.
      for (const size of [WIDE, PHONE]) {
        await page.setViewportSize(size);
        const strip = (await page.getByTestId('settings-page').getByRole('tablist').boundingBox())!;
        const tabs = page.getByTestId('settings-page').getByRole('tab');
        expect(await tabs.count()).toBe(5);
        for (const tab of await tabs.all()) {
          const box = (await tab.boundingBox())!;
          expect(box.x, `${lang} ${size.width}`).toBeGreaterThanOrEqual(strip.x - 0.5);
          expect(box.x + box.width, `${lang} ${size.width}`).toBeLessThanOrEqual(
            strip.x + strip.width + 0.5,
          );
        }
        await settled(page);
        await page.screenshot({ path: `${SCREENS}/wide-settings-${lang}-${size.width}.png` });
      }
      await page.setViewportSize(WIDE);
      await settled(page);
      await page.screenshot({
        path: `docs/screenshots/${lang === 'en' ? 'wide-settings' : 'rtl-wide-settings'}.png`,
      });
    }
  });
});
