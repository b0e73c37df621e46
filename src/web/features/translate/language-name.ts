/**
 * A language's name in the app language: `Intl.DisplayNames` when it knows the code, else the
 * English name the language list gives (`src/lang`). English keeps the list's own names, so the
 * English screens read exactly as the lists spell them.
 */

const namers = new Map<string, Intl.DisplayNames | null>();

function namer(locale: string): Intl.DisplayNames | null {
  let n = namers.get(locale);
  if (n === undefined) {
    try {
      n = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    } catch {
      n = null;
    }
    namers.set(locale, n);
  }
  return n;
}

export interface LanguageNameOptions {
  /** A name on its own (a picker's option, a profile line): first letter capitalised. */
  standalone?: boolean;
}

export function languageName(
  locale: string,
  code: string,
  listName: string,
  { standalone = false }: LanguageNameOptions = {},
): string {
  if (locale === 'en' || locale.startsWith('en-')) return listName;
  let name: string | undefined;
  try {
    name = namer(locale)?.of(code);
  } catch {
    // A code Intl does not accept (not BCP 47): the list's name.
  }
  if (!name) return listName;
  return standalone ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : name;
}
