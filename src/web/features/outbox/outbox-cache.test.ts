import { describe, expect, it } from 'vitest';
import type { MessageSend } from '../../../protocol';
import { messagesRefusedRemove, outboxEntryMessage } from './outbox-cache';
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

describe('messagesRefusedRemove', () => {
  it('should take away only our refused send of that clientId', () => {
    const refused = { ...outboxEntryMessage(entry({}), 'pending'), sendState: 'failed' as const };
    const waiting = outboxEntryMessage({ ...entry({ clientId: 'c2' }), clientId: 'c2' }, 'queued');
    const list = [refused, waiting];
    expect(messagesRefusedRemove(list, 'u-emma', 'c1')).toEqual([waiting]);
    // A waiting send is not deleted this way, nor another sender's.
    expect(messagesRefusedRemove(list, 'u-emma', 'c2')).toBe(list);
    expect(messagesRefusedRemove(list, 'u-sofia', 'c1')).toBe(list);
  });
});
