import { Suspense, lazy } from 'react';
import type { Conversation, User } from '../../../protocol';
import type { ChatPreferencesHandle } from '../chat-preferences/use-chat-preferences';

// Opened from the header's menu now and then: they load when first opened.
const ContactInfoDialog = lazy(() =>
  import('../chat-info/ContactInfoDialog').then((m) => ({ default: m.ContactInfoDialog })),
);
const WallpaperDialog = lazy(() =>
  import('../chat-preferences/WallpaperDialog').then((m) => ({ default: m.WallpaperDialog })),
);

export type ChatMenuDialog = 'info' | 'wallpaper' | null;

/** The chat header menu's dialogs: Contact info and Wallpaper. */
export function ChatMenuDialogs({
  open,
  onClose,
  meId,
  conversation,
  title,
  peer,
  preferences,
  onLeft,
}: {
  open: ChatMenuDialog;
  onClose: () => void;
  meId: string;
  conversation: Conversation | undefined;
  title: string;
  peer: User | undefined;
  preferences: ChatPreferencesHandle;
  onLeft: () => void;
}) {
  if (!open || !conversation) return null;
  const onOpenChange = (next: boolean) => !next && onClose();
  return (
    <Suspense fallback={null}>
      {open === 'info' ? (
        <ContactInfoDialog
          open
          onOpenChange={onOpenChange}
          meId={meId}
          conversation={conversation}
          title={title}
          peer={peer}
          muted={preferences.muted}
          onMutedChange={(muted) => preferences.setMuted(muted, false)}
          onLeft={onLeft}
        />
      ) : (
        <WallpaperDialog
          open
          onOpenChange={onOpenChange}
          current={preferences.wallpaper}
          onPick={preferences.setWallpaper}
        />
      )}
    </Suspense>
  );
}
