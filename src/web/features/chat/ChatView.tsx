import { useCallback, useMemo, useRef, useState } from 'react';
import type { User } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { useTypingUsers } from '../../lib/live-context';
import { useNow } from '../../lib/use-now';
import { useChatPreferences } from '../chat-preferences/use-chat-preferences';
import { useChatSearch } from '../chat-search/use-chat-search';
import { PinnedBar } from '../message-pins/PinnedBar';
import { mentionsIn } from '../mentions/text-mentions';
import { conversationPeer, conversationTitle } from '../conversations/conversation-utils';
import { useConversations, useUsersById } from '../conversations/queries';
import { receiptHighestFromOthers } from '../receipts/receipt-ticks';
import { useStarredIds } from '../starred/starred-queries';
import { useTranslationPrefetch } from '../translate/use-translation-prefetch';
import { useTranslationSettings } from '../translation-settings/queries';
import { ChatDialogHost } from './ChatDialogHost';
import { ChatMessages } from './ChatMessages';
import { ChatTop } from './ChatTop';
import { ConnectingNotice } from './ConnectingBanner';
import { useMessageEditing } from './edit/use-message-editing';
import type { MessageFocus } from './focus/use-message-focus';
import { useMessageFocus } from './focus/use-message-focus';
import type { ComposerHandle } from './MessageInput';
import type { SendParts } from './registry/send-parts';
import { MessageInput } from './MessageInput';
import { useBurnerShare } from './use-burner-share';
import { useChatDialogs } from './use-chat-dialogs';
import { useChatMessages } from './use-chat-messages';
import { useMarkRead } from './use-mark-read';
import { useOpenConversation } from './use-open-conversation';
import { useSendMessage } from './use-send-message';
import { useTypingSender } from './use-typing-sender';

export interface ChatViewProps {
  me: User;
  conversationId: string;
  onBack: () => void;
  /** Go to Message: open at this message and highlight it. */
  focus?: MessageFocus | null;
}

/**
 * Spec core 2 stage 3: one conversation, full screen: a header, the messages, the composer, and
 * the dialogs that features register (`registry/`), which the chat hosts without knowing them.
 */
export function ChatView({ me, conversationId, onBack, focus = null }: ChatViewProps) {
  const conversations = useConversations(me.id);
  const usersById = useUsersById();
  const typingIds = useTypingUsers(conversationId);
  const now = useNow();
  const { query, hasOlder, loadingOlder, loadOlder } = useChatMessages(conversationId);
  // A reply's quote tapped: go to the message it answers, as Go to Message does.
  const [jump, setJump] = useState<MessageFocus | null>(null);
  const focused = useMessageFocus(jump ?? focus, query.data, hasOlder, loadingOlder, loadOlder);
  const onJump = useCallback(
    (m: ChatMessage) => setJump({ id: m.id, seq: m.seq, at: Date.now() }),
    [],
  );
  const history = { messages: query.data, hasOlder, loadingOlder, loadOlder };
  const search = useChatSearch(conversationId, history);
  const { send, sendRich, discard, pending } = useSendMessage(conversationId, me.id);
  const typingSender = useTypingSender(conversationId);
  const [sentTick, setSentTick] = useState(0);
  const translation = useTranslationSettings(conversationId);
  useTranslationPrefetch(conversationId, me.id, translation.data);
  // Asked here, with the chat's other reads, not once the messages are in: the stars come
  // with the bubbles, not a round trip after them.
  const starredIds = useStarredIds(me.id);
  const editing = useMessageEditing(me.id, query.data);
  const { burner, setBurner, burnerUsed, sendShare } = useBurnerShare(sendRich);
  const { opened, openDialog, closeDialog } = useChatDialogs();
  const composer = useRef<ComposerHandle>(null);
  const composerInsert = useCallback((text: string) => composer.current?.insert(text), []);
  // The message being answered (issue 31), in this chat only.
  const [replying, setReplying] = useState<{ chat: string; message: ChatMessage } | null>(null);
  const replyTo = replying?.chat === conversationId ? replying.message : null;
  const onReply = useCallback(
    (message: ChatMessage) => {
      setReplying({ chat: conversationId, message });
      composer.current?.focus();
    },
    [conversationId],
  );
  const onReplyCancel = useCallback(() => setReplying(null), []);

  const conv = conversations.data?.find((c) => c.id === conversationId);
  const title = conv ? conversationTitle(conv, me.id, usersById) : '';
  const peer = conv ? conversationPeer(conv, me.id, usersById) : undefined;
  const preferences = useChatPreferences(me.id, conv);
  useOpenConversation(conversationId, me.id, conversations.isSuccess && !conv && query.isSuccess);
  useMarkRead(conversationId, me.id, receiptHighestFromOthers(query.data, me.id));

  // A group's other members, whom the composer offers after @ (not a demo chat's demo people,
  // who are not members).
  const participants = conv?.isGroup && !conv.demo ? conv.participants : undefined;
  const members = useMemo(
    () => (participants ?? []).flatMap((id) => (id === me.id ? [] : (usersById.get(id) ?? []))),
    [participants, me.id, usersById],
  );

  const stopTyping = typingSender.stop;
  const onSend = useCallback(
    (text: string, isBurner = false) => {
      stopTyping();
      send(text, isBurner, replyTo?.id, mentionsIn(text, members));
      setReplying(null);
      setSentTick((t) => t + 1);
    },
    [send, stopTyping, replyTo, members],
  );
  // What every registered dialog is given (`registry/chat-dialogs.ts`).
  const chat = { meId: me.id, conversationId, conversation: conv, title, usersById, burner };
  // A sticker, song or location sent while answering is the reply; the bar closes after it.
  const shareAnswering = useCallback(
    (parts: SendParts) => {
      sendShare(replyTo ? { ...parts, replyTo: replyTo.id } : parts);
      setReplying(null);
    },
    [sendShare, replyTo],
  );
  const host = {
    ...chat,
    opened,
    openDialog,
    closeDialog,
    sendShare: shareAnswering,
    composerInsert,
    replyTo: replyTo?.id,
    onReplyUsed: onReplyCancel,
  };

  return (
    <div
      className="flex h-dvh flex-col bg-white"
      data-testid="chat-view"
      data-conversation-id={conversationId}
    >
      <ChatTop
        meId={me.id}
        conversation={conv}
        title={title}
        titlePending={conversations.isPending}
        peer={peer}
        usersById={usersById}
        search={search}
        preferences={preferences}
        onBack={onBack}
        openDialog={openDialog}
      />
      <PinnedBar
        meId={me.id}
        conversation={conv}
        messages={query.data}
        translation={translation.data ?? null}
        usersById={usersById}
        onJump={onJump}
      />
      <ConnectingNotice />
      <ChatMessages
        messages={query.data}
        isError={query.isError}
        isPending={query.isPending}
        typingIds={typingIds}
        wallpaper={preferences.wallpaper}
        isGroup={conv?.isGroup ?? false}
        usersById={usersById}
        now={now}
        hasOlder={hasOlder}
        loadingOlder={loadingOlder}
        onLoadOlder={loadOlder}
        onDiscard={discard}
        sentTick={sentTick}
        meId={me.id}
        translation={translation.data ?? null}
        onEdit={editing.onEdit}
        onUnsend={editing.onUnsend}
        openDialog={openDialog}
        conversation={conv}
        // Once search was used, the list follows its hits rather than the address's focus.
        scrollToId={search.used ? search.scrollToId : focused.scrollToId}
        highlightId={search.highlightId ?? focused.highlightId}
        starredIds={starredIds}
        onReply={onReply}
        onJump={onJump}
      />
      <ChatDialogHost place="above-composer" onBurnerUsed={burnerUsed} {...host} />
      <MessageInput
        conversationId={conversationId}
        pending={pending}
        onSend={onSend}
        onTextChange={typingSender.onInput}
        openDialog={openDialog}
        recording={opened.has('voice-note')}
        handle={composer}
        burner={burner}
        onBurnerChange={setBurner}
        replyTo={replyTo}
        onReplyCancel={onReplyCancel}
        meId={me.id}
        translation={translation.data ?? null}
        members={members}
      />
      <ChatDialogHost place="overlay" onBurnerUsed={burnerUsed} {...host} />
      {editing.dialogs}
    </div>
  );
}
