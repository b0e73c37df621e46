import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eStage, storedMessages } from './harness';
import { pasteFile, png, previewSend, settled } from './photo-steps';

/**
 * A photo's words and burner photos (issue 12): Sofía (Spanish) sends a photo with a Spanish
 * caption and Emma (English) reads the caption in English, translated by the real offline
 * engine (Apertium es → en), with 'Show original'; a photo Emma sends in burner mode wears the
 * burner badge and vanishes for both once Sofía has read it.
 */

const stage = e2eStage();

const SCREENSHOT = 'docs/screenshots/photo-caption-translated.png';
/** Live delivery, an upload and one batched translation call; this machine's cores are shared. */
const SHOWN_MS = 15_000;

/**
 * The status the server answers for an address, read with the page's session (past the
 * browser's cache, which keeps pictures for a year).
 */
async function fetchedStatus(page: Page, url: string): Promise<number> {
  return page.evaluate(
    async (u) => (await fetch(u, { credentials: 'include', cache: 'no-store' })).status,
    url,
  );
}

describe('photo captions and burner photos', () => {
  it("should show Sofía's Spanish caption to Emma in English, and the original on a tap", async () => {
    const { emma, sofia } = await stage.twoPhonesInTheChat();
    const caption = 'La casa es muy grande y tiene un jardín bonito.';
    await pasteFile(sofia, await png(320, 240, '#e9a23b'), 'casa.png', 'image/png');
    await previewSend(sofia, caption);

    // Sofía's own caption is as she wrote it.
    const own = sofia.getByTestId('photo-caption').filter({ hasText: caption });
    await own.waitFor({ timeout: SHOWN_MS });
    await expect.poll(() => own.getByTestId('translation-toggle').count()).toBe(0);

    // Emma reads it in English, under the picture.
    const bubble = emma
      .getByTestId('message-bubble')
      .filter({ has: emma.getByTestId('photo-bubble') })
      .last();
    const captionBox = bubble.getByTestId('photo-caption');
    const text = captionBox.getByTestId('message-text');
    await expect
      .poll(async () => (await text.textContent())?.toLowerCase(), { timeout: SHOWN_MS })
      .toContain('house');
    await expect.poll(() => text.getAttribute('lang')).toBe('en');
    const toggle = captionBox.getByTestId('translation-toggle');
    await expect.poll(() => toggle.textContent()).toContain('Translated from Spanish');
    await expect.poll(() => toggle.textContent()).toContain('Show original');
    await bubble.locator('[data-testid=photo-bubble][data-loaded=true]').waitFor();
    await settled(emma);
    await emma.screenshot({ path: SCREENSHOT });

    // A tap shows Sofía's words, another the translation again.
    await toggle.click();
    await expect.poll(() => text.textContent()).toBe(caption);
    await expect.poll(() => text.getAttribute('lang')).toBe('es');
    await toggle.click();
    await expect.poll(async () => (await text.textContent())?.toLowerCase()).toContain('house');

    // The list's line is the photo with its caption, in English too.
    await emma.getByTestId('back-button').click();
    const preview = emma
      .locator('[data-testid=conversation-row][data-name="Sofía García"]')
      .getByTestId('conversation-preview');
    await expect.poll(async () => (await preview.textContent())?.toLowerCase()).toContain('house');
    await expect.poll(() => preview.textContent()).toMatch(/^📷 /);
    // Both leave: an open chat reads what arrives, and the next test's burner photo must stay
    // unread until its own Sofía opens it.
    await emma.context().close();
    await sofia.context().close();
  });

  it('should send a photo in burner mode that vanishes for both once Sofía has read it', async () => {
    const emma = await stage.phone();
    const sofia = await stage.phone();
    await stage.emmaChatWithSofia(emma);
    // Sofía is on her list: nothing is read until she opens the chat.
    await stage.signIn(sofia, 'sofia');

    const toggle = emma.getByTestId('burner-toggle');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await pasteFile(emma, await png(300, 200, '#d9413b'), 'secret.png', 'image/png');
    await previewSend(emma);
    // Burner mode is for one message: the toggle is off again.
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    await emma.getByTestId('burner-banner').waitFor({ state: 'detached' });

    const mine = emma.locator('[data-testid=message-bubble][data-own=true][data-state=sent]', {
      has: emma.getByTestId('photo-bubble'),
    });
    await mine.waitFor({ timeout: SHOWN_MS });
    await expect.poll(() => mine.getAttribute('data-burner')).toBe('live');
    await mine.getByTestId('burner-badge').waitFor();
    // Stored as a photo with isBurner (contract 12: only text becomes a 'burner' message).
    await expect
      .poll(async () => (await storedMessages(emma)).filter((m) => m.isBurner).length)
      .toBe(1);
    const [sent] = (await storedMessages(emma)).filter((m) => m.isBurner);
    expect(sent).toMatchObject({ messageType: 'image', isBurner: true });
    expect(sent!.content).toMatch(/^\/api\/images\//);
    expect(await fetchedStatus(emma, sent!.content)).toBe(200);

    // Sofía opens the chat and so reads it: gone for both, and its picture with it.
    await sofia.locator('[data-testid=conversation-row][data-name="Emma Johnson"]').click();
    await stage.liveReady(sofia);
    const gone = (page: Page) =>
      page.locator('[data-testid=message-bubble][data-burner=burnt]').getByTestId('burner-gone');
    await gone(sofia).waitFor({ timeout: SHOWN_MS });
    await gone(emma).waitFor({ timeout: SHOWN_MS });
    // Emma's photos in the chat (Sofía's captioned one stays).
    const emmasPhotos = (page: Page, own: boolean) =>
      page
        .locator(`[data-testid=message-bubble][data-own=${own}]`)
        .filter({ has: page.getByTestId('photo-bubble') });
    await expect.poll(() => emmasPhotos(emma, true).count()).toBe(0);
    await expect.poll(() => emmasPhotos(sofia, false).count()).toBe(0);
    await expect.poll(() => fetchedStatus(emma, sent!.content)).toBe(404);
    await expect.poll(() => fetchedStatus(sofia, sent!.content)).toBe(404);
    await settled(sofia);
    await sofia.screenshot({ path: 'test-results/screens/burner-photo-gone-sofia.png' });
  });
});
