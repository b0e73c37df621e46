import type { ReactNode } from 'react';
import type { ChatMessage } from '../../../lib/apply-event';
import { Dialog } from '../../../ui/Dialog';
import { MESSAGE_MENU_TEXT } from '../../starred/starred-text';

export interface MessageInfoDialogProps {
  message: ChatMessage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The read receipts block ('Read by n', issue 11 'Read receipts') of my own messages. */
  receipts?: ReactNode;
}

const FULL = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

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
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={MESSAGE_MENU_TEXT.infoTitle}
      testId="message-info-dialog"
    >
      <dl className="divide-y divide-slate-100">
        <Row
          label={MESSAGE_MENU_TEXT.sent}
          value={FULL.format(new Date(message.createdAt))}
          testId="message-info-sent"
        />
        <Row
          label={MESSAGE_MENU_TEXT.edited}
          value={
            message.editedAt ? FULL.format(new Date(message.editedAt)) : MESSAGE_MENU_TEXT.notEdited
          }
          testId="message-info-edited"
        />
      </dl>
      {receipts}
    </Dialog>
  );
}
