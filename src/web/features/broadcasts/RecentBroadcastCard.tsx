import { ArrowRight, CheckCheck, Users } from 'lucide-react';
import type { RecentBroadcast } from '../../../protocol';
import { broadcastReadPercent } from '../../../protocol/lists-limits';
import { useLocale, useT } from '../../i18n/use-t';
import { agoLabel } from '../../lib/format';
import { Avatar } from '../../ui/Avatar';

const percentFormats = new Map<string, Intl.NumberFormat>();

function percentLabel(locale: string, percent: number): string {
  let f = percentFormats.get(locale);
  if (!f) percentFormats.set(locale, (f = new Intl.NumberFormat(locale, { style: 'percent' })));
  return f.format(percent / 100);
}

/**
 * Spec secondary 2 'Recent': sender → list names, when, the message, its recipients, and how
 * many read it with the percentage (readCount / recipientCount, rounded; section 5).
 */
export function RecentBroadcastCard({ item, now }: { item: RecentBroadcast; now: Date }) {
  const t = useT();
  const locale = useLocale();
  const percent = broadcastReadPercent(item.readCount, item.recipientCount);
  return (
    <li
      className="rounded-3xl bg-white p-4 shadow-card ring-1 ring-slate-900/5"
      data-testid="recent-broadcast"
      data-id={item.id}
    >
      <div className="flex items-start gap-2.5">
        <Avatar src={item.senderAvatar} name={item.senderName} size={36} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-1.5 text-[15px] font-semibold break-words text-slate-900">
            <span>{item.senderName}</span>
            <ArrowRight aria-hidden className="h-4 w-4 shrink-0 text-slate-400 rtl:rotate-180" />
            <span className="text-brand-700" data-testid="recent-lists">
              {item.listNames.join(', ')}
            </span>
          </p>
          <p className="text-xs text-slate-500">{agoLabel(locale, item.sentAt, now)}</p>
        </div>
      </div>
      <p
        className="mt-3 text-[15px] break-words whitespace-pre-wrap text-slate-800"
        data-testid="recent-content"
      >
        {item.content}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-[13px] text-slate-500">
        <span className="inline-flex items-center gap-1.5" data-testid="recent-recipients">
          <Users aria-hidden className="h-4 w-4" />
          {t('broadcasts.recipientCount', { count: item.recipientCount })}
        </span>
        <span className="inline-flex items-center gap-1.5" data-testid="recent-reads">
          <CheckCheck aria-hidden className="h-4 w-4 text-brand-600" />
          {t('broadcasts.readCount', {
            count: item.readCount,
            percent: percentLabel(locale, percent),
          })}
        </span>
      </div>
    </li>
  );
}
