import { useEffect } from 'react';
import { Map as MapIcon, MapPin } from 'lucide-react';
import type { ChatDialogProps } from '../chat/registry/chat-dialogs';
import { chatDialogRegister } from '../chat/registry/chat-dialogs';
import { chatTileRegister } from '../chat/registry/chat-tiles';
import { richBodyRegister } from '../chat/registry/rich-bodies';
import { useShareLocation } from './use-share-location';

/**
 * Mounted with the chat: opening it starts finding the position (and closes at once, so a
 * second tap starts again); the confirm dialog shows once the position is found.
 */
function LocationShare({ open, onClose, sendShare }: ChatDialogProps) {
  const { start, dialog } = useShareLocation(sendShare);
  useEffect(() => {
    if (!open) return;
    start();
    onClose();
  }, [open, start, onClose]);
  return dialog;
}

chatTileRegister({
  key: 'Location',
  label: 'chat.featureLocation',
  icon: MapPin,
  tone: 'from-rose-500 to-orange-400',
  order: 20,
  onTap: (chat) => chat.openDialog('location'),
});
chatTileRegister({
  key: 'Google Maps',
  label: 'chat.featureGoogleMaps',
  icon: MapIcon,
  tone: 'from-emerald-500 to-teal-400',
  order: 30,
  onTap: () => window.open('https://maps.google.com', '_blank', 'noopener,noreferrer'),
});
chatDialogRegister({ id: 'location', component: LocationShare, mount: 'always' });
// A shared position's bubble.
richBodyRegister('location', () => import('./LocationBody').then((m) => m.LocationBody));
