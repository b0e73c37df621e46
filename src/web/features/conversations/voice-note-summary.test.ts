import { beforeAll, describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en';
import { messagesFrom } from '../../i18n/catalog-load';
import { intlCreate, intlCurrentSet } from '../../i18n/intl';
import type { Message } from '../../../protocol';
import { messageSummary } from './conversation-utils';
import { voiceNoteSummary } from './voice-note-summary';

// The texts are said in the app language: English here, from the real catalog.
beforeAll(() => intlCurrentSet(intlCreate('en', messagesFrom(english))));

describe('voiceNoteSummary (list preview)', () => {
  it("should say '🎤 Voice message 0:07' for a 7 s note", () => {
    expect(voiceNoteSummary({ objectRef: 'abcdefgh1234', durationMs: 7_000 })).toBe(
      '🎤 Voice message 0:07',
    );
    expect(voiceNoteSummary({ durationMs: 65_400 })).toBe('🎤 Voice message 1:05');
  });

  it('should leave the length out when the metadata has none', () => {
    expect(voiceNoteSummary(null)).toBe('🎤 Voice message');
    expect(voiceNoteSummary({ durationMs: 'long' })).toBe('🎤 Voice message');
    expect(voiceNoteSummary({ durationMs: 0 })).toBe('🎤 Voice message');
  });

  it('should be what the conversation list shows for a voice message', () => {
    const message = {
      id: 'm1',
      conversationId: 'c1',
      senderId: 'u1',
      content: '/api/objects/abcdefgh1234',
      messageType: 'voice',
      metadata: { objectRef: 'abcdefgh1234', durationMs: 7_200 },
      isBurner: false,
      expiresAt: null,
      createdAt: new Date(0).toISOString(),
      seq: 1,
      clientId: null,
    } as Message;
    expect(messageSummary(message)).toBe('🎤 Voice message 0:07');
  });
});
