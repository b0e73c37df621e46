import { lazy } from 'react';
import { Mic } from 'lucide-react';
import type { ChatDialogProps } from '../chat/registry/chat-dialogs';
import { chatDialogRegister } from '../chat/registry/chat-dialogs';
import { chatTileRegister } from '../chat/registry/chat-tiles';
import { richBodyRegister } from '../chat/registry/rich-bodies';

// Loads when first opened: nothing of the recorder is in the chat's download.
const VoiceRecorderDialog = lazy(() =>
  import('./VoiceRecorderDialog').then((m) => ({ default: m.VoiceRecorderDialog })),
);

/** The Voice Message recorder: opened by the Voice tile and by the composer's microphone. */
function VoiceNoteDialog(props: ChatDialogProps) {
  const { onClose, onBurnerUsed, openDialog } = props;
  return (
    <VoiceRecorderDialog
      conversationId={props.conversationId}
      burner={props.burner}
      replyTo={props.replyTo}
      onClose={onClose}
      onSent={() => {
        onClose();
        // Spec core 4: burner mode is for the next message only, a voice note too.
        onBurnerUsed();
        props.onReplyUsed();
      }}
      onTranscribe={() => {
        onClose();
        openDialog('voice-transcriber');
      }}
    />
  );
}

chatTileRegister({
  key: 'Voice',
  label: 'chat.featureVoice',
  icon: Mic,
  tone: 'from-violet-600 to-purple-400',
  order: 120,
  onTap: (chat) => chat.openDialog('voice-note'),
});
chatDialogRegister({ id: 'voice-note', component: VoiceNoteDialog, mount: 'open' });
// A voice note's bubble (the player loads on first play).
richBodyRegister('voice', () => import('./VoiceNoteBody').then((m) => m.VoiceNoteBody));
