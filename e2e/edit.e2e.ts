import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eStage } from './harness';

/**
 * Editing a message (spec core 2 'Edit Message', core 4 'Message edit'): Emma corrects what she
 * sent Sofía, and both see the new words marked 'edited'.
 */

const SCREENSHOT = 'docs/screenshots/edit-message.png';
const SCREENS = 'test-results/screens';
/** Spec core 9: live delivery should feel instant; "a couple of seconds" is the bound here. */
const LIVE_MS = 3_000;

const stage = e2eStage();

function bubbles(page: Page, text: string) {
  return page.getByTestId('message-bubble').filter({ hasText: text });
}

describe('edit message', () => {
  it('should show the sender’s edit to both people, marked edited', async () => {
    const emma = await stage.phone();
    const sofia = await stage.phone();

    await stage.bothInTheChat(emma, sofia);

    // In Spanish, Sofía's language, so that she sees it as written. A fresh server per file,
    // so the words need no stamp to be unique (and the screenshot reads naturally).
    const original = 'Nos vemos a las cinco en el café';
    const corrected = 'Nos vemos a las seis en el café de la plaza';
    await emma.getByTestId('message-input').fill(original);
    await emma.getByTestId('send-button').click();
    await expect.poll(() => bubbles(emma, original).getAttribute('data-state')).toBe('sent');
    await bubbles(sofia, original).waitFor({ timeout: LIVE_MS });

    // Only the sender is offered the edit.
    expect(await sofia.getByTestId('edit-message-button').count()).toBe(0);

    await bubbles(emma, original).hover();
    await emma.screenshot({ path: `${SCREENS}/edit-button.png` });
    await emma.getByRole('button', { name: 'Edit message' }).click();
    const dialog = emma.getByTestId('edit-message-dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toBe('Edit Message');
    const input = emma.getByTestId('edit-message-input');
    const save = emma.getByTestId('edit-save');
    expect(await input.inputValue()).toBe(original);
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);

    // The countdown starts near 15:00 and ticks every second.
    const countdown = emma.getByTestId('edit-countdown');
    const first = await countdown.textContent();
    expect(first).toMatch(/^1[45]:\d\d$/);
    await expect.poll(() => countdown.textContent(), { timeout: 2_500 }).not.toBe(first);

    // Save waits for a real change: not unchanged, not blank.
    expect(await save.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await save.isDisabled()).toBe(true);
    await input.fill(corrected);
    expect(await save.isEnabled()).toBe(true);
    await emma.screenshot({ path: SCREENSHOT });

    await save.click();
    await dialog.waitFor({ state: 'detached', timeout: LIVE_MS });

    // Both see the new words, once, marked edited, in the same place as before.
    for (const page of [emma, sofia]) {
      await bubbles(page, corrected).waitFor({ timeout: LIVE_MS });
      expect(await bubbles(page, corrected).count()).toBe(1);
      expect(await bubbles(page, original).count()).toBe(0);
      expect(await bubbles(page, corrected).textContent()).toContain('edited');
    }
    await emma.screenshot({ path: `${SCREENS}/edit-sender.png` });
    await sofia.screenshot({ path: `${SCREENS}/edit-reader.png` });
    expect(await bubbles(sofia, corrected).getAttribute('data-seq')).toBe(
      await bubbles(emma, corrected).getAttribute('data-seq'),
    );
  });
});
