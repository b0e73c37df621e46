import { beforeAll, describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en';
import { messagesFrom } from '../../i18n/catalog-load';
import { intlCreate, intlCurrentSet } from '../../i18n/intl';
import type { Message } from '../../../protocol';
import { locationShare, songShare, stickerShare } from '../../../protocol';
import { messageSummary } from './conversation-utils';

// The summaries are said in the app language: English here, from the real catalog.
beforeAll(() => intlCurrentSet(intlCreate('en', messagesFrom(english))));

const msg = (over: Partial<Message>): Message => ({
  id: 'm',
  conversationId: 'c',
  senderId: 's',
  content: '',
  messageType: 'text',
  metadata: null,
  isBurner: false,
  expiresAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  seq: 1,
  clientId: null,
  ...over,
});

describe('messageSummary of stickers, songs and locations (issue 12 list previews)', () => {
  it("should say '✨ Sticker' for any sticker", () => {
    expect(
      messageSummary(msg({ messageType: 'sticker', ...stickerShare('memoji', 'laugh') })),
    ).toBe('✨ Sticker');
  });

  it("should give a song its title, as written: '🎵 {title}'", () => {
    expect(messageSummary(msg({ messageType: 'music', ...songShare('lisbon-nights') }))).toBe(
      '🎵 Midnight in Lisbon',
    );
    // A song it cannot read is still music.
    expect(messageSummary(msg({ messageType: 'music', content: 'x' }))).toBe('🎵 Music');
  });

  it("should say '📍 Location' for a location", () => {
    expect(messageSummary(msg({ messageType: 'location', ...locationShare(1, 2) }))).toBe(
      '📍 Location',
    );
  });
});
