import { Suspense, lazy, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import type { Conversation, User } from '../../../protocol';
import { apiRequest, errorText } from '../../lib/api';
import { firstScreenShown } from '../../lib/first-screen';
import { timeListLabel } from '../../lib/format';
import { conversationsKey } from '../../lib/query-client';
import { useNow } from '../../lib/use-now';
import { useAfterFirstScreen } from '../../lib/use-after-first-screen';
import { SearchField } from '../../ui/SearchField';
import { toast } from '../../ui/toast-store';
import { originalLang } from '../translate/message-translation';
import { useUsers } from '../identity/session';
import {
  conversationMatches,
  conversationPeer,
  conversationPreview,
  conversationTitle,
} from './conversation-utils';
import { ConversationListSkeleton } from './ConversationListSkeleton';
import { ConversationRow } from './ConversationRow';
import { ConversationsEmpty } from './ConversationsEmpty';
import { ConversationsError } from './ConversationsError';
import { useFriendRequests } from '../friends/friends-queries';
import { conversationCreate } from './conversation-create';
import { GroupChatDialog } from './GroupChatDialog';
import { NewChatButton } from './NewChatButton';
import { NewMessageDialog } from './NewMessageDialog';
import { useConversations, useUsersById } from './queries';
import { usePreviewTranslations } from './use-preview-translations';
import { HomeTitle } from '../channels/HomeTitle';
import { OfflineNotice } from '../pwa/OfflineNotice';
import { useOfflineNotice } from '../pwa/use-offline-notice';
import { useLocale, useT } from '../../i18n/use-t';

// Not on the first screen: loaded when first opened.
const FriendsDialog = lazy(() =>
  import('../friends/FriendsDialog').then((m) => ({ default: m.FriendsDialog })),
);

/** The language of a row's last message as written (none for an empty chat). */
function originalLangOf(c: Conversation): string | undefined {
  return c.lastMessage ? originalLang(c.lastMessage) : undefined;
}

/** The list's demo seeding, shared by its empty state and the header's settings menu. */
export interface DemoSeed {
  seeding: boolean;
  onSeed: () => void;
}

/** A video call about to start in a chat picked from the new-chat menu. */
export interface CallPicked {
  conversation: Conversation;
  /** The chat's name, as the list shows it. */
  name: string;
  onClose: () => void;
}

/**
 * The list hosts parts of features above it (settings, notifications, calls) that the messenger
 * page passes in, so that it imports none of them.
 */
export interface ConversationListProps {
  me: User;
  onOpen: (conversationId: string) => void;
  /** The chat open beside the list on a wide screen, marked in the list. */
  activeId?: string | null;
  /** The header's settings menu. */
  settingsMenu: (seed: DemoSeed) => ReactNode;
  /** Shown above the rows once there are chats (the notification permission's offer). */
  banner?: ReactNode;
  /** The camera check and the call, once a chat for a video call is picked. */
  callCheck: (call: CallPicked) => ReactNode;
}

/** Spec core 2 stage 2: the conversation list. */
export function ConversationList({
  me,
  onOpen,
  activeId = null,
  settingsMenu,
  banner,
  callCheck,
}: ConversationListProps) {
  const t = useT();
  const client = useQueryClient();
  // The rows render in a pass React can interrupt: when the conversations arrive, the list
  // shows them without one long task holding the page (on a phone's first visit, a long one).
  const conversations = useDeferredValue(useConversations(me.id));
  const users = useUsers();
  const usersById = useUsersById();
  const now = useNow();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const [seeding, setSeeding] = useState(false);
  const [dialog, setDialog] = useState<'message' | 'group' | 'friends' | 'video' | null>(null);
  /** The chat a video call is about to start in (the camera check is open). */
  const [callIn, setCallIn] = useState<Conversation | null>(null);
  // The badge's count is read once the list is on screen: the conversations come first.
  const friendRequests = useFriendRequests(me.id, false, useAfterFirstScreen());
  const requestCount = friendRequests.data?.length ?? 0;
  const previews = usePreviewTranslations(conversations.data, me.id);
  const offline = useOfflineNotice();

  const rows = useMemo(
    () =>
      (conversations.data ?? [])
        .filter((c) => conversationMatches(c, query, me.id, usersById))
        .map((c) => ({
          conversation: c,
          title: conversationTitle(c, me.id, usersById),
          peer: conversationPeer(c, me.id, usersById),
          preview: conversationPreview(c, me.id, usersById, previews.get(c.id)?.text),
          previewLang: previews.get(c.id)?.lang ?? originalLangOf(c),
          timeLabel: timeListLabel(locale, c.lastMessage?.createdAt ?? c.updatedAt, now),
        })),
    [conversations.data, query, me.id, usersById, now, locale, previews],
  );

  const seed = useCallback(async () => {
    setSeeding(true);
    try {
      await apiRequest('POST', '/api/seed-demo', { userId: me.id });
      await client.refetchQueries({ queryKey: conversationsKey(me.id), exact: true });
    } catch (err) {
      toast({
        title: t('conversations.seedError'),
        description: errorText(err),
        variant: 'destructive',
      });
    } finally {
      setSeeding(false);
    }
  }, [client, me.id, t]);

  /** Opens the one-to-one chat with a friend, starting it if there is none yet. */
  const chatWith = async (friend: User) => {
    try {
      const conv = await conversationCreate(client, me.id, { participants: [friend.id] });
      setDialog(null);
      onOpen(conv.id);
    } catch (err) {
      toast({
        title: t('conversations.startError'),
        description: errorText(err),
        variant: 'destructive',
      });
    }
  };

  const total = conversations.data?.length ?? 0;
  const settled = conversations.isSuccess || conversations.isError;
  useEffect(() => {
    if (settled) firstScreenShown();
  }, [settled]);

  return (
    <div className="flex min-h-full flex-col bg-white" data-testid="conversation-list">
      <div className="px-4 pt-3 pb-3">
        <div className="flex items-center gap-1">
          <HomeTitle />
          <button
            type="button"
            aria-label={
              requestCount > 0
                ? t('conversations.addContactRequests', { count: requestCount })
                : t('conversations.addContact')
            }
            data-testid="add-contact-button"
            onClick={() => setDialog('friends')}
            className="relative flex h-10 w-10 items-center justify-center rounded-full text-slate-600 transition hover:bg-slate-100"
          >
            <UserPlus className="h-[22px] w-[22px]" />
            {requestCount > 0 && (
              <span
                aria-hidden
                data-testid="friend-request-badge"
                className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-rose-500 px-1 text-[11px] font-bold text-white"
              >
                {requestCount}
              </span>
            )}
          </button>
          {settingsMenu({ seeding, onSeed: () => void seed() })}
        </div>
        <SearchField
          value={query}
          onChange={setQuery}
          placeholder={t('conversations.search')}
          clearLabel={t('conversations.clearSearch')}
          testId="conversation-search"
          className="mt-2"
        />
        {offline && <OfflineNotice />}
      </div>

      {conversations.isPending ? (
        <ConversationListSkeleton />
      ) : conversations.isError ? (
        <ConversationsError />
      ) : total === 0 ? (
        <ConversationsEmpty seeding={seeding} onSeed={() => void seed()} />
      ) : (
        <>
          {banner}
          <ul className="pb-24" data-testid="conversation-rows">
            {rows.map((r) => (
              <ConversationRow
                key={r.conversation.id}
                conversation={r.conversation}
                title={r.title}
                peer={r.peer}
                preview={r.preview}
                previewLang={r.previewLang}
                timeLabel={r.timeLabel}
                onOpen={onOpen}
                active={r.conversation.id === activeId}
              />
            ))}
            {rows.length === 0 && (
              <li className="px-6 py-12 text-center text-[15px] text-slate-500">
                {t('conversations.noMatch', { query: query.trim() })}
              </li>
            )}
          </ul>
        </>
      )}

      <NewChatButton
        onNewMessage={() => setDialog('message')}
        onVideoCall={() => setDialog('video')}
        onGroupChat={() => setDialog('group')}
      />
      <NewMessageDialog
        open={dialog === 'message'}
        onOpenChange={(o) => setDialog(o ? 'message' : null)}
        me={me}
        users={users.data ?? []}
        onCreated={onOpen}
      />
      <GroupChatDialog
        open={dialog === 'group'}
        onOpenChange={(o) => setDialog(o ? 'group' : null)}
        me={me}
        users={users.data ?? []}
        onCreated={onOpen}
      />
      <NewMessageDialog
        open={dialog === 'video'}
        onOpenChange={(o) => setDialog(o ? 'video' : null)}
        me={me}
        users={users.data ?? []}
        title={t('conversations.videoCall')}
        description={t('conversations.videoCallHint')}
        testId="video-call-pick-dialog"
        onCreated={(id) =>
          setCallIn(
            client
              .getQueryData<Conversation[]>(conversationsKey(me.id))
              ?.find((c) => c.id === id) ?? null,
          )
        }
      />
      <Suspense fallback={null}>
        {callIn &&
          callCheck({
            conversation: callIn,
            name: conversationTitle(callIn, me.id, usersById),
            onClose: () => setCallIn(null),
          })}
        {dialog === 'friends' && (
          <FriendsDialog
            open
            onOpenChange={(o) => setDialog(o ? 'friends' : null)}
            me={me}
            tab={requestCount > 0 ? 'requests' : 'friends'}
            onMessage={(friend) => void chatWith(friend)}
          />
        )}
      </Suspense>
    </div>
  );
}
