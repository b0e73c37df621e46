import { describe, expect, it } from 'vitest';
import type { MessageSend } from '../../../protocol';
import { outboxEntryMessage } from './outbox-cache';
import type { OutboxEntry } from './outbox-rules';

function entry(body: Partial<MessageSend>): OutboxEntry {
  return {
    userId: 'u-emma',
    clientId: 'c1',
    body: {
      conversationId: 'conv-1',
      senderId: 'u-emma',
      content: 'hello',
      messageType: 'text',
      clientId: 'c1',
      ...body,
    },
    writtenAt: 0,
    n: 0,
    createdAt: new Date(0).toISOString(),
  };
}

describe('outboxEntryMessage', () => {
  it("should show a burner text as type 'burner' while it waits (core 3)", () => {
    expect(outboxEntryMessage(entry({ isBurner: true }), 'pending')).toMatchObject({
      messageType: 'burner',
      isBurner: true,
    });
  });

  it('should keep a rich burner message its own type (issue 12 contract)', () => {
    const metadata = { objectRef: 'abcdefgh1234', durationMs: 2_000 };
    const waiting = outboxEntryMessage(
      entry({
        messageType: 'voice',
        content: '/api/objects/abcdefgh1234',
        metadata,
        isBurner: true,
      }),
      'pending',
    );
    expect(waiting).toMatchObject({ messageType: 'voice', isBurner: true, metadata });
  });
});
