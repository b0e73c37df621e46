import { describe, expect, it } from 'vitest';
import { messageSendSchema } from './messages';
import { richMetadataProblem } from './rich';
import { locationShare, richShareMessage, songShare, stickerShare } from './rich-share';
import { SAMPLE_RECENT_SONGS, SONGS, TRENDING_SONGS, songFind, songMatches } from './songs';
import { STICKER_SETS, stickerImageUrl } from './stickers';

const send = { conversationId: 'c1', senderId: 'u1', content: 'x' };

describe('sticker sets (core 9: 30 emojis, 16 memojis, 18 stickers)', () => {
  it('should hold the spec counts with unique ids in each set', () => {
    expect(STICKER_SETS.emoji).toHaveLength(30);
    expect(STICKER_SETS.memoji).toHaveLength(16);
    expect(STICKER_SETS.sticker).toHaveLength(18);
    for (const set of Object.values(STICKER_SETS)) {
      expect(new Set(set.map((s) => s.id)).size).toBe(set.length);
      for (const s of set) expect(s.emoji.length).toBeGreaterThan(0);
    }
  });

  it('should serve pictures for memojis and stickers only', () => {
    expect(stickerImageUrl('emoji', 'joy')).toBeNull();
    expect(stickerImageUrl('memoji', 'laugh')).toBe('/stickers/memoji/laugh.svg');
  });

  it('should accept a built-in sticker and refuse an unknown one in plain words', () => {
    expect(richMetadataProblem('sticker', { set: 'memoji', id: 'laugh' })).toBeNull();
    expect(richMetadataProblem('sticker', { set: 'memoji', id: 'joy' })).toBe(
      'Invalid sticker message: id is not a built-in sticker',
    );
    expect(richMetadataProblem('sticker', { set: 'gifs', id: 'joy' })).toMatch(/^Invalid sticker/);
    expect(richMetadataProblem('sticker', { set: 'emoji', id: 'joy', url: 'x' })).toMatch(
      /Unrecognized key/,
    );
    expect(richMetadataProblem('sticker', null)).toMatch(/^Invalid sticker message: metadata/);
  });

  it('should make a sticker message of its emoji', () => {
    expect(stickerShare('emoji', 'joy')).toEqual({
      content: '😂',
      metadata: { set: 'emoji', id: 'joy' },
    });
    expect(stickerShare('sticker', 'nope')).toBeNull();
  });
});

describe('songs (core 9: 8 built-in sample songs, 5 trending, 3 recent)', () => {
  it('should hold 5 trending and 3 recent songs with every field of core 3', () => {
    expect(TRENDING_SONGS).toHaveLength(5);
    expect(SAMPLE_RECENT_SONGS).toHaveLength(3);
    expect(new Set(SONGS.map((s) => s.id)).size).toBe(8);
    for (const s of SONGS) {
      expect(s.duration).toMatch(/^\d+:[0-5]\d$/);
      expect(s.cover).toBe(`/music/covers/${s.id}.svg`);
    }
  });

  it('should search title and artist case-insensitively', () => {
    const found = (q: string) => SONGS.filter((s) => songMatches(s, q)).map((s) => s.id);
    expect(found('NEON')).toEqual(['neon-skyline']);
    expect(found('hana mori')).toEqual(['cherry-rain']);
    expect(found('  ')).toHaveLength(8);
    expect(found('zzz')).toEqual([]);
  });

  it('should refuse an unknown song id and read only the id of a known one', () => {
    expect(richMetadataProblem('music', { song: { id: 'nope', title: 'Mine' } })).toBe(
      'Invalid music message: song.id is not a built-in song',
    );
    expect(richMetadataProblem('music', { song: { id: 'slow-sunday', title: 'Fake' } })).toBeNull();
    const made = richShareMessage('music', { song: { id: 'slow-sunday', title: 'Fake' } });
    expect(made).toEqual({
      content: 'Slow Sunday — Juniper Lane',
      metadata: { song: songFind('slow-sunday') },
    });
    expect(songShare('nope')).toBeNull();
  });
});

describe('locations (core 3: shown with 6 decimals)', () => {
  it('should round to 6 decimals in the words and the metadata', () => {
    expect(locationShare(48.85836912345, 2.2944813, 12.345)).toEqual({
      content: '48.858369, 2.294481',
      metadata: { latitude: 48.858369, longitude: 2.294481, accuracy: 12.3 },
    });
    expect(locationShare(-0.0000001, 0).content).toBe('0.000000, 0.000000');
    expect(locationShare(-33.8688, 151.2093).metadata).toEqual({
      latitude: -33.8688,
      longitude: 151.2093,
    });
  });

  it.each([
    [{ latitude: 90.5, longitude: 0 }, 'latitude must be between -90 and 90'],
    [{ latitude: -91, longitude: 0 }, 'latitude must be between -90 and 90'],
    [{ latitude: 0, longitude: 180.1 }, 'longitude must be between -180 and 180'],
    [{ latitude: '1', longitude: 0 }, 'latitude'],
    [{ latitude: 1 }, 'longitude'],
    [{ latitude: 1, longitude: 2, accuracy: -1 }, 'accuracy'],
  ])('should refuse %j', (metadata, words) => {
    expect(richMetadataProblem('location', metadata)).toContain(words);
    expect(
      messageSendSchema.safeParse({ ...send, messageType: 'location', metadata }).success,
    ).toBe(false);
  });

  it('should accept the edges of the map', () => {
    const metadata = { latitude: -90, longitude: 180 };
    expect(
      messageSendSchema.safeParse({ ...send, messageType: 'location', metadata }).success,
    ).toBe(true);
    expect(richShareMessage('location', metadata)?.content).toBe('-90.000000, 180.000000');
  });
});

describe('richShareMessage', () => {
  it('should build nothing for other types or bad metadata', () => {
    expect(richShareMessage('text', { set: 'emoji', id: 'joy' })).toBeNull();
    expect(richShareMessage('sticker', { set: 'emoji', id: 'nope' })).toBeNull();
  });
});
