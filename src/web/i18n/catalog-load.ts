import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { AppLanguage } from './languages';

export type Messages = Record<string, MessageFormatElement[]>;
export type Raw = Record<string, string | MessageFormatElement[]>;

/** One chunk per language (scripts/vite-catalogs.ts builds them), fetched when first needed. */
const LOADERS: Record<AppLanguage, () => Promise<{ default: Raw }>> = {
  en: () => import('virtual:catalog/en'),
  es: () => import('virtual:catalog/es'),
  fr: () => import('virtual:catalog/fr'),
  de: () => import('virtual:catalog/de'),
  ja: () => import('virtual:catalog/ja'),
  ar: () => import('virtual:catalog/ar'),
  zh: () => import('virtual:catalog/zh'),
  hi: () => import('virtual:catalog/hi'),
  pt: () => import('virtual:catalog/pt'),
  ru: () => import('virtual:catalog/ru'),
  it: () => import('virtual:catalog/it'),
  ko: () => import('virtual:catalog/ko'),
};

/** A plain string becomes the one-literal message react-intl returns without formatting. */
export function messagesFrom(raw: Raw): Messages {
  const out: Messages = {};
  for (const [id, m] of Object.entries(raw))
    out[id] = typeof m === 'string' ? [{ type: 0, value: m }] : m;
  return out;
}

const loaded = new Map<AppLanguage, Promise<Messages>>();

export function catalogLoad(lang: AppLanguage): Promise<Messages> {
  let pending = loaded.get(lang);
  if (!pending) {
    pending = LOADERS[lang]().then((m) => messagesFrom(m.default));
    // A failed download (offline) may be tried again later.
    pending.catch(() => loaded.delete(lang));
    loaded.set(lang, pending);
  }
  return pending;
}
