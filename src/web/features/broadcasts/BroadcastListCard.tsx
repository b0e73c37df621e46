import { Megaphone, Send, Users } from 'lucide-react';
import type { BroadcastList } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { agoLabel } from '../../lib/format';
import { ListCardFrame } from '../lists/ListCardFrame';
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
    <ListCardFrame
      name={list.name}
      description={list.description}
      testId="broadcast-list-card"
      badge={<CategoryBadge category={list.category} />}
      action={{
        label: t('broadcasts.sendTo', { name: list.name }),
        testId: 'broadcast-list-send',
        icon: <Send aria-hidden className="h-4 w-4 rtl:-scale-x-100" />,
        run: () => props.onSend(list),
      }}
      menu={
        <BroadcastMenu
          name={list.name}
          onEdit={() => props.onEdit(list)}
          onSubscribers={() => props.onSubscribers(list)}
          onAnalytics={() => props.onAnalytics(list)}
          onDelete={() => props.onDelete(list)}
        />
      }
    >
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
    </ListCardFrame>
  );
}
