import { Heart } from 'lucide-react';
import { useLocale, useT } from '../../i18n/use-t';
import { agoLabel } from '../../lib/format';
import { Avatar } from '../../ui/Avatar';
import { Skeleton } from '../../ui/Skeleton';
import { useStatusViewers } from './status-queries';

/** Who saw one of my statuses, newest first, with a heart for those who liked it. */
export function StatusViewers({ me, statusId, now }: { me: string; statusId: string; now: Date }) {
  const t = useT();
  const locale = useLocale();
  const viewers = useStatusViewers(me, statusId, true);
  return (
    <section className="mt-4" data-testid="status-viewers">
      <h3 className="text-sm font-bold text-slate-900">{t('status.viewedBy')}</h3>
      {viewers.isPending ? (
        <Skeleton className="mt-2 h-12 rounded-2xl" />
      ) : viewers.isError ? (
        <p className="mt-2 text-sm text-rose-600">{t('status.viewersError')}</p>
      ) : viewers.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500" data-testid="status-viewers-empty">
          {t('status.noViewers')}
        </p>
      ) : (
        <ul className="mt-1">
          {viewers.data.map((v) => (
            <li
              key={v.id}
              className="flex items-center gap-3 py-2"
              data-testid={`status-viewer-${v.username}`}
            >
              <Avatar src={v.avatar} name={v.displayName} size={36} />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-[15px] font-semibold text-slate-900">
                  {v.displayName}
                </span>
                <span className="block text-xs text-slate-500">
                  {agoLabel(locale, v.viewedAt, now)}
                </span>
              </span>
              {v.liked && (
                <Heart
                  role="img"
                  aria-label={t('status.likedIt')}
                  className="h-4 w-4 fill-current text-rose-500"
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
