import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SONGS } from '../../../protocol';

describe('song covers (core 9: 8 built-in songs with covers)', () => {
  it('should ship a cover picture for every song, with nothing fetched from elsewhere', () => {
    for (const song of SONGS) {
      const file = `public${song.cover}`;
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|href="http/i);
    }
  });
});
