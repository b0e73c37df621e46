import { describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en';
import type { StickerSet } from '../../../protocol';
import { STICKER_SETS } from '../../../protocol';
import { STICKER_SET_NAME_IDS, stickerLabelId } from './stickers-text';

describe('sticker words', () => {
  it("should give every sticker a label id whose English is the set's own label", () => {
    for (const set of Object.keys(STICKER_SETS) as StickerSet[]) {
      for (const sticker of STICKER_SETS[set]) {
        const id = stickerLabelId(set, sticker.id);
        expect(id, `${set}/${sticker.id}`).toBeDefined();
        expect(english[id!]).toBe(sticker.label);
      }
    }
  });

  it("should name the picker's tabs Emojis, Memojis, Stickers", () => {
    expect(Object.values(STICKER_SET_NAME_IDS).map((id) => english[id])).toEqual([
      'Emojis',
      'Memojis',
      'Stickers',
    ]);
  });
});
