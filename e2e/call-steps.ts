import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Connecting two browsers on two busy cores, directly or through a relay: generous. */
export const CONNECT_MS = 30_000;

/** The width of the other person's picture as the page plays it (0 until frames arrive). */
export function remoteWidth(page: Page): Promise<number> {
  return page
    .getByTestId('call-remote')
    .locator('video')
    .evaluate((v) => (v as HTMLVideoElement).videoWidth);
}

/** Each page's call is connected and plays the other's camera. */
export async function callsConnected(pages: readonly Page[]): Promise<void> {
  for (const page of pages) {
    await expect
      .poll(() => page.getByTestId('video-call').getAttribute('data-connected'), {
        timeout: CONNECT_MS,
      })
      .toBe('true');
    await expect.poll(() => remoteWidth(page), { timeout: CONNECT_MS }).toBeGreaterThan(0);
  }
}
