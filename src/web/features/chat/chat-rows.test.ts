import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../lib/apply-event';
import { chatRowsBuild } from './chat-rows';

let seq = 0;
const msg = (
  senderId: string,
  createdAt: string,
  over: Partial<ChatMessage> = {},
): ChatMessage => ({
  id: `m${++seq}`,
  conversationId: 'c',
  senderId,
  content: 'x',
  messageType: 'text',
  metadata: null,
  isBurner: false,
  expiresAt: null,
  createdAt,
  seq,
  clientId: null,
  ...over,
});

const local = (d: number, h: number, m = 0) => new Date(2025, 2, d, h, m).toISOString();

describe('chatRowsBuild', () => {
  it('should put a date separator before the first message of each day', () => {
    const rows = chatRowsBuild(
      [msg('a', local(1, 10)), msg('a', local(1, 11)), msg('b', local(2, 9))],
      'me',
      false,
    );
    expect(rows.map((r) => r.kind)).toEqual(['date', 'message', 'message', 'date', 'message']);
  });

  it('should group close messages of one sender into a run', () => {
    const rows = chatRowsBuild(
      [
        msg('a', local(1, 10, 0)),
        msg('a', local(1, 10, 2)),
        msg('a', local(1, 10, 30)),
        msg('b', local(1, 10, 31)),
      ],
      'me',
      false,
    ).filter((r) => r.kind === 'message');
    expect(rows.map((r) => [r.runStart, r.runEnd])).toEqual([
      [true, false],
      [false, true],
      [true, true],
      [true, true],
    ]);
  });

  it('should start with the older-history loader when there is more', () => {
    expect(chatRowsBuild([msg('a', local(1, 10))], 'me', true)[0]!.kind).toBe('older');
  });

  it('should key my messages by clientId so confirming them keeps the row', () => {
    const pending = msg('me', local(1, 10), {
      id: 'pending-k1',
      clientId: 'k1',
      sendState: 'pending',
    });
    const confirmed = { ...pending, id: 'real-id', sendState: undefined };
    const a = chatRowsBuild([pending], 'me', false).at(-1)!;
    const b = chatRowsBuild([confirmed], 'me', false).at(-1)!;
    expect(a.key).toBe(b.key);
    expect(a.kind === 'message' && a.own).toBe(true);
  });
});
