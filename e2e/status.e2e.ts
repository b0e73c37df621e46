import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { says } from './catalog';
import { e2eStage, storedMessages } from './harness';
import { befriend } from './friend-steps';
import { phonePhoto } from './photo-steps';
import { SCREENS, noSeriousA11yIssues, settled } from './screens';

/**
 * Status updates (spec secondary 'Status updates'): Emma and Sofía are friends. Emma posts a
 * text status; Sofía, already on her Status page, sees it arrive, opens it, likes it and replies;
 * Emma sees the views, likes and replies change live, finds the reply in their chat quoting the
 * status, and who viewed it. Then a photo status that Sofía opens, and a delete that leaves
 * Sofía's page live. Sofía's app speaks Spanish, Emma's English: Sofía reads Emma's words in
 * Spanish, translated by the server, with the chat's line to see the original.
 */

const DOCS = 'docs/screenshots';
const stage = e2eStage();

const card = (page: Page, text: string) =>
  page.getByTestId('status-card').filter({ hasText: text });

/** A status's card by its id: a friend's may show other words than its author's. */
const cardOf = (page: Page, id: string) =>
  page.locator(`[data-testid=status-card][data-status-id="${id}"]`);

/** The id of the status a card shows, once it is on the page. */
async function idOf(found: Locator): Promise<string> {
  await found.waitFor();
  const id = await found.getAttribute('data-status-id');
  if (!id) throw new Error('a status card without its id');
  return id;
}

/** What the server gives `page`'s user for a status: its words translated into their language. */
async function translationFor(page: Page, id: string): Promise<string | null> {
  return page.evaluate(async (statusId) => {
    const res = await fetch('/api/status-updates', { credentials: 'include' });
    const feed = (await res.json()) as Array<{
      id: string;
      translation?: { translatedText?: string };
    }>;
    return feed.find((s) => s.id === statusId)?.translation?.translatedText ?? null;
  }, id);
}

/** True once every picture matched has loaded for real (a broken one has no width). */
async function pictureLoaded(within: Page | Locator, testId: string): Promise<boolean> {
  return within
    .getByTestId(testId)
    .first()
    .evaluate(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    );
}

describe('status updates', () => {
  it('should post a status a friend sees, opens, likes and answers, with the author told live', async () => {
    const emma = await stage.phone();
    const sofia = await stage.phone();
    await stage.signIn(emma, 'emma');
    await stage.signIn(sofia, 'sofia');
    await befriend(emma, sofia, 'u-sofia');

    // Sofía waits on her Status page: nothing yet, in Spanish.
    await sofia.getByTestId('nav-status').click();
    await sofia.getByTestId('status-empty').waitFor();
    await expect
      .poll(() => sofia.getByTestId('status-empty').textContent())
      .toContain(says('es', 'status.emptyTitle'));
    await settled(sofia);
    await sofia.screenshot({ path: `${SCREENS}/status-empty.png` });

    // Emma adds a text status; blank words cannot be posted.
    await emma.getByTestId('nav-status').click();
    await emma.getByTestId('status-add').click();
    const dialog = emma.getByTestId('status-create-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('status-text-input').fill('   ');
    await expect.poll(() => dialog.getByTestId('status-post').isDisabled()).toBe(true);
    const words = 'Hiking the Sierra de Guadarrama today';
    await dialog.getByTestId('status-text-input').fill(words);
    // Where people type, words lay out by their own first strong letter (Arabic in English too).
    expect(await dialog.getByTestId('status-text-input').getAttribute('dir')).toBe('auto');
    await expect
      .poll(() => dialog.getByTestId('status-text-counter').textContent())
      .toBe(`${words.length}/700`);
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/status-create.png` });
    await dialog.getByTestId('status-post').click();
    await emma.getByTestId('toast').filter({ hasText: 'Status Updated' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const mine = card(emma, words);
    const id = await idOf(mine);
    await expect
      .poll(() => mine.getByTestId('status-time-left').textContent())
      .toMatch(/^(24h 0m|23h 59m) left$/);
    // Her own words are as she wrote them: nothing to translate, no line about it.
    expect(await mine.getByTestId('translation-toggle').count()).toBe(0);

    // It reaches Sofía's page without a reload, under Recent, with the time left in Spanish.
    const hers = cardOf(sofia, id);
    await hers.waitFor();
    await expect.poll(() => hers.getAttribute('data-viewed')).toBe('false');
    await expect
      .poll(() => hers.getByTestId('status-time-left').textContent())
      .toMatch(/^Quedan (24 h 0|23 h 59) min$/);
    await expect.poll(() => hers.getByTestId('status-delete').count()).toBe(0);

    // In Spanish: the server's translation, with the chat's line under it; a tap on the line
    // shows Emma's words as written, and another the translation again.
    const spanish = await translationFor(sofia, id);
    expect(spanish).toContain('hoy');
    await expect.poll(() => hers.getByTestId('status-content').textContent()).toBe(spanish);
    const toggle = hers.getByTestId('translation-toggle');
    await expect.poll(() => toggle.textContent()).toContain(says('es', 'translate.showOriginal'));
    await toggle.click();
    await expect.poll(() => hers.getByTestId('status-content').textContent()).toBe(words);
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    await expect.poll(() => hers.getByTestId('status-content').textContent()).toBe(spanish);
    await settled(sofia);
    await sofia.screenshot({ path: `${SCREENS}/status-feed-friend.png` });
    await sofia.screenshot({ path: `${DOCS}/status-feed.png` });
    await noSeriousA11yIssues(sofia);

    // She opens it: one view, which Emma's card shows live.
    await hers.getByTestId('status-open').click();
    const viewer = sofia.getByTestId('status-viewer');
    await viewer.waitFor();
    const opened = viewer.getByTestId('status-viewer-text');
    await expect.poll(() => opened.textContent()).toBe(spanish);
    await viewer.getByTestId('translation-toggle').click();
    await expect.poll(() => opened.textContent()).toBe(words);
    await viewer.getByTestId('translation-toggle').click();
    await expect.poll(() => opened.textContent()).toBe(spanish);
    await expect.poll(() => mine.getByTestId('status-views-count').textContent()).toBe('1');

    // She likes it ('Status liked!' in Spanish); Emma's like count follows.
    await viewer.getByTestId('status-like').click();
    await sofia
      .getByTestId('toast')
      .filter({ hasText: says('es', 'status.liked') })
      .waitFor();
    await expect
      .poll(() => viewer.getByTestId('status-like').getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => mine.getByTestId('status-like-count').textContent()).toBe('1');

    // She replies; Emma's reply count follows, and the words are in their chat.
    const reply = '¡Qué bonito! Llévame la próxima vez';
    await viewer.getByTestId('status-reply-input').fill(reply);
    expect(await viewer.getByTestId('status-reply-input').getAttribute('dir')).toBe('auto');
    await settled(sofia);
    await sofia.screenshot({ path: `${SCREENS}/status-viewer-friend.png` });
    await viewer.getByTestId('status-reply-send').click();
    await sofia
      .getByTestId('toast')
      .filter({ hasText: says('es', 'status.replied') })
      .waitFor();
    await expect.poll(() => viewer.getByTestId('status-reply-input').inputValue()).toBe('');
    await expect.poll(() => mine.getByTestId('status-reply-count').textContent()).toBe('1');
    await sofia.keyboard.press('Escape');
    await expect.poll(() => hers.getAttribute('data-viewed')).toBe('true');

    // Emma sees who viewed it, and that Sofía liked it.
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/status-feed-mine.png` });
    await mine.getByTestId('status-open').click();
    const own = emma.getByTestId('status-viewer');
    await own.getByTestId('status-viewer-sofia').waitFor();
    await own.getByTestId('status-viewer-sofia').getByRole('img', { name: 'Liked it' }).waitFor();
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/status-viewers.png` });
    await emma.screenshot({ path: `${DOCS}/status-viewers.png` });
    await noSeriousA11yIssues(emma);
    await emma.keyboard.press('Escape');

    // The reply in their chat, under a quote of the status.
    await emma.getByTestId('nav-chats').click();
    await emma.locator('[data-testid=conversation-row][data-name="Sofía García"]').click();
    await stage.liveReady(emma);
    // Emma reads Spanish in English, so the bubble is found by its quote; the server holds
    // Sofía's words with the quote in the message.
    const quote = emma.getByTestId('status-reply-quote');
    await quote.waitFor();
    await expect.poll(() => quote.textContent()).toBe(`Replied to your status${words}`);
    const stored = await storedMessages(emma);
    expect(stored.filter((m) => m.content === reply).map((m) => m.metadata)).toEqual([
      {
        statusReply: expect.objectContaining({ authorId: 'u-emma', content: words, photo: false }),
      },
    ]);
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/status-reply-in-chat.png` });
  });

  it('should post a photo status a friend opens, and a delete that leaves her page live', async () => {
    // The people of the first test, friends already; each on a fresh phone.
    const emma = await stage.phone();
    const sofia = await stage.phone();
    await stage.signIn(emma, 'emma');
    await stage.signIn(sofia, 'sofia');
    await emma.getByTestId('nav-status').click();
    await sofia.getByTestId('nav-status').click();
    const text = cardOf(sofia, await idOf(card(emma, 'Hiking the Sierra de Guadarrama today')));
    await text.waitFor();
    // Opened in the first test: under Viewed now.
    await expect.poll(() => text.getAttribute('data-viewed')).toBe('true');

    await emma.getByTestId('status-add').click();
    const dialog = emma.getByTestId('status-create-dialog');
    await dialog.getByRole('tab', { name: 'Photo' }).click();
    await dialog.getByTestId('status-photo-input').setInputFiles({
      name: 'beach-sunset.jpg',
      mimeType: 'image/jpeg',
      buffer: readFileSync('public/samples/photos/beach-sunset.jpg'),
    });
    await dialog.getByTestId('status-photo-preview').waitFor();
    await dialog.getByTestId('status-caption').fill('Golden hour at the beach');
    expect(await dialog.getByTestId('status-caption').getAttribute('dir')).toBe('auto');
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/status-create-photo.png` });
    await dialog.getByTestId('status-post').click();
    await emma.getByTestId('toast').filter({ hasText: 'Status Updated' }).waitFor();

    // Sofía's page gets it live, picture and all, the caption in Spanish, and she opens it full
    // size.
    const photoId = await idOf(card(emma, 'Golden hour at the beach'));
    const photo = cardOf(sofia, photoId);
    await photo.waitFor();
    await expect.poll(() => pictureLoaded(photo, 'status-thumb')).toBe(true);
    const caption = await translationFor(sofia, photoId);
    expect(caption).toContain('playa');
    await expect.poll(() => photo.getByTestId('status-content').textContent()).toBe(caption);
    await settled(sofia);
    await sofia.screenshot({ path: `${SCREENS}/status-feed-photo.png` });
    await photo.getByTestId('status-open').click();
    await expect.poll(() => pictureLoaded(sofia, 'status-viewer-photo')).toBe(true);
    await expect
      .poll(() =>
        sofia.getByTestId('status-viewer').getByTestId('status-viewer-text').textContent(),
      )
      .toBe(caption);
    await settled(sofia);
    await sofia.screenshot({ path: `${SCREENS}/status-viewer-photo.png` });
    await sofia.screenshot({ path: `${DOCS}/status-viewer-photo.png` });
    await noSeriousA11yIssues(sofia);
    await sofia.keyboard.press('Escape');

    // The same pages on a desktop screen.
    for (const page of [emma, sofia]) await page.setViewportSize({ width: 1280, height: 800 });
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/status-feed-mine-desktop.png` });
    await settled(sofia);
    await sofia.screenshot({ path: `${SCREENS}/status-feed-friend-desktop.png` });

    // Emma deletes the text status: 'Status Deleted', and it leaves Sofía's page.
    const gone = card(emma, 'Hiking the Sierra de Guadarrama today');
    await gone.getByTestId('status-delete').click();
    await emma.getByTestId('toast').filter({ hasText: 'Status Deleted' }).waitFor();
    await gone.waitFor({ state: 'detached' });
    await text.waitFor({ state: 'detached' });
    await photo.waitFor();

    // A text file named .png is refused by its bytes, with no preview; a phone's 8 MB photo is
    // made smaller in the browser as the chat's are, and the server keeps it under 5 MB, upright
    // and without its EXIF.
    await emma.getByTestId('status-add').click();
    await dialog.getByRole('tab', { name: 'Photo' }).click();
    const input = dialog.getByTestId('status-photo-input');
    await input.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await emma.getByTestId('toast').filter({ hasText: 'Not a picture' }).waitFor();
    expect(await dialog.getByTestId('status-photo-preview').count()).toBe(0);
    expect(await dialog.getByTestId('status-post').isDisabled()).toBe(true);
    const big = await phonePhoto();
    expect(big.length).toBeGreaterThan(7 * 1024 * 1024);
    await input.setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: big });
    await expect.poll(() => pictureLoaded(dialog, 'status-photo-preview')).toBe(true);
    await dialog.getByTestId('status-caption').fill('From my phone');
    await dialog.getByTestId('status-post').click();
    await emma.getByTestId('toast').filter({ hasText: 'Status Updated' }).waitFor();
    const phoneId = await idOf(card(emma, 'From my phone'));
    const kept = Buffer.from(
      await emma.evaluate(async (statusId) => {
        const feed = (await (
          await fetch('/api/status-updates', { credentials: 'include' })
        ).json()) as Array<{ id: string; media?: { url: string } }>;
        const url = feed.find((s) => s.id === statusId)!.media!.url;
        const b = new Uint8Array(
          await (await fetch(url, { credentials: 'include' })).arrayBuffer(),
        );
        let s = '';
        for (const c of b) s += String.fromCharCode(c);
        return btoa(s);
      }, phoneId),
      'base64',
    );
    expect(kept.length).toBeLessThan(5 * 1024 * 1024);
    const meta = await sharp(kept).metadata();
    expect(meta).toMatchObject({ width: 1536, height: 2048 });
    expect(meta.exif).toBeUndefined();
  });
});
