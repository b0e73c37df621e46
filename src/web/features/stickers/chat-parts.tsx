import { lazy } from 'react';
import { Smile, Sticker } from 'lucide-react';
import type { StickerSet } from '../../../protocol';
import type { ChatDialogProps } from '../chat/registry/chat-dialogs';
import { chatDialogRegister } from '../chat/registry/chat-dialogs';
import { chatTileRegister, composerButtonRegister } from '../chat/registry/chat-tiles';
import { richBodyRegister } from '../chat/registry/rich-bodies';
import { STICKERS_TEXT } from './stickers-text';

// Loads when first opened: nothing of it is in the chat's download.
const StickerPicker = lazy(() =>
  import('./StickerPicker').then((m) => ({ default: m.StickerPicker })),
);

/** The sticker picker, opened on one of its tabs. */
function StickerDialog({ arg: set, sendShare, onClose }: ChatDialogProps<StickerSet>) {
  return <StickerPicker initialSet={set ?? 'emoji'} onSend={sendShare} onClose={onClose} />;
}

chatTileRegister({
  key: 'Memoji',
  label: 'chat.featureMemoji',
  icon: Smile,
  tone: 'from-amber-400 to-yellow-300',
  order: 40,
  onTap: (chat) => chat.openDialog('stickers', 'memoji'),
});
chatTileRegister({
  key: 'AlloMoji',
  label: 'chat.featureAlloMoji',
  icon: Sticker,
  tone: 'from-pink-500 to-rose-400',
  order: 70,
  onTap: (chat) => chat.openDialog('stickers', 'sticker'),
});
// The smiley in the composer's box opens the picker on its Emojis tab.
composerButtonRegister({
  key: 'stickers',
  label: () => STICKERS_TEXT.open,
  icon: Smile,
  testId: 'sticker-button',
  onTap: (chat) => chat.openDialog('stickers', 'emoji'),
});
chatDialogRegister({ id: 'stickers', component: StickerDialog, mount: 'open' });
// A sticker's message stands big and without a bubble.
richBodyRegister('sticker', () => import('./StickerBody').then((m) => m.StickerBody), {
  bare: true,
});
