import type { StickerSet } from '../../../protocol';

/** What the sticker picker and sticker bubbles say (spec core 2 'Sticker picker'). */
export const STICKERS_TEXT = {
  title: 'Stickers',
  description: 'Tap one to send it.',
  tabs: { emoji: 'Emojis', memoji: 'Memojis', sticker: 'Stickers' } satisfies Record<
    StickerSet,
    string
  >,
  /** The composer's button that opens the picker. */
  open: 'Emojis and stickers',
} as const;
