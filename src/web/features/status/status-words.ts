import type { StatusUpdate } from '../../../protocol';
import { textShown } from '../translate/message-translation';

/** A status's words as its reader sees them, and what the line under them says. */
export interface StatusWordsShown {
  text: string;
  /** The language of `text` ('' when not known). */
  lang: string;
  /** The server translated them from this language (its code); null when they are as written. */
  translatedFrom: string | null;
  /** The server could not translate them: they are as written, and the line says so. */
  unavailable: boolean;
}

/**
 * A status's words (its text, or its photo's caption) in the reader's language when the server
 * translated them (`status.translation`), as a chat message's are; as written when the reader
 * asked for the original, for their own, and when no translation could be had.
 */
export function statusWordsShown(status: StatusUpdate, showOriginal: boolean): StatusWordsShown {
  const { content, language, translation } = status;
  const shown = textShown(
    content,
    language ?? undefined,
    translation?.targetLanguage ?? null,
    translation,
    false,
  );
  const translated = shown.translatedFrom !== null && !showOriginal;
  return {
    text: translated ? shown.text : content,
    lang: (translated ? shown.lang : language) ?? '',
    translatedFrom: shown.translatedFrom,
    unavailable: shown.unavailable,
  };
}
