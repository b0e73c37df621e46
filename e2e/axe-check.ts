import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build (it comes with lighthouse, which the project already uses). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Runs axe-core on the page as it is now (within `selector` when given: one screen, without the
 * app's frame around it) and returns its serious and critical violations, each as 'rule: help
 * (first element)', so a failing test says what to fix.
 */
export async function axeSerious(page: Page, selector?: string): Promise<string[]> {
  // Evaluated as developer tools do, not added as a <script>: the app's Content-Security-Policy
  // refuses inline scripts, as it should.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (within) => {
    const axe = (
      window as unknown as {
        axe: { run(context?: unknown): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    return (await axe.run(within ? { include: [within] } : document)).violations;
  }, selector);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ') ?? ''})`);
}
