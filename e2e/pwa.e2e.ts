import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { says } from './catalog';
import { e2eStage } from './harness';
import { SCREENS, settled } from './screens';

/**
 * Installable and offline (issue: 'Installable'): the manifest and icons are served and valid,
 * Chromium finds the app installable, the service worker registers, never keeps /api, opens the
 * app shell without a network, and clears what an earlier build cached.
 */

const stage = e2eStage();

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

describe('installable app', () => {
  it('should serve a valid manifest, its icons, and a worker that is never cached long', async () => {
    const res = await fetch(`${stage.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Allo',
      short_name: 'Allo',
      start_url: '/',
      display: 'standalone',
      theme_color: '#6d5dfc',
    });
    const pngs = manifest.icons.filter((i) => i.type === 'image/png');
    expect(pngs.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of pngs) {
      const file = await fetch(`${stage.url}${icon.src}`);
      expect(file.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }

    const html = await (await fetch(`${stage.url}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(html).toContain('<meta name="theme-color" content="#6d5dfc"');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
    const sw = await fetch(`${stage.url}/sw.js`);
    expect(sw.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    // Its shell is this build's: the entry script index.html loads.
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+)"/.exec(html)![1]!;
    expect(await sw.text()).toContain(JSON.stringify(entry));
  });

  it('should register its worker, keep no /api, open offline, and drop an older build', async () => {
    const page = await stage.phone(undefined, { serviceWorkers: 'allow' });
    await stage.signIn(page, 'emma');
    const cdp = await page.context().newCDPSession(page);
    // Chromium's own checks: the manifest parses cleanly, and nothing about the app stops an
    // install (a test browser's context is incognito, which is the browser's, not the app's).
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);

    // The worker takes charge of the open page, and is handed the catalog it loaded.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });
    const cached = () =>
      page.evaluate(async () => {
        const urls: string[] = [];
        for (const key of await caches.keys())
          for (const r of await (await caches.open(key)).keys()) urls.push(new URL(r.url).pathname);
        return urls;
      });
    await expect
      .poll(async () => (await cached()).some((u) => /\/assets\/en-.*\.js$/.test(u)))
      .toBe(true);
    await page.evaluate(() => fetch('/api/users', { credentials: 'include' }));
    expect((await cached()).filter((u) => u.startsWith('/api/') || u === '/ws')).toEqual([]);

    // Without a network the app still opens: its shell, in the person's language, says that the
    // people cannot be loaded (nothing of /api is kept), instead of the browser's offline page.
    await page.context().setOffline(true);
    await page.reload();
    await page.getByText(says('en', 'identity.loadError')).waitFor();
    await settled(page);
    await page.screenshot({ path: `${SCREENS}/pwa-offline.png` });
    await page.context().setOffline(false);
    await page.reload();
    await page.getByTestId('conversation-list').waitFor();

    // A new build's worker deletes what the one before it cached.
    await page.evaluate(async () => {
      await caches.open('allo-previous-build');
      for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
    });
    await page.reload();
    await page.getByTestId('conversation-list').waitFor();
    // The worker is registered again after the first screen, installs (fetching the shell) and
    // takes charge; on a busy machine that takes a while.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await expect
      .poll(() => page.evaluate(() => caches.keys()), { timeout: 30_000 })
      .not.toContain('allo-previous-build');
    expect(
      (await page.evaluate(() => caches.keys())).filter((k) => k.startsWith('allo-')),
    ).toHaveLength(1);
  });
});
