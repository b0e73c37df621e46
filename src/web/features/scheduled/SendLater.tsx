import { useState } from 'react';
import type { ScheduledMessage } from '../../../protocol';
import { ScheduledBar } from './ScheduledBar';
import { ScheduledSheet } from './ScheduledSheet';
import { SendLaterDialog } from './SendLaterDialog';
import { useAfterFirstScreen } from '../../lib/use-after-first-screen';
import { useScheduledList } from './use-scheduled';

/** The composer's words when the feature menu's 'Send Later' tile was tapped. */
export interface SendLaterDraft {
  text: string;
  /** Empties the composer: its words were scheduled, so they must not be sent twice. */
  clear: () => void;
}

export interface SendLaterProps {
  conversationId: string;
  /** Set while the dialog opened from the feature menu is up. */
  draft: SendLaterDraft | null;
  /** The dialog opened for `draft` closed. */
  onDraftDone: () => void;
}

/**
 * Send Later in a chat: the 'n scheduled' bar above the composer, its list, and the dialog,
 * opened for a new message from the feature menu or for one of the list's to edit.
 */
export function SendLater({ conversationId, draft, onDraftDone }: SendLaterProps) {
  // The bar is not what the chat opens for: its list is asked for once the chat is on screen.
  const list = useScheduledList(conversationId, useAfterFirstScreen() || draft !== null);
  const items = list.data ?? [];
  const [listOpen, setListOpen] = useState(false);
  const [editing, setEditing] = useState<ScheduledMessage | null>(null);
  // Sent or cancelled meanwhile (on time, or from my other device): nothing left to edit.
  const stillPending = editing && items.some((s) => s.id === editing.id);

  return (
    <>
      <ScheduledBar count={items.length} onOpen={() => setListOpen(true)} />
      {listOpen && (
        <ScheduledSheet
          items={items}
          onEdit={(item) => {
            setListOpen(false);
            setEditing(item);
          }}
          onClose={() => setListOpen(false)}
        />
      )}
      {draft !== null && (
        <SendLaterDialog
          conversationId={conversationId}
          text={draft.text}
          onScheduled={draft.clear}
          onClose={onDraftDone}
        />
      )}
      {editing && stillPending && (
        <SendLaterDialog
          key={editing.id}
          conversationId={conversationId}
          editing={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
