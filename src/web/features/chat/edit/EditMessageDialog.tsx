import { useEffect, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { MESSAGE_MAX_CHARS } from '../../../../protocol';
import { errorText } from '../../../lib/api';
import type { ChatMessage } from '../../../lib/apply-event';
import { cn } from '../../../lib/cn';
import { useNow } from '../../../lib/use-now';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast-store';
import { countdownLabel, editBlockedReason, messageEditRemainingMs } from './message-edit';
import { EDIT_EXPIRED, useEditMessage } from './use-edit-message';

/** Under this much time left the countdown turns red: hurry. */
const HURRY_MS = 60_000;

export interface EditMessageDialogProps {
  /** One of the reader's own messages that {@link messageCanEdit} allowed. */
  message: ChatMessage;
  meId: string;
  onClose: () => void;
}

/**
 * Spec core 2 dialog 'Edit Message' with core 4's countdown: the text to change and the time
 * left to change it, ticking every second. At zero it closes with 'Edit time expired'.
 * Mounted per message (keyed by its id), so the draft always starts from that message.
 */
export function EditMessageDialog({ message, meId, onClose }: EditMessageDialogProps) {
  const [draft, setDraft] = useState(message.content);
  const edit = useEditMessage(message.conversationId, meId);
  const now = useNow(1_000);
  const remaining = messageEditRemainingMs(message, now.getTime());
  const blocked = editBlockedReason(draft, message.content, edit.isPending);

  // Closes at the end of the window itself rather than on a tick, so a late tick cannot keep
  // the dialog open past it; a message already too old closes at once.
  useEffect(() => {
    const id = setTimeout(
      () => {
        toast({ title: EDIT_EXPIRED, variant: 'destructive' });
        onClose();
      },
      messageEditRemainingMs(message, Date.now()),
    );
    return () => clearTimeout(id);
  }, [message, onClose]);

  const save = (e?: FormEvent) => {
    e?.preventDefault();
    if (blocked) return;
    edit.mutate(
      { messageId: message.id, content: draft.trim() },
      {
        onSuccess: onClose,
        // Nothing more can be saved once the server says the time is up.
        onError: (err) => {
          if (errorText(err) === EDIT_EXPIRED) onClose();
        },
      },
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // As in the composer: Enter saves, Shift+Enter breaks the line; never mid-IME.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) save(e);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Edit Message"
      testId="edit-message-dialog"
      description={
        <>
          Time left to edit{' '}
          <span
            role="timer"
            data-testid="edit-countdown"
            className={cn(
              'font-semibold tabular-nums',
              remaining < HURRY_MS ? 'text-rose-600' : 'text-slate-700',
            )}
          >
            {countdownLabel(remaining)}
          </span>
        </>
      }
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onClose}>
            Cancel
          </Button>
          <Button
            size="sm"
            type="submit"
            form="edit-message-form"
            disabled={blocked !== null}
            data-testid="edit-save"
            className="min-w-20"
          >
            {edit.isPending ? <Spinner className="h-4 w-4" label="Saving" /> : 'Save'}
          </Button>
        </div>
      }
    >
      <form id="edit-message-form" onSubmit={save} className="pt-2">
        <textarea
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={(e) => {
            // The caret at the end, where a correction usually goes.
            const end = e.currentTarget.value.length;
            e.currentTarget.setSelectionRange(end, end);
          }}
          autoFocus
          rows={4}
          maxLength={MESSAGE_MAX_CHARS}
          aria-label="Message"
          data-testid="edit-message-input"
          dir="auto"
          enterKeyHint="done"
          readOnly={edit.isPending}
          className="block max-h-60 w-full resize-none rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3 text-[16px] leading-6 text-slate-900 transition outline-none focus:border-brand-300 focus:bg-white focus:ring-2 focus:ring-brand-200"
        />
        {blocked === 'empty' && (
          <p className="mt-2 text-sm text-rose-600">Message cannot be empty</p>
        )}
      </form>
    </Dialog>
  );
}
