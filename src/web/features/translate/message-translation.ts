import type {
  MessageTranslation,
  TranslationOutcome,
  TranslationSettings,
} from '../../../protocol';
import { languageFind } from '../../../lang/catalog';
import { messageTranslationWanted } from '../../../protocol/message-words';
import type { ChatMessage } from '../../lib/apply-event';
import { localeNow } from '../../i18n/intl';
import { translationBatcher } from './translation-batch';
import { translationKeyOf } from './translation-key';
import { translationFromOpening } from './translation-opening';

/** Where a message's translation is cached (`translation-key.ts`). */
export function translationKey(m: ChatMessage, target: string, source: string) {
  return translationKeyOf(m.id, m.editedAt, target, source);
}

/** The language a message is treated as being in: the reader's choice, else the detected one. */
/**
 * True when a message should be shown translated: the server has it (not one still being sent),
 * and the rule the server's opening follows too holds (`messageTranslationWanted`).
 */
export function translationWanted(
  m: ChatMessage,
  meId: string,
  settings: TranslationSettings | null | undefined,
): settings is TranslationSettings {
  return !!settings && !m.sendState && messageTranslationWanted(m, meId, settings);
}

/** The TanStack Query options for one message's translation. */
export function translationQuery(m: ChatMessage, settings: TranslationSettings) {
  const { targetLanguage: target, sourceLanguage: source } = settings;
  return {
    queryKey: translationKey(m, target, source),
    // From the chat's opening when it brought this one (`translation-opening.ts`), else batched.
    queryFn: async () =>
      (await translationFromOpening(m, target, source)) ??
      translationBatcher.load(m.id, target, source),
  };
}

/**
 * The language of a message as written. What is not text, and what stands in place of an unsent
 * message, is shown as a label in the app's language.
 */
export function originalLang(m: ChatMessage): string | undefined {
  if (m.deletedAt) return localeNow();
  return m.language ?? (m.messageType === 'text' ? undefined : localeNow());
}

/** What to show for a message: its text, that text's language, and the small line under it. */
export interface ShownText {
  text: string;
  lang: string | undefined;
  /**
   * Shown translated, from this language (its code, one of the translation languages; the
   * toggle names it in the app language); null when shown as written.
   */
  translatedFrom: string | null;
  /** Translation was wanted but failed (spec core 8: silently; only marked). */
  unavailable: boolean;
}

/** Chooses between a message as written and its translation (a missing answer means still loading). */
export function shownText(
  m: ChatMessage,
  original: string,
  target: string | null,
  answer: MessageTranslation | undefined,
  failed: boolean,
): ShownText {
  return textShown(original, originalLang(m), target, answer, failed);
}

/**
 * Chooses between any text as written (in `lang`, when known) and its translation into `target`
 * (null: not wanted). A missing answer means still loading.
 */
export function textShown(
  original: string,
  lang: string | undefined,
  target: string | null,
  answer: TranslationOutcome | undefined,
  failed: boolean,
): ShownText {
  const asWritten = { text: original, lang, translatedFrom: null, unavailable: false };
  if (!target) return asWritten;
  if (failed || (answer && 'error' in answer)) return { ...asWritten, unavailable: true };
  // 'none': it was already in the target language; nothing to say about it.
  if (!answer || answer.engine === 'none' || answer.translatedText === original) return asWritten;
  return {
    text: answer.translatedText,
    lang: target,
    translatedFrom: languageFind(answer.detectedLanguage).code,
    unavailable: false,
  };
}
