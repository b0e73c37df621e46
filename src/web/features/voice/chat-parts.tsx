import { lazy } from 'react';
import type { ChatDialogProps } from '../chat/registry/chat-dialogs';
import { chatDialogRegister } from '../chat/registry/chat-dialogs';

// Loads when first opened: nothing of the transcriber is in the chat's download.
const VoiceTranscriberDialog = lazy(() =>
  import('./VoiceTranscriberDialog').then((m) => ({ default: m.VoiceTranscriberDialog })),
);

/** The Voice Transcriber, opened from the recorder ('Speech to text'): its words join the box. */
function TranscriberDialog({ conversationId, onClose, composerInsert }: ChatDialogProps) {
  return (
    <VoiceTranscriberDialog
      conversationId={conversationId}
      onClose={onClose}
      onInsert={composerInsert}
    />
  );
}

chatDialogRegister({ id: 'voice-transcriber', component: TranscriberDialog, mount: 'open' });
