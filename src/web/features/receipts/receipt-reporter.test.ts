import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptReportEvent } from '../../../protocol';
import { RECEIPT_BATCH_MS, ReceiptReporter } from './receipt-reporter';

describe('ReceiptReporter', () => {
  let sent: ReceiptReportEvent[];
  let open: boolean;
  let reporter: ReceiptReporter;

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    open = true;
    reporter = new ReceiptReporter((e) => {
      if (!open) return false;
      sent.push(e);
      return true;
    });
  });
  afterEach(() => vi.useRealTimers());

  it('should send a burst as one report per conversation, with the highest positions', () => {
    for (let seq = 1; seq <= 20; seq++) reporter.delivered('c1', seq);
    reporter.read('c1', 12);
    reporter.delivered('c2', 3);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(RECEIPT_BATCH_MS);
    expect(sent).toEqual([
      { type: 'receipt', conversationId: 'c1', deliveredSeq: 20, readSeq: 12 },
      { type: 'receipt', conversationId: 'c2', deliveredSeq: 3 },
    ]);
  });

  it('should not repeat or go back on what it already said', () => {
    reporter.read('c1', 5);
    vi.advanceTimersByTime(RECEIPT_BATCH_MS);
    reporter.read('c1', 5);
    reporter.delivered('c1', 4);
    reporter.read('c1', 2);
    vi.advanceTimersByTime(RECEIPT_BATCH_MS);
    expect(sent).toHaveLength(1);
    reporter.delivered('c1', 6);
    vi.advanceTimersByTime(RECEIPT_BATCH_MS);
    expect(sent.at(-1)).toEqual({
      type: 'receipt',
      conversationId: 'c1',
      deliveredSeq: 6,
      readSeq: 5,
    });
  });

  it('should keep what the closed socket could not take and send it on flush', () => {
    open = false;
    reporter.read('c1', 9);
    vi.advanceTimersByTime(RECEIPT_BATCH_MS);
    expect(sent).toEqual([]);
    open = true;
    reporter.flush();
    expect(sent).toEqual([{ type: 'receipt', conversationId: 'c1', deliveredSeq: 9, readSeq: 9 }]);
  });
});
