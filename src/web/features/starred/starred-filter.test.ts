import { describe, expect, it } from 'vitest';
import type { StarredMessage } from '../../../protocol';
import { starredFilter, starredFiltered } from './starred-filter';
import type { StarredQuery } from './starred-filter';

function starred(id: string, fields: Partial<StarredMessage>): StarredMessage {
  return {
    id,
    content: '',
    messageType: 'text',
    sourceType: 'text',
    senderId: 'u-x',
    senderName: 'Someone',
    senderAvatar: null,
    conversationId: 'c-x',
    conversationName: 'Chat',
    createdAt: '2026-01-01T00:00:00.000Z',
    starredAt: '2026-01-01T00:00:00.000Z',
    language: 'en',
    seq: 1,
    editedAt: null,
    ...fields,
  };
}

const ITEMS: StarredMessage[] = [
  starred('a', {
    content: 'Flight lands at NINE',
    senderName: 'Sofía García',
    conversationName: 'Sofía García',
    starredAt: '2026-03-02T10:00:00.000Z',
  }),
  starred('b', {
    content: 'https://example.org/map',
    messageType: 'link',
    senderName: 'Camille Dubois',
    conversationName: 'Trip',
    starredAt: '2026-03-03T10:00:00.000Z',
  }),
  starred('c', {
    content: 'data:image/png;base64,AAAA',
    messageType: 'image',
    senderName: 'Emma Johnson',
    conversationName: 'album',
    starredAt: '2026-03-01T10:00:00.000Z',
  }),
  starred('d', {
    content: 'El gato es negro',
    senderName: 'Lukas Müller',
    conversationName: 'Trip',
    starredAt: '2026-03-04T10:00:00.000Z',
  }),
];

const ALL: StarredQuery = { search: '', type: 'all', sort: 'newest' };
const ids = (list: StarredMessage[]) => list.map((s) => s.id);

describe('starredFilter (secondary 5 Starred: search, type filter, sort)', () => {
  it('should sort by starredAt, newest or oldest first', () => {
    expect(ids(starredFilter(ITEMS, ALL))).toEqual(['d', 'b', 'a', 'c']);
    expect(ids(starredFilter(ITEMS, { ...ALL, sort: 'oldest' }))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('should sort by conversation name alphabetically, ignoring case, newest star within', () => {
    expect(ids(starredFilter(ITEMS, { ...ALL, sort: 'conversation' }))).toEqual([
      'c',
      'a',
      'd',
      'b',
    ]);
  });

  it.each([
    ['content, any case', 'nine', ['a']],
    ['sender name', 'camille', ['b']],
    ['conversation name', 'TRIP', ['d', 'b']],
    ['a part of a word, accents kept', 'garcí', ['a']],
    ['surrounding spaces ignored', '  gato  ', ['d']],
    ['nothing matching', 'zebra', []],
  ])('should search over %s', (_, search, expected) => {
    expect(ids(starredFilter(ITEMS, { ...ALL, search }))).toEqual(expected);
  });

  it('should search the text as the reader is shown it (the translation) too', () => {
    const shown = (s: StarredMessage) => (s.id === 'd' ? 'The cat is black' : undefined);
    expect(ids(starredFilter(ITEMS, { ...ALL, search: 'cat' }, shown))).toEqual(['d']);
    // The original still matches while a translation is shown.
    expect(ids(starredFilter(ITEMS, { ...ALL, search: 'gato' }, shown))).toEqual(['d']);
  });

  it('should keep one type exactly, or all', () => {
    expect(ids(starredFilter(ITEMS, { ...ALL, type: 'link' }))).toEqual(['b']);
    expect(ids(starredFilter(ITEMS, { ...ALL, type: 'image' }))).toEqual(['c']);
    expect(ids(starredFilter(ITEMS, { ...ALL, type: 'video' }))).toEqual([]);
    expect(ids(starredFilter(ITEMS, { ...ALL, type: 'text', search: 'trip' }))).toEqual(['d']);
  });

  it('should not change the list it is given', () => {
    const before = ids(ITEMS);
    starredFilter(ITEMS, { ...ALL, sort: 'oldest' });
    expect(ids(ITEMS)).toEqual(before);
  });

  it('should tell a filtered list from a whole one (for the empty state)', () => {
    expect(starredFiltered(ALL)).toBe(false);
    expect(starredFiltered({ ...ALL, search: '   ' })).toBe(false);
    expect(starredFiltered({ ...ALL, search: 'x' })).toBe(true);
    expect(starredFiltered({ ...ALL, type: 'link' })).toBe(true);
  });
});
