import type { ReactNode } from 'react';
import { useCallback, useState } from 'react';
import type { ChatMessage } from '../../../lib/apply-event';
import { useT } from '../../../i18n/use-t';
import { toast } from '../../../ui/toast-store';
import { EditMessageDialog } from './EditMessageDialog';
import { messageCanEdit } from './message-edit';
import { messageCanUnsend } from './message-unsend';
import { UnsendMessageDialog } from './UnsendMessageDialog';

export interface MessageEditing {
  /** The message menu's Edit: opens Edit Message, or says the 15 minutes have passed. */
  onEdit: (message: ChatMessage) => void;
  /** The message menu's Unsend: opens its confirm, or says the 2 minutes have passed. */
  onUnsend: (message: ChatMessage) => void;
  /** The open dialog, if any; render it once in the chat. */
  dialogs: ReactNode;
}

/** Edit Message and Unsend for one chat, judged again when tapped. */
export function useMessageEditing(
  meId: string,
  messages: readonly ChatMessage[] | undefined,
): MessageEditing {
  const t = useT();
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [unsending, setUnsending] = useState<ChatMessage | null>(null);
  const onEdit = useCallback(
    (message: ChatMessage) => {
      // The list judged it at its last minute tick; the window may have closed since.
      if (messageCanEdit(message, meId, Date.now())) setEditing(message);
      else toast({ title: t('chat.editExpired'), variant: 'destructive' });
    },
    [meId, t],
  );
  const onUnsend = useCallback(
    (message: ChatMessage) => {
      if (messageCanUnsend(message, meId, Date.now())) setUnsending(message);
      else {
        toast({
          title: t('chat.unsendExpiredTitle'),
          description: t('chat.unsendExpired'),
          variant: 'destructive',
        });
      }
    },
    [meId, t],
  );
  const onEditClose = useCallback(() => setEditing(null), []);
  const onUnsendClose = useCallback(() => setUnsending(null), []);
  // Unsent meanwhile (from the sender's other device): there is nothing left to edit or unsend.
  const unsentMeanwhile = (m: ChatMessage | null) =>
    !!m && !!messages?.some((held) => held.id === m.id && held.deletedAt);
  const dialogs = (
    <>
      {editing && !unsentMeanwhile(editing) && (
        <EditMessageDialog key={editing.id} message={editing} meId={meId} onClose={onEditClose} />
      )}
      {unsending && !unsentMeanwhile(unsending) && (
        <UnsendMessageDialog
          key={unsending.id}
          message={unsending}
          meId={meId}
          onClose={onUnsendClose}
        />
      )}
    </>
  );
  return { onEdit, onUnsend, dialogs };
}
