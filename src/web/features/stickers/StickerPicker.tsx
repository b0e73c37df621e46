import type { StickerSet } from '../../../protocol';
import { stickerShare } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { Dialog } from '../../ui/Dialog';
import { Tabs } from '../../ui/Tabs';
import type { SendParts } from '../chat/registry/send-parts';
import { StickerGrid } from './StickerGrid';
import { STICKER_SET_NAME_IDS } from './stickers-text';

export interface StickerPickerProps {
  /** The tab it opens on: 'Memoji' opens Memojis, 'AlloMoji' Stickers, the composer Emojis. */
  initialSet: StickerSet;
  onSend: (parts: SendParts) => void;
  onClose: () => void;
}

const SETS: StickerSet[] = ['emoji', 'memoji', 'sticker'];

/** Spec core 2 'Sticker picker': tabs Emojis, Memojis, Stickers; a tap sends one and closes. */
export function StickerPicker({ initialSet, onSend, onClose }: StickerPickerProps) {
  const t = useT();
  const pick = (set: StickerSet, id: string) => {
    const share = stickerShare(set, id);
    if (!share) return;
    onSend({ messageType: 'sticker', ...share });
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('stickers.title')}
      description={t('stickers.description')}
      testId="sticker-picker"
    >
      <Tabs
        defaultValue={initialSet}
        tabs={SETS.map((set) => ({
          value: set,
          label: t(STICKER_SET_NAME_IDS[set]),
          content: <StickerGrid set={set} onPick={(s, sticker) => pick(s, sticker.id)} />,
        }))}
      />
    </Dialog>
  );
}
