import { createIntl, createIntlCache } from 'react-intl';
import type { IntlShape } from 'react-intl';
import type { Messages } from './catalog-load';
import type { AppLanguage } from './languages';
import { appLanguageFor, languageDirection } from './languages';

export type Values = Record<string, string | number | Date>;

const cache = createIntlCache();

/** The intl of the language on screen, for code outside components (toasts, stores). */
let current: IntlShape | null = null;

export function intlCreate(lang: AppLanguage, messages: Messages): IntlShape {
  return createIntl(
    {
      locale: lang,
      defaultLocale: 'en',
      messages,
      onError: (err) => {
        // Every catalog is complete at build time (English fills gaps); an id missing from
        // English is a bug the catalog check in `npm test` catches first.
        if (import.meta.env.DEV) console.error(err);
      },
    },
    cache,
  );
}

/**
 * Loads the locale data of the browser's `Intl`, which it loads on first use: tens of
 * milliseconds on a phone, else spent inside the first render (react-intl's `createIntl` asks
 * `Intl` which locales it supports). Called while the first screen waits for the network.
 */
export function intlWarm(lang: AppLanguage): void {
  Intl.NumberFormat.supportedLocalesOf(lang);
  Intl.DateTimeFormat.supportedLocalesOf(lang);
}

export function intlCurrentSet(intl: IntlShape): void {
  current = intl;
}

/**
 * Arguments that carry what people wrote (a name, a list's title, a message): in a right-to-left
 * language each is wrapped in Unicode's first-strong isolate (U+2068 ... U+2069), so that a Latin
 * name inside an Arabic sentence keeps its own order and does not drag the words and punctuation
 * around it ('Emma García is typing', 'Sofía: hi'). The marks are invisible.
 */
const PEOPLES_WORDS = new Set([
  'name',
  'title',
  'from',
  'to',
  'query',
  'text',
  'file',
  'fileName',
  'prompt',
  'message',
]);

export function valuesIsolated(locale: string, values: Values | undefined): Values | undefined {
  if (!values || languageDirection(appLanguageFor(locale)) !== 'rtl') return values;
  const out: Values = {};
  for (const [key, value] of Object.entries(values))
    out[key] = typeof value === 'string' && PEOPLES_WORDS.has(key) ? `\u2068${value}\u2069` : value;
  return out;
}

/** The current language's text for `id`; the id itself before any catalog has loaded. */
export function tNow(id: string, values?: Values): string {
  return current ? current.formatMessage({ id }, valuesIsolated(current.locale, values)) : id;
}

/** The app language's locale, for `Intl` formats outside components. */
export function localeNow(): string {
  return current?.locale ?? 'en';
}
