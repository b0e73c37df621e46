import { useState } from 'react';
import type { ChatMessage } from '../../../lib/apply-event';
import { useT } from '../../../i18n/use-t';
import { EditHistoryDialog } from './EditHistoryDialog';

/** 'edited' by a bubble's time: a button that opens the message's edit history. */
export function EditedLabel({ message }: { message: ChatMessage }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={(e) => {
          // The bubble may sit inside the retry button; this press is for the history only.
          e.stopPropagation();
          setOpen(true);
        }}
        aria-label={t('chat.historyOpen')}
        title={t('chat.historyOpen')}
        data-testid="message-edited"
        className="pointer-events-auto me-0.5 cursor-pointer underline-offset-2 hover:underline focus-visible:underline focus-visible:outline-none"
      >
        {t('chat.edited')}
      </button>
      {open && <EditHistoryDialog message={message} onClose={() => setOpen(false)} />}
    </>
  );
}
