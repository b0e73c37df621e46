/** A language as the spec lists it (core 3 "Language entry"). */
export interface Language {
  code: string;
  name: string;
  nativeName: string;
  flag: string;
}

/** Spec core 3: the translation languages, in the spec's order ('auto' is a source only). */
export const TRANSLATION_LANGUAGES: readonly Language[] = [
  { code: 'en', name: 'English', nativeName: 'English', flag: '🇺🇸' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', flag: '🇪🇸' },
  { code: 'fr', name: 'French', nativeName: 'Français', flag: '🇫🇷' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', flag: '🇩🇪' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語', flag: '🇯🇵' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', flag: '🇸🇦' },
  { code: 'zh', name: 'Chinese', nativeName: '中文', flag: '🇨🇳' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', flag: '🇮🇳' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', flag: '🇧🇷' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский', flag: '🇷🇺' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', flag: '🇮🇹' },
  { code: 'ko', name: 'Korean', nativeName: '한국어', flag: '🇰🇷' },
];

/** Spec secondary 3: English is the fallback. */
export const FALLBACK_LANGUAGE: Language = TRANSLATION_LANGUAGES[0]!;

const byCode = new Map(TRANSLATION_LANGUAGES.map((l) => [l.code, l]));

/** The catalog entry for a code ('pt-BR' finds 'pt'), or English when unknown. */
export function languageFind(code: string | null | undefined): Language {
  if (!code) return FALLBACK_LANGUAGE;
  return byCode.get(code) ?? byCode.get(code.split('-')[0]!.toLowerCase()) ?? FALLBACK_LANGUAGE;
}

/** True when the code is one of the translation languages. */
export function languageIsSupported(code: string): boolean {
  return byCode.has(code);
}
