import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { englishOnScreen, says } from './catalog';
import { e2eStage, sendText } from './harness';

/**
 * The app in its user's language (issue 13): Sofía's is Spanish throughout, Layla's Arabic
 * throughout and read right to left (issue 27), Yuki's dates are Japanese dates, and a change of language shows at once,
 * without a reload, on every device of that person.
 */

const SHOTS = 'docs/screenshots';
const stage = e2eStage();

/** Opens a chat with `username` from New Message, in the page's own language. */
async function chatWith(page: Page, lang: string, username: string): Promise<void> {
  await page.getByTestId('new-chat-button').click();
  await page.getByText(says(lang, 'conversations.newMessage'), { exact: true }).click();
  await page.getByTestId(`pick-user-${username}`).click();
  await stage.liveReady(page);
}

/** Waits for fonts and pictures, so a screenshot shows the screen as a person sees it. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

/**
 * The person's list, a chat with Emma, a toast and a dialog, each wholly in `lang` (no English
 * text or label on screen), with pictures named l10n-<lang>-*.png.
 */
async function screensInLanguage(page: Page, lang: string, greeting: string): Promise<void> {
  await expect
    .poll(() => page.getByTestId('conversation-search').getAttribute('placeholder'))
    .toBe(says(lang, 'conversations.search'));
  await expect.poll(() => englishOnScreen(page, lang)).toEqual([]);
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/l10n-${lang}-list.png` });

  // A chat with Emma.
  await chatWith(page, lang, 'emma');
  await sendText(page, greeting);
  await expect.poll(() => englishOnScreen(page, lang)).toEqual([]);
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/l10n-${lang}-chat.png` });

  // A toast: the message copied from its menu.
  await page.getByTestId('message-menu-button').last().click();
  await page.getByTestId('message-menu-copy').click();
  const toast = page.getByTestId('toast');
  await expect.poll(() => toast.textContent()).toContain(says(lang, 'chat.copiedTitle'));
  await expect.poll(() => englishOnScreen(page, lang)).toEqual([]);
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/l10n-${lang}-copied.png` });

  // A dialog: the chat's Translation Settings.
  await page.getByTestId('translation-settings-button').click();
  await page.getByRole('dialog').waitFor();
  await expect
    .poll(() => page.getByRole('dialog').textContent())
    .toContain(says(lang, 'translation-settings.title'));
  await expect.poll(() => englishOnScreen(page, lang)).toEqual([]);
  // Inside the window (in Arabic it once opened off its left edge).
  const box = (await page.getByRole('dialog').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/l10n-${lang}-dialog.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe('localisation', () => {
  it('should show a Spanish user the list, a chat, a dialog and a toast in Spanish', async () => {
    const sofia = await stage.phone();
    await sofia.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await stage.signIn(sofia, 'sofia');
    await expect.poll(() => sofia.getAttribute('html', 'lang')).toBe('es');
    await expect.poll(() => sofia.getAttribute('html', 'dir')).toBe('ltr');

    // A refusal while seeding the demo chats: the toast speaks Spanish too.
    await sofia.route('**/api/seed-demo', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"x"}' }),
    );
    await sofia.getByTestId('seed-demo-button').click();
    const toast = sofia.getByTestId('toast');
    await expect.poll(() => toast.textContent()).toContain(says('es', 'conversations.seedError'));
    await settled(sofia);
    await sofia.screenshot({ path: `${SHOTS}/l10n-es-toast.png` });
    await sofia.unroute('**/api/seed-demo');
    await toast.waitFor({ state: 'detached', timeout: 8_000 });

    // The list, seeded for real.
    await sofia.getByTestId('seed-demo-button').click();
    await sofia.getByTestId('conversation-row').first().waitFor();
    await screensInLanguage(sofia, 'es', 'Hola Emma, ¿cómo va todo?');
  });

  it('should show an Arabic user the same screens in Arabic, laid out right to left', async () => {
    const layla = await stage.phone();
    await layla.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await stage.signIn(layla, 'layla');
    await expect.poll(() => layla.getAttribute('html', 'dir')).toBe('rtl');
    await expect.poll(() => layla.getAttribute('html', 'lang')).toBe('ar');
    await screensInLanguage(layla, 'ar', 'مرحبا إيما');
    const width = layla.viewportSize()!.width;
    // Back sits on the right; my own bubble on the left, the start of an Arabic line's end.
    const back = (await layla.getByTestId('back-button').boundingBox())!;
    expect(back.x).toBeGreaterThan(width / 2);
    const mine = (await layla.getByTestId('message-bubble').last().boundingBox())!;
    expect(mine.x + mine.width / 2).toBeLessThan(width / 2);
    // The composer's send button is at the line's end: the left.
    const sendButton = (await layla.getByTestId('send-button').boundingBox())!;
    expect(sendButton.x).toBeLessThan(width / 2);
  });

  it('should show a Japanese user Japanese dates', async () => {
    const yuki = await stage.phone();
    await stage.signIn(yuki, 'yuki');
    await chatWith(yuki, 'ja', 'emma');
    await sendText(yuki, 'こんにちは、エマさん');
    // Today's messages sit under 今日 ('today').
    const separator = yuki.getByTestId('date-separator').first();
    await expect.poll(() => separator.textContent()).toBe('今日');

    // Ten days later, the same message sits under its date, written as Japanese dates are.
    const later = new Date(Date.now() + 10 * 86_400_000);
    await yuki.clock.setFixedTime(later);
    await yuki.reload();
    await stage.liveReady(yuki);
    const sent = new Date(later.getTime() - 10 * 86_400_000);
    const sameYear = sent.getFullYear() === later.getFullYear();
    const expected = new Intl.DateTimeFormat('ja', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      ...(sameYear ? {} : { year: 'numeric' }),
    }).format(sent);
    await expect
      .poll(() => yuki.getByTestId('date-separator').first().textContent())
      .toBe(expected);
    expect(expected).toMatch(/\d+月\d+日/);
    await settled(yuki);
    await yuki.screenshot({ path: `${SHOTS}/l10n-ja-dates.png` });
    // The list's time column: a date too ('11月23日').
    await yuki.getByTestId('back-button').click();
    await expect
      .poll(() => yuki.getByTestId('conversation-time').first().textContent())
      .toMatch(/^\d+月\d+日$/);
  });

  it('should switch the app language in place, on every device of the person', async () => {
    const emma = await stage.phone();
    const emmaTablet = await stage.phone();
    await stage.signIn(emma, 'emma');
    await stage.signIn(emmaTablet, 'emma');
    // The tablet hears of the change over its live connection: wait until it is up (Linked
    // Devices shows this device online). The list has no 'Connecting...' banner to wait on.
    await expect
      .poll(() =>
        emmaTablet.evaluate(async () => {
          const devices = (await (await fetch('/api/devices')).json()) as Array<{
            isCurrent: boolean;
            online: boolean;
          }>;
          return devices.find((d) => d.isCurrent)?.online;
        }),
      )
      .toBe(true);
    for (const page of [emma, emmaTablet])
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const search = (page: Page) => page.getByTestId('conversation-search');
    await expect.poll(() => search(emma).getAttribute('placeholder')).toBe('Search conversations');

    await emma.getByTestId('settings-button').click();
    await emma.getByTestId('app-language-select').selectOption('es');
    for (const page of [emma, emmaTablet]) {
      await expect
        .poll(() => search(page).getAttribute('placeholder'), { timeout: 10_000 })
        .toBe(says('es', 'conversations.search'));
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('es');
      // Still the same page: nothing reloaded.
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
        true,
      );
    }
    await settled(emma);
    await emma.screenshot({ path: `${SHOTS}/l10n-switched.png` });

    // And back: the select now speaks Spanish, its choice still found by its code.
    await emma.getByTestId('app-language-select').selectOption('en');
    await expect.poll(() => search(emma).getAttribute('placeholder')).toBe('Search conversations');
  });
});
