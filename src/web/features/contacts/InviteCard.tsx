import { Link } from 'wouter';
import { UserPlus } from 'lucide-react';
import type { User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { useUsers } from '../identity/session';
import { useFriendRequestSend, useFriendRequests, useFriends } from '../friends/friends-queries';

/**
 * What an invite link (origin/invite/{userId}) opens for a signed-in person: who invited them,
 * and a button that asks the inviter to be friends, or where things stand if that is done.
 */
export function InviteCard({ me, inviterId }: { me: User; inviterId: string }) {
  const t = useT();
  const users = useUsers();
  const friends = useFriends(me.id);
  const sent = useFriendRequests(me.id, true);
  const send = useFriendRequestSend(me.id);
  const inviter = users.data?.find((u) => u.id === inviterId);
  const isFriend = !!friends.data?.some((f) => f.id === inviterId);
  const asked = !!sent.data?.some((r) => r.receiverId === inviterId);

  let body;
  if (!users.data) body = null;
  else if (inviterId === me.id) body = <p data-testid="invite-state">{t('contacts.inviteSelf')}</p>;
  else if (!inviter) body = <p data-testid="invite-state">{t('contacts.inviteUnknown')}</p>;
  else
    body = (
      <>
        <Avatar src={inviter.avatar} name={inviter.displayName} size={88} />
        <h1 className="text-xl font-bold text-slate-900">
          {t('contacts.inviteFrom', { name: inviter.displayName })}
        </h1>
        {isFriend ? (
          <p data-testid="invite-state">
            {t('contacts.inviteFriends', { name: inviter.displayName })}
          </p>
        ) : asked ? (
          <p data-testid="invite-state">
            {t('contacts.inviteRequested', { name: inviter.displayName })}
          </p>
        ) : (
          <Button
            disabled={send.isPending || !friends.data || !sent.data}
            onClick={() => send.mutate(inviter)}
            data-testid="invite-add"
          >
            <UserPlus className="h-4 w-4" />
            {t('contacts.inviteAdd', { name: inviter.displayName })}
          </Button>
        )}
      </>
    );

  return (
    <section
      className="flex flex-1 flex-col items-center gap-4 px-8 pt-16 text-center text-[15px] text-slate-600"
      data-testid="invite-page"
    >
      {body}
      <Link href="/chats" className="mt-2 font-semibold text-brand-700 hover:underline">
        {t('contacts.goToChats')}
      </Link>
    </section>
  );
}
