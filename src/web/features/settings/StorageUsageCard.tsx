import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { StorageUsage } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { apiRequest, errorText } from '../../lib/api';
import { Skeleton } from '../../ui/Skeleton';
import { bytesLabel } from '../../lib/bytes-format';

/** What this browser says it keeps for the app, and may keep; null when it does not say. */
function useBrowserEstimate(): { usage: number; quota: number } | null {
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>(null);
  useEffect(() => {
    let live = true;
    void navigator.storage
      ?.estimate?.()
      .then((e) => {
        if (live && e.quota) setEstimate({ usage: e.usage ?? 0, quota: e.quota });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return estimate;
}

/**
 * Storage usage: the real size of my photos and voice notes on the server (GET /api/storage),
 * where the spec showed a fixed 45.2 of 128 GB, and what this browser keeps.
 */
export function StorageUsageCard({ userId }: { userId: string }) {
  const t = useT();
  const locale = useLocale();
  const usage = useQuery({
    queryKey: ['/api/storage', { userId }],
    queryFn: () => apiRequest<StorageUsage>('GET', '/api/storage'),
    // Photos are sent all the time: each visit reads the figure afresh.
    staleTime: 0,
  });
  const browser = useBrowserEstimate();
  if (usage.isPending) return <Skeleton className="my-2 h-20 rounded-2xl" />;
  if (usage.isError) return <p className="py-3 text-sm text-rose-600">{errorText(usage.error)}</p>;
  const { totalBytes, objectCount, byKind } = usage.data;
  const parts = [
    {
      id: 'image',
      label: t('settings.storagePhotos'),
      bytes: byKind.image ?? 0,
      color: 'bg-brand-500',
    },
    {
      id: 'voice',
      label: t('settings.storageVoice'),
      bytes: byKind.voice ?? 0,
      color: 'bg-accent-500',
    },
  ];
  const other = totalBytes - parts.reduce((sum, p) => sum + p.bytes, 0);
  if (other > 0)
    parts.push({
      id: 'other',
      label: t('settings.storageOther'),
      bytes: other,
      color: 'bg-slate-400',
    });
  return (
    <div className="py-2" data-testid="storage-usage" data-bytes={totalBytes}>
      <p className="text-2xl font-bold text-slate-900" data-testid="storage-total">
        {bytesLabel(locale, totalBytes)}
      </p>
      <p className="text-[13px] text-slate-500">
        {t('settings.storageUsed', { count: objectCount })}
      </p>
      <div className="mt-3 flex h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
        {parts.map((p) =>
          p.bytes > 0 ? (
            <span
              key={p.id}
              className={p.color}
              style={{ width: `${(p.bytes / Math.max(totalBytes, 1)) * 100}%` }}
            />
          ) : null,
        )}
      </div>
      <ul className="mt-3 space-y-1.5">
        {parts.map((p) => (
          <li key={p.id} className="flex items-center gap-2 text-[14px] text-slate-700">
            <span aria-hidden className={`h-2.5 w-2.5 rounded-full ${p.color}`} />
            <span className="flex-1">{p.label}</span>
            <span className="text-slate-500 tabular-nums" data-testid={`storage-${p.id}`}>
              {bytesLabel(locale, p.bytes)}
            </span>
          </li>
        ))}
      </ul>
      {browser && (
        <p className="mt-3 text-[13px] text-slate-500" data-testid="storage-browser">
          {t('settings.browserStorage', {
            used: bytesLabel(locale, browser.usage),
            quota: bytesLabel(locale, browser.quota),
          })}
        </p>
      )}
    </div>
  );
}
