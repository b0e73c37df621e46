import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eStage, storedMessages } from './harness';

/**
 * Image Playground (spec core 2 'Image Playground', 4, 5, 8, 9): Emma opens it from the feature
 * menu, picks a quick idea and a style, watches the progress (held at the server's door long
 * enough to look at it, then let through), sends the offline generator's picture into the chat,
 * and Sofía sees it. A generation that cannot reach the server says so in the spec's words.
 */

const SHOTS = 'docs/screenshots';
/** The offline generator draws a picture in one to a few seconds on this busy machine. */
const DRAWN_MS = 30_000;
/** Live delivery of the message, plus the picture's download. */
const SHOWN_MS = 10_000;

const stage = e2eStage();

async function openPlayground(page: Page) {
  await page.getByTestId('feature-menu-button').click();
  await page.getByRole('menuitem', { name: 'Image Playground' }).click();
  const dialog = page.getByTestId('image-playground-dialog');
  await dialog.waitFor();
  return dialog;
}

/** Waits until pop-in animations are over, so a screenshot shows the settled screen. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** Whether the image in the chat whose address names `ref` has loaded its pixels. */
function pictureShown(page: Page, ref: string) {
  return page.waitForFunction(
    (r) =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid=chat-view] img')].some(
        (img) => img.src.includes(r) && img.complete && img.naturalWidth > 0,
      ),
    ref,
    { timeout: SHOWN_MS },
  );
}

describe('image playground', () => {
  it('should generate a picture, send it into the chat, and Sofía sees it', async () => {
    const { emma, sofia } = await stage.twoPhonesInTheChat();
    const dialog = await openPlayground(emma);

    // Gallery: the pictures made for Emma, none yet.
    await dialog.getByRole('tab', { name: 'Gallery' }).click();
    await dialog.getByTestId('playground-gallery-empty').waitFor();
    await dialog.getByRole('tab', { name: 'Create' }).click();

    // Spec core 5: the prompt is required, trimmed.
    const prompt = dialog.getByTestId('playground-prompt');
    const generate = dialog.getByTestId('playground-generate');
    await prompt.fill('   ');
    await expect.poll(() => generate.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Sunset over a mountain lake' }).click();
    await expect.poll(() => prompt.inputValue()).toBe('Sunset over a mountain lake');
    await expect.poll(() => generate.isDisabled()).toBe(false);
    const watercolor = dialog.locator('[data-style=watercolor]');
    await watercolor.click();
    await expect.poll(() => watercolor.getAttribute('aria-checked')).toBe('true');
    await settled(emma);
    await emma.screenshot({ path: `${SHOTS}/image-playground.png` });

    // Hold the request at the door while the progress is looked at, then let it through.
    let held: Route | null = null;
    await emma.route('**/api/generate-image', (route) => {
      held = route;
    });
    await generate.click();
    const progress = dialog.getByTestId('playground-progress');
    await progress.waitFor();
    await expect
      .poll(async () => Number(await progress.getAttribute('data-progress')), { timeout: 10_000 })
      .toBeGreaterThan(20);
    // Blocked while it runs: nothing more can be asked.
    await expect.poll(() => generate.isDisabled()).toBe(true);
    await expect.poll(() => generate.textContent()).toContain('Generating...');
    await expect.poll(() => prompt.isDisabled()).toBe(true);
    await emma.screenshot({
      path: `${SHOTS}/image-playground-progress.png`,
      animations: 'disabled',
    });
    // Spec core 4: never past 90 until the reply.
    await emma.waitForFunction(
      () =>
        Number(
          document
            .querySelector('[data-testid=playground-progress]')
            ?.getAttribute('data-progress'),
        ) >= 60,
    );
    expect(Number(await progress.getAttribute('data-progress'))).toBeLessThanOrEqual(90);
    await expect.poll(() => held !== null).toBe(true);
    await held!.continue();
    await emma.unroute('**/api/generate-image');

    const result = dialog.getByTestId('playground-result');
    await result.waitFor({ timeout: DRAWN_MS });
    const ref = (await result.getAttribute('data-ref'))!;
    await emma.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid=playground-result] img');
      return !!img && img.complete && img.naturalWidth === 1024;
    });
    await settled(emma);
    await emma.screenshot({ path: `${SHOTS}/image-playground-result.png` });

    await result.getByTestId('playground-send').click();
    await dialog.waitFor({ state: 'detached' });
    await pictureShown(emma, ref);
    await pictureShown(sofia, ref);
    await settled(sofia);
    await sofia.screenshot({ path: `${SHOTS}/image-playground-received.png` });

    // What Sofía received is the generated image, with what it was made from.
    const messages = await storedMessages(sofia);
    expect(messages.find((m) => m.metadata?.objectRef === ref)).toMatchObject({
      messageType: 'image',
      senderId: 'u-emma',
      content: `/api/images/${ref}`,
      metadata: { source: 'generated', prompt: 'Sunset over a mountain lake', style: 'watercolor' },
    });

    // The Gallery keeps it: a tap sends the same picture again, as a copy of its own.
    const again = await openPlayground(emma);
    await again.getByRole('tab', { name: 'Gallery' }).click();
    const items = again.getByTestId('playground-gallery-item');
    await expect.poll(() => items.count()).toBe(1);
    await settled(emma);
    await emma.screenshot({ path: `${SHOTS}/image-playground-gallery.png` });
    await items.first().click();
    await again.waitFor({ state: 'detached' });
    const images = async () =>
      (await storedMessages(sofia))
        .filter((m) => m.messageType === 'image')
        .map((m) => m.metadata?.objectRef);
    await expect.poll(async () => (await images()).length, { timeout: SHOWN_MS }).toBe(2);
    const [, copy] = await images();
    expect(copy).not.toBe(ref);
    await pictureShown(sofia, copy as string);
  });

  it("should say 'Image generation failed' when the server cannot be reached, keeping the prompt", async () => {
    const emma = await stage.phone();
    await stage.emmaChatWithSofia(emma);
    const dialog = await openPlayground(emma);
    await dialog.getByTestId('playground-prompt').fill('A lighthouse at dusk');
    await emma.route('**/api/generate-image', (route) => route.abort('internetdisconnected'));
    await dialog.getByTestId('playground-generate').click();
    const toast = emma.getByTestId('toast').filter({ hasText: 'Image generation failed' });
    await toast.waitFor();
    await expect
      .poll(() => toast.textContent())
      .toContain('Failed to generate image. Please try again.');
    await expect
      .poll(() => dialog.getByTestId('playground-prompt').inputValue())
      .toBe('A lighthouse at dusk');
    await expect.poll(() => dialog.getByTestId('playground-generate').isDisabled()).toBe(false);
  });
});
