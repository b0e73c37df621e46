import { useCallback } from 'react';
import type { ChatDialogProps } from '../chat/registry/chat-dialogs';
import { chatDialogRegister } from '../chat/registry/chat-dialogs';
import { CallTestDialog } from './CallTestDialog';
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
