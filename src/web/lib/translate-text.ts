import type { Translation, TranslationOutcome } from '../../protocol';
import { TRANSLATE_MAX_CHARS } from '../../protocol/limits';
import { languageIsSupported } from '../../lang/catalog';
import { tNow } from '../i18n/intl';
import { ApiError } from './api';

/**
 * The translation language a user's language code maps to: itself, or its base ('pt-BR' ->
 * 'pt'); null when the server translates neither.
 */
export function translationCode(code: string): string | null {
  if (languageIsSupported(code)) return code;
  const base = code.split('-')[0]!.toLowerCase();
  return languageIsSupported(base) ? base : null;
}

/**
 * The server's words for a pair it cannot do, in the app language, for pairs we know it cannot
 * do before asking.
 */
export function translationUnavailable(from: string, to: string): string {
  return tNow('translate.unavailableFor', { from, to });
}

/**
 * POST /api/translate for one text, cancellable: typing and live speech make many requests and
 * only the newest matters. Throws {@link ApiError} on a refusal (422 names the pair it cannot do).
 */
export async function translateText(
  text: string,
  sourceLanguage: string,
  targetLanguage: string,
  signal?: AbortSignal,
): Promise<Translation> {
  const res = await fetch('/api/translate', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    // The server takes at most TRANSLATE_MAX_CHARS; a check needs no more than that.
    body: JSON.stringify({
      text: text.slice(0, TRANSLATE_MAX_CHARS),
      sourceLanguage,
      targetLanguage,
    }),
    signal,
  });
  const body = await res.text();
  if (!res.ok) throw new ApiError(res.status, res.statusText, body);
  return JSON.parse(body) as Translation;
}

/**
 * POST /api/translate for one text, as one of a batch: the server's translation, or why it has
 * none with the language it found the words in (a refusal is an answer here, not a throw, so the
 * reader's device can take over). Throws {@link ApiError} only when the request itself fails.
 */
export async function translateOutcome(
  text: string,
  sourceLanguage: string,
  targetLanguage: string,
  signal?: AbortSignal,
): Promise<TranslationOutcome> {
  const res = await fetch('/api/translate', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      texts: [text.slice(0, TRANSLATE_MAX_CHARS)],
      sourceLanguage,
      targetLanguage,
    }),
    signal,
  });
  const body = await res.text();
  if (!res.ok) throw new ApiError(res.status, res.statusText, body);
  return (JSON.parse(body) as { translations: TranslationOutcome[] }).translations[0]!;
}
