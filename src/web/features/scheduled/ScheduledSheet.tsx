import { CalendarClock, Pencil, X } from 'lucide-react';
import type { ScheduledMessage } from '../../../protocol';
import { errorIsNetwork, errorText } from '../../lib/api';
import { useNow } from '../../lib/use-now';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast-store';
import { SEND_LATER_TEXT as T } from './scheduled-text';
import { scheduledWhenShort } from './scheduled-time';
import { useScheduledCancel } from './use-scheduled';

export interface ScheduledSheetProps {
  items: readonly ScheduledMessage[];
  onEdit: (item: ScheduledMessage) => void;
  onClose: () => void;
}

/** The 'Scheduled' list: my pending messages in this chat, soonest first, to edit or cancel. */
export function ScheduledSheet({ items, onEdit, onClose }: ScheduledSheetProps) {
  const now = useNow();
  const cancel = useScheduledCancel();
  const cancelOne = (item: ScheduledMessage) =>
    cancel.mutate(item.id, {
      onSuccess: () => toast({ title: T.cancelled }),
      onError: (err) =>
        toast({
          title: T.cancelError,
          description: errorIsNetwork(err) ? T.networkError : errorText(err),
          variant: 'destructive',
        }),
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={T.listTitle}
      description={T.listDescription}
      testId="scheduled-sheet"
    >
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{T.listEmpty}</p>
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
                <time dateTime={item.sendAt}>{scheduledWhenShort(new Date(item.sendAt), now)}</time>
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
                  {T.edit}
                </Button>
                <Button
                  variant="destructive-ghost"
                  size="sm"
                  onClick={() => cancelOne(item)}
                  disabled={cancel.isPending && cancel.variables === item.id}
                  aria-label={T.cancelItemLabel}
                  data-testid="scheduled-item-cancel"
                >
                  <X aria-hidden className="h-4 w-4" />
                  {T.cancelItem}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
