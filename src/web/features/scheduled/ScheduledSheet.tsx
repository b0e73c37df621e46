import { CalendarClock, Pencil, X } from 'lucide-react';
import type { ScheduledMessage } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { errorIsNetwork, errorText } from '../../lib/api';
import { useNow } from '../../lib/use-now';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast-store';
import { scheduledWhenShort } from './scheduled-time';
import { useScheduledCancel } from './use-scheduled';

export interface ScheduledSheetProps {
  items: readonly ScheduledMessage[];
  onEdit: (item: ScheduledMessage) => void;
  onClose: () => void;
}

/** The 'Scheduled' list: my pending messages in this chat, soonest first, to edit or cancel. */
export function ScheduledSheet({ items, onEdit, onClose }: ScheduledSheetProps) {
  const t = useT();
  const locale = useLocale();
  const now = useNow();
  const cancel = useScheduledCancel();
  const cancelOne = (item: ScheduledMessage) =>
    cancel.mutate(item.id, {
      onSuccess: () => toast({ title: t('scheduled.cancelled') }),
      onError: (err) =>
        toast({
          title: t('scheduled.cancelError'),
          description: errorIsNetwork(err) ? t('scheduled.networkError') : errorText(err),
          variant: 'destructive',
        }),
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('scheduled.listTitle')}
      description={t('scheduled.listDescription')}
      testId="scheduled-sheet"
    >
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{t('scheduled.listEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-2 pt-1">
          {items.map((item) => (
            <li
              key={item.id}
              data-testid="scheduled-item"
              data-id={item.id}
              className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
            >
              <span
                data-testid="scheduled-item-when"
                className="flex items-center gap-1.5 text-[13px] font-semibold whitespace-nowrap text-sky-700"
              >
                <CalendarClock aria-hidden className="h-4 w-4" />
                <time dateTime={item.sendAt}>
                  {scheduledWhenShort(new Date(item.sendAt), now, locale)}
                </time>
              </span>
              <p
                dir="auto"
                data-testid="scheduled-item-text"
                className="mt-1 line-clamp-3 text-[15px] leading-snug break-words whitespace-pre-wrap text-slate-900"
              >
                {item.content}
              </p>
              <div className="mt-1.5 -mb-1 flex items-center justify-end gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onEdit(item)}
                  data-testid="scheduled-item-edit"
                >
                  <Pencil aria-hidden className="h-4 w-4" />
                  {t('scheduled.edit')}
                </Button>
                <Button
                  variant="destructive-ghost"
                  size="sm"
                  onClick={() => cancelOne(item)}
                  disabled={cancel.isPending && cancel.variables === item.id}
                  aria-label={t('scheduled.cancelItemLabel')}
                  data-testid="scheduled-item-cancel"
                >
                  <X aria-hidden className="h-4 w-4" />
                  {t('scheduled.cancel')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
