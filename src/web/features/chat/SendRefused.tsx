import type { ReactNode } from 'react';
import { AlertCircle, Trash2 } from 'lucide-react';
import type { ChatMessage } from '../../lib/apply-event';
import { useT } from '../../i18n/use-t';

export interface SendRefusedProps {
  message: ChatMessage;
  /** The bubble itself. */
  children: ReactNode;
  onDiscard: (message: ChatMessage) => void;
}

/**
 * A send the server refused for good (a 4xx such as a block or not being a member: the outbox
 * retries only what can still succeed). It says why, in the server's words, and offers only what
 * can work: deleting the bubble, which never reached anyone (issue 27, point 9). No retry.
 */
export function SendRefused({ message, children, onDiscard }: SendRefusedProps) {
  const t = useT();
  return (
    <div className="flex max-w-full flex-col items-end" data-testid="send-refused">
      {children}
      {message.sendError && (
        <span data-testid="send-refusal" className="mt-1 me-1 text-xs text-rose-600">
          {message.sendError}
        </span>
      )}
      <span className="mt-0.5 me-1 flex items-center gap-2 text-xs font-medium text-rose-600">
        <span className="flex items-center gap-1">
          <AlertCircle aria-hidden className="h-3.5 w-3.5" />
          {t('outbox.notDelivered')}
        </span>
        <button
          type="button"
          onClick={() => onDiscard(message)}
          data-testid="discard-send"
          className="flex items-center gap-1 rounded-full px-2 py-0.5 text-slate-500 hover:bg-slate-100 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-brand-400"
        >
          <Trash2 aria-hidden className="h-3.5 w-3.5" />
          {t('outbox.discard')}
        </button>
      </span>
    </div>
  );
}
