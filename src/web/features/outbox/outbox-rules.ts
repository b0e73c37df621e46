import type { MessageSend } from '../../../protocol';
import { ApiError } from '../../lib/api';
import { backoffDelay } from '../../lib/backoff';

/** One send waiting in the outbox: the request exactly as it will be posted, and its owner. */
export interface OutboxEntry {
  /** The signed-in user who wrote it: only their session ever sends it. */
  userId: string;
  /** The server deduplicates on it: however often the entry is posted, one message results. */
  clientId: string;
  body: MessageSend & { clientId: string };
  /** When it was written (ms since the epoch), for the order of sending. */
  writtenAt: number;
  /** Breaks ties between entries written in the same millisecond, in the order written. */
  n: number;
  /** ISO time shown on the bubble while it waits. */
  createdAt: string;
}

/**
 * What a failed send means for its entry. `retry`: the failure passes (no answer at all, a
 * server error, 408 Request Timeout, 429 Too Many Requests, 401 while the session is renewed):
 * the entry waits and goes again. `refused`: the server judged the request itself (any other
 * 4xx: bad content, not a member, too large); sending it again cannot succeed, so it leaves the
 * outbox and the person is told why.
 */
export type OutboxOutcome = 'retry' | 'refused';

/** Classifies a send's error; see {@link OutboxOutcome}. */
export function outboxOutcome(err: unknown): OutboxOutcome {
  if (!(err instanceof ApiError)) return 'retry';
  const s = err.status;
  if (s === 401 || s === 408 || s === 429 || s >= 500) return 'retry';
  return s >= 400 ? 'refused' : 'retry';
}

/** The entries in the order they were written (the order they must reach the server). */
export function outboxOrder(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return [...entries].sort((a, b) => a.writtenAt - b.writtenAt || a.n - b.n);
}

/** Only the signed-in user's entries: another identity on this browser never sends them. */
export function outboxOfUser(entries: readonly OutboxEntry[], userId: string): OutboxEntry[] {
  return entries.filter((e) => e.userId === userId && e.body.senderId === userId);
}

/** First wait before sending again after a failure that passes; it doubles on each failure. */
export const OUTBOX_RETRY_BASE_MS = 1_000;
/**
 * Longest wait between tries while the page is open: a server back from a restart is noticed
 * within half a minute even if no 'online' event or socket open says so sooner.
 */
export const OUTBOX_RETRY_MAX_MS = 30_000;

/** Delay before try `attempt` (0-based) after failures, with up to 25% jitter. */
export function outboxRetryDelay(attempt: number, random: () => number = Math.random): number {
  return backoffDelay(attempt, OUTBOX_RETRY_BASE_MS, OUTBOX_RETRY_MAX_MS, random);
}
