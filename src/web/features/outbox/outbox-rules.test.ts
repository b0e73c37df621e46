import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import type { OutboxEntry } from './outbox-rules';
import {
  OUTBOX_RETRY_MAX_MS,
  outboxOfUser,
  outboxOrder,
  outboxOutcome,
  outboxRetryDelay,
} from './outbox-rules';

const refusal = (status: number) => new ApiError(status, 'x', JSON.stringify({ error: 'why' }));

function entry(clientId: string, writtenAt: number, n: number, userId = 'u-emma'): OutboxEntry {
  return {
    userId,
    clientId,
    body: {
      conversationId: 'c1',
      senderId: userId,
      content: clientId,
      messageType: 'text',
      clientId,
    },
    writtenAt,
    n,
    createdAt: new Date(writtenAt).toISOString(),
  };
}

describe('outboxOutcome', () => {
  it('should retry what passes: no answer, server errors, 408, 429, 401', () => {
    expect(outboxOutcome(new TypeError('Failed to fetch'))).toBe('retry');
    for (const s of [500, 502, 503, 504, 408, 429, 401])
      expect(outboxOutcome(refusal(s))).toBe('retry');
  });

  it('should drop what the server refused for good: the other 4xx', () => {
    for (const s of [400, 403, 404, 409, 413, 422])
      expect(outboxOutcome(refusal(s))).toBe('refused');
  });
});

describe('outboxOrder', () => {
  it('should put entries in the order written, ties by their write counter', () => {
    const got = outboxOrder([entry('c', 20, 0), entry('b', 10, 1), entry('a', 10, 0)]);
    expect(got.map((e) => e.clientId)).toEqual(['a', 'b', 'c']);
  });
});

describe('outboxOfUser', () => {
  it("should keep only the signed-in user's entries, never another identity's", () => {
    const forged = { ...entry('x', 1, 0), body: { ...entry('x', 1, 0).body, senderId: 'u-sofia' } };
    const got = outboxOfUser([entry('a', 1, 0), entry('b', 2, 0, 'u-sofia'), forged], 'u-emma');
    expect(got.map((e) => e.clientId)).toEqual(['a']);
  });
});

describe('outboxRetryDelay', () => {
  it('should double from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => outboxRetryDelay(a, () => 0))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(outboxRetryDelay(20, () => 1)).toBeLessThanOrEqual(OUTBOX_RETRY_MAX_MS * 1.25);
  });
});
