import type { Sticker, StickerSet } from '../../../protocol';
import { STICKER_SETS, stickerImageUrl } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { EMOJI_FONT } from './emoji-font';
import { stickerLabelId } from './stickers-text';

export interface StickerGridProps {
  set: StickerSet;
  onPick: (set: StickerSet, sticker: Sticker) => void;
}

/** One tab of the picker: emojis as big characters, memojis and stickers as their pictures. */
export function StickerGrid({ set, onPick }: StickerGridProps) {
  const t = useT();
  const pictures = set !== 'emoji';
  return (
    <ul
      className={cn('grid gap-1.5', pictures ? 'grid-cols-3' : 'grid-cols-6')}
      data-testid={`sticker-grid-${set}`}
    >
      {STICKER_SETS[set].map((sticker) => {
        const src = stickerImageUrl(set, sticker.id);
        const labelId = stickerLabelId(set, sticker.id);
        const label = labelId ? t(labelId) : sticker.label;
        return (
          <li key={sticker.id}>
            <button
              type="button"
              title={label}
              aria-label={label}
              data-testid={`sticker-${set}-${sticker.id}`}
              onClick={() => onPick(set, sticker)}
              className="flex aspect-square w-full items-center justify-center rounded-2xl transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-400 active:scale-90"
            >
              {src ? (
                <img src={src} alt="" loading="lazy" className="h-[88%] w-[88%] object-contain" />
              ) : (
                <span
                  aria-hidden
                  className="text-[30px] leading-none"
                  style={{ fontFamily: EMOJI_FONT }}
                >
                  {sticker.emoji}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
