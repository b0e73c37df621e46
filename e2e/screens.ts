import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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

/** axe-core (the engine Lighthouse's accessibility audit runs) as the page's script. */
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Runs axe-core on the page as it is; fails on any serious or critical violation. */
export async function noSeriousA11yIssues(page: Page): Promise<void> {
  await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run();
    return (
      result.violations as Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>
    )
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(found).toEqual([]);
}
