import { X } from 'lucide-react';
import type { User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { Avatar } from '../../ui/Avatar';

export interface ListMembersProps {
  /** The people on the list, in the order they were added (ids the user list may not hold). */
  memberIds: readonly string[];
  users: readonly User[] | undefined;
  busy: boolean;
  onRemove: (person: { id: string; displayName: string }) => void;
}

/**
 * Who is on one of my lists (issue 27: nobody could see it), each with a button that takes them
 * off. Only the owner is shown this: the list is their private address book.
 */
export function ListMembers({ memberIds, users, busy, onRemove }: ListMembersProps) {
  const t = useT();
  if (memberIds.length === 0) return null;
  const byId = new Map((users ?? []).map((u) => [u.id, u]));
  return (
    <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('lists.membersTitle')}>
      {memberIds.map((id) => {
        const person = byId.get(id);
        const name = person?.displayName ?? t('lists.unknownPerson');
        return (
          <li
            key={id}
            className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-slate-100 py-0.5 ps-0.5 pe-1 text-[13px] text-slate-700"
            data-testid="list-member"
            data-id={id}
          >
            <Avatar src={person?.avatar} name={name} size={22} />
            <bdi className="truncate">{name}</bdi>
            <button
              type="button"
              disabled={busy}
              aria-label={t('lists.removeMember', { name })}
              data-testid="list-member-remove"
              onClick={() => onRemove({ id, displayName: name })}
              className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 disabled:opacity-50"
            >
              <X aria-hidden className="h-3.5 w-3.5" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
