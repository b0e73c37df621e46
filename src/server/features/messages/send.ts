import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Message, MessageSend } from '../../../protocol';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { dbRows } from '../../db/rows';
import { conversationMembers, conversations, messages } from '../../db/schema';
import { notFound } from '../../http';
import { publishTo } from './publish';
import type { MessageRow } from './view';
import { messageView } from './view';

/** Spec core 4: burner messages disappear after 24 hours at the latest. */
export const BURNER_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Most messages one transaction carries. Large enough to absorb a burst; small enough that one
 * statement's parameters stay far below PostgreSQL's 65,535 (12 columns per row).
 */
const MAX_BATCH = 256;

export type SendInput = Omit<MessageSend, 'senderId'>;
export interface SendResult {
  message: Message;
  created: boolean;
}
type Sent = SendResult & { members: readonly string[] };

interface Pending {
  senderId: string;
  input: SendInput;
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

  constructor(private readonly ctx: AppContext) {}

  push(senderId: string, input: SendInput): Promise<Sent> {
    return new Promise((resolve, reject) => {
      this.queue.push({ senderId, input, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      await this.commit(batch);
    }
    this.running = false;
  }

  private async commit(batch: Pending[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const results = await sendMany(this.ctx.db, batch);
        batch.forEach((p, i) => {
          const r = results[i]!;
          if (r instanceof Error) p.reject(r);
          else p.resolve(r);
        });
        return;
      } catch (err) {
        // A batch fails whole (a race with another instance on a clientId, a deadlock): each
        // send is then tried alone, so one bad send never sinks the others.
        this.ctx.log.debug({ err, size: batch.length }, 'batched send failed; sending one by one');
      }
    }
    for (const p of batch) {
      await sendOne(this.ctx.db, p.senderId, p.input).then(p.resolve, p.reject);
    }
  }
}

/**
 * PostgreSQL commits wait on the disk (fsync, several ms here): several lanes let one lane's
 * commit overlap another's. A conversation always takes the same lane, so its messages keep the
 * order they arrived in. PGlite has one connection: one lane.
 */
const POSTGRES_LANES = 4;

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
 * and publishes nothing.
 */
export async function messageSend(
  ctx: AppContext,
  senderId: string,
  input: SendInput,
): Promise<SendResult> {
  let lanes = lanesOf.get(ctx);
  if (!lanes) {
    const count = ctx.dbKind === 'postgres' ? POSTGRES_LANES : 1;
    lanes = Array.from({ length: count }, () => new SendQueue(ctx));
    lanesOf.set(ctx, lanes);
  }
  const lane = lanes[laneIndex(input.conversationId, lanes.length)]!;
  const { message, created, members } = await lane.push(senderId, input);
  if (created) await publishTo(ctx, members, { type: 'message', message });
  return { message, created };
}

function newRow(senderId: string, input: SendInput, seq: number, now: Date) {
  const isBurner = input.isBurner === true || input.messageType === 'burner';
  return {
    id: randomUUID(),
    conversationId: input.conversationId,
    seq,
    senderId,
    content: input.content,
    messageType: isBurner ? 'burner' : input.messageType,
    metadata: input.metadata ?? null,
    isBurner,
    expiresAt: isBurner ? new Date(now.getTime() + BURNER_TTL_MS) : null,
    clientId: input.clientId ?? null,
    createdAt: now,
  };
}

/** Thrown inside the one-message transaction to roll back when the clientId was already used. */
class AlreadySent {}

/**
 * One message in four round trips: BEGIN; an UPDATE that takes the next seq under the
 * conversation's row lock, proves membership and returns the members; an INSERT that a reused
 * clientId turns into nothing; COMMIT.
 */
async function sendOne(db: Db, senderId: string, input: SendInput): Promise<Sent> {
  const { conversationId, clientId } = input;
  try {
    return await db.transaction(async (tx) => {
      const locked = await tx
        .update(conversations)
        .set({ lastSeq: sql`${conversations.lastSeq} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(conversations.id, conversationId),
            sql`exists (select 1 from ${conversationMembers} where ${conversationMembers.conversationId} = ${conversationId} and ${conversationMembers.userId} = ${senderId})`,
          ),
        )
        .returning({
          seq: conversations.lastSeq,
          updatedAt: conversations.updatedAt,
          members: sql<
            string[]
          >`(select array_agg(${conversationMembers.userId}) from ${conversationMembers} where ${conversationMembers.conversationId} = ${conversationId})`,
        });
      if (!locked[0]) throw notFound();
      const inserted = await tx
        .insert(messages)
        .values(newRow(senderId, input, locked[0].seq, locked[0].updatedAt))
        .onConflictDoNothing({
          target: [messages.conversationId, messages.senderId, messages.clientId],
          where: sql`${messages.clientId} is not null`,
        })
        .returning();
      // Nothing inserted: this clientId was used before. Roll back the seq we took.
      if (!inserted[0]) throw new AlreadySent();
      return { message: messageView(inserted[0]), created: true, members: locked[0].members };
    });
  } catch (err) {
    if (!(err instanceof AlreadySent)) throw err;
    const prior = await db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          eq(messages.senderId, senderId),
          eq(messages.clientId, clientId!),
        ),
      )
      .limit(1);
    return { message: messageView(prior[0]!), created: false, members: [] };
  }
}

const clientKey = (conversationId: string, senderId: string, clientId: string) =>
  `${conversationId}\n${senderId}\n${clientId}`;

/**
 * Many messages in one transaction, whatever their conversations: members of every conversation
 * at once, prior uses of their clientIds at once, one UPDATE taking each conversation's seqs,
 * one multi-row INSERT. Returns, per input, its result or the error refusing it.
 */
async function sendMany(db: Db, batch: readonly Pending[]): Promise<Array<Sent | Error>> {
  const now = new Date();
  const conversationIds = [...new Set(batch.map((p) => p.input.conversationId))];
  return db.transaction(async (tx) => {
    const memberRows = await tx
      .select({
        conversationId: conversationMembers.conversationId,
        userId: conversationMembers.userId,
      })
      .from(conversationMembers)
      .where(inArray(conversationMembers.conversationId, conversationIds));
    const members = new Map<string, string[]>();
    for (const r of memberRows) {
      const list = members.get(r.conversationId) ?? [];
      list.push(r.userId);
      members.set(r.conversationId, list);
    }

    const clientIds = batch.flatMap((p) => (p.input.clientId ? [p.input.clientId] : []));
    const prior = new Map<string, MessageRow>();
    if (clientIds.length > 0) {
      const rows = await tx
        .select()
        .from(messages)
        .where(
          and(
            inArray(messages.conversationId, conversationIds),
            inArray(messages.clientId, [...new Set(clientIds)]),
          ),
        );
      for (const r of rows) prior.set(clientKey(r.conversationId, r.senderId, r.clientId!), r);
    }

    // Decide each send: refused, already stored, the same as an earlier one in this batch, or new.
    type Plan = Error | MessageRow | { sameAs: number } | { fresh: true };
    const firstInBatch = new Map<string, number>();
    const perConversation = new Map<string, number>();
    const plans: Plan[] = batch.map((p, i) => {
      const { conversationId, clientId } = p.input;
      if (!members.get(conversationId)?.includes(p.senderId)) return notFound();
      if (clientId) {
        const key = clientKey(conversationId, p.senderId, clientId);
        const stored = prior.get(key);
        if (stored) return stored;
        const first = firstInBatch.get(key);
        if (first !== undefined) return { sameAs: first };
        firstInBatch.set(key, i);
      }
      perConversation.set(conversationId, (perConversation.get(conversationId) ?? 0) + 1);
      return { fresh: true };
    });

    const lastSeq = new Map<string, number>();
    if (perConversation.size > 0) {
      const counts = sql.join(
        [...perConversation].map(([id, n]) => sql`(${id}, ${n}::int)`),
        sql`, `,
      );
      const updated = await dbRows<{ id: string; last_seq: number }>(
        tx,
        sql`update conversations c set last_seq = c.last_seq + v.n, updated_at = ${now.toISOString()}::timestamptz
          from (values ${counts}) as v(id, n) where c.id = v.id returning c.id, c.last_seq`,
      );
      for (const u of updated) lastSeq.set(u.id, u.last_seq - perConversation.get(u.id)!);
    }

    const rows = batch.flatMap((p, i) => {
      if (!('fresh' in plans[i]!)) return [];
      const seq = lastSeq.get(p.input.conversationId)! + 1;
      lastSeq.set(p.input.conversationId, seq);
      return [newRow(p.senderId, p.input, seq, now)];
    });
    const inserted = rows.length > 0 ? await tx.insert(messages).values(rows).returning() : [];
    const byId = new Map(inserted.map((r) => [r.id, r]));

    let next = 0;
    const results: Array<Sent | Error> = [];
    plans.forEach((plan, i) => {
      const conversationId = batch[i]!.input.conversationId;
      if (plan instanceof Error) results.push(plan);
      else if ('fresh' in plan) {
        const row = byId.get(rows[next++]!.id)!;
        results.push({
          message: messageView(row),
          created: true,
          members: members.get(conversationId)!,
        });
      } else if ('sameAs' in plan) {
        const first = results[plan.sameAs] as Sent;
        results.push({ message: first.message, created: false, members: [] });
      } else results.push({ message: messageView(plan), created: false, members: [] });
    });
    return results;
  });
}
