import type { QueryClient } from '@tanstack/react-query';
import type {
  Call,
  Conversation,
  Message,
  MessageTranslation,
  TranslationSettings,
} from '../../../protocol';
import { messageWords } from '../../../protocol/message-words';
import { tNow } from '../../i18n/intl';
import { AVATAR_PLACEHOLDER } from '../../ui/Avatar';
import type { UsersById } from '../conversations/conversation-utils';
import {
  conversationPreview,
  conversationTitle,
  messageSummary,
} from '../conversations/conversation-utils';
import { shownText, translationQuery, translationWanted } from '../translate/message-translation';
import { translationSettingsKey } from '../translation-settings/queries';

/** A notification waits this long at most for a translation, then says the original. */
const TRANSLATION_WAIT_MS = 3_000;

export interface Notice {
  title: string;
  body: string;
  icon: string;
  /** One notice per chat: a newer one replaces the one before. */
  tag: string;
  conversationId: string;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms)),
  ]);
}

/**
 * The words of a message as its reader sees them in the chat: translated when their settings for
 * the chat ask for it (the same cached translation the bubble shows), else as written.
 */
async function wordsShown(
  client: QueryClient,
  message: Message,
  meId: string,
): Promise<string | null> {
  const words = messageWords(message);
  if (!words) return words;
  try {
    const settings = await client.fetchQuery<TranslationSettings>({
      queryKey: translationSettingsKey(message.conversationId),
      staleTime: Infinity,
    });
    if (!translationWanted(message, meId, settings)) return words;
    const answer = await withTimeout(
      client.fetchQuery<MessageTranslation>({
        ...translationQuery(message, settings),
        staleTime: Infinity,
      }),
      TRANSLATION_WAIT_MS,
    );
    return shownText(message, words, settings.targetLanguage, answer, false).text;
  } catch {
    // No settings or no translation to be had: the words as written.
    return words;
  }
}

/**
 * A new message's notice: the chat's name as title (the sender's in a one-to-one chat), the line
 * the conversation list would show (the sender's name first in a group), the sender's picture.
 * A burner message says only that one came: its words are for the chat, where they burn.
 */
export async function messageNotice(
  client: QueryClient,
  message: Message,
  meId: string,
  conversation: Conversation | undefined,
  users: UsersById,
): Promise<Notice> {
  const sender = users.get(message.senderId);
  const chat = conversation
    ? conversationTitle(conversation, meId, users)
    : (sender?.displayName ?? tNow('notifications.someone'));
  // A mention says so first: it may have come through the chat's Mute (issue 31).
  const title = message.mentions?.includes(meId) ? tNow('mentions.noticeTitle', { chat }) : chat;
  let body: string;
  if (message.isBurner) body = tNow('notifications.burner');
  else {
    const shown = await wordsShown(client, message, meId);
    const conv: Conversation = conversation ?? {
      id: message.conversationId,
      name: null,
      isGroup: false,
      participants: [message.senderId, meId],
      updatedAt: message.createdAt,
    };
    // What the conversation list would say: the sender's first name before it in a group.
    const text = messageSummary(message, shown);
    body =
      conversationPreview(
        { ...conv, lastMessage: message, lastReaction: null },
        meId,
        users,
        text,
      ) ?? text;
  }
  return {
    title,
    body,
    icon: sender?.avatar ?? AVATAR_PLACEHOLDER,
    tag: `chat-${message.conversationId}`,
    conversationId: message.conversationId,
  };
}

/** A ringing call's notice: who is calling, and whether it is a group call. */
export function callNotice(call: Call, users: UsersById): Notice {
  const caller = users.get(call.from);
  const name = caller?.displayName ?? tNow('notifications.someone');
  return {
    title: name,
    body:
      call.participants.length > 2
        ? tNow('notifications.groupCall')
        : call.callType === 'audio'
          ? tNow('notifications.audioCall')
          : tNow('notifications.videoCall'),
    icon: caller?.avatar ?? AVATAR_PLACEHOLDER,
    tag: `call-${call.callId}`,
    conversationId: call.conversationId,
  };
}
