import { useCallback, useMemo, useState } from 'react';
import { CircleDashed } from 'lucide-react';
import type { StatusUpdate, User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { useNow } from '../../lib/use-now';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { ReelsLink } from '../reels/ReelsLink';
import { MyStatusRow } from './MyStatusRow';
import { StatusCard } from './StatusCard';
import { StatusCreateDialog } from './StatusCreateDialog';
import {
  useStatusDelete,
  useStatusLike,
  useStatusReply,
  useStatusView,
  useStatuses,
} from './status-queries';
import { statusGroups } from './status-time';
import { StatusViewerDialog } from './StatusViewerDialog';

/**
 * Spec secondary 'Status updates' for a signed-in user: my status first (with 'Add status' and
 * my own updates), then my friends' updates not yet opened, then those opened. The feed follows
 * live events; the time left ticks every minute and an expired status leaves the page.
 */
export function StatusFeed({ me }: { me: User }) {
  const t = useT();
  const now = useNow();
  const feed = useStatuses(me.id);
  const like = useStatusLike(me.id);
  const remove = useStatusDelete(me.id);
  const view = useStatusView(me.id);
  const reply = useStatusReply(me.id);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ id: string; replying: boolean } | null>(null);
  const groups = useMemo(() => statusGroups(feed.data ?? [], me.id, now), [feed.data, me.id, now]);
  const opened = open ? feed.data?.find((s) => s.id === open.id) : undefined;
  const busy = like.isPending || remove.isPending;

  const onOpen = (status: StatusUpdate, replying = false) => setOpen({ id: status.id, replying });
  const onLike = (status: StatusUpdate, liked: boolean) => like.mutate({ id: status.id, liked });
  const onDelete = (status: StatusUpdate) =>
    remove.mutate(status.id, { onSuccess: () => setOpen(null) });
  const { mutate: viewMutate } = view;
  const onViewed = useCallback((status: StatusUpdate) => viewMutate(status.id), [viewMutate]);
  const onReply = (status: StatusUpdate, content: string, clientId: string) =>
    reply
      .mutateAsync({ id: status.id, content, clientId })
      .then(() => true)
      .catch(() => false);

  const section = (title: string, items: StatusUpdate[], testId: string) =>
    items.length > 0 && (
      <section className="mt-6" data-testid={testId}>
        <h2 className="px-1 text-[13px] font-bold tracking-wide text-slate-500 uppercase">
          {title}
        </h2>
        <ul className="mt-2 space-y-3">
          {items.map((s) => (
            <StatusCard
              key={s.id}
              status={s}
              mine={s.userId === me.id}
              now={now}
              busy={busy}
              onOpen={onOpen}
              onLike={onLike}
              onDelete={onDelete}
            />
          ))}
        </ul>
      </section>
    );

  return (
    <section
      className="flex flex-1 flex-col bg-slate-50/60 px-4 pt-5 pb-6"
      data-testid="status-page"
    >
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-[28px] font-extrabold tracking-tight text-slate-900">
          {t('status.title')}
        </h1>
        <ReelsLink />
      </div>
      <div className="mt-4">
        <MyStatusRow me={me} mine={groups.mine} now={now} onAdd={() => setCreating(true)} />
      </div>
      {feed.isPending ? (
        <div className="mt-6 space-y-3">
          <Skeleton className="h-28 rounded-3xl" />
          <Skeleton className="h-28 rounded-3xl" />
        </div>
      ) : feed.isError ? (
        <EmptyState
          icon={<CircleDashed className="h-9 w-9" />}
          tone="danger"
          title={t('status.loadError')}
          body=""
          action={<Button onClick={() => void feed.refetch()}>{t('status.retry')}</Button>}
          testId="status-error"
        />
      ) : (
        <>
          {section(t('status.mine'), groups.mine, 'status-mine')}
          {section(t('status.recent'), groups.recent, 'status-recent')}
          {section(t('status.viewed'), groups.viewed, 'status-viewed')}
          {groups.recent.length === 0 &&
            groups.viewed.length === 0 &&
            (groups.mine.length === 0 ? (
              <EmptyState
                icon={<CircleDashed className="h-9 w-9" strokeWidth={1.8} />}
                tone="brand"
                title={t('status.emptyTitle')}
                body={t('status.emptyBody')}
                testId="status-empty"
              />
            ) : (
              // Mine fill the page already: a quiet line says where friends' would be.
              <p
                className="mt-8 px-6 text-center text-sm text-slate-500"
                data-testid="status-empty"
              >
                {t('status.emptyBody')}
              </p>
            ))}
        </>
      )}
      {creating && <StatusCreateDialog me={me.id} onClose={() => setCreating(false)} />}
      {opened && open && (
        <StatusViewerDialog
          status={opened}
          me={me.id}
          now={now}
          replying={open.replying}
          busy={busy}
          sending={reply.isPending}
          onClose={() => setOpen(null)}
          onViewed={onViewed}
          onLike={onLike}
          onDelete={onDelete}
          onReply={onReply}
        />
      )}
    </section>
  );
}
