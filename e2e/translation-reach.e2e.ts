import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES } from '../src/lang/catalog';
import { e2eStage, storedMessages } from './harness';
import { standInScript } from './translator-standin';

/**
 * Issue 30's map: on a default install (Apertium only) and in a browser with the Translator API
 * (the stand-in, every pair's pack on the device), a reader of each of the 12 languages reads a
 * message from a writer of each other one, through the server or the device, and Translation
 * Settings says which for each pair. The table is written to test-results/translation-reach.md.
 */

const stage = e2eStage();

/** One demo person per language (src/server/features/users/demo-users.ts), and their words. */
const WRITERS: Record<string, { userId: string; text: string }> = {
  en: { userId: 'u-emma', text: 'See you at the station tomorrow morning.' },
  es: { userId: 'u-sofia', text: 'Nos vemos mañana por la mañana en la estación.' },
  fr: { userId: 'u-camille', text: 'On se voit demain matin à la gare.' },
  de: { userId: 'u-lukas', text: 'Wir sehen uns morgen früh am Bahnhof.' },
  ja: { userId: 'u-yuki', text: '明日の朝、駅で会いましょう。' },
  ar: { userId: 'u-layla', text: 'أراك غدًا صباحًا في المحطة.' },
  zh: { userId: 'u-wei', text: '明天早上在车站见。' },
  hi: { userId: 'u-priya', text: 'कल सुबह स्टेशन पर मिलते हैं।' },
  pt: { userId: 'u-lucas', text: 'Até amanhã de manhã na estação.' },
  ru: { userId: 'u-anya', text: 'Увидимся завтра утром на вокзале.' },
  it: { userId: 'u-marco', text: 'Ci vediamo domani mattina alla stazione.' },
  ko: { userId: 'u-jisoo', text: '내일 아침에 역에서 만나요.' },
};
const CODES = TRANSLATION_LANGUAGES.map((l) => l.code);

async function sessionCookie(userId: string): Promise<string> {
  const res = await fetch(`${stage.url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('allo_session='));
  return cookie!.split(';')[0]!;
}

async function post(cookie: string, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${stage.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  expect(res.status, `${path} ${await res.clone().text()}`).toBeLessThan(300);
  return res.json();
}

/**
 * Every pair of the twelve on the device, as in a browser whose packs are all downloaded, and
 * the reader's choice of engine where both can (Translation Settings).
 */
function everyPairAvailable(preference: 'server' | 'device'): string {
  const pairs: Record<string, 'available'> = {};
  for (const s of CODES) for (const t of CODES) if (s !== t) pairs[`${s} ${t}`] = 'available';
  return `${standInScript({ pairs })} localStorage.setItem('allo.translation-engine', '${preference}');`;
}

/** How each other writer's message reached this reader: by its bubble, and by the table. */
async function routesSeen(
  page: Page,
  reader: string,
): Promise<Record<string, { bubble: string; table: string | null }>> {
  const stored = await storedMessages(page);
  const out: Record<string, { bubble: string; table: string | null }> = {};
  const dialog = page.getByTestId('translation-settings-dialog');
  await page.getByTestId('translation-settings-button').click();
  await dialog.getByTestId('translation-routes').waitFor();
  for (const [lang, writer] of Object.entries(WRITERS)) {
    const message = stored.find((m) => m.senderId === writer.userId);
    if (!message || lang === reader) continue;
    const bubble = page.locator(`[data-testid=message-bubble][data-seq="${message.seq}"]`);
    const row = dialog.getByTestId(`translation-route-${lang}`);
    const table = (await row.count()) ? await row.getAttribute('data-route') : null;
    // The bubble settles on a route (a device found ready after the server answered takes over).
    let bubbleRoute = 'none';
    await expect
      .poll(async () => {
        if ((await bubble.getByTestId('translated-on-device').count()) > 0) bubbleRoute = 'device';
        else if ((await bubble.getByTestId('translation-toggle').count()) > 0)
          bubbleRoute = 'server';
        else if ((await bubble.getByTestId('translation-unavailable').count()) > 0)
          bubbleRoute = 'unavailable';
        return bubbleRoute;
      })
      .toBe(table ?? 'no row');
    out[lang] = { bubble: bubbleRoute, table };
  }
  return out;
}

describe('what translates, for every pair of the twelve languages', () => {
  it('should reach every reader from every writer, through the server or the device', async () => {
    const cookies = Object.fromEntries(
      await Promise.all(
        Object.entries(WRITERS).map(async ([lang, w]) => [lang, await sessionCookie(w.userId)]),
      ),
    ) as Record<string, string>;
    const group = (await post(cookies.en!, '/api/conversations', {
      participants: Object.values(WRITERS)
        .map((w) => w.userId)
        .filter((id) => id !== 'u-emma'),
      name: 'Twelve languages',
    })) as { id: string };
    for (const [lang, w] of Object.entries(WRITERS))
      await post(cookies[lang]!, '/api/messages', {
        conversationId: group.id,
        senderId: w.userId,
        content: w.text,
      });

    // Each reader twice: preferring the server where it can (what the server alone reaches shows),
    // and as a reader starts, preferring this device.
    const tables: string[] = [];
    for (const preference of ['server', 'device'] as const) {
      const table: Record<string, Record<string, { bubble: string; table: string | null }>> = {};
      for (const reader of CODES) {
        const page = await stage.phone(everyPairAvailable(preference));
        const [name, value] = cookies[reader]!.split('=');
        await page.context().addCookies([{ name: name!, value: value!, url: stage.url }]);
        await page.goto(`${stage.url}/?c=${encodeURIComponent(group.id)}`);
        await stage.liveReady(page);
        table[reader] = await routesSeen(page, reader);
        await page.context().close();
      }
      tables.push(
        [
          `Preferring ${preference === 'server' ? 'the server' : 'this device'}:`,
          '',
          '| reader \\ writer | ' + CODES.join(' | ') + ' |',
          '| --- | ' + CODES.map(() => '---').join(' | ') + ' |',
          ...CODES.map(
            (reader) =>
              `| ${reader} | ` +
              CODES.map((writer) =>
                writer === reader ? '·' : (table[reader]![writer]?.bubble ?? '?'),
              ).join(' | ') +
              ' |',
          ),
        ].join('\n'),
      );
      for (const reader of CODES)
        for (const writer of CODES) {
          if (writer === reader) continue;
          const seen = table[reader]![writer];
          expect(seen?.bubble, `${writer} → ${reader}`).toMatch(/^(server|device)$/);
          expect(seen?.table, `${writer} → ${reader} in Translation Settings`).toBe(seen?.bubble);
          // The server's pairs (Apertium: en, es, fr, pt, it) go through it when preferred.
          const apertium = ['en', 'es', 'fr', 'pt', 'it'];
          if (preference === 'server')
            expect(seen?.bubble, `${writer} → ${reader}`).toBe(
              apertium.includes(writer) && apertium.includes(reader) ? 'server' : 'device',
            );
        }
    }
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/translation-reach.md', tables.join('\n\n') + '\n');
    console.log(tables.join('\n\n'));
  }, 600_000);
});
