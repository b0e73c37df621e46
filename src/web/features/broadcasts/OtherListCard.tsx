import { Users } from 'lucide-react';
import type { BroadcastList } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { CategoryBadge } from './CategoryBadge';

export interface OtherListCardProps {
  list: BroadcastList;
  busy: boolean;
  onSubscribe: (list: BroadcastList) => void;
  onUnsubscribe: (list: BroadcastList) => void;
}

/**
 * Someone else's broadcast list. Subscribed (spec secondary 2): 'Subscribed', 'By creator' and
 * Unsubscribe; under Discover: its category and Subscribe.
 */
export function OtherListCard({ list, busy, onSubscribe, onUnsubscribe }: OtherListCardProps) {
  const t = useT();
  return (
    <li
      className="rounded-3xl bg-white p-4 shadow-card ring-1 ring-slate-900/5"
      data-testid={list.isSubscribed ? 'subscribed-card' : 'discover-card'}
      data-name={list.name}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        {list.isSubscribed && (
          <span className="inline-flex rounded-full bg-emerald-50 px-2.5 py-1 text-[11px] font-semibold text-emerald-700">
            {t('broadcasts.subscribed')}
          </span>
        )}
        <CategoryBadge category={list.category} />
      </div>
      <h3 className="mt-2 truncate text-[17px] font-bold text-slate-900">{list.name}</h3>
      {list.description && (
        <p className="mt-0.5 line-clamp-2 text-sm text-slate-500">{list.description}</p>
      )}
      <p className="mt-2 flex items-center gap-2 text-[13px] text-slate-600">
        <Avatar src={list.creatorAvatar} name={list.creatorName} size={22} />
        <span className="truncate">{t('broadcasts.byCreator', { name: list.creatorName })}</span>
      </p>
      <div className="mt-3 flex items-center justify-between gap-3">
        <span className="inline-flex items-center gap-1.5 text-[13px] text-slate-500">
          <Users aria-hidden className="h-4 w-4" />
          {t('broadcasts.subscriberCount', { count: list.subscriberCount })}
        </span>
        {list.isSubscribed ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            data-testid="broadcast-unsubscribe"
            onClick={() => onUnsubscribe(list)}
          >
            {t('broadcasts.unsubscribe')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            data-testid="broadcast-subscribe"
            onClick={() => onSubscribe(list)}
          >
            {t('broadcasts.subscribe')}
          </Button>
        )}
      </div>
    </li>
  );
}
