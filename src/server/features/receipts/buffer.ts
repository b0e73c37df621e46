import { sql } from 'drizzle-orm';
import type { Receipt } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import { burnerReadingSql } from '../burner/reading';

/**
 * Reports that arrive within this long are stored together and pushed as one event per
 * conversation. Every member of a busy chat reports after each burst it receives (the client
 * gathers 300 ms), so without this a chat of 10 would cost 9 writes and 90 socket sends per
 * burst; with it, one row per member per window and one send per member of each chat that
 * moved. 200 ms keeps ticks within about half a second of the read on a quiet server.
 */
export const RECEIPT_FLUSH_MS = 200;
/**
 * When a window gathered this many reports, the server is busy and the next window is
 * {@link RECEIPT_FLUSH_BUSY_MS}: each member then costs at most one row per window, whatever the
 * message rate, and ticks lag by up to that much. Chosen with `npm run bench -- --send-path`
 * (1,000 clients, every receiver reporting delivered and read) on the earlier engine, PGlite:
 * its best send rate was 250 msgs/s with 200 ms windows in one statement, 1,375 with 1 s
 * windows in chunks, 1,875 with 2 s windows, against 1,875-2,391 with no receipts at all.
 */
export const RECEIPT_BUSY_ROWS = 100;
export const RECEIPT_FLUSH_BUSY_MS = 2_000;
/**
 * Rows per UPDATE. Short statements hold each row lock briefly: a member's position is also
 * moved by the send path's own receipts. (Chosen on PGlite, which had one connection: a window
 * stored in one statement held every send behind it for 30-75 ms; chunks of 100 kept each wait
 * near 5 ms.)
 */
export const RECEIPT_CHUNK_ROWS = 100;

/** One member's positions in one conversation, moved by a report. */
export interface ReceiptMoved extends Receipt {
  conversationId: string;
  /** The report carried a read position (reads may burn burner messages). */
  readReported: boolean;
  /**
   * The other members whose own messages lie in the stretch this move passed over: only their
   * ticks change (every receipt a person sees is on their own messages).
   */
  watchers: string[];
}

interface Pending {
  conversationId: string;
  userId: string;
  delivered: number;
  read: number;
  waiters: Array<{ resolve(moved: ReceiptMoved | null): void; reject(err: unknown): void }>;
}

interface MovedRow {
  conversation_id: string;
  user_id: string;
  delivered_seq: number;
  last_read_seq: number;
  watchers: string[];
}

/**
 * Moves positions forward in one UPDATE for the whole batch: a position never moves back, never
 * passes the conversation's last seq, and delivered never stays below read. A read that reaches
 * a live burner message starts that reader's reading window of it (`burner_reads`; a window once
 * started is kept). Returns only the rows that moved.
 */
async function receiptsStore(ctx: AppContext, batch: readonly Pending[]): Promise<MovedRow[]> {
  const input = JSON.stringify(
    batch.map((p) => ({
      conversation_id: p.conversationId,
      user_id: p.userId,
      delivered: p.delivered,
      read: p.read,
    })),
  );
  const now = ctx.clock.now().toISOString();
  // In the same statement as the read: no sweep ever sees the read without its reading window.
  return dbRows<MovedRow>(
    ctx.db,
    sql`with moved as (update conversation_members m set
        last_read_seq = greatest(m.last_read_seq, least(v.read, c.last_seq)),
        delivered_seq = greatest(m.delivered_seq, m.last_read_seq, least(v.delivered, c.last_seq))
      from jsonb_to_recordset(${input}::jsonb) as v(conversation_id text, user_id text,
          delivered int, read int), conversations c, conversation_members o
      where c.id = v.conversation_id and m.conversation_id = v.conversation_id
        and m.user_id = v.user_id
        and o.conversation_id = m.conversation_id and o.user_id = m.user_id
        and (m.last_read_seq < least(v.read, c.last_seq)
          or greatest(m.delivered_seq, m.last_read_seq) < least(v.delivered, c.last_seq)
          or m.delivered_seq < m.last_read_seq)
      returning m.conversation_id, m.user_id, m.delivered_seq, m.last_read_seq,
        o.last_read_seq as passed_from),
    windows as (insert into burner_reads (message_id, user_id, conversation_id, burn_at)
      select m.id, moved.user_id, m.conversation_id, ${now}::timestamptz + ${burnerReadingSql()}
      from moved join messages m on m.conversation_id = moved.conversation_id
      where m.is_burner and m.deleted_at is null
        and m.seq <= moved.last_read_seq and m.sender_id <> moved.user_id
      on conflict do nothing)
    select moved.conversation_id, moved.user_id, moved.delivered_seq, moved.last_read_seq,
      array(select distinct w.sender_id from messages w
        where w.conversation_id = moved.conversation_id and w.sender_id <> moved.user_id
          and w.seq > moved.passed_from and w.seq <= moved.delivered_seq) as watchers
    from moved`,
  );
}

/**
 * Gathers receipt reports for {@link RECEIPT_FLUSH_MS} (a second when busy), keeping the highest
 * positions per member and conversation, then stores them in chunks and hands each chunk's
 * moved rows to `publish`. Each report's promise settles once its chunk is stored.
 */
export class ReceiptBuffer {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;
  /** The last window was large: the next one is longer. */
  private busy = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly publish: (moved: ReceiptMoved[]) => Promise<void>,
    private readonly flushMs = RECEIPT_FLUSH_MS,
    private readonly busyMs = RECEIPT_FLUSH_BUSY_MS,
  ) {}

  add(
    userId: string,
    conversationId: string,
    delivered: number,
    read: number,
  ): Promise<ReceiptMoved | null> {
    if (this.closed) return Promise.resolve(null);
    const key = `${conversationId}\n${userId}`;
    let entry = this.pending.get(key);
    if (!entry) {
      entry = { conversationId, userId, delivered: 0, read: 0, waiters: [] };
      this.pending.set(key, entry);
    }
    entry.delivered = Math.max(entry.delivered, delivered);
    entry.read = Math.max(entry.read, read);
    const settled = new Promise<ReceiptMoved | null>((resolve, reject) =>
      entry.waiters.push({ resolve, reject }),
    );
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.busy ? this.busyMs : this.flushMs);
      this.timer.unref();
    }
    return settled;
  }

  /** Stores and pushes what is pending now (after any flush under way). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // By conversation: a chunk then touches few chats, and its push asks about few members.
    const batch = [...this.pending.values()].sort((a, b) =>
      a.conversationId < b.conversationId ? -1 : a.conversationId > b.conversationId ? 1 : 0,
    );
    this.pending = new Map();
    this.busy = batch.length >= RECEIPT_BUSY_ROWS;
    if (batch.length === 0) return this.flushing;
    // One flush at a time, so a later batch never overtakes an earlier one's push.
    this.flushing = this.flushing.then(async () => {
      for (let i = 0; i < batch.length; i += RECEIPT_CHUNK_ROWS) {
        await this.store(batch.slice(i, i + RECEIPT_CHUNK_ROWS));
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }

  private async store(batch: Pending[]): Promise<void> {
    let rows: MovedRow[];
    try {
      rows = await receiptsStore(this.ctx, batch);
    } catch (err) {
      for (const p of batch) for (const w of p.waiters) w.reject(err);
      return;
    }
    const byKey = new Map(batch.map((p) => [`${p.conversationId}\n${p.userId}`, p]));
    const moved: ReceiptMoved[] = rows.map((r) => ({
      conversationId: r.conversation_id,
      userId: r.user_id,
      deliveredSeq: r.delivered_seq,
      readSeq: r.last_read_seq,
      readReported: (byKey.get(`${r.conversation_id}\n${r.user_id}`)?.read ?? 0) > 0,
      watchers: r.watchers,
    }));
    const movedByKey = new Map(moved.map((m) => [`${m.conversationId}\n${m.userId}`, m]));
    try {
      await this.publish(moved);
    } catch (err) {
      // Stored is stored: a device that missed the push reads the positions on its next fetch.
      this.ctx.log.warn({ err }, 'receipt push failed');
    }
    for (const [key, p] of byKey) {
      for (const w of p.waiters) w.resolve(movedByKey.get(key) ?? null);
    }
  }
}
