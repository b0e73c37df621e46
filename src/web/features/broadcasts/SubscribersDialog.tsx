import { UserMinus } from 'lucide-react';
import type { BroadcastList, BroadcastSubscriber } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Skeleton } from '../../ui/Skeleton';
import { PersonRow } from '../friends/PersonRow';
import { useSubscribers } from './broadcasts-queries';

/** 'Manage Subscribers': who follows my list; the owner may take someone off. */
export function SubscribersDialog({
  me,
  list,
  busy,
  onOpenChange,
  onRemove,
}: {
  me: string;
  list: BroadcastList | null;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onRemove: (list: BroadcastList, subscriber: BroadcastSubscriber) => void;
}) {
  const t = useT();
  const subscribers = useSubscribers(me, list?.id ?? null);
  return (
    <Dialog
      open={list !== null}
      onOpenChange={onOpenChange}
      title={t('broadcasts.manageSubscribers')}
      description={list?.name}
      testId="subscribers-dialog"
    >
      {subscribers.isPending ? (
        <Skeleton className="h-14 rounded-2xl" />
      ) : (subscribers.data ?? []).length === 0 ? (
        <p className="py-6 text-center text-[15px] text-slate-500" data-testid="subscribers-empty">
          {t('broadcasts.noSubscribers')}
        </p>
      ) : (
        <ul className="-mx-2">
          {subscribers.data!.map((s) => (
            <PersonRow
              key={s.id}
              person={s}
              line={`@${s.username}`}
              testId={`subscriber-${s.username}`}
              actions={
                <Button
                  size="icon"
                  variant="ghost"
                  disabled={busy}
                  aria-label={t('broadcasts.removeSubscriber', { name: s.displayName })}
                  onClick={() => list && onRemove(list, s)}
                >
                  <UserMinus className="h-5 w-5" />
                </Button>
              }
            />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
