import { lazy } from 'react';
import { Sparkles } from 'lucide-react';
import type { ChatDialogProps } from '../chat/registry/chat-dialogs';
import { chatDialogRegister } from '../chat/registry/chat-dialogs';
import { chatTileRegister } from '../chat/registry/chat-tiles';

// Loads when first opened: nothing of it is in the chat's download.
const ImagePlaygroundDialog = lazy(() =>
  import('./ImagePlaygroundDialog').then((m) => ({ default: m.ImagePlaygroundDialog })),
);

function PlaygroundDialog({ meId, conversationId, onClose }: ChatDialogProps) {
  return <ImagePlaygroundDialog meId={meId} conversationId={conversationId} onClose={onClose} />;
}

chatTileRegister({
  key: 'Image Playground',
  label: 'chat.featureImagePlayground',
  icon: Sparkles,
  tone: 'from-fuchsia-500 to-violet-500',
  order: 10,
  onTap: (chat) => chat.openDialog('image-playground'),
});
chatDialogRegister({ id: 'image-playground', component: PlaygroundDialog, mount: 'open' });
