import { useState } from 'react';
import type { FormEvent } from 'react';
import { CalendarClock } from 'lucide-react';
import type { ScheduledMessage } from '../../../protocol';
import { MESSAGE_MAX_CHARS } from '../../../protocol/limits';
import { useLocale, useT } from '../../i18n/use-t';
import { errorIsNetwork, errorText } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast-store';
import type { SendLaterFields } from './scheduled-time';
import {
  dateInputValue,
  scheduledWhenLong,
  sendLaterComplete,
  sendLaterMoment,
  sendLaterProblem,
  timeInputValue,
} from './scheduled-time';
import { useScheduledSave } from './use-scheduled';

export interface SendLaterDialogProps {
  conversationId: string;
  /** A new message: the composer's text so far (may be empty). */
  text?: string;
  /** Or one already scheduled, to change. */
  editing?: ScheduledMessage;
  /** Saved on the server (before `onClose`). */
  onScheduled?: () => void;
  onClose: () => void;
}

const FIELD =
  'block w-full rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3 text-[16px] text-slate-900 transition outline-none focus:border-brand-300 focus:bg-white focus:ring-2 focus:ring-brand-200';

function fieldsFrom(text: string | undefined, editing: ScheduledMessage | undefined) {
  if (!editing) return { text: text ?? '', date: dateInputValue(new Date()), time: '' };
  const at = new Date(editing.sendAt);
  return { text: editing.content, date: dateInputValue(at), time: timeInputValue(at) };
}

/**
 * Spec core 2 'Send Later scheduler': the message, a date (not before today) and a time, all
 * required (core 5). A moment not in the future gets 'Please select a future date and time' in
 * the dialog; on success the toast 'Message Scheduled' / 'Message will be sent on {date}' (core 4).
 */
export function SendLaterDialog({
  conversationId,
  text,
  editing,
  onScheduled,
  onClose,
}: SendLaterDialogProps) {
  const t = useT();
  const locale = useLocale();
  const [fields, setFields] = useState<SendLaterFields>(() => fieldsFrom(text, editing));
  // The words shown under the fields: a catalog id of ours, or the server's words as they came.
  const [problem, setProblem] = useState<{ id: string } | { text: string } | null>(null);
  const save = useScheduledSave();
  const set = (patch: Partial<SendLaterFields>) => {
    setFields((f) => ({ ...f, ...patch }));
    setProblem(null);
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!sendLaterComplete(fields) || save.isPending) return;
    const wrong = sendLaterProblem(fields, new Date());
    if (wrong) return setProblem({ id: wrong });
    const sendAt = sendLaterMoment(fields.date, fields.time)!.toISOString();
    const content = fields.text.trim();
    save.mutate(
      editing
        ? { kind: 'update', id: editing.id, body: { content, sendAt } }
        : { kind: 'create', body: { conversationId, content, sendAt } },
      {
        onSuccess: (item) => {
          toast({
            title: t('scheduled.scheduledTitle'),
            description: t('scheduled.scheduledDescription', {
              when: scheduledWhenLong(new Date(item.sendAt), locale),
            }),
            variant: 'success',
          });
          onScheduled?.();
          onClose();
        },
        // The server's own words ('Please select a future date and time' by its clock, 'This
        // message has already been sent') where the writer is looking.
        onError: (err) =>
          setProblem(
            errorIsNetwork(err) ? { id: 'scheduled.networkError' } : { text: errorText(err) },
          ),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={editing ? t('scheduled.editTitle') : t('scheduled.title')}
      description={t('scheduled.description')}
      testId="send-later-dialog"
      footer={
        <div className="flex items-center justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onClose}>
            {t('scheduled.cancel')}
          </Button>
          <Button
            size="sm"
            type="submit"
            form="send-later-form"
            disabled={!sendLaterComplete(fields) || save.isPending}
            data-testid="send-later-submit"
            className="min-w-24"
          >
            {save.isPending ? (
              <Spinner className="h-4 w-4" label={t('scheduled.scheduling')} />
            ) : (
              <>
                <CalendarClock aria-hidden className="h-4 w-4" />
                {editing ? t('scheduled.save') : t('scheduled.schedule')}
              </>
            )}
          </Button>
        </div>
      }
    >
      <form id="send-later-form" onSubmit={submit} className="flex flex-col gap-3 pt-2">
        <label className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-slate-600">{t('scheduled.message')}</span>
          <textarea
            value={fields.text}
            onChange={(e) => set({ text: e.target.value })}
            autoFocus={!fields.text}
            rows={3}
            maxLength={MESSAGE_MAX_CHARS}
            placeholder={t('scheduled.messagePlaceholder')}
            required
            dir="auto"
            data-testid="send-later-text"
            className={`${FIELD} max-h-48 resize-none leading-6`}
          />
        </label>
        <div className="grid grid-cols-2 gap-3">
          <label className="flex min-w-0 flex-col gap-1.5">
            <span className="text-sm font-medium text-slate-600">{t('scheduled.date')}</span>
            <input
              type="date"
              value={fields.date}
              min={dateInputValue(new Date())}
              onChange={(e) => set({ date: e.target.value })}
              required
              data-testid="send-later-date"
              className={FIELD}
            />
          </label>
          <label className="flex min-w-0 flex-col gap-1.5">
            <span className="text-sm font-medium text-slate-600">{t('scheduled.time')}</span>
            <input
              type="time"
              value={fields.time}
              onChange={(e) => set({ time: e.target.value })}
              required
              data-testid="send-later-time"
              className={FIELD}
            />
          </label>
        </div>
        {problem && (
          <p
            role="alert"
            data-testid="send-later-error"
            className="rounded-xl bg-rose-50 px-3 py-2 text-sm font-medium text-rose-700"
          >
            {'id' in problem ? t(problem.id) : problem.text}
          </p>
        )}
      </form>
    </Dialog>
  );
}
