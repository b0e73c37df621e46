import { describe, expect, it } from 'vitest';
import { LiveHandlers } from './live-handlers';

describe('LiveHandlers', () => {
  it('should give each event type the handler registered for it, and none to the rest', async () => {
    const live = new LiveHandlers();
    const seen: string[] = [];
    live.on('receipt', async (conn, event) => {
      seen.push(`${conn.userId}:${event.conversationId}`);
    });
    const conn = { userId: 'u1', joined: null, send: () => undefined, sendError: () => undefined };
    await live.of('receipt')!(conn, { type: 'receipt', conversationId: 'c1', readSeq: 3 });
    expect(seen).toEqual(['u1:c1']);
    expect(live.of('message')).toBeUndefined();
  });

  it('should refuse a second handler for one event type', () => {
    const live = new LiveHandlers();
    live.on('message', async () => undefined);
    expect(() => live.on('message', async () => undefined)).toThrow(
      "a second handler for live 'message'",
    );
  });
});
