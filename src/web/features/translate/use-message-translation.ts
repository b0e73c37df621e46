import { skipToken, useQuery } from '@tanstack/react-query';
import type { MessageTranslation, TranslationSettings } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import type { ShownText } from './message-translation';
import { shownText, translationQuery, translationWanted } from './message-translation';

/**
 * One message as its reader should see it: translated when their settings ask for it, the
 * original while the translation loads or when it cannot be had.
 */
export function useMessageTranslation(
  message: ChatMessage,
  original: string,
  meId: string,
  settings: TranslationSettings | null,
): ShownText {
  const wanted = translationWanted(message, meId, settings);
  const query = useQuery<MessageTranslation>(
    wanted
      ? translationQuery(message, settings)
      : { queryKey: ['translation', message.id, 'off'], queryFn: skipToken },
  );
  return shownText(
    message,
    original,
    wanted ? settings.targetLanguage : null,
    wanted ? query.data : undefined,
    wanted && query.isError,
  );
}
