import { liveKey } from '../../lib/live-context';
import type { ReceiptReporter } from './receipt-reporter';

/** The live session's read receipts reporter: `useLiveValue(RECEIPT_REPORTER)`. */
export const RECEIPT_REPORTER = liveKey<ReceiptReporter>('receipts');
