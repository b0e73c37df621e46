import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '../src/protocol';
import { bytesLabel } from '../src/web/lib/bytes-format';
import { says } from './catalog';
import { e2eStage } from './harness';
import { SCREENS, noSeriousA11yIssues, settled } from './screens';

/**
 * Issue 31, Settings > Storage > Auto-download Media does what it says: Sofía chooses Never, and
 * Emma's photo reaches her as a box of its shape with Download, nothing of it fetched until she
 * taps; on Wi-Fi only, a phone on a mobile network holds photos back and loads them once it is on
 * Wi-Fi again. Layla, in Arabic, sees the held-back photo's Download and its size right to left.
 *
 * The connection's kind is a stand-in: desktop Chromium has the Network Information API but
 * never says `type` (only Android and ChromeOS do), so the page is given a `navigator.connection`
 * that speaks that API's interface (WICG Network Information, `type` and a `change` event), and
 * the test switches it.
 */

const stage = e2eStage();

/** Runs in the page before its scripts: a connection whose `type` the test sets. */
function switchableConnection(): void {
  const connection = new EventTarget() as EventTarget & { type: string; saveData: boolean };
  connection.type = 'wifi';
  connection.saveData = false;
  Object.defineProperty(navigator, 'connection', { get: () => connection });
}

async function network(page: Page, type: 'wifi' | 'cellular'): Promise<void> {
  await page.evaluate((t) => {
    const c = (navigator as unknown as { connection: EventTarget & { type: string } }).connection;
    c.type = t;
    c.dispatchEvent(new Event('change'));
  }, type);
}

/** Emma sends a photo she draws in the page; its ref. */
async function photoSend(emma: Page, conversationId: string, colour: string): Promise<string> {
  return emma.evaluate(
    async ({ conversationId, colour }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 200;
      const g = canvas.getContext('2d')!;
      g.fillStyle = colour;
      g.fillRect(0, 0, 320, 200);
      const png = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'));
      const upload = (await (
        await fetch('/api/objects?kind=image', {
          method: 'POST',
          headers: { 'Content-Type': 'image/png' },
          body: png,
        })
      ).json()) as { ref: string; url: string };
      await fetch('/api/messages', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          conversationId,
          senderId: 'u-emma',
          content: upload.url,
          messageType: 'image',
          metadata: { objectRef: upload.ref },
        }),
      });
      return upload.ref;
    },
    { conversationId, colour },
  );
}

async function autoDownloadChoose(page: Page, choice: 'never' | 'wifi' | 'always') {
  await page.evaluate(
    (autoDownload) =>
      fetch('/api/settings', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ autoDownload }),
      }),
    choice,
  );
}

describe('auto-download', () => {
  it('should hold photos back as the setting and the connection say, and load one on a tap', async () => {
    const emma = await stage.phone();
    const sofia = await stage.phone(switchableConnection);
    await stage.bothInTheChat(emma, sofia);
    const chat = (await sofia.getByTestId('chat-view').getAttribute('data-conversation-id'))!;
    const asked: string[] = [];
    sofia.on('request', (r) => {
      if (r.url().includes('/api/images/')) asked.push(new URL(r.url()).pathname);
    });

    // Sofía, in Settings > Storage, chooses Never.
    await sofia.goto(`${stage.url}/storage`);
    await sofia.getByTestId('setting-auto-download-never').click();
    await expect
      .poll(() => sofia.getByTestId('setting-auto-download-never').getAttribute('aria-checked'))
      .toBe('true');
    await sofia.goBack();
    await stage.liveReady(sofia);

    const first = await photoSend(emma, chat, '#0e7490');
    const bubble = sofia.getByTestId('photo-bubble').last();
    await expect.poll(() => bubble.getAttribute('data-held')).toBe('true');
    const button = bubble.getByTestId('photo-download');
    expect(await button.textContent()).toContain(says('es', 'photos.download'));
    await settled(sofia);
    await noSeriousA11yIssues(sofia);
    await sofia.screenshot({ path: `${SCREENS}/auto-download-held-es.png` });
    expect(asked.filter((p) => p.includes(first))).toEqual([]);

    await button.click();
    await expect.poll(() => bubble.getAttribute('data-loaded')).toBe('true');
    expect(asked.filter((p) => p.includes(first)).length).toBeGreaterThan(0);

    // On Wi-Fi only, and the phone is on a mobile network: held back; on Wi-Fi: it loads.
    await autoDownloadChoose(sofia, 'wifi');
    await network(sofia, 'cellular');
    const second = await photoSend(emma, chat, '#b45309');
    const next = sofia.getByTestId('photo-bubble').last();
    await expect.poll(() => next.getAttribute('data-held')).toBe('true');
    expect(asked.filter((p) => p.includes(second))).toEqual([]);
    await network(sofia, 'wifi');
    await expect.poll(() => next.getAttribute('data-loaded')).toBe('true');
    await autoDownloadChoose(sofia, 'wifi');
  });

  it('should offer a held-back photo for download, with its size, right to left in Arabic', async () => {
    const emma = await stage.phone();
    const layla = await stage.phone();
    await stage.signIn(emma, 'emma');
    // Emma's one-to-one chat with Layla, made through the API.
    const chat = await emma.evaluate(async () => {
      const res = await fetch('/api/conversations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ participants: ['u-layla'] }),
      });
      return ((await res.json()) as Conversation).id;
    });
    await stage.signIn(layla, 'layla');
    await autoDownloadChoose(layla, 'never');
    await layla.reload();
    await layla.locator(`[data-testid=conversation-row][data-id="${chat}"]`).click();
    await stage.liveReady(layla);

    const ref = await photoSend(emma, chat, '#7c3aed');
    await layla.bringToFront();
    const bubble = layla.getByTestId('photo-bubble').last();
    await expect.poll(() => bubble.getAttribute('data-held')).toBe('true');
    const stored = await layla.evaluate(
      async (id) =>
        (await (await fetch(`/api/conversations/${id}/messages`)).json()) as Array<{
          metadata: { objectRef?: string; size?: number } | null;
        }>,
      chat,
    );
    const size = stored.find((m) => m.metadata?.objectRef === ref)?.metadata?.size;
    expect(size).toBeGreaterThan(0);
    const button = bubble.getByTestId('photo-download');
    expect((await button.textContent())?.trim()).toBe(
      says('ar', 'photos.downloadSized', { size: bytesLabel('ar', size!) }),
    );
    expect(await layla.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The button lies inside the photo's box.
    const box = (await bubble.boundingBox())!;
    const label = (await button.boundingBox())!;
    expect(label.x).toBeGreaterThanOrEqual(box.x);
    expect(label.x + label.width).toBeLessThanOrEqual(box.x + box.width);
    await settled(layla);
    await noSeriousA11yIssues(layla);
    await layla.screenshot({ path: `${SCREENS}/auto-download-held-ar.png` });
  });
});
