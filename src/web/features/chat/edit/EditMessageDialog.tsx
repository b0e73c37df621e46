import { useEffect, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Undo2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { MESSAGE_MAX_CHARS } from '../../../../protocol/limits';
import type { ChatMessage } from '../../../lib/apply-event';
import { cn } from '../../../lib/cn';
import { useNow } from '../../../lib/use-now';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast-store';
import { countdownLabel, editBlockedReason, messageEditRemainingMs } from './message-edit';
import { messageCanUnsend, messageUnsendRemainingMs, unsendFailure } from './message-unsend';
import { EDIT_EXPIRED, useEditMessage } from './use-edit-message';
import { useUnsendMessage } from './use-unsend-message';
import { serverReason } from './server-reason';
import { useT } from '../../../i18n/use-t';
import { typedDir } from '../../../lib/typed-dir';

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
 * For the first 2 minutes it also offers Unsend (core 4), on the same clock.
 * Mounted per message (keyed by its id), so the draft always starts from that message.
 */
export function EditMessageDialog({ message, meId, onClose }: EditMessageDialogProps) {
  const t = useT();
  const intl = useIntl();
  const [draft, setDraft] = useState(message.content);
  const edit = useEditMessage(message.conversationId, meId);
  const unsend = useUnsendMessage(message.conversationId, meId);
  // Set when the server says the 2 minutes are up, whatever this device's clock thinks.
  const [unsendRefused, setUnsendRefused] = useState(false);
  const now = useNow(1_000);
  const remaining = messageEditRemainingMs(message, now.getTime());
  const busy = edit.isPending || unsend.isPending;
  const blocked = editBlockedReason(draft, message.content, busy);
  const canUnsend = !unsendRefused && messageCanUnsend(message, meId, now.getTime());

  // Closes at the end of the window itself rather than on a tick, so a late tick cannot keep
  // the dialog open past it; a message already too old closes at once.
  useEffect(() => {
    const id = setTimeout(
      () => {
        toast({ title: t('chat.editExpired'), variant: 'destructive' });
        onClose();
      },
      messageEditRemainingMs(message, Date.now()),
    );
    return () => clearTimeout(id);
  }, [message, onClose, t]);

  const save = (e?: FormEvent) => {
    e?.preventDefault();
    if (blocked) return;
    edit.mutate(
      { messageId: message.id, content: draft.trim() },
      {
        onSuccess: onClose,
        // Nothing more can be saved once the server says the time is up.
        onError: (err) => {
          if (serverReason(err) === EDIT_EXPIRED) onClose();
        },
      },
    );
  };

  const unsendNow = () => {
    if (busy) return;
    unsend.mutate(message.id, {
      onSuccess: onClose,
      // The words can still be edited: only the Unsend button goes.
      onError: (err) => {
        if (unsendFailure(err).expired) setUnsendRefused(true);
      },
    });
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
      title={t('chat.editTitle')}
      testId="edit-message-dialog"
      description={intl.formatMessage(
        { id: 'chat.editTimeLeft' },
        {
          time: (
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
          ),
        },
      )}
      footer={
        <div className="flex items-center justify-end gap-2">
          {canUnsend && (
            <Button
              variant="destructive-ghost"
              size="sm"
              onClick={unsendNow}
              disabled={busy}
              data-testid="unsend-button"
              title={t('chat.unsendForEveryone', {
                time: countdownLabel(messageUnsendRemainingMs(message, now.getTime())),
              })}
              className="me-auto"
            >
              {unsend.isPending ? (
                <Spinner className="h-4 w-4" label={t('chat.unsending')} />
              ) : (
                <Undo2 aria-hidden className="h-4 w-4" />
              )}
              {t('chat.unsend')}
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={onClose}>
            {t('chat.cancel')}
          </Button>
          <Button
            size="sm"
            type="submit"
            form="edit-message-form"
            disabled={blocked !== null}
            data-testid="edit-save"
            className="min-w-20"
          >
            {edit.isPending ? (
              <Spinner className="h-4 w-4" label={t('chat.saving')} />
            ) : (
              t('chat.save')
            )}
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
          aria-label={t('chat.message')}
          data-testid="edit-message-input"
          dir={typedDir(draft)}
          enterKeyHint="done"
          readOnly={busy}
          className="block max-h-60 w-full resize-none rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3 text-[16px] leading-6 text-slate-900 transition outline-none focus:border-brand-300 focus:bg-white focus:ring-2 focus:ring-brand-200"
        />
        {blocked === 'empty' && <p className="mt-2 text-sm text-rose-600">{t('chat.editEmpty')}</p>}
      </form>
    </Dialog>
  );
}
