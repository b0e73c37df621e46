import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STICKER_SETS, stickerImageUrl } from '../../../protocol';

describe('sticker pictures (core 9: 16 memojis, 18 stickers)', () => {
  it('should ship an SVG picture for every memoji and sticker, and nothing else', () => {
    for (const set of ['memoji', 'sticker'] as const) {
      for (const { id } of STICKER_SETS[set]) {
        const file = `public${stickerImageUrl(set, id)}`;
        expect(existsSync(file), file).toBe(true);
        const svg = readFileSync(file, 'utf8');
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        // Served as pictures, they must not carry script or fetch from elsewhere.
        expect(svg).not.toMatch(/<script|href="http/i);
      }
    }
  });
});
