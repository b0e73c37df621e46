import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeSerious } from './axe-check';

/** Where the e2e specs put their pictures of the screens. */
export const SCREENS = 'test-results/screens';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Waits until pop-in animations are over, so a screenshot shows the settled screen. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
}

/**
 * A picture of the page at phone width and one at desktop width (1280), named `name-*.png`;
 * `docs` also keeps the phone one as `docs/screenshots/name.png`.
 */
export async function screenshots(page: Page, name: string, docs = false): Promise<void> {
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/${name}-phone.png` });
  if (docs) await page.screenshot({ path: `docs/screenshots/${name}.png` });
  await page.setViewportSize(DESKTOP);
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/${name}-desktop.png` });
  await page.setViewportSize(PHONE);
}

/** Runs axe-core on the whole page as it is; fails on any serious or critical violation. */
export async function noSeriousA11yIssues(page: Page): Promise<void> {
  expect(await axeSerious(page)).toEqual([]);
}

/** Waits for the toast titled `title`, and for its text to hold `description` when given. */
export async function toastSays(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await toast.waitFor();
  if (description) await expect.poll(() => toast.textContent()).toContain(description);
}

/** Closes the toast on screen, if one is, so a screenshot shows the screen under it. */
export async function toastClose(page: Page): Promise<void> {
  const toast = page.getByTestId('toast');
  if ((await toast.count()) === 0) return;
  // It may close by itself meanwhile (5 s): then there is nothing to click.
  await toast
    .getByRole('button')
    .first()
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await toast.waitFor({ state: 'detached' });
}
