import { lazy } from 'react';
import { Music } from 'lucide-react';
import type { ChatDialogProps } from '../chat/registry/chat-dialogs';
import { chatDialogRegister } from '../chat/registry/chat-dialogs';
import { chatTileRegister } from '../chat/registry/chat-tiles';
import { richBodyRegister } from '../chat/registry/rich-bodies';

// Loads when first opened: nothing of it is in the chat's download.
const ShareMusicDialog = lazy(() =>
  import('./ShareMusicDialog').then((m) => ({ default: m.ShareMusicDialog })),
);

function MusicDialog({ meId, sendShare, onClose }: ChatDialogProps) {
  return <ShareMusicDialog meId={meId} onSend={sendShare} onClose={onClose} />;
}

chatTileRegister({
  key: 'Music',
  label: 'chat.featureMusic',
  icon: Music,
  tone: 'from-red-500 to-pink-500',
  order: 110,
  onTap: (chat) => chat.openDialog('music'),
});
chatDialogRegister({ id: 'music', component: MusicDialog, mount: 'open' });
// A song's bubble.
richBodyRegister('music', () => import('./MusicBody').then((m) => m.MusicBody));
