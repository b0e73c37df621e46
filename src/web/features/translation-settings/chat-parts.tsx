import { useCallback } from 'react';
import type { ChatDialogProps } from '../chat/registry/chat-dialogs';
import { chatDialogRegister } from '../chat/registry/chat-dialogs';
import { TranslationSettingsDialog } from './TranslationSettingsDialog';

/** The chat header's translation button opens it. Mounted with the chat, so it animates closed. */
function TranslationSettingsPart({
  open,
  onClose,
  openDialog,
  conversationId,
  meId,
}: ChatDialogProps) {
  const onOpenChange = useCallback(
    (next: boolean) => (next ? openDialog('translation-settings') : onClose()),
    [openDialog, onClose],
  );
  return (
    <TranslationSettingsDialog
      open={open}
      onOpenChange={onOpenChange}
      conversationId={conversationId}
      userId={meId}
    />
  );
}

chatDialogRegister({
  id: 'translation-settings',
  component: TranslationSettingsPart,
  mount: 'always',
});
