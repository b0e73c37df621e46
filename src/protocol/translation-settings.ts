import { z } from 'zod';
import { TRANSLATION_LANGUAGES, languageFind } from '../lang/catalog';

const codes = TRANSLATION_LANGUAGES.map((l) => l.code);

/**
 * Addition (spec core 2, dialog 'Translation Settings'): how one user reads one conversation.
 * Spec core 1: auto-translate is on by default, with source auto; the target defaults to the
 * user's preferred language (spec secondary 1), English when it is not a translation language.
 */
export interface TranslationSettings {
  autoTranslate: boolean;
  /** 'auto' (each message's detected language) or one of the translation languages. */
  sourceLanguage: string;
  targetLanguage: string;
}

/** The settings a user has before changing anything. */
export function translationSettingsDefault(userLanguage: string | null | undefined) {
  return {
    autoTranslate: true,
    sourceLanguage: 'auto',
    targetLanguage: languageFind(userLanguage).code,
  } satisfies TranslationSettings;
}

// z.custom rather than z.boolean/z.string: a wrong type then gets these words, not "is required".
const autoTranslateSchema = z.custom<boolean>(
  (v) => typeof v === 'boolean',
  'autoTranslate must be true or false',
);
const sourceSchema = z.custom<string>(
  (v) => typeof v === 'string' && (v === 'auto' || codes.includes(v)),
  'Unsupported source language',
);
const targetSchema = z.custom<string>(
  (v) => typeof v === 'string' && codes.includes(v),
  'Unsupported target language',
);

/** PUT /api/conversations/{id}/translation-settings: any of the three; the rest stay. */
export const translationSettingsUpdateSchema = z
  .strictObject({
    autoTranslate: autoTranslateSchema.optional(),
    sourceLanguage: sourceSchema.optional(),
    targetLanguage: targetSchema.optional(),
  })
  .refine(
    (u) =>
      u.autoTranslate !== undefined ||
      u.sourceLanguage !== undefined ||
      u.targetLanguage !== undefined,
    'Nothing to change: send autoTranslate, sourceLanguage or targetLanguage',
  );
export type TranslationSettingsUpdate = z.infer<typeof translationSettingsUpdateSchema>;

/** GET /api/translation-settings: the defaults, and every conversation where they changed. */
export interface TranslationSettingsAll {
  defaults: TranslationSettings;
  conversations: Record<string, TranslationSettings>;
}

/** Spec secondary 2 Settings: words a user keeps untranslated (names, brands, jargon). */
export const NO_TRANSLATE_MAX_WORDS = 200;
export const NO_TRANSLATE_MAX_CHARS = 60;

/** PUT /api/users/{id}/no-translate: trimmed, blanks dropped, duplicates (any case) dropped. */
export const noTranslateUpdateSchema = z.strictObject({
  words: z
    .array(
      z
        .custom<string>((v) => typeof v === 'string', 'Each word must be text')
        .transform((w) => w.trim()),
      { error: 'words must be a list of words' },
    )
    .transform((words) => {
      const seen = new Set<string>();
      return words.filter((w) => {
        const key = w.toLowerCase();
        if (!w || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })
    .refine(
      (words) => words.every((w) => w.length <= NO_TRANSLATE_MAX_CHARS),
      `Each word must be at most ${NO_TRANSLATE_MAX_CHARS} characters`,
    )
    .refine(
      (words) => words.length <= NO_TRANSLATE_MAX_WORDS,
      `At most ${NO_TRANSLATE_MAX_WORDS} words`,
    )
    .refine((words) => words.every((w) => !w.includes('\u0000')), 'Words cannot contain NUL'),
});
export interface NoTranslateWords {
  words: string[];
}
