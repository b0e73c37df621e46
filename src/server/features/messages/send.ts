import type { AppContext } from '../../context/app-context';
import { ERROR_TEXTS } from '../../../protocol';
import { HttpError } from '../../kernel/http';
import { isUnavailable } from '../../kernel/unavailable';
import { publishTo } from '../../realtime/publish';
import { richShareInput } from './rich-share';
import { sqlState } from '../../db/retry';
import { sendBatch } from './send-batch';
import { messageHasObject, objectMessageSend } from './send-object';
import type { BatchSend, BatchStore, SendInput, SendResult, Sent } from './send-row';

export { BURNER_TTL_MS } from './send-row';
export type { SendInput, SendResult } from './send-row';

/**
 * Most messages one transaction carries. Large enough to absorb a burst; small enough that one
 * statement's parameters stay far below PostgreSQL's 65,535 (12 columns per row).
 */
const MAX_BATCH = 256;

interface Pending extends BatchSend {
  resolve(result: Sent): void;
  reject(err: unknown): void;
}

/**
 * Group commit: sends that arrive while a transaction is running wait for it and then go
 * together into the next one, each with its own seq and clientId. A send that finds the queue
 * idle commits at once, so a quiet server adds no delay. One transaction at a time per queue
 * keeps each conversation's messages in the order they arrived.
 */
class SendQueue {
  private queue: Pending[] = [];
  private running = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly store: BatchStore,
  ) {}

  push(senderId: string, input: SendInput): Promise<Sent> {
    return new Promise((resolve, reject) => {
      this.queue.push({ senderId, input, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  /**
   * The next batch goes to the database before the last one's results are handed out: those
   * results fan out to every member's socket, which takes the main thread about as long as the
   * database took to store them, and the database would otherwise sit idle meanwhile.
   */
  private async drain(): Promise<void> {
    this.running = true;
    let deliver: (() => void) | null = null;
    while (this.queue.length > 0) {
      const storing = this.commit(this.queue.splice(0, MAX_BATCH));
      deliver?.();
      deliver = await storing;
      if (this.queue.length === 0) {
        deliver();
        deliver = null;
      }
    }
    this.running = false;
  }

  /** Stores a batch; resolves to what hands each send its result. */
  private async commit(batch: Pending[]): Promise<() => void> {
    try {
      return settleAll(batch, await this.storeAgainOnRace(batch));
    } catch (err) {
      // The database is out of reach: trying each send alone would only wait out the timeout
      // once per send. All of them are refused now (503) and the client retries later.
      if (isUnavailable(err) || batch.length === 1)
        return () => batch.forEach((p) => p.reject(err));
      this.ctx.log.debug({ err, size: batch.length }, 'batched send failed; sending one by one');
    }
    // Each send alone, as a batch of one, so one bad send never sinks the others.
    const alone: Array<Sent | Error> = [];
    for (const p of batch) alone.push(await this.storeAgainOnRace([p]).then((r) => r[0]!, errorOf));
    return settleAll(batch, alone);
  }

  /**
   * Another instance stored one of these clientIds while the statement ran, or the two
   * deadlocked on conversation rows: nothing of the statement was kept, and run again it sees
   * what the other one committed (a repeat then returns the first message).
   */
  private async storeAgainOnRace(batch: readonly Pending[]): Promise<Array<Sent | Error>> {
    try {
      return await this.store(batch);
    } catch (err) {
      if (!RACES.has(sqlState(err) ?? '')) throw err;
      return this.store(batch);
    }
  }
}

/** A unique violation (a clientId stored meanwhile), a deadlock, a serialization failure. */
const RACES = new Set(['23505', '40P01', '40001']);

const errorOf = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

function settleAll(batch: readonly Pending[], results: ReadonlyArray<Sent | Error>) {
  return () =>
    batch.forEach((p, i) => {
      const r = results[i]!;
      if (r instanceof Error) p.reject(r);
      else p.resolve(r);
    });
}

/**
 * PostgreSQL commits wait on the disk (fsync, several ms here): several lanes let one lane's
 * commit overlap another's. A conversation always takes the same lane, so its messages keep the
 * order they arrived in.
 */
const LANES = 4;

const lanesOf = new WeakMap<AppContext, SendQueue[]>();

/** A cheap, stable hash: the same conversation id always picks the same lane. */
function laneIndex(conversationId: string, lanes: number): number {
  let h = 0;
  for (let i = 0; i < conversationId.length; i++) h = (h * 31 + conversationId.charCodeAt(i)) | 0;
  return Math.abs(h) % lanes;
}

/**
 * The send path (ARCHITECTURE "The send path"): validated input from a member goes into a
 * transaction that stores it with the next per-conversation seq; only after the commit is it
 * published to the members' sockets. A retry with the same clientId returns the first message
 * and pushes it again (see below).
 */
export async function messageSend(
  ctx: AppContext,
  senderId: string,
  sent: SendInput,
): Promise<SendResult> {
  const input = richShareInput(sent);
  // Someone blocked in a one-to-one chat (either way) cannot send there. To anyone but its two
  // people the conversation does not exist: that 404 comes from the usual check.
  if ((await ctx.members.standing(input.conversationId, senderId)) === 'blocked') {
    throw new HttpError(403, ERROR_TEXTS.messageBlocked);
  }
  // A photo or a voice note is attached to its object in its own transaction (send-object.ts);
  // text and the other types take the batched path below, untouched by objects.
  if (messageHasObject(input.messageType)) {
    const { message, created, members } = await objectMessageSend(ctx, senderId, input);
    await publishTo(ctx, members, { type: 'message', message });
    if (created) ctx.delivered.emit({ kind: 'message', message, members });
    return { message, created };
  }
  let lanes = lanesOf.get(ctx);
  if (!lanes) {
    const store: BatchStore = (batch) => sendBatch(ctx, batch);
    lanes = Array.from({ length: LANES }, () => new SendQueue(ctx, store));
    lanesOf.set(ctx, lanes);
  }
  const lane = lanes[laneIndex(input.conversationId, lanes.length)]!;
  const { message, created, members } = await lane.push(senderId, input);
  // A retry of a stored message is published again: the first attempt may have been committed
  // by an instance that died before it could push. Clients merge by id, so twice is harmless.
  await publishTo(ctx, members, { type: 'message', message });
  // Once per message: a retry was told of when it was first stored. Listeners queue their work
  // (push to members with no socket) and return, so the send answers no later than before.
  if (created) ctx.delivered.emit({ kind: 'message', message, members });
  return { message, created };
}
