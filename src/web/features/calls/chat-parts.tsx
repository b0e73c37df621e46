import { useCallback, useEffect, useRef } from 'react';
import type { ChatDialogProps } from '../chat/registry/chat-dialogs';
import { chatDialogRegister } from '../chat/registry/chat-dialogs';
import { richBodyRegister } from '../chat/registry/rich-bodies';
import { CallTestDialog } from './CallTestDialog';
import { JoinCallBar } from './JoinCallBar';
import { useCallStart } from './use-call-start';

/** The chat header's video button opens it. Mounted with the chat, so it animates closed. */
function CallTestPart({ open, onClose, openDialog, conversation, title, meId }: ChatDialogProps) {
  const callStart = useCallStart(meId);
  const onOpenChange = useCallback(
    (next: boolean) => (next ? openDialog('call-test') : onClose()),
    [openDialog, onClose],
  );
  if (!conversation) return null;
  return (
    <CallTestDialog
      open={open}
      onOpenChange={onOpenChange}
      name={title}
      onStart={() => callStart(conversation)}
    />
  );
}

chatDialogRegister({ id: 'call-test', component: CallTestPart, mount: 'always' });

/**
 * The chat header's phone button: a voice call starts at once, as in any phone app (there is no
 * camera to check). Nothing to show: it rings and opens the call screen.
 */
function VoiceCallPart({ conversation, meId, onClose }: ChatDialogProps) {
  const callStart = useCallStart(meId);
  // Once, even when an effect runs twice (React's strict mode while developing).
  const started = useRef(false);
  useEffect(() => {
    if (!conversation || started.current) return;
    started.current = true;
    onClose();
    callStart(conversation, 'audio');
  }, [conversation, callStart, onClose]);
  return null;
}

chatDialogRegister({ id: 'call-voice', component: VoiceCallPart, mount: 'open' });
// A call's line in the chat: what it was, how long, and Call back.
richBodyRegister('call', () => import('./CallLineCard').then((m) => m.CallLineCard));

// A group call under way that I am not in: Join, above the composer.
chatDialogRegister({
  id: 'call-join',
  component: JoinCallBar,
  mount: 'always',
  place: 'above-composer',
});
