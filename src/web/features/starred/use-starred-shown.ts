import type { StarredMessage } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import type { ShownText } from '../translate/message-translation';
import { useMessageTranslation } from '../translate/use-message-translation';
import { useTranslationSettings } from '../translation-settings/queries';
import { messageSummary } from '../conversations/conversation-utils';

/** The chat message behind a starred card, as the translation hooks take it. */
export function starredAsMessage(item: StarredMessage): ChatMessage {
  return {
    id: item.id,
    conversationId: item.conversationId,
    senderId: item.senderId,
    content: item.content,
    messageType: item.sourceType,
    metadata: null,
    isBurner: false,
    expiresAt: null,
    createdAt: item.createdAt,
    seq: item.seq,
    clientId: null,
    editedAt: item.editedAt,
    language: item.language,
    deletedAt: null,
  };
}

/** Words a starred message has: its text, or what the chat calls it (a photo, a voice note). */
export function starredOriginal(item: StarredMessage): string {
  return item.sourceType === 'text' || item.sourceType === 'burner'
    ? item.content
    : messageSummary(starredAsMessage(item));
}

/**
 * A starred message as its reader is shown it in the chat: translated by the same settings and
 * the same cached translation, so the card and the search agree with the chat.
 */
export function useStarredShown(item: StarredMessage, meId: string): ShownText {
  const settings = useTranslationSettings(item.conversationId);
  return useMessageTranslation(
    starredAsMessage(item),
    starredOriginal(item),
    meId,
    settings.data ?? null,
  );
}
