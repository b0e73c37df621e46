import type { StickerSet } from '../../../protocol';
import { stickerFind, stickerImageUrl } from '../../../protocol';
import type { RichBodyProps } from '../chat/registry/rich-bodies';
import { useT } from '../../i18n/use-t';
import { EMOJI_FONT } from './emoji-font';
import { stickerLabelId } from './stickers-text';

/**
 * A sticker in the chat: big and without a bubble around it, like WhatsApp's. An emoji is drawn
 * large by the system font; a memoji or sticker is its picture.
 */
export function StickerBody({ message }: RichBodyProps) {
  const t = useT();
  const set = message.metadata?.set as StickerSet | undefined;
  const id = String(message.metadata?.id ?? '');
  const sticker = set ? stickerFind(set, id) : undefined;
  const src = set && sticker ? stickerImageUrl(set, id) : null;
  const labelId = set && sticker ? stickerLabelId(set, id) : undefined;
  const label = labelId ? t(labelId) : sticker?.label;
  return (
    <div data-testid="sticker-body" data-sticker={`${set}/${id}`} className="pb-4">
      {src ? (
        <img
          src={src}
          alt={label}
          width={148}
          height={148}
          className="h-[148px] w-[148px] object-contain select-none"
          draggable={false}
        />
      ) : (
        <span
          role="img"
          aria-label={label ?? message.content}
          className="block text-[72px] leading-[1.1] select-none"
          style={{ fontFamily: EMOJI_FONT }}
        >
          {sticker?.emoji ?? message.content}
        </span>
      )}
    </div>
  );
}
