import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { launchBrowser } from '../e2e/harness';
import { conversationMembers, conversations, messages } from '../src/server/db/schema';
import { testStart } from '../src/server/testing/harness';
import { round } from './lib/stats';

export interface WebScrollResult {
  name: string;
  messages: number;
  openMs: number;
  fps: number;
  longestFrameMs: number;
  bubblesInDom: number;
  loadedMessages: number;
  jsHeapMb: number;
}

/** How long the wheel keeps scrolling up through the history, and how often it turns. */
const SCROLL_MS = 6_000;
const WHEEL_EVERY_MS = 16;

/**
 * A conversation of N messages opened in Chromium and scrolled up through its history (pages of
 * 50 load as it goes): frames per second, the longest frame, and how many bubbles the DOM holds.
 */
export async function benchWebScroll(total: number): Promise<WebScrollResult> {
  const server = await testStart({ webDir: 'dist', seedDemo: true });
  const db = server.app.ctx.db;
  const id = randomUUID();
  await db.insert(conversations).values({ id, isGroup: false, directKey: 'u-emma:u-sofia' });
  await db.insert(conversationMembers).values([
    { conversationId: id, userId: 'u-emma' },
    { conversationId: id, userId: 'u-sofia' },
  ]);
  const start = Date.now() - total * 60_000;
  for (let i = 0; i < total; i += 1000) {
    await db.insert(messages).values(
      Array.from({ length: Math.min(1000, total - i) }, (_, k) => {
        const n = i + k;
        return {
          id: randomUUID(),
          conversationId: id,
          seq: n + 1,
          senderId: n % 3 ? 'u-emma' : 'u-sofia',
          content:
            n % 7
              ? `Message ${n + 1}`
              : `A longer message number ${n + 1}, long enough to wrap onto a second line in the bubble`,
          createdAt: new Date(start + n * 60_000),
        };
      }),
    );
  }
  await db.update(conversations).set({ lastSeq: total }).where(eq(conversations.id, id));

  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${server.url}/`);
  await page.getByTestId('identity-row-emma').click();
  await page.getByTestId('conversation-row').first().waitFor();
  const t0 = Date.now();
  await page.getByTestId('conversation-row').first().click();
  await page.getByTestId('message-bubble').last().waitFor();
  const openMs = Date.now() - t0;

  // Scripts go in as text: the TypeScript loader would otherwise add helpers the page lacks.
  await page.evaluate(`
    window.frames_ = [];
    const tick = (t) => { window.frames_.push(t); requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  `);
  const box = await page.getByTestId('message-bubble').last().boundingBox();
  await page.mouse.move(195, box ? box.y : 400);
  const until = Date.now() + SCROLL_MS;
  while (Date.now() < until) {
    await page.mouse.wheel(0, -600);
    await page.waitForTimeout(WHEEL_EVERY_MS);
  }
  const stats = (await page.evaluate(`(() => {
    const f = window.frames_;
    let longest = 0;
    for (let i = 1; i < f.length; i++) longest = Math.max(longest, f[i] - f[i - 1]);
    const seqs = [...document.querySelectorAll('[data-testid=message-bubble]')].map((e) =>
      Number(e.getAttribute('data-seq')),
    );
    return {
      fps: (f.length - 1) / ((f[f.length - 1] - f[0]) / 1000),
      longest,
      bubbles: seqs.length,
      lowestSeq: Math.min(...seqs),
      heap: performance.memory ? performance.memory.usedJSHeapSize / 1024 / 1024 : NaN,
    };
  })()`)) as { fps: number; longest: number; bubbles: number; lowestSeq: number; heap: number };
  await browser.close();
  await server.close();
  return {
    name: `open and scroll ${total} messages`,
    messages: total,
    openMs,
    fps: round(stats.fps, 1),
    longestFrameMs: round(stats.longest, 1),
    bubblesInDom: stats.bubbles,
    loadedMessages: total - stats.lowestSeq + 1,
    jsHeapMb: round(stats.heap, 1),
  };
}
