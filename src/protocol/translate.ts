import { z } from 'zod';
import { TRANSLATION_LANGUAGES } from '../lang/catalog';

const codes = TRANSLATION_LANGUAGES.map((l) => l.code);

import { TRANSLATE_MAX_BATCH, TRANSLATE_MAX_CHARS } from './limits';

export { TRANSLATE_MAX_BATCH, TRANSLATE_MAX_CHARS };

const targetLanguageSchema = z
  .string()
  .refine((c) => codes.includes(c), 'Unsupported target language');
/** Spec core 3: 'auto' is a source only. */
const sourceLanguageSchema = z
  .string()
  .refine((c) => c === 'auto' || codes.includes(c), 'Unsupported source language');
const translateTextSchema = z
  .string()
  .min(1, 'Text is required')
  .max(TRANSLATE_MAX_CHARS, `Text must be at most ${TRANSLATE_MAX_CHARS} characters`)
  .refine((s) => !s.includes('\u0000'), 'Text cannot contain NUL characters');

/** Spec core 7 POST /api/detect (addition). */
export const detectRequestSchema = z.object({ text: translateTextSchema });
export interface DetectResponse {
  language: string;
  confidence: number;
  reliable: boolean;
}

/**
 * Spec core 7 POST /api/translate: one `text`, or (addition) many `texts` at once. The source is
 * detected when it is 'auto' or missing.
 */
export const translateRequestSchema = z
  .object({
    text: translateTextSchema.optional(),
    texts: z.array(translateTextSchema).min(1).max(TRANSLATE_MAX_BATCH).optional(),
    sourceLanguage: sourceLanguageSchema.optional(),
    targetLanguage: targetLanguageSchema,
  })
  .refine((r) => (r.text === undefined) !== (r.texts === undefined), 'Text is required');
export type TranslateRequest = z.infer<typeof translateRequestSchema>;

export interface Translation {
  translatedText: string;
  detectedLanguage: string;
  /** The engine that translated it; 'none' when nothing needed translating. */
  engine: string;
}
/**
 * One of a batch: its translation, or why there is none, with the language the words were taken
 * to be in when the server knew it (so a reader's own device can translate them instead).
 */
export type TranslationOutcome = Translation | { error: string; detectedLanguage?: string };

/**
 * GET /api/translate/languages (addition): what the configured engine translates, so that the
 * client offers no pair that would fail. Every translation language is listed, in the spec's
 * order, with the languages it can be translated into (none: an empty list).
 */
export interface TranslateLanguages {
  engine: string;
  /**
   * `via`: for a target reached through other languages (Apertium chains pairs: fr → en through
   * es), those languages in order; absent for direct pairs.
   */
  languages: Array<{ code: string; targets: string[]; via?: Record<string, string[]> }>;
}

/** Addition: the chat view's batch, by message; each is translated once and kept. */
export const messageTranslateRequestSchema = z.object({
  messageIds: z.array(z.string().min(1).max(100)).min(1).max(TRANSLATE_MAX_BATCH),
  /** The reader's own choice (Translation Settings) in place of each message's detected one. */
  sourceLanguage: sourceLanguageSchema.optional(),
  targetLanguage: targetLanguageSchema,
});
export type MessageTranslation = { messageId: string } & TranslationOutcome;

/**
 * Addition: GET /api/conversations/{id}/translations, a chat's opening. The reader's
 * translations of its newest messages (`TRANSLATE_OPENING_NEWEST`) that their settings want
 * translated, asked for with the chat's messages rather than after them. Each names the version
 * it translates (`editedAt`, null when never edited), and the whole the settings it followed.
 */
export interface OpeningTranslations {
  targetLanguage: string;
  /** 'auto', or the language the reader chose to read the chat's messages as. */
  sourceLanguage: string;
  translations: Array<MessageTranslation & { editedAt: string | null }>;
}
