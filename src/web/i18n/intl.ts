import { createIntl, createIntlCache } from 'react-intl';
import type { IntlShape } from 'react-intl';
import type { Messages } from './catalog-load';
import type { AppLanguage } from './languages';

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

/** The current language's text for `id`; the id itself before any catalog has loaded. */
export function tNow(id: string, values?: Values): string {
  return current ? current.formatMessage({ id }, values) : id;
}

/** The app language's locale, for `Intl` formats outside components. */
export function localeNow(): string {
  return current?.locale ?? 'en';
}
