import { Clock } from 'lucide-react';
import type { ChatDialogProps } from '../chat/registry/chat-dialogs';
import { chatDialogRegister } from '../chat/registry/chat-dialogs';
import { chatTileRegister } from '../chat/registry/chat-tiles';
import type { SendLaterDraft } from './SendLater';
import { SendLater } from './SendLater';

/** Mounted with the chat: the 'n scheduled' bar above the composer, its list and the dialog. */
function SendLaterPart({ conversationId, open, arg, onClose }: ChatDialogProps<SendLaterDraft>) {
  return (
    <SendLater
      conversationId={conversationId}
      draft={open ? (arg ?? null) : null}
      onDraftDone={onClose}
    />
  );
}

chatTileRegister({
  key: 'Send Later',
  label: 'chat.featureSendLater',
  icon: Clock,
  tone: 'from-sky-500 to-cyan-400',
  order: 80,
  // The words typed so far are scheduled; the box empties once they are.
  onTap: (chat) =>
    chat.openDialog('send-later', { text: chat.composerText, clear: chat.composerClear }),
});
chatDialogRegister({
  id: 'send-later',
  component: SendLaterPart,
  mount: 'always',
  place: 'above-composer',
});
