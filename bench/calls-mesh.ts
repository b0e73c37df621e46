/**
 * What a group call's mesh costs each person: calls of 2, 3 and 4 people, each in a Chromium
 * of their own (fake camera at the app's 640x480, fake microphone), against the built client
 * (`dist/`) and a real server. Once every page plays every other's picture, the call settles,
 * then over a window each person's upstream and downstream (bytes of outbound-rtp and
 * inbound-rtp, audio and video, summed over their connections, from `getStats()`) and the CPU
 * of their browser's processes (Chromium's own count, DevTools `SystemInfo.getProcessInfo`:
 * browser, renderer, GPU and utility processes), as a share of one core.
 */
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { testStart } from '../src/server/testing/harness';
import { round } from './lib/stats';

export interface MeshPerson {
  person: string;
  upKbps: number;
  downKbps: number;
  /** Share of one core used by this person's Chromium, all its processes (100 = one core). */
  cpuPct: number;
  connections: number;
}

export interface MeshSize {
  people: number;
  settleSeconds: number;
  windowSeconds: number;
  persons: MeshPerson[];
}

const PEOPLE = ['emma', 'sofia', 'camille', 'layla'] as const;
const CONNECT_MS = 120_000;

/** Runs in each page first: keeps the page's connections where the bench can read them. */
function keepConnections(): void {
  const Native = RTCPeerConnection;
  const held: RTCPeerConnection[] = [];
  (window as unknown as { __connections: RTCPeerConnection[] }).__connections = held;
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      held.push(this);
    }
  } as typeof RTCPeerConnection;
}

async function chromePath(): Promise<string> {
  const found = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
  if (found) return found;
  return (await import('@sparticuz/chromium')).default.executablePath();
}

/** Bytes sent and received so far over the page's open connections. */
function bytes(page: Page): Promise<{ sent: number; received: number; open: number }> {
  return page.evaluate(async () => {
    const all = (window as unknown as { __connections: RTCPeerConnection[] }).__connections;
    const open = all.filter((pc) => pc.connectionState === 'connected');
    let sent = 0;
    let received = 0;
    for (const pc of open) {
      (await pc.getStats()).forEach(
        (r: { type: string; bytesSent?: number; bytesReceived?: number }) => {
          if (r.type === 'outbound-rtp') sent += r.bytesSent ?? 0;
          if (r.type === 'inbound-rtp') received += r.bytesReceived ?? 0;
        },
      );
    }
    return { sent, received, open: open.length };
  });
}

/** CPU seconds used so far by every process of a browser, by its own count. */
async function cpuSeconds(browser: Browser): Promise<number> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: Array<{ cpuTime: number }>;
  };
  await cdp.detach();
  return processInfo.reduce((s, p) => s + p.cpuTime, 0);
}

function states(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __connections: RTCPeerConnection[] }).__connections.map(
      (pc) => `${pc.signalingState} ${pc.connectionState}`,
    ),
  );
}

/** Every page plays a picture from each of the others. */
async function allPlaying(pages: Page[], others: number): Promise<void> {
  const deadline = Date.now() + CONNECT_MS;
  for (const page of pages) {
    await page
      .waitForFunction(
        (n) =>
          [...document.querySelectorAll('[data-testid=call-remote] video')].filter(
            (v) => (v as HTMLVideoElement).videoWidth > 0,
          ).length >= n,
        others,
        { timeout: Math.max(1_000, deadline - Date.now()), polling: 500 },
      )
      .catch(async (err: unknown) => {
        // What each page had, to say why a call did not connect.
        for (const p of pages) console.log(p.url(), JSON.stringify(await states(p)));
        throw err;
      });
  }
}

async function benchSize(
  url: string,
  ids: Record<string, string>,
  people: number,
  settleSeconds: number,
  windowSeconds: number,
): Promise<MeshSize> {
  const who = PEOPLE.slice(0, people);
  const browsers: Browser[] = [];
  try {
    const pages: Page[] = [];
    for (const name of who) {
      const browser = await chromium.launch({
        executablePath: await chromePath(),
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          '--allow-loopback-in-peer-connection',
        ],
      });
      browsers.push(browser);
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.grantPermissions(['camera', 'microphone'], { origin: url });
      await context.addInitScript(keepConnections);
      const page = await context.newPage();
      await page.goto(`${url}/`);
      await page.getByTestId(`identity-row-${name}`).click();
      await page.getByTestId('conversation-list').waitFor();
      pages.push(page);
    }
    // The group, made by the first person; every screen opens on the same call at once.
    const participants = who.map((n) => ids[n]!);
    const conversation = await pages[0]!.evaluate(async (others) => {
      const res = await fetch('/api/conversations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ participants: others, name: `Mesh ${others.length + 1}` }),
      });
      return ((await res.json()) as { id: string }).id;
    }, participants.slice(1));
    const callId = `mesh${people}${Date.now()}`;
    for (const [i, page] of pages.entries()) {
      const q = new URLSearchParams({
        conversationId: conversation,
        participants: JSON.stringify(participants),
        currentUserId: participants[i]!,
        callId,
      });
      await page.goto(`${url}/video-call?${q.toString()}`);
    }
    await allPlaying(pages, people - 1);
    await new Promise((r) => setTimeout(r, settleSeconds * 1_000));

    const before = await Promise.all(pages.map(bytes));
    const cpuBefore = await Promise.all(browsers.map(cpuSeconds));
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, windowSeconds * 1_000));
    const after = await Promise.all(pages.map(bytes));
    const cpuAfter = await Promise.all(browsers.map(cpuSeconds));
    const seconds = (performance.now() - t0) / 1_000;
    return {
      people,
      settleSeconds,
      windowSeconds: round(seconds, 1),
      persons: who.map((person, i) => ({
        person,
        upKbps: round(((after[i]!.sent - before[i]!.sent) * 8) / 1_000 / seconds, 0),
        downKbps: round(((after[i]!.received - before[i]!.received) * 8) / 1_000 / seconds, 0),
        cpuPct: round(((cpuAfter[i]! - cpuBefore[i]!) / seconds) * 100, 0),
        connections: after[i]!.open,
      })),
    };
  } finally {
    for (const b of browsers) await b.close().catch(() => undefined);
  }
}

/** Calls of 2, 3 and 4 people, one after another, on one server. */
export async function benchCallsMesh(quick = false): Promise<{ cores: number; sizes: MeshSize[] }> {
  if (!existsSync('dist/index.html')) throw new Error('Build the web client first (vite build)');
  const s = await testStart({ webDir: 'dist', seedDemo: true });
  try {
    const users = (await (await fetch(`${s.url}/api/users`)).json()) as Array<{
      id: string;
      username: string;
    }>;
    const ids = Object.fromEntries(users.map((u) => [u.username, u.id]));
    const sizes: MeshSize[] = [];
    for (const people of [2, 3, 4]) {
      sizes.push(await benchSize(s.url, ids, people, quick ? 5 : 10, quick ? 8 : 15));
    }
    return { cores: cpus().length, sizes };
  } finally {
    await s.close();
  }
}
