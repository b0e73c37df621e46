import type { ReactNode } from 'react';
import type { ChatMessage } from '../../../lib/apply-event';
import { dateTimeLabel } from '../../../lib/format';
import { Dialog } from '../../../ui/Dialog';
import { useLocale, useT } from '../../../i18n/use-t';

export interface MessageInfoDialogProps {
  message: ChatMessage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The read receipts block ('Read by n', issue 11 'Read receipts') of my own messages. */
  receipts?: ReactNode;
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-end text-[15px] text-slate-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Message Info: when the message was sent and last edited, and for mine who has read it. */
export function MessageInfoDialog({
  message,
  open,
  onOpenChange,
  receipts,
}: MessageInfoDialogProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('chat.menuInfo')}
      testId="message-info-dialog"
    >
      <dl className="divide-y divide-slate-100">
        <Row
          label={t('chat.infoSent')}
          value={dateTimeLabel(locale, message.createdAt)}
          testId="message-info-sent"
        />
        <Row
          label={t('chat.infoEdited')}
          value={
            message.editedAt ? dateTimeLabel(locale, message.editedAt) : t('chat.infoNotEdited')
          }
          testId="message-info-edited"
        />
      </dl>
      {receipts}
    </Dialog>
  );
}
