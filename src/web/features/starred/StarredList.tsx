import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { Star } from 'lucide-react';
import type { StarredMessage, User } from '../../../protocol';
import { tNow } from '../../i18n/intl';
import { useLocale, useT } from '../../i18n/use-t';
import { numberLabel } from '../../lib/format';
import { useNow } from '../../lib/use-now';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast-store';
import { chatMessageHref } from './go-to-message';
import { StarredCard } from './StarredCard';
import type { StarredQuery } from './starred-filter';
import { starredFilter, starredFiltered } from './starred-filter';
import { useStarToggle, useStarred } from './starred-queries';
import { StarredShownProbe } from './StarredShownProbe';
import { StarredToolbar } from './StarredToolbar';

/** Spec secondary 8: Share without native share copies the content and says so. */
async function starredShare(text: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ text });
      return;
    } catch (err) {
      // The person closed the share sheet: nothing more to do.
      if (err instanceof DOMException && err.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: tNow('starred.copiedTitle'), description: tNow('starred.copiedBody') });
  } catch {
    // No clipboard here (an insecure page, or permission refused): there is nothing to say.
  }
}

/** Spec secondary 2 'Starred Messages' for a signed-in user: the title, tools and cards. */
export function StarredList({ me }: { me: User }) {
  const t = useT();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const starred = useStarred(me.id);
  const unstar = useStarToggle(me.id);
  const now = useNow();
  const [query, setQuery] = useState<StarredQuery>({ search: '', type: 'all', sort: 'newest' });
  const [shownById, setShownById] = useState<ReadonlyMap<string, string>>(new Map());

  const onShown = useCallback((id: string, text: string | undefined) => {
    setShownById((held) => {
      if (held.get(id) === text) return held;
      const next = new Map(held);
      if (text === undefined) next.delete(id);
      else next.set(id, text);
      return next;
    });
  }, []);

  const all = useMemo(() => starred.data ?? [], [starred.data]);
  const shown = useMemo(
    () => starredFilter(all, query, (item) => shownById.get(item.id)),
    [all, query, shownById],
  );

  const onUnstar = (item: StarredMessage) =>
    unstar.mutate(
      { messageId: item.id, starred: false },
      {
        onSuccess: () =>
          toast({
            title: t('starred.unstarredTitle'),
            description: t('starred.unstarredBody'),
          }),
      },
    );
  const onGoTo = (item: StarredMessage) =>
    navigate(chatMessageHref(item), { state: { fromList: true } });
  const onShare = (_item: StarredMessage, text: string) => void starredShare(text);

  return (
    <section
      className="flex flex-1 flex-col bg-slate-50/60 px-4 pt-5 pb-6"
      data-testid="starred-page"
    >
      <div className="flex items-center gap-2.5">
        <h1 className="text-[28px] font-extrabold tracking-tight text-slate-900">
          {t('starred.title')}
        </h1>
        <span
          className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-bold text-amber-700 tabular-nums"
          data-testid="starred-count"
        >
          {numberLabel(locale, all.length)}
        </span>
      </div>
      <div className="mt-4">
        <StarredToolbar query={query} onChange={setQuery} />
      </div>
      {all.map((item) => (
        <StarredShownProbe key={item.id} item={item} meId={me.id} onShown={onShown} />
      ))}
      {starred.isPending ? (
        <div className="mt-4 space-y-3">
          <Skeleton className="h-36 rounded-3xl" />
          <Skeleton className="h-36 rounded-3xl" />
        </div>
      ) : starred.isError ? (
        <EmptyState
          icon={<Star className="h-9 w-9" />}
          tone="danger"
          title={t('starred.loadError')}
          body=""
          action={<Button onClick={() => void starred.refetch()}>{t('starred.retry')}</Button>}
          testId="starred-error"
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<Star className="h-9 w-9" strokeWidth={1.8} />}
          tone="brand"
          title={t('starred.emptyTitle')}
          body={
            all.length > 0 && starredFiltered(query)
              ? t('starred.emptyFiltered')
              : t('starred.emptyNone')
          }
          testId="starred-empty"
        />
      ) : (
        <ul className="mt-4 space-y-3" data-testid="starred-list">
          {shown.map((item) => (
            <StarredCard
              key={item.id}
              item={item}
              meId={me.id}
              now={now}
              onShare={onShare}
              onGoTo={onGoTo}
              onUnstar={onUnstar}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
