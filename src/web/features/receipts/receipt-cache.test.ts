import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Conversation, ReceiptEvent } from '../../../protocol';
import type { ChatCache } from '../../lib/apply-event';
import { LiveRegistry } from '../../lib/live-registry';
import { receiptsLive } from './live';
import { conversationsApplyReceipt, receiptsMerge } from './receipt-cache';

const EMMA = 'u-emma';
const SOFIA = 'u-sofia';

const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  id: 'c1',
  name: null,
  isGroup: false,
  participants: [EMMA, SOFIA],
  updatedAt: '2025-03-01T10:00:00.000Z',
  lastSeq: 10,
  unreadCount: 3,
  receipts: [
    { userId: EMMA, deliveredSeq: 7, readSeq: 7 },
    { userId: SOFIA, deliveredSeq: 4, readSeq: 2 },
  ],
  ...over,
});

const receipt = (userId: string, deliveredSeq: number, readSeq: number): ReceiptEvent => ({
  type: 'receipt',
  conversationId: 'c1',
  receipts: [{ userId, deliveredSeq, readSeq }],
});

describe('receiptsLive fold', () => {
  const registry = new LiveRegistry([receiptsLive]);

  it('should move the member position forward in the cached list', () => {
    const cache: ChatCache = { users: undefined, conversations: [conversation()], messages: {} };
    const { cache: next } = registry.apply(cache, receipt(SOFIA, 9, 8), {
      userId: EMMA,
      openConversationId: null,
    });
    expect(next.conversations![0]!.receipts).toEqual([
      { userId: EMMA, deliveredSeq: 7, readSeq: 7 },
      { userId: SOFIA, deliveredSeq: 9, readSeq: 8 },
    ]);
    // Someone else's read leaves my badge alone.
    expect(next.conversations![0]!.unreadCount).toBe(3);
  });

  it('should clear my badge when my own read reaches the last message (another device)', () => {
    const list = [conversation()];
    expect(conversationsApplyReceipt(list, receipt(EMMA, 10, 10), EMMA)[0]!.unreadCount).toBe(0);
    expect(conversationsApplyReceipt(list, receipt(EMMA, 10, 9), EMMA)[0]!.unreadCount).toBe(3);
  });

  it('should return the same list for a stale or unknown receipt', () => {
    const list = [conversation()];
    expect(conversationsApplyReceipt(list, receipt(SOFIA, 1, 1), EMMA)).toBe(list);
    expect(
      conversationsApplyReceipt(list, { ...receipt(SOFIA, 9, 9), conversationId: 'other' }, EMMA),
    ).toBe(list);
  });

  it('should add a member it had no position for', () => {
    const list = [conversation({ receipts: undefined })];
    expect(conversationsApplyReceipt(list, receipt(SOFIA, 3, 0), EMMA)[0]!.receipts).toEqual([
      { userId: SOFIA, deliveredSeq: 3, readSeq: 0 },
    ]);
  });

  it('should reach the same positions whatever order the receipts arrive in', () => {
    const event = fc
      .tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }))
      .map(([d, r]) => ({ userId: SOFIA, deliveredSeq: Math.max(d, r), readSeq: r }));
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 12 }), (events) => {
        const fold = (list: typeof events) =>
          list.reduce<Conversation['receipts']>((held, e) => receiptsMerge(held, e), []);
        const forward = fold(events);
        expect(fold([...events].reverse())).toEqual(forward);
        const best = forward!.find((r) => r.userId === SOFIA)!;
        expect(best.readSeq).toBe(Math.max(...events.map((e) => e.readSeq)));
        expect(best.deliveredSeq).toBeGreaterThanOrEqual(best.readSeq);
      }),
    );
  });
});
