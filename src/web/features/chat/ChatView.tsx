import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { useLive, useLiveStatus, useTypingUsers } from '../../lib/live-context';
import { conversationsKey } from '../../lib/query-client';
import { useNow } from '../../lib/use-now';
import { conversationPeer, conversationTitle } from '../conversations/conversation-utils';
import { useConversations, useUsersById } from '../conversations/queries';
import { chatRowsBuild } from './chat-rows';
import { ChatEmpty } from './ChatEmpty';
import { ChatError } from './ChatError';
import { ChatHeader } from './ChatHeader';
import { CallTestDialog } from '../calls/CallTestDialog';
import { useCallStart } from '../calls/use-call-start';
import { ChatSkeleton } from './ChatSkeleton';
import { ConnectingBanner } from './ConnectingBanner';
import { useOfflineNotice } from '../pwa/use-offline-notice';
import { MessageInput } from './MessageInput';
import { MessageList } from './MessageList';
import { TranslationSettingsDialog } from '../translation-settings/TranslationSettingsDialog';
import { toast } from '../../ui/toast-store';
import { EditMessageDialog } from './edit/EditMessageDialog';
import { messageCanEdit } from './edit/message-edit';
import { messageCanUnsend } from './edit/message-unsend';
import { UnsendMessageDialog } from './edit/UnsendMessageDialog';
import { useTranslationSettings } from '../translation-settings/queries';
import type { SendLaterDraft } from '../scheduled/SendLater';
import { SendLater } from '../scheduled/SendLater';
import { useChatMessages } from './use-chat-messages';
import type { MessageFocus } from './focus/use-message-focus';
import { useMessageFocus } from './focus/use-message-focus';
import { useMarkRead } from './use-mark-read';
import { useStarredIds } from '../starred/starred-queries';
import { receiptHighestFromOthers } from '../receipts/receipt-ticks';
import { useSendMessage } from './use-send-message';
import type { SendParts } from './registry/send-parts';
import { useShareLocation } from '../location/use-share-location';
import type { SharePicker } from './SharePickers';
import { SharePickers } from './SharePickers';
import { useTypingSender } from './use-typing-sender';
import type { PhotoDialog } from '../photos/PhotoCenter';
import { PhotoCenter } from '../photos/PhotoCenter';
import { useT } from '../../i18n/use-t';
import { useChatPreferences } from '../chat-preferences/use-chat-preferences';
import { wallpaperStyle } from '../chat-preferences/wallpapers';
import { ChatSearchBar } from '../chat-search/ChatSearchBar';
import { useChatSearch } from '../chat-search/use-chat-search';
import type { ChatMenuDialog } from './ChatMenuDialogs';
import { ChatMenuDialogs } from './ChatMenuDialogs';

// Games and Allo Cash load when first opened: nothing of them is in the chat's own download.
const GameChooserDialog = lazy(() =>
  import('../games/GameChooserDialog').then((m) => ({ default: m.GameChooserDialog })),
);
const GameView = lazy(() => import('../games/GameView'));
const AlloCashDialog = lazy(() =>
  import('../payments/AlloCashDialog').then((m) => ({ default: m.AlloCashDialog })),
);
const ImagePlaygroundDialog = lazy(() =>
  import('../images/ImagePlaygroundDialog').then((m) => ({ default: m.ImagePlaygroundDialog })),
);

export interface ChatViewProps {
  me: User;
  conversationId: string;
  onBack: () => void;
  /** Go to Message: open at this message and highlight it. */
  focus?: MessageFocus | null;
}

/** Spec core 2 stage 3: one conversation, full screen. */
export function ChatView({ me, conversationId, onBack, focus = null }: ChatViewProps) {
  const t = useT();
  const client = useQueryClient();
  const conversations = useConversations(me.id);
  const usersById = useUsersById();
  const live = useLive();
  const liveStatus = useLiveStatus();
  const offline = useOfflineNotice();
  const typingIds = useTypingUsers(conversationId);
  const now = useNow();
  const { query, hasOlder, loadingOlder, loadOlder } = useChatMessages(conversationId);
  const focused = useMessageFocus(focus, query.data, hasOlder, loadingOlder, loadOlder);
  const search = useChatSearch(conversationId, {
    messages: query.data,
    hasOlder,
    loadingOlder,
    loadOlder,
  });
  const [menuDialog, setMenuDialog] = useState<ChatMenuDialog>(null);
  const { send, sendRich, discard, pending } = useSendMessage(conversationId, me.id);
  const typingSender = useTypingSender(conversationId);
  const [sentTick, setSentTick] = useState(0);
  const translation = useTranslationSettings(conversationId);
  // Asked here, with the chat's other reads, not once the messages are in: the stars come
  // with the bubbles, not a round trip after them.
  const starredIds = useStarredIds(me.id);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [callTestOpen, setCallTestOpen] = useState(false);
  const callStart = useCallStart(me.id);
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [unsending, setUnsending] = useState<ChatMessage | null>(null);
  const [choosingGame, setChoosingGame] = useState(false);
  const [openGameId, setOpenGameId] = useState<string | null>(null);
  const [cashOpen, setCashOpen] = useState(false);
  const [playgroundOpen, setPlaygroundOpen] = useState(false);
  /** The sticker picker's tab while it is open, or 'music' while Share Music is. */
  const [picker, setPicker] = useState<SharePicker | null>(null);
  const [photoDialog, setPhotoDialog] = useState<PhotoDialog>(null);
  /** The composer's burner toggle (spec core 4): for the next message, a text, photo or note. */
  const [burner, setBurner] = useState(false);
  const burnerUsed = useCallback(() => setBurner(false), []);
  // A sticker, a song or a location goes as the next message too: burner when the toggle is on.
  const sendShare = useCallback(
    (parts: SendParts) => {
      sendRich(burner ? { ...parts, isBurner: true } : parts);
      if (burner) setBurner(false);
    },
    [burner, sendRich],
  );
  const locationShare = useShareLocation(sendShare);
  const richActions = useMemo(
    () => ({
      Memoji: () => setPicker('memoji'),
      AlloMoji: () => setPicker('sticker'),
      Music: () => setPicker('music'),
      Location: locationShare.start,
      Camera: () => setPhotoDialog('camera'),
      Photos: () => setPhotoDialog('library'),
      'Image Playground': () => setPlaygroundOpen(true),
    }),
    [locationShare.start],
  );
  const onPickerClose = useCallback(() => setPicker(null), []);
  /** The composer's text when 'Send Later' was tapped; null while its dialog is closed. */
  const [laterDraft, setLaterDraft] = useState<SendLaterDraft | null>(null);

  const { setOpenConversation } = live;
  useEffect(() => {
    setOpenConversation(conversationId);
    return () => setOpenConversation(null);
  }, [conversationId, setOpenConversation]);

  useMarkRead(conversationId, me.id, receiptHighestFromOthers(query.data, me.id));

  const conv = conversations.data?.find((c) => c.id === conversationId);
  const title = conv ? conversationTitle(conv, me.id, usersById) : '';
  const peer = conv ? conversationPeer(conv, me.id, usersById) : undefined;
  const isGroup = conv?.isGroup ?? false;
  const preferences = useChatPreferences(me.id, conv);

  let status = '';
  let online = false;
  // Presence comes over the live connection: while it is down, who is online is not known, and
  // the last word heard ('online') would be a guess.
  const presenceKnown = liveStatus === 'open';
  if (conv && isGroup) {
    const onlineCount = presenceKnown
      ? conv.participants.filter((id) => id !== me.id && usersById.get(id)?.status === 'online')
          .length
      : 0;
    const count = conv.participants.length;
    status = onlineCount
      ? t('chat.membersOnline', { count, online: onlineCount })
      : t('chat.members', { count });
  } else if (peer && presenceKnown) {
    online = peer.status === 'online';
    status = online ? t('chat.online') : t('chat.offline');
  }

  const rows = useMemo(
    () => chatRowsBuild(query.data ?? [], me.id, hasOlder),
    [query.data, me.id, hasOlder],
  );
  const typingUsers = useMemo(
    () => typingIds.map((id) => usersById.get(id)).filter((u): u is User => !!u),
    [typingIds, usersById],
  );

  const onSend = useCallback(
    (text: string, isBurner = false) => {
      typingSender.stop();
      send(text, isBurner);
      setSentTick((t) => t + 1);
    },
    [send, typingSender],
  );

  const onEdit = useCallback(
    (message: ChatMessage) => {
      // The list judged it at its last minute tick; the window may have closed since.
      if (messageCanEdit(message, me.id, Date.now())) setEditing(message);
      else toast({ title: t('chat.editExpired'), variant: 'destructive' });
    },
    [me.id, t],
  );
  const onEditClose = useCallback(() => setEditing(null), []);
  const onUnsend = useCallback(
    (message: ChatMessage) => {
      if (messageCanUnsend(message, me.id, Date.now())) setUnsending(message);
      else {
        toast({
          title: t('chat.unsendExpiredTitle'),
          description: t('chat.unsendExpired'),
          variant: 'destructive',
        });
      }
    },
    [me.id, t],
  );
  const onUnsendClose = useCallback(() => setUnsending(null), []);
  // Unsent meanwhile (from the sender's other device): there is nothing left to edit or unsend.
  const unsentMeanwhile = (m: ChatMessage | null) =>
    !!m && !!query.data?.some((held) => held.id === m.id && held.deletedAt);
  const onGames = useCallback(() => setChoosingGame(true), []);
  const onGameClose = useCallback(() => setOpenGameId(null), []);
  const onCash = useCallback(() => setCashOpen(true), []);
  const onCashClose = useCallback(() => setCashOpen(false), []);

  // The messages loaded, so we are a member, but our list predates the conversation (someone
  // just added us): fetch the list again for its name and members.
  const stale = conversations.isSuccess && !conv && query.isSuccess;
  useEffect(() => {
    if (stale) void client.invalidateQueries({ queryKey: conversationsKey(me.id), exact: true });
  }, [stale, client, me.id]);
  const empty = query.isSuccess && (query.data?.length ?? 0) === 0 && typingUsers.length === 0;

  return (
    <div
      className="flex h-dvh flex-col bg-white"
      data-testid="chat-view"
      data-conversation-id={conversationId}
    >
      {search.open ? (
        <ChatSearchBar search={search} />
      ) : (
        <ChatHeader
          title={title || (conversations.isPending ? '' : t('chat.titleFallback'))}
          peer={peer}
          isGroup={isGroup}
          status={status}
          online={online}
          onBack={onBack}
          onTranslationSettings={() => setSettingsOpen(true)}
          onVideoCall={() => setCallTestOpen(true)}
          muted={preferences.muted}
          onContactInfo={() => setMenuDialog('info')}
          onSearch={search.start}
          onMuteToggle={() => preferences.setMuted(!preferences.muted)}
          onWallpaper={() => setMenuDialog('wallpaper')}
        />
      )}
      <ChatMenuDialogs
        open={menuDialog}
        onClose={() => setMenuDialog(null)}
        meId={me.id}
        conversation={conv}
        title={title}
        peer={peer}
        preferences={preferences}
        onLeft={onBack}
      />
      {conv && (
        <CallTestDialog
          open={callTestOpen}
          onOpenChange={setCallTestOpen}
          name={title}
          onStart={() => callStart(conv)}
        />
      )}
      {liveStatus !== 'open' && <ConnectingBanner offline={offline} />}
      <div
        className="chat-wallpaper flex min-h-0 flex-1 flex-col"
        data-testid="chat-wallpaper"
        data-wallpaper={preferences.wallpaper ?? 'default'}
        style={wallpaperStyle(preferences.wallpaper)}
      >
        {query.isError ? (
          <ChatError />
        ) : query.isPending ? (
          <ChatSkeleton />
        ) : empty ? (
          <ChatEmpty />
        ) : (
          <MessageList
            rows={rows}
            typing={typingUsers}
            isGroup={isGroup}
            usersById={usersById}
            now={now}
            hasOlder={hasOlder}
            loadingOlder={loadingOlder}
            onLoadOlder={loadOlder}
            onDiscard={discard}
            sentTick={sentTick}
            meId={me.id}
            translation={translation.data ?? null}
            onEdit={onEdit}
            onUnsend={onUnsend}
            onOpenGame={setOpenGameId}
            conversation={conv}
            // Once search was used, the list follows its hits rather than the address's focus.
            scrollToId={search.used ? search.scrollToId : focused.scrollToId}
            highlightId={search.highlightId ?? focused.highlightId}
            starredIds={starredIds}
          />
        )}
      </div>
      <SendLater
        conversationId={conversationId}
        draft={laterDraft}
        onDraftDone={() => setLaterDraft(null)}
      />
      <MessageInput
        conversationId={conversationId}
        pending={pending}
        onSend={onSend}
        onTextChange={typingSender.onInput}
        onGames={onGames}
        onCash={onCash}
        onSendLater={(text, clear) => setLaterDraft({ text, clear })}
        actions={richActions}
        onStickers={() => setPicker('emoji')}
        burner={burner}
        onBurnerChange={setBurner}
      />
      {locationShare.dialog}
      <PhotoCenter
        conversationId={conversationId}
        meId={me.id}
        open={photoDialog}
        onOpenChange={setPhotoDialog}
        burner={burner}
        onBurnerUsed={burnerUsed}
      />
      <TranslationSettingsDialog
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        conversationId={conversationId}
        userId={me.id}
      />
      <Suspense fallback={null}>
        {choosingGame && conv && (
          <GameChooserDialog
            conversation={conv}
            meId={me.id}
            usersById={usersById}
            onClose={() => setChoosingGame(false)}
            onStarted={setOpenGameId}
          />
        )}
        {cashOpen && conv && (
          <AlloCashDialog
            conversation={conv}
            meId={me.id}
            usersById={usersById}
            onClose={onCashClose}
          />
        )}
        {playgroundOpen && (
          <ImagePlaygroundDialog
            meId={me.id}
            conversationId={conversationId}
            onClose={() => setPlaygroundOpen(false)}
          />
        )}
        {openGameId && (
          <GameView
            key={openGameId}
            gameId={openGameId}
            meId={me.id}
            usersById={usersById}
            onClose={onGameClose}
          />
        )}
      </Suspense>
      <SharePickers picker={picker} meId={me.id} onSend={sendShare} onClose={onPickerClose} />
      {editing && !unsentMeanwhile(editing) && (
        <EditMessageDialog key={editing.id} message={editing} meId={me.id} onClose={onEditClose} />
      )}
      {unsending && !unsentMeanwhile(unsending) && (
        <UnsendMessageDialog
          key={unsending.id}
          message={unsending}
          meId={me.id}
          onClose={onUnsendClose}
        />
      )}
    </div>
  );
}
