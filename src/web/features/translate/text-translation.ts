import type { QueryClient } from '@tanstack/react-query';
import type { TranslationOutcome, TranslationSettings } from '../../../protocol';
import { translateOutcome } from '../../lib/translate-text';
import { deviceOutcome, userName, wordsKept } from './device-translation';
import type { ShownText } from './message-translation';
import { textShown } from './message-translation';
import type { WithPack } from './through-engines';
import { throughEngines } from './through-engines';

/**
 * Words someone wrote that are not a message of their own (a payment's or a request's note):
 * translated by POST /api/translate, each distinct text once per target and source, under the
 * same 'translation' root as messages, laid out as theirs (target fourth, source fifth) so a
 * change of the reader's words or a pack coming in asks again.
 */
export function textTranslationKey(text: string, target: string, source: string) {
  return ['translation', 'text', text, target, source] as const;
}

/** A text's translation as its reader gets it: the server's or this device's, or why there is none. */
export type TextTranslation = WithPack<TranslationOutcome>;

/**
 * The words translated as a message is (`through-engines.ts`): by the server, or on this device
 * (kept in the browser's cache) where the server cannot or the reader prefers it. The writer's
 * name and the reader's own do-not-translate words stay as written on the device.
 */
export async function textTranslation(
  client: QueryClient,
  text: string,
  writerId: string,
  source: string,
  target: string,
  signal?: AbortSignal,
): Promise<TextTranslation> {
  return throughEngines<TranslationOutcome>({
    source: source === 'auto' ? null : source,
    target,
    server: () => translateOutcome(text, source, target, signal),
    device: async (from) =>
      deviceOutcome({
        words: text,
        source: from,
        target,
        keep: await wordsKept(client, [userName(client, writerId)]),
        cacheAs: { id: `text:${text}`, version: null },
      }),
  });
}

/**
 * The language to translate from: the reader's chosen source, else the language the words were
 * found to be in when written (`written`, when the server recorded it), else 'auto' (the server
 * detects them).
 */
export function textTranslationSource(
  settings: TranslationSettings,
  written?: string | null,
): string {
  if (settings.sourceLanguage !== 'auto') return settings.sourceLanguage;
  return written ?? 'auto';
}

/**
 * True when such words should be shown translated, as a message would be: auto-translate is on,
 * someone else wrote them, there are some, and they are not known to be in the target already
 * (when their language is unknown, the server detects it and gives them back untouched).
 */
export function textTranslationWanted(
  text: string,
  writerId: string,
  meId: string,
  settings: TranslationSettings | null | undefined,
  written?: string | null,
): settings is TranslationSettings {
  if (!settings?.autoTranslate || writerId === meId || text.trim() === '') return false;
  return textTranslationSource(settings, written) !== settings.targetLanguage;
}

/** The TanStack Query options for one text's translation (see {@link textTranslationSource}). */
export function textTranslationQuery(
  text: string,
  writerId: string,
  settings: TranslationSettings,
  written?: string | null,
) {
  const target = settings.targetLanguage;
  const source = textTranslationSource(settings, written);
  return {
    queryKey: textTranslationKey(text, target, source),
    queryFn: ({ client, signal }: { client: QueryClient; signal: AbortSignal }) =>
      textTranslation(client, text, writerId, source, target, signal),
  };
}

/** Words as their reader should see them, with what they are as written. */
export interface ShownWords extends ShownText {
  original: string;
  /** The language they were written in, once the server detected it; unknown before. */
  originalLang: string | undefined;
}

/**
 * Chooses between the words as written and their translation into `target` (null: not wanted).
 * A missing answer means still loading; a failed one shows them as written.
 */
export function wordsShown(
  original: string,
  target: string | null,
  answer: TextTranslation | undefined,
  failed: boolean,
  written?: string | null,
): ShownWords {
  const originalLang = answer?.detectedLanguage ?? written ?? undefined;
  return { ...textShown(original, originalLang, target, answer, failed), original, originalLang };
}
