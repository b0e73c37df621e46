import type { ChatMember } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { Avatar } from '../../ui/Avatar';
import { Skeleton } from '../../ui/Skeleton';

/** Contact info for a group: its members, me first, each with their presence. */
export function GroupMembers({
  members,
  meId,
  presenceOf,
}: {
  members: readonly ChatMember[] | undefined;
  meId: string;
  presenceOf: (member: ChatMember) => string;
}) {
  const t = useT();
  const ordered = members
    ? [...members.filter((m) => m.id === meId), ...members.filter((m) => m.id !== meId)]
    : undefined;
  return (
    <section aria-labelledby="group-members-title" className="mt-5">
      <h3
        id="group-members-title"
        className="mb-1 text-[13px] font-semibold tracking-wide text-slate-500 uppercase"
      >
        {t('chat-info.membersTitle')}
      </h3>
      {!ordered ? (
        <div className="space-y-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : (
        <ul data-testid="contact-info-members">
          {ordered.map((m) => (
            <li
              key={m.id}
              data-testid="contact-info-member"
              data-user-id={m.id}
              className="flex items-center gap-3 py-2"
            >
              <Avatar
                src={m.avatar}
                name={m.displayName}
                size={40}
                online={m.status === 'online'}
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-[15px] font-semibold text-slate-900">
                  {m.id === meId ? (
                    t('chat-info.you', { name: m.displayName })
                  ) : (
                    <bdi>{m.displayName}</bdi>
                  )}
                </p>
                <p className="truncate text-[13px] text-slate-500">
                  <bdi>@{m.username}</bdi> · {presenceOf(m)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
