import { MessageCircle } from 'lucide-react';
import type { FriendRequest, User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Tabs } from '../../ui/Tabs';
import { FriendSearch } from './FriendSearch';
import {
  useFriendRequestAnswer,
  useFriendRequests,
  useFriends,
  useFriendsOnline,
} from './friends-queries';
import { PersonRow } from './PersonRow';

export interface FriendsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  me: User;
  /** Opens (or starts) the one-to-one chat with a friend. */
  onMessage: (friend: User) => void;
  /** The tab to show first ('requests' when opened from a new request's notice). */
  tab?: 'friends' | 'online' | 'requests';
}

function Empty({ text, testId }: { text: string; testId: string }) {
  return (
    <p className="px-4 py-8 text-center text-[15px] text-slate-500" data-testid={testId}>
      {text}
    </p>
  );
}

/** Spec core 2 'Friends dialog': Friends, Online and Requests. */
export function FriendsDialog({ open, onOpenChange, me, onMessage, tab }: FriendsDialogProps) {
  const t = useT();
  const friends = useFriends(me.id);
  const online = useFriendsOnline(me.id);
  const requests = useFriendRequests(me.id);
  const answer = useFriendRequestAnswer(me.id);
  const requestCount = requests.data?.length ?? 0;

  const friendRow = (f: User, testPrefix: string) => (
    <PersonRow
      key={f.id}
      person={f}
      online={f.status === 'online'}
      line={f.status === 'online' ? t('friends.online') : `@${f.username}`}
      testId={`${testPrefix}-${f.username}`}
      actions={
        <Button
          size="icon"
          variant="ghost"
          aria-label={t('friends.message', { name: f.displayName })}
          onClick={() => onMessage(f)}
        >
          <MessageCircle className="h-5 w-5" />
        </Button>
      }
    />
  );

  const requestRow = (r: FriendRequest) => (
    <PersonRow
      key={r.id}
      person={r.sender}
      line={t('friends.wantsToBeFriend')}
      testId={`friend-request-${r.sender.username}`}
      actionsBelow
      actions={
        <>
          <Button
            size="sm"
            onClick={() => answer.mutate({ request: r, accept: true })}
            data-testid="friend-accept"
          >
            {t('friends.accept')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => answer.mutate({ request: r, accept: false })}
            data-testid="friend-reject"
          >
            {t('friends.reject')}
          </Button>
        </>
      }
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('friends.title')}
      testId="friends-dialog"
    >
      <Tabs
        defaultValue={tab ?? 'friends'}
        tabs={[
          {
            value: 'friends',
            label: t('friends.tabFriends', { count: friends.data?.length ?? 0 }),
            content: (
              <div className="flex max-h-[60dvh] flex-col gap-3 overflow-y-auto">
                <FriendSearch me={me.id} />
                {friends.data?.length === 0 ? (
                  <Empty text={t('friends.noFriends')} testId="friends-empty" />
                ) : (
                  <ul className="-mx-2" data-testid="friends-list">
                    {friends.data?.map((f) => friendRow(f, 'friend'))}
                  </ul>
                )}
              </div>
            ),
          },
          {
            value: 'online',
            label: t('friends.tabOnline', { count: online.data?.length ?? 0 }),
            content:
              online.data?.length === 0 ? (
                <Empty text={t('friends.noneOnline')} testId="friends-online-empty" />
              ) : (
                <ul className="-mx-2 max-h-[60dvh] overflow-y-auto" data-testid="friends-online">
                  {online.data?.map((f) => friendRow(f, 'online'))}
                </ul>
              ),
          },
          {
            value: 'requests',
            label:
              requestCount > 0
                ? t('friends.tabRequestsCount', { count: requestCount })
                : t('friends.tabRequests'),
            content:
              requests.data?.length === 0 ? (
                <Empty text={t('friends.noRequests')} testId="friend-requests-empty" />
              ) : (
                <ul className="-mx-2 max-h-[60dvh] overflow-y-auto" data-testid="friend-requests">
                  {requests.data?.map(requestRow)}
                </ul>
              ),
          },
        ]}
      />
    </Dialog>
  );
}
