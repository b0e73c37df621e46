import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { says } from './catalog';
import { e2eStage, storedMessages } from './harness';
import { SCREENS, noSeriousA11yIssues, settled } from './screens';

/**
 * Installable and offline (issue: 'Installable'): the manifest and icons are served and valid,
 * Chromium finds the app installable, the service worker registers and never keeps /api, the
 * app opens offline into the chats of the person signed in (the page's snapshot in IndexedDB),
 * a message written offline goes once the network is back, sign-out empties the snapshot, and a
 * new build's worker clears what an earlier build cached.
 */

const stage = e2eStage();

interface KeptEntry {
  path: string;
  userId: string;
  data: unknown;
}

/**
 * What the page's offline snapshot holds (IndexedDB 'allo-offline'). The database is only
 * opened once the app has created it: opening one that does not exist would create it empty,
 * without the app's object store.
 */
function snapshotEntries(page: Page): Promise<KeptEntry[]> {
  return page.evaluate(async () => {
    const dbs = await indexedDB.databases();
    if (!dbs.some((d) => d.name === 'allo-offline')) return [];
    return new Promise<KeptEntry[]>((resolve, reject) => {
      const open = indexedDB.open('allo-offline');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const request = db.transaction('entries').objectStore('entries').getAll();
        request.onsuccess = () => {
          db.close();
          resolve(request.result as KeptEntry[]);
        };
        request.onerror = () => reject(request.error);
      };
    });
  });
}

function bubbles(page: Page, text: string) {
  return page.getByTestId('message-bubble').filter({ hasText: text });
}

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

  it('should register its worker, keep no /api, open offline into the chats, and drop an older build', async () => {
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

    // Online: Emma writes to Sofía. The page keeps what it read, as live events and sends left
    // it, in its snapshot (not the worker's cache), under her user id.
    await page.getByTestId('new-chat-button').click();
    await page.getByTestId('new-chat-message').click();
    await page.getByTestId('pick-user-sofia').click();
    await stage.liveReady(page);
    const conversationId = (await page
      .getByTestId('chat-view')
      .getAttribute('data-conversation-id'))!;
    const earlier = `Written before the tunnel ${Date.now().toString(36)}`;
    await page.getByTestId('message-input').fill(earlier);
    await page.getByTestId('send-button').click();
    await expect.poll(() => bubbles(page, earlier).getAttribute('data-state')).toBe('sent');
    const emmaId = (await storedMessages(page)).find((m) => m.content === earlier)!.senderId;
    await expect
      .poll(async () =>
        (await snapshotEntries(page)).some(
          (e) =>
            e.path === `/api/conversations/${conversationId}/messages` &&
            e.userId === emmaId &&
            JSON.stringify(e.data).includes(earlier),
        ),
      )
      .toBe(true);
    // A payment in the chat, completed (issue 27: after an offline reload it showed 'Pending').
    const paymentId = await page.evaluate(
      async ([id, from]) => {
        const json = { 'Content-Type': 'application/json' };
        const made = await fetch('/api/payments', {
          method: 'POST',
          credentials: 'include',
          headers: { ...json, 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({
            fromUserId: from,
            toUserId: 'u-sofia',
            amount: 3.5,
            conversationId: id,
          }),
        });
        if (!made.ok) throw new Error(`payment ${made.status} ${await made.text()}`);
        const { id: madeId } = (await made.json()) as { id: string };
        const settled = await fetch(`/api/payments/${madeId}/status`, {
          method: 'PUT',
          credentials: 'include',
          headers: json,
          body: JSON.stringify({ status: 'completed' }),
        });
        if (!settled.ok) throw new Error(`settle ${settled.status} ${await settled.text()}`);
        return madeId;
      },
      [conversationId, emmaId] as const,
    );
    const paymentCard = page.locator(`[data-testid=payment-card][data-payment-id="${paymentId}"]`);
    await expect.poll(() => paymentCard.getAttribute('data-status')).toBe('completed');
    await expect
      .poll(async () =>
        (await snapshotEntries(page)).some(
          (e) =>
            e.path === `/api/payments/${paymentId}` &&
            (e.data as { status?: string }).status === 'completed',
        ),
      )
      .toBe(true);
    // Sofía's picture, shown in the chat, is kept by the worker for offline.
    await expect
      .poll(async () => (await cached()).includes('/avatars/sofia.svg'), { timeout: 10_000 })
      .toBe(true);
    // What the offline page needs of its own code is in the worker's cache.
    await expect
      .poll(async () => (await cached()).some((u) => /\/assets\/offline-snapshot-.*\.js$/.test(u)))
      .toBe(true);
    await page.getByTestId('back-button').click();
    await page.getByTestId('conversation-list').waitFor();

    // Without a network the app opens as Emma, into her chats, and says it is offline.
    await page.context().setOffline(true);
    await page.reload();
    await page.getByTestId('conversation-list').waitFor();
    await page.getByTestId('offline-notice').waitFor();
    await expect
      .poll(() => page.getByTestId('offline-notice').textContent())
      .toContain(says('en', 'pwa.offlineTitle'));
    const row = page.locator('[data-testid=conversation-row][data-name="Sofía García"]');
    await row.waitFor();
    // Her picture shows, not the placeholder.
    const picture = row.locator('img[alt="Sofía García"]');
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0))
      .toBe(true);
    expect(await picture.getAttribute('src')).toBe('/avatars/sofia.svg');
    await settled(page);
    await page.screenshot({ path: `${SCREENS}/pwa-offline.png` });
    await noSeriousA11yIssues(page);

    // Her chat shows what it held, and a message written now waits in the outbox.
    await row.click();
    await bubbles(page, earlier).waitFor();
    // The payment shows as it was last seen, completed, not the message's 'pending'.
    await expect.poll(() => paymentCard.getAttribute('data-status')).toBe('completed');
    await expect
      .poll(() => page.getByTestId('connecting-banner').getAttribute('data-offline'))
      .toBe('true');
    const later = `Written in the tunnel ${Date.now().toString(36)}`;
    await page.getByTestId('message-input').fill(later);
    await page.getByTestId('send-button').click();
    await expect.poll(() => bubbles(page, later).getAttribute('data-state')).toBe('queued');
    await settled(page);
    await page.screenshot({ path: `${SCREENS}/pwa-offline-chat.png` });

    // Back online: it goes by itself and the server has it, once; the chat is live again and
    // the notice is gone.
    await page.context().setOffline(false);
    await expect
      .poll(() => bubbles(page, later).getAttribute('data-state'), { timeout: 15_000 })
      .toBe('sent');
    await expect
      .poll(async () => (await storedMessages(page)).filter((m) => m.content === later).length)
      .toBe(1);
    await page.getByTestId('connecting-banner').waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByTestId('back-button').click();
    await page.getByTestId('conversation-list').waitFor();
    await page.getByTestId('offline-notice').waitFor({ state: 'detached', timeout: 15_000 });

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

    // Signing out takes the offline snapshot with it: nothing of Emma's is left for whoever is
    // next. (Last: a page that has just loaded registers its worker again a moment later, which
    // would undo the unregistering above.)
    await expect.poll(async () => (await snapshotEntries(page)).length).toBeGreaterThan(0);
    await page.getByTestId('settings-button').click();
    await page.getByTestId('switch-user-button').click();
    await page.getByTestId('identity-row-emma').waitFor();
    await expect.poll(() => snapshotEntries(page)).toEqual([]);
  });
});
