import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Page } from 'playwright-core';

/**
 * The app's own words, read from its catalogs (src/web/locales), so a spec can find a button or
 * check a toast in the language the person's app speaks: Sofía's in Spanish, Yuki's in Japanese.
 */
const LOCALES = join(__dirname, '..', 'src', 'web', 'locales');
const catalogs = new Map<string, Record<string, string>>();

function catalog(lang: string): Record<string, string> {
  let found = catalogs.get(lang);
  if (!found) {
    found = {};
    for (const file of readdirSync(join(LOCALES, lang)).filter((f) => f.endsWith('.json'))) {
      const ns = file.slice(0, -'.json'.length);
      const entries = JSON.parse(readFileSync(join(LOCALES, lang, file), 'utf8')) as Record<
        string,
        string
      >;
      for (const [key, text] of Object.entries(entries)) found[`${ns}.${key}`] = text;
    }
    catalogs.set(lang, found);
  }
  return found;
}

/** The text of catalog id `id` in `lang`, as the app shows it. */
export function says(lang: string, id: string, values?: Record<string, string | number>): string {
  const message = catalog(lang)[id] ?? catalog('en')[id];
  if (message === undefined) throw new Error(`No catalog id ${id}`);
  return String(new IntlMessageFormat(message, lang).format(values));
}

/** English texts (without arguments) that `lang` says differently: none belongs on its screens. */
export function englishOnly(lang: string): Set<string> {
  const english = catalog('en');
  const own = catalog(lang);
  const out = new Set<string>();
  for (const [id, text] of Object.entries(english))
    if (!/[{}]/.test(text) && own[id] !== undefined && own[id] !== text) out.add(text);
  return out;
}

/**
 * Every English-only text on the page: visible text nodes and the labels people hear or see
 * (aria-label, placeholder, title, alt), each compared whole.
 */
export async function englishOnScreen(page: Page, lang: string): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (el && el.closest('[hidden],script,style')) continue;
      const text = n.textContent?.trim();
      if (text) out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label],[placeholder],[title],[alt]'))
      for (const a of ['aria-label', 'placeholder', 'title', 'alt']) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
    return out;
  });
  const english = englishOnly(lang);
  return [...new Set(shown.filter((t) => english.has(t)))];
}
