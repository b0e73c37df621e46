import { existsSync, mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Message } from '../src/protocol';
import type { Config } from '../src/server/kernel/config';
import { testStart } from '../src/server/testing/harness';

/**
 * A fresh server for a spec: its own database (a copy of the run's migrated template, see
 * src/server/testing/test-databases.ts) with the 12 demo users, serving the built client from dist/ (or
 * E2E_WEB_DIR).
 */
export async function startServer(
  overrides: Partial<Config> = {},
): Promise<{ url: string; close(): Promise<void> }> {
  // E2E_WEB_DIR: another build's folder (`vite build --outDir`), so two builds can be tried at once.
  const webDir = process.env.E2E_WEB_DIR ?? 'dist';
  if (!existsSync(`${webDir}/index.html`))
    throw new Error('Build the web client first (vite build)');
  const s = await testStart({ webDir, seedDemo: true, ...overrides });
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

/**
 * Chromium's fake camera and microphone (a test pattern and a beeping tone). Permission is not
 * granted by a flag: a spec grants it per context (`grantPermissions`), so a context without
 * it is refused as a person who said no would be.
 */
export const FAKE_MEDIA_ARGS = ['--use-fake-device-for-media-stream'];

export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
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
      ...extraArgs,
    ],
  });
}

/** A page's live connection, routed through a switch the test controls. */
export interface LiveSwitch {
  /** Closes the live connection and refuses new ones, as a network that went away would. */
  cut(): Promise<void>;
  /** Lets the next connection through again. */
  restore(): void;
}

/**
 * Routes the page's live connection through a switch: a real cut of the socket, with no hooks
 * in the app. Call before the page first connects.
 */
export async function liveSwitch(page: Page): Promise<LiveSwitch> {
  let cut = false;
  const open: WebSocketRoute[] = [];
  await page.context().routeWebSocket(/\/ws$/, (ws) => {
    if (cut) return void ws.close({ code: 1001, reason: 'network down' });
    open.push(ws, ws.connectToServer());
  });
  return {
    async cut() {
      cut = true;
      for (const ws of open.splice(0)) await ws.close({ code: 1001, reason: 'network down' });
    },
    restore() {
      cut = false;
    },
  };
}

/** Every spec looks at the app as a phone would (spec: mobile-style), at twice the pixels. */
const PHONE = { width: 390, height: 844 };

/** One spec file's server, browser and phones, with the steps every spec takes. */
export interface Stage {
  /** http://127.0.0.1:<port> of this file's server. */
  readonly url: string;
  /**
   * A new browser context at phone size, closed with the file; `initScript` runs before any page
   * script (a function, or a script's text). Service workers are blocked unless `serviceWorkers: 'allow'` (the PWA spec): a worker
   * in charge of a page hides its requests from `page.route`.
   */
  phone(
    initScript?: (() => void) | string,
    options?: { serviceWorkers?: 'allow' | 'block' },
  ): Promise<Page>;
  /** Opens the app and picks an identity in the picker. */
  signIn(page: Page, username: string): Promise<void>;
  /** Waits until the chat's live connection is up (the 'Connecting...' banner is gone). */
  liveReady(page: Page): Promise<void>;
  /** Emma opens (or starts) her chat with Sofía from New Message, live. */
  emmaChatWithSofia(page: Page): Promise<void>;
  /** Emma and Sofía, each on her page, both in their chat with its live connection up. */
  bothInTheChat(emma: Page, sofia: Page): Promise<void>;
  /** Two new phones, Emma's and Sofía's, both in their chat. */
  twoPhonesInTheChat(): Promise<{ emma: Page; sofia: Page }>;
}

/**
 * Starts a server and a browser before the file's tests and closes them after. `browserArgs`
 * adds Chromium flags, e.g. {@link FAKE_MEDIA_ARGS}; `server` sets the server's configuration
 * (a shorter call ring, say).
 */
export function e2eStage(
  options: { browserArgs?: readonly string[]; server?: Partial<Config> } = {},
): Stage {
  let server: { url: string; close(): Promise<void> } | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    mkdirSync('docs/screenshots', { recursive: true });
    mkdirSync('test-results/screens', { recursive: true });
    server = await startServer(options.server);
    browser = await launchBrowser(options.browserArgs);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await browser?.close();
    await server?.close();
  });

  return {
    get url() {
      return server!.url;
    },
    async phone(initScript, options) {
      const context = await browser!.newContext({
        viewport: PHONE,
        deviceScaleFactor: 2,
        serviceWorkers: options?.serviceWorkers ?? 'block',
      });
      contexts.push(context);
      if (initScript) await context.addInitScript(initScript);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      return page;
    },
    async signIn(page, username) {
      await page.goto(server!.url + '/');
      await page.getByTestId(`identity-row-${username}`).click();
      await page.getByTestId('conversation-list').waitFor();
    },
    async liveReady(page) {
      await page.getByTestId('chat-view').waitFor();
      await page.getByTestId('connecting-banner').waitFor({ state: 'detached', timeout: 10_000 });
    },
    async emmaChatWithSofia(page) {
      await this.signIn(page, 'emma');
      await page.getByTestId('new-chat-button').click();
      await page.getByTestId('new-chat-message').click();
      await page.getByTestId('pick-user-sofia').click();
      await this.liveReady(page);
    },
    async bothInTheChat(emma, sofia) {
      await this.emmaChatWithSofia(emma);
      await this.signIn(sofia, 'sofia');
      // Not a demo chat of Sofía's own (those reach nobody).
      await sofia
        .locator('[data-testid=conversation-row][data-name="Emma Johnson"]:not([data-demo])')
        .click();
      await this.liveReady(sofia);
    },
    async twoPhonesInTheChat() {
      const emma = await this.phone();
      const sofia = await this.phone();
      await this.bothInTheChat(emma, sofia);
      return { emma, sofia };
    },
  };
}

/**
 * The open chat's messages as the server holds them (its newest page), read with the page's own
 * session: what was stored, whatever the bubbles show (a translation, a picture).
 */
export async function storedMessages(page: Page): Promise<Message[]> {
  const id = await page.getByTestId('chat-view').getAttribute('data-conversation-id');
  return page.evaluate(async (conversationId) => {
    const res = await fetch(`/api/conversations/${conversationId}/messages`, {
      credentials: 'include',
    });
    if (!res.ok) throw new Error(`messages: ${res.status}`);
    return (await res.json()) as Message[];
  }, id);
}

/** Types `text` in the composer, sends it, and waits until the server has it. */
export async function sendText(page: Page, text: string): Promise<void> {
  await page.getByTestId('message-input').fill(text);
  await page.getByTestId('send-button').click();
  await expect
    .poll(() =>
      page.getByTestId('message-bubble').filter({ hasText: text }).getAttribute('data-state'),
    )
    .toBe('sent');
}

/**
 * Sends texts through the API as the page's user (quicker than typing each), in order. Past a
 * sender's pace the server answers 429 and when to try again; this waits and goes on, as any
 * client does.
 */
export async function postMessages(
  page: Page,
  conversationId: string,
  senderId: string,
  texts: readonly string[],
): Promise<void> {
  await page.evaluate(
    async ({ conversationId, senderId, texts }) => {
      for (const content of texts) {
        for (;;) {
          const res = await fetch('/api/messages', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ conversationId, senderId, content }),
          });
          if (res.ok) break;
          if (res.status !== 429) throw new Error(`send "${content}": ${res.status}`);
          const wait = Number(res.headers.get('retry-after') ?? 1) * 1_000;
          await new Promise((r) => setTimeout(r, wait));
        }
      }
    },
    { conversationId, senderId, texts },
  );
}
