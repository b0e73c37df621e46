import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFromNewMessage } from './chat-steps';
import { e2eStage, sendText } from './harness';
import { SCREENS, noSeriousA11yIssues, settled } from './screens';

/**
 * Issue 31, link previews: Emma sends a link to a page served on this machine; the server
 * fetches its title, description and picture (this one local port is the only private address
 * the test lets it reach) and both browsers show the card, its picture served by Allo.
 */

let pagePort = 0;
const stage = e2eStage({
  server: {
    linkPreviewAddressAllowed: (address, port) => address === '127.0.0.1' && port === pagePort,
  },
});

let site: Server;
const hits: string[] = [];

beforeAll(async () => {
  const card = await sharp({
    create: { width: 600, height: 315, channels: 3, background: { r: 124, g: 58, b: 237 } },
  })
    .png()
    .toBuffer();
  site = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/card.png') res.writeHead(200, { 'content-type': 'image/png' }).end(card);
    else
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        `<html><head><title>Le Petit Oberkampf</title>
       <meta property="og:title" content="Le Petit Oberkampf — bistro">
       <meta name="description" content="Cuisine du marché, jazz le jeudi soir.">
       <meta property="og:image" content="/card.png"></head><body></body></html>`,
      );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  pagePort = (site.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

describe('link previews', () => {
  it('should show the preview of a local page in both browsers, its picture served by Allo', async () => {
    const { emma, sofia } = await stage.twoPhonesInTheChat();
    const link = `http://127.0.0.1:${pagePort}/bistro`;
    await sendText(emma, `Dinner here? ${link}`);
    for (const page of [emma, sofia]) {
      const card = page.getByTestId('link-preview');
      await expect
        .poll(() => card.getByTestId('link-preview-title').textContent(), { timeout: 15_000 })
        .toBe('Le Petit Oberkampf — bistro');
      expect(await card.getAttribute('href')).toBe(link);
      const image = card.getByTestId('link-preview-image');
      expect(await image.getAttribute('src')).toMatch(/^\/api\/images\//);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    // The page was asked by the server, once, and its picture once: never by the browsers.
    expect(hits.sort()).toEqual(['/bistro', '/card.png']);
    await settled(sofia);
    await noSeriousA11yIssues(sofia);
    await sofia.screenshot({ path: `${SCREENS}/link-preview-es.png` });
    await settled(emma);
    await emma.screenshot({ path: `${SCREENS}/link-preview-en.png` });
  });

  it('should lay the card out right to left for an Arabic reader', async () => {
    const layla = await chatFromNewMessage(stage, await stage.phone(), 'layla', 'emma');
    await sendText(layla, `هل نتعشى هنا؟ http://127.0.0.1:${pagePort}/bistro`);
    const card = layla.getByTestId('link-preview');
    await card.waitFor({ timeout: 15_000 });
    expect(await layla.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await settled(layla);
    await layla.screenshot({ path: `${SCREENS}/link-preview-ar.png` });
  });
});
