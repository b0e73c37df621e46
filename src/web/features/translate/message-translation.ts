import type { QueryClient } from '@tanstack/react-query';
import type {
  MessageTranslation,
  TranslationOutcome,
  TranslationSettings,
} from '../../../protocol';
import { languageFind } from '../../../lang/catalog';
import { messageTranslationWanted, messageWords } from '../../../protocol/message-words';
import type { ChatMessage } from '../../lib/apply-event';
import { localeNow } from '../../i18n/intl';
import type { TranslatorPair } from '../device-translate/translator-api';
import { DEVICE_ENGINE } from './engine-choice';
import { devicePairsWatch } from './device-pairs-watch';
import { deviceTranslation } from './device-translation';
import { translationBatcher } from './translation-batch';
import { translationKeyOf } from './translation-key';
import { translationFromOpening } from './translation-opening';
import { throughEngines } from './through-engines';

/** Where a message's translation is cached (`translation-key.ts`). */
export function translationKey(m: ChatMessage, target: string, source: string) {
  return translationKeyOf(m.id, m.editedAt, target, source);
}

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

/**
 * A message's translation as its reader gets it: the server's or this device's, or why there is
 * none; `pack` when this device could translate it once its language pack is downloaded.
 */
export type ReaderTranslation = MessageTranslation & { pack?: TranslatorPair };

/**
 * One message's translation (`through-engines.ts`): from the server, the chat's opening when it
 * brought this one (`translation-opening.ts`), else batched; or from this device.
 */
async function readerTranslation(
  client: QueryClient,
  m: ChatMessage,
  settings: TranslationSettings,
): Promise<ReaderTranslation> {
  devicePairsWatch(client);
  const { targetLanguage: target, sourceLanguage: chosen } = settings;
  const source = chosen === 'auto' ? m.language : chosen;
  const server = async () =>
    (await translationFromOpening(m, target, chosen)) ??
    (await translationBatcher.load(m.id, target, chosen));
  // What has no words (a photo without a caption) or no known language stays with the server.
  if (!source || messageWords(m) === null) return server();
  return throughEngines<MessageTranslation>({
    source,
    target,
    server,
    device: (from) => deviceTranslation(client, m, from, target),
  });
}

/** The TanStack Query options for one message's translation. */
export function translationQuery(m: ChatMessage, settings: TranslationSettings) {
  const { targetLanguage: target, sourceLanguage: source } = settings;
  return {
    queryKey: translationKey(m, target, source),
    queryFn: ({ client }: { client: QueryClient }) => readerTranslation(client, m, settings),
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
  /** Translated by this device's own translator, not the server's. */
  onDevice: boolean;
  /** Unavailable, but this device could translate it after downloading this pair's pack. */
  pack: TranslatorPair | null;
}

/** Chooses between a message as written and its translation (a missing answer means still loading). */
export function shownText(
  m: ChatMessage,
  original: string,
  target: string | null,
  answer: ReaderTranslation | undefined,
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
  answer: (TranslationOutcome & { pack?: TranslatorPair }) | undefined,
  failed: boolean,
): ShownText {
  const asWritten = {
    text: original,
    lang,
    translatedFrom: null,
    unavailable: false,
    onDevice: false,
    pack: null,
  };
  if (!target) return asWritten;
  if (failed || (answer && 'error' in answer))
    return { ...asWritten, unavailable: true, pack: answer?.pack ?? null };
  // 'none': it was already in the target language; nothing to say about it.
  if (!answer || answer.engine === 'none' || answer.translatedText === original) return asWritten;
  return {
    text: answer.translatedText,
    lang: target,
    translatedFrom: languageFind(answer.detectedLanguage).code,
    unavailable: false,
    onDevice: answer.engine === DEVICE_ENGINE,
    pack: null,
  };
}
