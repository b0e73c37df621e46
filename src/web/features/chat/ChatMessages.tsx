import { memo, useEffect, useMemo } from 'react';
import type { User } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { firstScreenShown } from '../../lib/first-screen';
import { wallpaperStyle } from '../chat-preferences/wallpapers';
import { chatRowsBuild } from './chat-rows';
import { ChatEmpty } from './ChatEmpty';
import { ChatError } from './ChatError';
import { ChatSkeleton } from './ChatSkeleton';
import type { MessageListProps } from './MessageList';
import { MessageList } from './MessageList';

export interface ChatMessagesProps extends Omit<MessageListProps, 'rows' | 'typing'> {
  /** The chat's messages; undefined while they load. */
  messages: ChatMessage[] | undefined;
  isError: boolean;
  isPending: boolean;
  /** Who is typing here, by id. */
  typingIds: readonly string[];
  /** The chat's wallpaper (mine for this chat), the message area's background. */
  wallpaper: string | null | undefined;
}

/**
 * The message area: on its wallpaper, the list, or while there is none, why. Memoised: the chat
 * renders again for its header, its dialogs and every query it reads, and the list (its
 * virtualiser, its rows) need not follow unless its own props change.
 */
export const ChatMessages = memo(function ChatMessages({
  messages,
  isError,
  isPending,
  typingIds,
  wallpaper,
  ...list
}: ChatMessagesProps) {
  const { meId, hasOlder, usersById } = list;
  const rows = useMemo(
    () => chatRowsBuild(messages ?? [], meId, hasOlder),
    [messages, meId, hasOlder],
  );
  const typing = useMemo(
    () => typingIds.map((id) => usersById.get(id)).filter((u): u is User => !!u),
    [typingIds, usersById],
  );
  const empty = !isPending && !isError && (messages?.length ?? 0) === 0 && typing.length === 0;
  // A chat opened by its address is the first screen: what waits for it (the live connection)
  // starts once its messages, or why there are none, are on screen.
  useEffect(() => {
    if (!isPending) firstScreenShown();
  }, [isPending]);
  return (
    <div
      className="chat-wallpaper flex min-h-0 flex-1 flex-col"
      data-testid="chat-wallpaper"
      data-wallpaper={wallpaper ?? 'default'}
      style={wallpaperStyle(wallpaper)}
    >
      {isError ? (
        <ChatError />
      ) : isPending ? (
        <ChatSkeleton />
      ) : empty ? (
        <ChatEmpty />
      ) : (
        <MessageList rows={rows} typing={typing} {...list} />
      )}
    </div>
  );
});
