import { Suspense, lazy } from 'react';
import type { StickerSet } from '../../../protocol';
import type { SendParts } from './registry/send-parts';

// Both load when first opened: nothing of them is in the chat's own download.
const StickerPicker = lazy(() =>
  import('../stickers/StickerPicker').then((m) => ({ default: m.StickerPicker })),
);
const ShareMusicDialog = lazy(() =>
  import('../music/ShareMusicDialog').then((m) => ({ default: m.ShareMusicDialog })),
);

/** Which picker is open: the sticker picker on one of its tabs, or Share Music. */
export type SharePicker = StickerSet | 'music';

export interface SharePickersProps {
  picker: SharePicker | null;
  meId: string;
  onSend: (parts: SendParts) => void;
  onClose: () => void;
}

/** The chat's sticker picker and Share Music dialog, whichever is open. */
export function SharePickers({ picker, meId, onSend, onClose }: SharePickersProps) {
  if (!picker) return null;
  return (
    <Suspense fallback={null}>
      {picker === 'music' ? (
        <ShareMusicDialog meId={meId} onSend={onSend} onClose={onClose} />
      ) : (
        <StickerPicker initialSet={picker} onSend={onSend} onClose={onClose} />
      )}
    </Suspense>
  );
}
