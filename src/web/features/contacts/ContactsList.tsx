import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { Ban, UserPlus, Users } from 'lucide-react';
import type { FriendView, User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api';
import { useNow } from '../../lib/use-now';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SearchField } from '../../ui/SearchField';
import { Skeleton } from '../../ui/Skeleton';
import { Tabs } from '../../ui/Tabs';
import { toast } from '../../ui/toast-store';
import { conversationCreate } from '../conversations/conversation-create';
import { useFriendRequestAnswer, useFriendRequestSend } from '../friends/friends-queries';
import { BlockedDialog } from './BlockedDialog';
import { ContactRow } from './ContactRow';
import { contactGroups } from './contacts-filter';
import { useContactAction, useFriendViews } from './contacts-queries';
import { InviteDialog } from './InviteDialog';

/**
 * Spec secondary 'Contacts' for a signed-in user: Friends, Suggested and Pending (the requests
 * to me, with Accept and Decline, then the ones I sent).
 */
export function ContactsList({ me }: { me: User }) {
  const t = useT();
  const now = useNow();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const views = useFriendViews(me.id);
  const send = useFriendRequestSend(me.id);
  const act = useContactAction(me.id);
  const answer = useFriendRequestAnswer(me.id);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<'invite' | 'blocked' | null>(null);
  const groups = useMemo(() => contactGroups(views.data ?? [], search), [views.data, search]);
  const busy = send.isPending || act.isPending || answer.isPending;

  const message = async (view: FriendView) => {
    try {
      const conv = await conversationCreate(client, me.id, { participants: [view.id] });
      navigate(`/chat?c=${encodeURIComponent(conv.id)}`);
    } catch (err) {
      toast({
        title: t('conversations.startError'),
        description: errorText(err),
        variant: 'destructive',
      });
    }
  };

  const list = (items: FriendView[], empty: string, testId: string) =>
    items.length === 0 ? (
      <p
        className="px-4 py-10 text-center text-[15px] text-slate-500"
        data-testid={`${testId}-empty`}
      >
        {search.trim() ? t('contacts.noMatch', { query: search.trim() }) : empty}
      </p>
    ) : (
      <ul className="-mx-2" data-testid={testId}>
        {items.map((v) => (
          <ContactRow
            key={v.id}
            view={v}
            now={now}
            busy={busy}
            onMessage={(view) => void message(view)}
            onAdd={(view) => send.mutate(view)}
            onAnswer={(view, accept) =>
              answer.mutate(
                { request: { id: view.incomingRequestId! }, accept },
                {
                  onSuccess: () => {
                    if (accept)
                      toast({ title: t('friends.nowFriends', { name: view.displayName }) });
                  },
                },
              )
            }
            onCancel={(view) => act.mutate({ kind: 'cancel', person: view })}
            onRemove={(view) => act.mutate({ kind: 'remove', person: view })}
            onBlock={(view) => act.mutate({ kind: 'block', person: view })}
          />
        ))}
      </ul>
    );

  return (
    <section className="flex flex-1 flex-col bg-white px-4 pt-5 pb-24" data-testid="contacts-page">
      <div className="flex items-center gap-1">
        <h1 className="flex-1 text-[28px] font-extrabold tracking-tight text-slate-900">
          {t('contacts.title')}
        </h1>
        <Button
          size="icon"
          variant="ghost"
          aria-label={t('contacts.blockedUsers')}
          data-testid="contacts-blocked-button"
          onClick={() => setDialog('blocked')}
        >
          <Ban className="h-5 w-5" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label={t('contacts.invite')}
          data-testid="contacts-invite-button"
          onClick={() => setDialog('invite')}
        >
          <UserPlus className="h-[22px] w-[22px]" />
        </Button>
      </div>
      <SearchField
        value={search}
        onChange={setSearch}
        placeholder={t('contacts.search')}
        clearLabel={t('contacts.clearSearch')}
        testId="contacts-search"
        className="mt-3"
      />

      <div className="mt-4">
        {views.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-14 rounded-2xl" />
            <Skeleton className="h-14 rounded-2xl" />
            <Skeleton className="h-14 rounded-2xl" />
          </div>
        ) : views.isError ? (
          <EmptyState
            icon={<Users className="h-9 w-9" />}
            tone="danger"
            title={t('contacts.loadError')}
            body={errorText(views.error)}
            action={<Button onClick={() => void views.refetch()}>{t('contacts.retry')}</Button>}
            testId="contacts-error"
          />
        ) : (
          <Tabs
            tabs={[
              {
                value: 'friends',
                label: t('contacts.tabFriends', { count: groups.friends.length }),
                content: list(groups.friends, t('contacts.emptyFriends'), 'contacts-friends'),
              },
              {
                value: 'suggested',
                label: t('contacts.tabSuggested', { count: groups.suggested.length }),
                content: list(groups.suggested, t('contacts.emptySuggested'), 'contacts-suggested'),
              },
              {
                value: 'pending',
                label: t('contacts.tabPending', { count: groups.pending.length }),
                content: list(groups.pending, t('contacts.emptyPending'), 'contacts-pending'),
              },
            ]}
          />
        )}
      </div>

      <InviteDialog
        open={dialog === 'invite'}
        onOpenChange={(o) => setDialog(o ? 'invite' : null)}
        userId={me.id}
      />
      <BlockedDialog
        open={dialog === 'blocked'}
        onOpenChange={(o) => setDialog(o ? 'blocked' : null)}
        me={me.id}
      />
    </section>
  );
}
