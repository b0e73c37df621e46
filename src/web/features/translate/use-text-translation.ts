import { skipToken, useQuery } from '@tanstack/react-query';
import type { TranslationSettings } from '../../../protocol';
import type { ShownWords, TextTranslation } from './text-translation';
import { textTranslationQuery, textTranslationWanted, wordsShown } from './text-translation';

/**
 * Words someone wrote, outside a message of their own (a payment's note), as their reader should
 * see them: translated when the reader's settings for the chat ask for it, as written while the
 * translation loads or when it cannot be had.
 */
export function useTextTranslation(
  text: string,
  writerId: string,
  meId: string,
  settings: TranslationSettings | null,
  /** The language the words were written in, when known. */
  written?: string | null,
): ShownWords {
  const wanted = textTranslationWanted(text, writerId, meId, settings, written);
  const query = useQuery<TextTranslation>(
    wanted
      ? textTranslationQuery(text, writerId, settings, written)
      : { queryKey: ['translation', 'text', 'off'], queryFn: skipToken },
  );
  return wordsShown(
    text,
    wanted ? settings.targetLanguage : null,
    wanted ? query.data : undefined,
    wanted && query.isError,
    written,
  );
}
