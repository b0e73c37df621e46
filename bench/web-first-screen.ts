import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { launchBrowser } from '../e2e/harness';
import { testStart } from '../src/server/testing/harness';
import { percentile, round } from './lib/stats';

/**
 * What the first screen costs a visitor, measured in Chromium against the production build
 * (dist/) served by the real server. Sizes are KB (1,000 bytes); times are ms.
 *
 * The screens: the identity picker for a new visitor, and the conversation list for someone who
 * already has a session. The headline size fields (jsGzipKb...) are the heavier of the two.
 *
 * Two kinds of size: `Gzip` is the file gzipped at level 9 here, a yardstick that stays put
 * whatever the server does; `Wire` is what the browser really received for it (body as sent,
 * compressed or not, plus the response's headers), from Chromium's own count.
 */
export interface WebFirstScreenResult {
  name: string;
  /** Heavier first screen: JavaScript and CSS fetched before it was usable, gzipped and raw. */
  jsGzipKb: number;
  jsRawKb: number;
  cssGzipKb: number;
  cssRawKb: number;
  /** The same, plus what the screen fetches right after (live connection, lazy frame parts). */
  jsGzipSettledKb: number;
  cssGzipSettledKb: number;
  /** Heavier first screen: JavaScript and CSS as received, headers included. */
  jsWireKb: number;
  cssWireKb: number;
  /** Everything received before the heavier screen was usable: page, scripts, styles, API, images. */
  totalWireKb: number;
  /** Identity picker, new visitor. */
  pickerJsGzipKb: number;
  pickerJsRawKb: number;
  pickerCssGzipKb: number;
  pickerCssRawKb: number;
  pickerJsGzipSettledKb: number;
  pickerJsWireKb: number;
  pickerCssWireKb: number;
  pickerTotalWireKb: number;
  /** Conversation list, signed-in user. */
  listJsGzipKb: number;
  listJsRawKb: number;
  listCssGzipKb: number;
  listCssRawKb: number;
  listJsGzipSettledKb: number;
  listJsWireKb: number;
  listCssWireKb: number;
  listTotalWireKb: number;
  /** The same list for Yuki, whose app speaks Japanese (its catalog instead of English's). */
  listJaJsGzipKb: number;
  listJaJsRawKb: number;
  listJaJsWireKb: number;
  /**
   * `screen: file gzipKB/rawKB, wire KB encoding`, in request order; `(after)` marks fetches once
   * usable. Scripts and styles only; the totals count the rest too.
   */
  chunks: string[];
  /** Navigation (page.goto start) to the list usable: rows shown, search box and rows ready. */
  listUsableColdP50Ms: number;
  listUsableColdMaxMs: number;
  listUsableWarmP50Ms: number;
  listUsableWarmMaxMs: number;
  /** Measured runs per cache state, after one discarded warm-up run. */
  runs: number;
}

const PHONE = { width: 390, height: 844 };
/** Counted runs per cache state; one more runs first as a warm-up and is discarded. */
const RUNS = 7;
/**
 * How long after the first screen background fetches are still counted as its own ("settled"):
 * longer than the app waits before preloading closed menus and dialogs (lib/preload.ts).
 */
const SETTLE_MS = 4_000;

/**
 * Installed before the app's own scripts: marks when the screen's selector is in the DOM (and
 * any text box in it is enabled), then when the main thread next runs a task after a frame,
 * which is when a tap or a keystroke would be handled. Times are the page's performance.now(),
 * relative to performance.timeOrigin (the navigation's start).
 */
function usableProbe(ready: string): string {
  return `(() => {
    const ready = ${JSON.stringify(ready)};
    const check = () => {
      if (window.__shownAt !== undefined || !document.querySelector(ready)) return;
      const box = document.querySelector('[data-testid=conversation-search]');
      if (box && box.disabled) return;
      window.__shownAt = performance.now();
      requestAnimationFrame(() => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => { window.__usableAt = performance.now(); };
        ch.port2.postMessage(0);
      });
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  })()`;
}

const LIST_READY = '[data-testid=conversation-row]';
const PICKER_READY = '[data-testid^=identity-row-]';

interface Fetched {
  file: string;
  kind: 'js' | 'css' | 'other';
  raw: number;
  gzip: number;
  /** Bytes received: the body as sent plus the response headers. */
  wire: number;
  /** The response's content-encoding; '' when sent as it is. */
  encoding: string;
  /** Epoch ms the request started. */
  startedAt: number;
}

interface ScreenLoad {
  /** page.goto start to usable, ms. */
  usableMs: number;
  /** Epoch ms the screen became usable. */
  usableEpoch: number;
  fetched: Fetched[];
}

function kindOf(res: Response): 'js' | 'css' | 'other' {
  const type = res.request().resourceType();
  const path = new URL(res.url()).pathname;
  if (type === 'stylesheet' || path.endsWith('.css')) return 'css';
  if (type === 'script' || path.endsWith('.js') || path.endsWith('.mjs')) return 'js';
  return 'other';
}

/** Records every response with a body the page downloads: page, scripts, styles, API, images. */
function recordFetches(page: Page): { fetched: Fetched[]; done(): Promise<void> } {
  const fetched: Fetched[] = [];
  const pending: Array<Promise<void>> = [];
  const onResponse = (res: Response) => {
    const kind = kindOf(res);
    if (res.status() !== 200) return;
    pending.push(
      (async () => {
        const body = await res.body();
        // Chromium's count of what came over the connection (Network.loadingFinished's
        // encodedDataLength, split into headers and body).
        const sent = await res.request().sizes();
        fetched.push({
          file: new URL(res.url()).pathname.replace(/^\/assets\//, ''),
          kind,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          wire: sent.responseBodySize + sent.responseHeadersSize,
          encoding: res.headers()['content-encoding'] ?? '',
          startedAt: res.request().timing().startTime,
        });
      })().catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  return {
    fetched,
    async done() {
      page.off('response', onResponse);
      await Promise.all(pending);
      fetched.sort((a, b) => a.startedAt - b.startedAt);
    },
  };
}

/**
 * Opens `url` (or reloads) and waits until the probe marks the screen usable. With `settleMs`,
 * it then records the scripts and stylesheets fetched, waiting for the network to be quiet for
 * that long so that background fetches right after the first screen are seen too.
 */
async function loadScreen(
  page: Page,
  url: string,
  opts: { reload?: boolean; settleMs?: number } = {},
): Promise<ScreenLoad> {
  const recording = opts.settleMs === undefined ? null : recordFetches(page);
  const t0 = Date.now();
  if (opts.reload) await page.reload({ waitUntil: 'commit' });
  else await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction('window.__usableAt !== undefined', undefined, { timeout: 30_000 });
  const mark = (await page.evaluate('performance.timeOrigin + window.__usableAt')) as number;
  await page.waitForLoadState('networkidle');
  if (opts.settleMs) {
    await page.waitForTimeout(opts.settleMs);
    await page.waitForLoadState('networkidle');
  }
  await recording?.done();
  return { usableMs: mark - t0, usableEpoch: mark, fetched: recording?.fetched ?? [] };
}

/** Not timed: the list really takes input and its rows take a tap once it counts as usable. */
async function listCheck(page: Page): Promise<void> {
  const search = page.getByTestId('conversation-search');
  await search.fill('zz-no-match');
  await page.getByTestId('conversation-row').first().waitFor({ state: 'detached' });
  await search.fill('');
  await page.getByTestId('conversation-row').first().click({ trial: true });
}

interface Sizes {
  jsGzip: number;
  jsRaw: number;
  cssGzip: number;
  cssRaw: number;
  jsGzipSettled: number;
  cssGzipSettled: number;
  jsWire: number;
  cssWire: number;
  totalWire: number;
}

function sizes(load: ScreenLoad): Sizes {
  const kb = (files: Fetched[], kind: Fetched['kind'] | 'all', field: 'gzip' | 'raw' | 'wire') =>
    round(
      files.filter((f) => kind === 'all' || f.kind === kind).reduce((s, f) => s + f[field], 0) /
        1000,
      1,
    );
  const before = load.fetched.filter((f) => f.startedAt <= load.usableEpoch);
  return {
    jsGzip: kb(before, 'js', 'gzip'),
    jsRaw: kb(before, 'js', 'raw'),
    cssGzip: kb(before, 'css', 'gzip'),
    cssRaw: kb(before, 'css', 'raw'),
    jsGzipSettled: kb(load.fetched, 'js', 'gzip'),
    cssGzipSettled: kb(load.fetched, 'css', 'gzip'),
    jsWire: kb(before, 'js', 'wire'),
    cssWire: kb(before, 'css', 'wire'),
    totalWire: kb(before, 'all', 'wire'),
  };
}

function chunkList(screen: string, load: ScreenLoad): string[] {
  return load.fetched
    .filter((f) => f.kind !== 'other')
    .map(
      (f) =>
        `${screen}: ${f.file} ${round(f.gzip / 1000, 1)}/${round(f.raw / 1000, 1)} KB, ` +
        `wire ${round(f.wire / 1000, 1)} KB ${f.encoding || 'identity'}` +
        (f.startedAt > load.usableEpoch ? ' (after)' : ''),
    );
}

async function phoneContext(
  browser: Browser,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, storageState });
  await context.addInitScript({ content: usableProbe(LIST_READY) });
  return context;
}

/** Signs `username` in once through the picker, with the demo conversations; cookie and storage. */
async function signedIn(browser: Browser, url: string, username: string) {
  const setup = await phoneContext(browser);
  const setupPage = await setup.newPage();
  await setupPage.goto(`${url}/`);
  await setupPage.getByTestId(`identity-row-${username}`).click();
  await setupPage.getByTestId('conversation-list').waitFor();
  const seedButton = setupPage.getByTestId('seed-demo-button');
  await Promise.race([
    seedButton.waitFor(),
    setupPage.getByTestId('conversation-row').first().waitFor(),
  ]);
  if (await seedButton.isVisible()) await seedButton.click();
  await setupPage.getByTestId('conversation-row').first().waitFor();
  const state = await setup.storageState();
  await setup.close();
  return state;
}

/**
 * The first screen in Chromium against the production build: the JavaScript and CSS it downloads
 * (gzipped and raw, per chunk), and how long a signed-in user waits for a usable conversation
 * list, with a cold cache (a new browser context each run) and a warm one (reloads).
 */
export async function benchWebFirstScreen(): Promise<WebFirstScreenResult> {
  if (!existsSync('dist/index.html')) throw new Error('Build the web client first (vite build)');
  const server = await testStart({ webDir: 'dist', seedDemo: true });
  const browser = await launchBrowser();
  try {
    // A new visitor: the identity picker, with an empty cache.
    const visitor = await browser.newContext({ viewport: PHONE });
    await visitor.addInitScript({ content: usableProbe(PICKER_READY) });
    const visitorPage = await visitor.newPage();
    const picker = await loadScreen(visitorPage, `${server.url}/`, { settleMs: SETTLE_MS });
    await visitor.close();

    const state = await signedIn(browser, server.url, 'emma');
    // Yuki's app is in Japanese: the same first screen with the Japanese catalog.
    const yuki = await phoneContext(browser, await signedIn(browser, server.url, 'yuki'));
    const yukiPage = await yuki.newPage();
    const yukiLoad = await loadScreen(yukiPage, `${server.url}/`, { settleMs: SETTLE_MS });
    const listJa = sizes(yukiLoad);
    if ((await yukiPage.getAttribute('html', 'lang')) !== 'ja')
      throw new Error("Yuki's first screen is not in Japanese");
    await yuki.close();

    // Cold: a new context (empty cache, same session) for every run.
    const cold: ScreenLoad[] = [];
    for (let i = 0; i <= RUNS; i += 1) {
      const context = await phoneContext(browser, state);
      const page = await context.newPage();
      cold.push(
        await loadScreen(page, `${server.url}/`, { settleMs: i === 0 ? SETTLE_MS : undefined }),
      );
      await listCheck(page);
      await context.close();
    }

    // Warm: one context; the first load fills the cache, then each run reloads.
    const warm: ScreenLoad[] = [];
    const context = await phoneContext(browser, state);
    const page = await context.newPage();
    await loadScreen(page, `${server.url}/`);
    for (let i = 0; i <= RUNS; i += 1) {
      warm.push(await loadScreen(page, `${server.url}/`, { reload: true }));
      await listCheck(page);
    }
    await context.close();

    const list = sizes(cold[0]!);
    const pick = sizes(picker);
    const heavier = list.jsGzip >= pick.jsGzip ? list : pick;
    const times = (loads: ScreenLoad[]) =>
      loads
        .slice(1)
        .map((l) => l.usableMs)
        .sort((a, b) => a - b);
    const coldMs = times(cold);
    const warmMs = times(warm);
    return {
      name: 'web first screen (picker; signed-in list)',
      jsGzipKb: heavier.jsGzip,
      jsRawKb: heavier.jsRaw,
      cssGzipKb: heavier.cssGzip,
      cssRawKb: heavier.cssRaw,
      jsGzipSettledKb: Math.max(list.jsGzipSettled, pick.jsGzipSettled),
      cssGzipSettledKb: Math.max(list.cssGzipSettled, pick.cssGzipSettled),
      jsWireKb: heavier.jsWire,
      cssWireKb: heavier.cssWire,
      totalWireKb: heavier.totalWire,
      pickerJsGzipKb: pick.jsGzip,
      pickerJsRawKb: pick.jsRaw,
      pickerCssGzipKb: pick.cssGzip,
      pickerCssRawKb: pick.cssRaw,
      pickerJsGzipSettledKb: pick.jsGzipSettled,
      pickerJsWireKb: pick.jsWire,
      pickerCssWireKb: pick.cssWire,
      pickerTotalWireKb: pick.totalWire,
      listJsGzipKb: list.jsGzip,
      listJsRawKb: list.jsRaw,
      listCssGzipKb: list.cssGzip,
      listCssRawKb: list.cssRaw,
      listJsGzipSettledKb: list.jsGzipSettled,
      listJsWireKb: list.jsWire,
      listCssWireKb: list.cssWire,
      listTotalWireKb: list.totalWire,
      listJaJsGzipKb: listJa.jsGzip,
      listJaJsRawKb: listJa.jsRaw,
      listJaJsWireKb: listJa.jsWire,
      chunks: [
        ...chunkList('picker', picker),
        ...chunkList('list', cold[0]!),
        ...chunkList('list (ja)', yukiLoad),
      ],
      listUsableColdP50Ms: Math.round(percentile(coldMs, 50)),
      listUsableColdMaxMs: Math.round(coldMs[coldMs.length - 1]!),
      listUsableWarmP50Ms: Math.round(percentile(warmMs, 50)),
      listUsableWarmMaxMs: Math.round(warmMs[warmMs.length - 1]!),
      runs: RUNS,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
