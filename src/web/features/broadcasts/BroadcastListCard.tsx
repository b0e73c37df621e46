import { Megaphone, Send, Users } from 'lucide-react';
import type { BroadcastList } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { agoLabel } from '../../lib/format';
import { BroadcastMenu } from './BroadcastMenu';
import { CategoryBadge } from './CategoryBadge';

export interface BroadcastListCardProps {
  list: BroadcastList;
  now: Date;
  onSend: (list: BroadcastList) => void;
  onEdit: (list: BroadcastList) => void;
  onSubscribers: (list: BroadcastList) => void;
  onAnalytics: (list: BroadcastList) => void;
  onDelete: (list: BroadcastList) => void;
}

/**
 * Spec secondary 2: one of my broadcast lists: category, name, description, subscribers,
 * broadcasts, 'Last: X ago', the send button and the menu.
 */
export function BroadcastListCard(props: BroadcastListCardProps) {
  const { list, now } = props;
  const t = useT();
  const locale = useLocale();
  return (
    <li
      className="rounded-3xl bg-white p-4 shadow-card ring-1 ring-slate-900/5"
      data-testid="broadcast-list-card"
      data-name={list.name}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <CategoryBadge category={list.category} />
          <h3 className="mt-2 truncate text-[17px] font-bold text-slate-900">{list.name}</h3>
          {list.description && (
            <p className="mt-0.5 line-clamp-2 text-sm text-slate-500">{list.description}</p>
          )}
        </div>
        <button
          type="button"
          aria-label={t('broadcasts.sendTo', { name: list.name })}
          data-testid="broadcast-list-send"
          onClick={() => props.onSend(list)}
          className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition hover:bg-brand-100"
        >
          <Send aria-hidden className="h-4 w-4" />
        </button>
        <BroadcastMenu
          name={list.name}
          onEdit={() => props.onEdit(list)}
          onSubscribers={() => props.onSubscribers(list)}
          onAnalytics={() => props.onAnalytics(list)}
          onDelete={() => props.onDelete(list)}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-[13px] text-slate-500">
        <span className="inline-flex items-center gap-1.5" data-testid="broadcast-subscribers">
          <Users aria-hidden className="h-4 w-4" />
          {t('broadcasts.subscriberCount', { count: list.subscriberCount })}
        </span>
        <span className="inline-flex items-center gap-1.5" data-testid="broadcast-count">
          <Megaphone aria-hidden className="h-4 w-4" />
          {t('broadcasts.broadcastCount', { count: list.totalBroadcasts })}
        </span>
        <span className="ms-auto" data-testid="broadcast-last">
          {list.lastBroadcast
            ? t('broadcasts.last', { ago: agoLabel(locale, list.lastBroadcast, now) })
            : t('broadcasts.neverSent')}
        </span>
      </div>
    </li>
  );
}
