import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { ChatMessage } from '../../../lib/apply-event';
import { useNow } from '../../../lib/use-now';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast-store';
import { countdownLabel } from './message-edit';
import { messageUnsendRemainingMs, unsendFailure } from './message-unsend';
import { useUnsendMessage } from './use-unsend-message';
import { useT } from '../../../i18n/use-t';

export interface UnsendMessageDialogProps {
  /** One of the reader's own messages that {@link messageCanUnsendAlone} allowed. */
  message: ChatMessage;
  meId: string;
  onClose: () => void;
}

/**
 * Unsend for what has no words to edit (a photo, a voice message, a sticker...): the question,
 * and the time left to answer it (spec core 4: 2 minutes), ticking every second. At zero it
 * closes with 'Cannot unsend'. Text is unsent from Edit Message instead.
 */
export function UnsendMessageDialog({ message, meId, onClose }: UnsendMessageDialogProps) {
  const t = useT();
  const intl = useIntl();
  const unsend = useUnsendMessage(message.conversationId, meId);
  const now = useNow(1_000);
  const remaining = messageUnsendRemainingMs(message, now.getTime());

  // As Edit Message does: closes at the end of the window itself, not on a tick.
  useEffect(() => {
    const id = setTimeout(
      () => {
        toast({
          title: t('chat.unsendExpiredTitle'),
          description: t('chat.unsendExpired'),
          variant: 'destructive',
        });
        onClose();
      },
      messageUnsendRemainingMs(message, Date.now()),
    );
    return () => clearTimeout(id);
  }, [message, onClose, t]);

  const unsendNow = () => {
    if (unsend.isPending) return;
    unsend.mutate(message.id, {
      onSuccess: onClose,
      onError: (err) => {
        if (unsendFailure(err).expired) onClose();
      },
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('chat.unsendTitle')}
      testId="unsend-message-dialog"
      description={intl.formatMessage(
        { id: 'chat.unsendTimeLeft' },
        {
          time: (
            <span
              role="timer"
              data-testid="unsend-countdown"
              className="font-semibold text-rose-600 tabular-nums"
            >
              {countdownLabel(remaining)}
            </span>
          ),
        },
      )}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onClose}>
            {t('chat.cancel')}
          </Button>
          <Button
            variant="destructive"
            size="sm"
            onClick={unsendNow}
            disabled={unsend.isPending}
            data-testid="unsend-confirm"
            className="min-w-20"
          >
            {unsend.isPending ? (
              <Spinner className="h-4 w-4" label={t('chat.unsending')} />
            ) : (
              t('chat.unsend')
            )}
          </Button>
        </div>
      }
    >
      <p className="pt-2 text-[15px] text-slate-600">{t('chat.unsendBody')}</p>
    </Dialog>
  );
}
