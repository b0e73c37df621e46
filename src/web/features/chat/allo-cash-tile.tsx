import { lazy } from 'react';
import { DollarSign } from 'lucide-react';
import type { ChatDialogProps } from './registry/chat-dialogs';
import { chatDialogRegister } from './registry/chat-dialogs';
import { chatTileRegister } from './registry/chat-tiles';

// Still wired by the chat itself until payments registers its own tile.
const AlloCashDialog = lazy(() =>
  import('../payments/AlloCashDialog').then((m) => ({ default: m.AlloCashDialog })),
);

function CashDialog({ conversation, meId, usersById, onClose }: ChatDialogProps) {
  if (!conversation) return null;
  return (
    <AlloCashDialog
      conversation={conversation}
      meId={meId}
      usersById={usersById}
      onClose={onClose}
    />
  );
}

chatTileRegister({
  key: 'Allo Cash',
  label: 'chat.featureAlloCash',
  icon: DollarSign,
  tone: 'from-green-500 to-emerald-400',
  order: 50,
  onTap: (chat) => chat.openDialog('allo-cash'),
});
chatDialogRegister({ id: 'allo-cash', component: CashDialog, mount: 'open' });
