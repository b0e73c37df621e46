import type { StatusUpdate, TranslationOutcome } from '../../../protocol';
import type { TranslatorPair } from '../device-translate/translator-api';
import { textShown } from '../translate/message-translation';
import type { WithPack } from '../translate/through-engines';

/** A status's words as its reader sees them, and what the line under them says. */
export interface StatusWordsShown {
  text: string;
  /** The language of `text` ('' when not known). */
  lang: string;
  /** The server translated them from this language (its code); null when they are as written. */
  translatedFrom: string | null;
  /** No translation could be had: they are as written, and the line says so. */
  unavailable: boolean;
  /** Translated by this device's own translator (the line says so). */
  onDevice: boolean;
  /** Unavailable, but this device could translate them once this pair's pack is downloaded. */
  pack: TranslatorPair | null;
}

/** A status with its words' translation as the reader got it: the server's, or this device's. */
export type StatusAsRead = Omit<StatusUpdate, 'translation'> & {
  translation?: WithPack<TranslationOutcome> & { targetLanguage: string };
};

/**
 * A status's words (its text, or its photo's caption) in the reader's language when they were
 * translated (`status.translation`, the server's or this device's), as a chat message's are; as written when the reader
 * asked for the original, for their own, and when no translation could be had.
 */
export function statusWordsShown(status: StatusAsRead, showOriginal: boolean): StatusWordsShown {
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
    onDevice: shown.onDevice,
    pack: shown.pack,
  };
}
