import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { testStart } from '../src/server/testing/harness';

/**
 * A fresh server for a spec: its own database (in-memory PGlite, or a fresh PostgreSQL database
 * when DATABASE_URL is set) with the 12 demo users, serving the built client from dist/.
 */
export async function startServer(): Promise<{ url: string; close(): Promise<void> }> {
  if (!existsSync('dist/index.html')) throw new Error('Build the web client first (vite build)');
  const s = await testStart({ webDir: 'dist', seedDemo: true });
  // The page is served from the same origin it opens the live connection from.
  return { url: s.url, close: s.close };
}

/**
 * Chromium: CHROME_PATH, else Debian's /usr/bin/chromium, else the one shipped inside the
 * @sparticuz/chromium package, so `npm test` works on a machine with nothing installed.
 */
export async function chromePath(): Promise<string> {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => p && existsSync(p));
  if (found) return found;
  const shipped = await import('@sparticuz/chromium');
  return shipped.default.executablePath();
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: await chromePath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}
