import { lazy } from 'react';
import { DollarSign } from 'lucide-react';
import type { ChatDialogProps } from '../chat/registry/chat-dialogs';
import { chatDialogRegister } from '../chat/registry/chat-dialogs';
import { chatTileRegister } from '../chat/registry/chat-tiles';
import { richBodyRegister } from '../chat/registry/rich-bodies';

// Loads when first opened: nothing of Allo Cash is in the chat's download.
const AlloCashDialog = lazy(() =>
  import('./AlloCashDialog').then((m) => ({ default: m.AlloCashDialog })),
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
// A payment's or a request's message: its card, kept current as the payment settles.
richBodyRegister('payment', () => import('./PaymentMessageCard').then((m) => m.PaymentMessageCard));
