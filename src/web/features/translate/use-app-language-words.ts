import { useMemo } from 'react';
import { translationSettingsDefault } from '../../../protocol';
import { useLocale } from '../../i18n/use-t';
import type { TranslatorPair } from '../device-translate/translator-api';
import { useTextTranslation } from './use-text-translation';

/**
 * Someone's words outside a chat (a reel's title or description, a comment, a bio) as their
 * reader sees them.
 */
export interface AppLanguageWords {
  text: string;
  /** The language of `text`, when known ('' otherwise). */
  lang: string;
  /** They are shown translated from this language; null when shown as written. */
  translatedFrom: string | null;
  /** This device's translator made the translation (its line says so). */
  onDevice: boolean;
  /** No translation yet, but this device could make one once this pair's pack is downloaded. */
  pack: TranslatorPair | null;
}

/**
 * Words outside a chat translated into the reader's app language, as a status's are (issue 27:
 * reel titles, comments and bios stayed as written): the reader's own words stay as written, and
 * `showOriginal` shows anyone's as written. The translation is asked of POST /api/translate once
 * per text and language, and the words show as written while it loads or when it fails.
 */
export function useAppLanguageWords(
  text: string,
  writerId: string,
  mine: boolean,
  showOriginal: boolean,
): AppLanguageWords {
  const locale = useLocale();
  const settings = useMemo(() => translationSettingsDefault(locale), [locale]);
  // The reader's own words need no translation: the writer is then also the reader.
  const shown = useTextTranslation(text, writerId, mine ? writerId : '', settings);
  const translated = shown.translatedFrom !== null && !showOriginal;
  return {
    text: translated ? shown.text : text,
    lang: (translated ? shown.lang : shown.originalLang) ?? '',
    translatedFrom: shown.translatedFrom,
    onDevice: shown.onDevice,
    pack: shown.pack,
  };
}
