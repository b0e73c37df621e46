import { Check, Users } from 'lucide-react';
import type { ContactList } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { ListTags } from './ListTags';

export interface SharedListCardProps {
  list: ContactList;
  busy: boolean;
  highlighted?: boolean;
  onJoin: (list: ContactList) => void;
  onLeave: (list: ContactList) => void;
}

/**
 * Spec secondary 2: someone else's list: 'Shared', 'By creator', members, and Join List. Once
 * I am on it, it says Joined, and I may leave it.
 */
export function SharedListCard({ list, busy, highlighted, onJoin, onLeave }: SharedListCardProps) {
  const t = useT();
  return (
    <li
      id={`list-${list.id}`}
      className={cn(
        'rounded-3xl bg-white p-4 shadow-card ring-1 ring-slate-900/5',
        highlighted && 'ring-2 ring-brand-400',
      )}
      data-testid="shared-list-card"
      data-name={list.name}
    >
      <span className="inline-flex rounded-full bg-sky-50 px-2.5 py-1 text-[11px] font-semibold text-sky-700">
        {t('lists.shared')}
      </span>
      <h3 className="mt-2 truncate text-[17px] font-bold text-slate-900">{list.name}</h3>
      {list.description && (
        <p className="mt-0.5 line-clamp-2 text-sm text-slate-500">{list.description}</p>
      )}
      <p className="mt-2 flex items-center gap-2 text-[13px] text-slate-600">
        <Avatar src={list.creatorAvatar} name={list.creatorName} size={22} />
        <span className="truncate">{t('lists.byCreator', { name: list.creatorName })}</span>
      </p>
      <ListTags tags={list.tags} />
      <div className="mt-3 flex items-center justify-between gap-3">
        <span className="inline-flex items-center gap-1.5 text-[13px] text-slate-500">
          <Users aria-hidden className="h-4 w-4" />
          {t('lists.memberCount', { count: list.memberCount })}
        </span>
        {list.isMember ? (
          <div className="flex items-center gap-1">
            <span
              className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1.5 text-sm font-semibold text-emerald-700"
              data-testid="list-joined"
            >
              <Check aria-hidden className="h-4 w-4" />
              {t('lists.joined')}
            </span>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              data-testid="list-leave"
              onClick={() => onLeave(list)}
            >
              {t('lists.leave')}
            </Button>
          </div>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            data-testid="list-join"
            onClick={() => onJoin(list)}
          >
            {t('lists.joinList')}
          </Button>
        )}
      </div>
    </li>
  );
}
