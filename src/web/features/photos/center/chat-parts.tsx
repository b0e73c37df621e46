import { useCallback } from 'react';
import { Camera, Image } from 'lucide-react';
import type { ChatDialogProps } from '../../chat/registry/chat-dialogs';
import { chatDialogRegister } from '../../chat/registry/chat-dialogs';
import { chatTileRegister } from '../../chat/registry/chat-tiles';
import { richBodyRegister } from '../../chat/registry/rich-bodies';
import type { PhotoDialog } from './PhotoCenter';
import { PhotoCenter } from './PhotoCenter';

/** Mounted with the chat: a paste or a drop sends a photo whatever is open. */
function Photos(props: ChatDialogProps<Exclude<PhotoDialog, null>>) {
  const { open, arg, onClose, openDialog } = props;
  const onOpenChange = useCallback(
    (next: PhotoDialog) => (next ? openDialog('photos', next) : onClose()),
    [openDialog, onClose],
  );
  return (
    <PhotoCenter
      conversationId={props.conversationId}
      meId={props.meId}
      open={open ? (arg ?? null) : null}
      onOpenChange={onOpenChange}
      burner={props.burner}
      onBurnerUsed={props.onBurnerUsed}
      replyTo={props.replyTo}
      onReplyUsed={props.onReplyUsed}
    />
  );
}

chatTileRegister({
  key: 'Camera',
  label: 'chat.featureCamera',
  icon: Camera,
  tone: 'from-slate-600 to-slate-400',
  order: 90,
  onTap: (chat) => chat.openDialog('photos', 'camera'),
});
chatTileRegister({
  key: 'Photos',
  label: 'chat.featurePhotos',
  icon: Image,
  tone: 'from-orange-500 to-amber-400',
  order: 100,
  onTap: (chat) => chat.openDialog('photos', 'library'),
});
chatDialogRegister({ id: 'photos', component: Photos, mount: 'always' });
// A photo's bubble (the full-screen viewer loads on a tap).
richBodyRegister('image', () => import('../ImageMessageBody').then((m) => m.ImageMessageBody));
