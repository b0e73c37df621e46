import { describe, expect, it } from 'vitest';
import { TRENDING_SONGS } from '../../../protocol';
import { starredKind } from './starred-shape';

describe('starred cards of rich messages (spec secondary 3 messageType)', () => {
  it('should show a photo and a memoji as images, an emoji sticker as its character', () => {
    expect(starredKind('image', '/api/images/abcdef123456')).toEqual({
      messageType: 'image',
      media: '/api/images/abcdef123456',
    });
    expect(starredKind('sticker', '😀', { set: 'memoji', id: 'grin' })).toEqual({
      messageType: 'image',
      media: '/stickers/memoji/grin.svg',
    });
    expect(starredKind('sticker', '😂', { set: 'emoji', id: 'joy' })).toEqual({
      messageType: 'text',
    });
    // An id no set has is no picture.
    expect(starredKind('sticker', '?', { set: 'memoji', id: 'nope' })).toEqual({
      messageType: 'text',
    });
  });

  it('should make a voice note a file that downloads, named with its length', () => {
    expect(starredKind('voice', '/api/objects/abcdef123456', { durationMs: 7_400 })).toEqual({
      messageType: 'document',
      fileName: 'Voice message 0:07',
      media: '/api/objects/abcdef123456',
    });
  });

  it('should name a shared song after its title and artist', () => {
    const song = TRENDING_SONGS[0]!;
    expect(starredKind('music', `${song.title} — ${song.artist}`, { song })).toEqual({
      messageType: 'document',
      fileName: `${song.title} — ${song.artist}`,
    });
  });
});
