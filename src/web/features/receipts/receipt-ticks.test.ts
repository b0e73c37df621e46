import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { receiptHighestFromOthers, receiptReaders, receiptTick } from './receipt-ticks';

const EMMA = 'u-emma';
const SOFIA = 'u-sofia';
const WEI = 'u-wei';

const conv = (
  participants: string[],
  receipts: Conversation['receipts'],
): Pick<Conversation, 'participants' | 'receipts'> => ({ participants, receipts });

describe('receiptTick', () => {
  it.each([
    // [sofia delivered, sofia read, expected for seq 5]
    [0, 0, 'sent'],
    [4, 4, 'sent'],
    [5, 0, 'delivered'],
    [9, 4, 'delivered'],
    [5, 5, 'read'],
    // A read position alone also means delivered (old rows kept no delivered position).
    [0, 7, 'read'],
  ] as const)('should show delivered %i / read %i as %s', (delivered, read, expected) => {
    const c = conv([EMMA, SOFIA], [{ userId: SOFIA, deliveredSeq: delivered, readSeq: read }]);
    expect(receiptTick({ seq: 5 }, c, EMMA)).toBe(expected);
  });

  it('should need every other member of a group, and ignore my own position', () => {
    const c = conv(
      [EMMA, SOFIA, WEI],
      [
        { userId: EMMA, deliveredSeq: 0, readSeq: 0 },
        { userId: SOFIA, deliveredSeq: 5, readSeq: 5 },
        { userId: WEI, deliveredSeq: 5, readSeq: 2 },
      ],
    );
    expect(receiptTick({ seq: 5 }, c, EMMA)).toBe('delivered');
    expect(receiptTick({ seq: 2 }, c, EMMA)).toBe('read');
    expect(receiptTick({ seq: 6 }, c, EMMA)).toBe('sent');
  });

  it('should stay sent with nobody known, no conversation yet, or no seq', () => {
    expect(receiptTick({ seq: 3 }, conv([EMMA, SOFIA], undefined), EMMA)).toBe('sent');
    expect(receiptTick({ seq: 3 }, undefined, EMMA)).toBe('sent');
    expect(receiptTick({ seq: 0 }, conv([EMMA, SOFIA], []), EMMA)).toBe('sent');
  });
});

describe('receiptReaders', () => {
  it('should split the others into readers and those it only reached', () => {
    const c = conv(
      [EMMA, SOFIA, WEI, 'u-lukas'],
      [
        { userId: SOFIA, deliveredSeq: 8, readSeq: 8 },
        { userId: WEI, deliveredSeq: 8, readSeq: 3 },
        { userId: 'u-lukas', deliveredSeq: 2, readSeq: 2 },
      ],
    );
    expect(receiptReaders({ seq: 8, senderId: EMMA }, c, EMMA)).toEqual({
      readBy: [SOFIA],
      deliveredTo: [WEI],
    });
  });
});

describe('receiptHighestFromOthers', () => {
  it('should skip my own messages and those still sending', () => {
    const m = (seq: number, senderId: string, sendState?: 'pending') =>
      ({ seq, senderId, sendState }) as ChatMessage;
    expect(receiptHighestFromOthers([m(3, SOFIA), m(4, EMMA), m(0, SOFIA, 'pending')], EMMA)).toBe(
      3,
    );
    expect(receiptHighestFromOthers([m(4, EMMA)], EMMA)).toBe(0);
    expect(receiptHighestFromOthers(undefined, EMMA)).toBe(0);
  });
});
