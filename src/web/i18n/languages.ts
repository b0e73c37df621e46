/**
 * The languages the app itself speaks: the 12 translation languages (a superset of the spec's
 * settings choices en, es, fr, de, zh). Any other language on the list gets English.
 */
export const APP_LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'ja',
  'ar',
  'zh',
  'hi',
  'pt',
  'ru',
  'it',
  'ko',
] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

const RIGHT_TO_LEFT: ReadonlySet<AppLanguage> = new Set(['ar']);

/** 'pt-BR' → 'pt', 'zh-TW' → 'zh' (the one Chinese catalog), 'sw' → 'en'. */
export function appLanguageFor(code: string | undefined | null): AppLanguage {
  const base = (code ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return (APP_LANGUAGES as readonly string[]).includes(base) ? (base as AppLanguage) : 'en';
}

export function languageDirection(lang: AppLanguage): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(lang) ? 'rtl' : 'ltr';
}

/** Where this device keeps its last language (index.html's first script reads it too). */
export const APP_LANGUAGE_STORED_KEY = 'allo.appLanguage';

/** Before anyone is signed in: the language this device last used, else the browser's. */
export function appLanguageGuess(): AppLanguage {
  try {
    const stored = localStorage.getItem(APP_LANGUAGE_STORED_KEY);
    if (stored) return appLanguageFor(stored);
  } catch {
    // Storage can be blocked; the browser's languages still tell.
  }
  for (const code of navigator.languages ?? [navigator.language]) {
    const lang = appLanguageFor(code);
    if (lang !== 'en' || code.toLowerCase().startsWith('en')) return lang;
  }
  return 'en';
}

export function appLanguageRemember(lang: AppLanguage): void {
  try {
    localStorage.setItem(APP_LANGUAGE_STORED_KEY, lang);
  } catch {
    // Only the next first screen's guess is lost.
  }
}
