import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Message, MessageSend } from '../../../protocol';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { conversationMembers, conversations, messages } from '../../db/schema';
import { notFound } from '../../http';
import { isUnavailable } from '../../unavailable';
import { conversationMemberIds } from '../conversations/membership';
import { publishTo } from './publish';
import type { MessageJson } from './view';
import { messageRowFromJson, messageView } from './view';

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
    try {
      const results = await sendMany(this.ctx, batch);
      batch.forEach((p, i) => {
        const r = results[i]!;
        if (r instanceof Error) p.reject(r);
        else p.resolve(r);
      });
      return;
    } catch (err) {
      // The database is out of reach: trying each send alone would only wait out the timeout
      // once per send. All of them are refused now (503) and the client retries later.
      if (isUnavailable(err)) {
        for (const p of batch) p.reject(err);
        return;
      }
      // Otherwise a batch fails whole (a race with another instance on a clientId, a
      // deadlock): each send is then tried alone, in its own transaction, so one bad send never
      // sinks the others and a clientId race resolves to the first message.
      this.ctx.log.debug({ err, size: batch.length }, 'batched send failed; sending one by one');
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
  // A retry of a stored message is published again: the first attempt may have been committed
  // by an instance that died before it could push. Clients merge by id, so twice is harmless.
  await publishTo(ctx, members, { type: 'message', message });
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
    return {
      message: messageView(prior[0]!),
      created: false,
      members: await conversationMemberIds(db, conversationId),
    };
  }
}

const clientKey = (conversationId: string, senderId: string, clientId: string) =>
  `${conversationId}\n${senderId}\n${clientId}`;

/** One row per send of a batch, in the order sent. */
interface BatchOutcome {
  ord: number;
  /** The sender is a member of the conversation. */
  allowed: boolean;
  /** Set when this send stored a new message. */
  seq: number | null;
  /** The message an earlier send with this clientId stored. */
  prior: MessageJson | null;
  /** The conversation's members, on the first row of each conversation only. */
  members: string[] | null;
}

/**
 * Many messages in one statement, atomic on its own, whatever their conversations: it keeps the
 * sends whose sender is a member, sets aside clientIds already stored (and repeats inside the
 * batch), takes each conversation's seqs under the row lock, inserts, and answers per send.
 * The batch arrives as one JSON argument, so the text never changes and is prepared once.
 */
const SEND_BATCH = `with input as (
    select * from jsonb_to_recordset($1::jsonb) as i(ord int, id text, conversation_id text,
      sender_id text, content text, message_type text, metadata jsonb, is_burner boolean,
      expires_at timestamptz, client_id text)),
  allowed as (
    select i.* from input i where exists (select 1 from conversation_members m
      where m.conversation_id = i.conversation_id and m.user_id = i.sender_id)),
  prior as (
    select a.ord, x.id as prior_id from allowed a join messages x
      on x.conversation_id = a.conversation_id and x.sender_id = a.sender_id and x.client_id = a.client_id),
  firsts as (
    select a.*, row_number() over (
      partition by a.conversation_id, a.sender_id, coalesce(a.client_id, a.id) order by a.ord) as k
    from allowed a),
  fresh as (select f.* from firsts f where f.k = 1 and not exists (select 1 from prior p where p.ord = f.ord)),
  counts as (select conversation_id, count(*)::int as n from fresh group by conversation_id),
  bumped as (
    update conversations c set last_seq = c.last_seq + counts.n, updated_at = $2::timestamptz
    from counts where c.id = counts.conversation_id
    returning c.id, c.last_seq, counts.n),
  numbered as (
    select f.*, (b.last_seq - b.n + row_number() over (partition by f.conversation_id order by f.ord))::int as seq
    from fresh f join bumped b on b.id = f.conversation_id),
  ins as (
    insert into messages (id, conversation_id, seq, sender_id, content, message_type, metadata,
      is_burner, expires_at, client_id, created_at)
    select id, conversation_id, seq, sender_id, content, message_type, metadata, is_burner,
      expires_at, client_id, $2::timestamptz
    from numbered
    returning id, seq)
  select i.ord,
    exists (select 1 from allowed a where a.ord = i.ord) as allowed,
    ins.seq,
    (select to_jsonb(x) from prior p join messages x on x.id = p.prior_id where p.ord = i.ord) as prior,
    case when i.ord = min(i.ord) over (partition by i.conversation_id)
      then (select array_agg(m.user_id) from conversation_members m where m.conversation_id = i.conversation_id)
    end as members
  from input i left join ins on ins.id = i.id
  order by i.ord`;

/**
 * Many messages in one prepared statement (SEND_BATCH). Returns, per input, its result or the
 * error refusing it. A clientId stored by another instance at the same moment fails the statement
 * on the unique index; the caller then sends one by one.
 */
async function sendMany(ctx: AppContext, batch: readonly Pending[]): Promise<Array<Sent | Error>> {
  const now = new Date();
  const rows = batch.map((p) => newRow(p.senderId, p.input, 0, now));
  const input = rows.map((r, ord) => ({
    ord,
    id: r.id,
    conversation_id: r.conversationId,
    sender_id: r.senderId,
    content: r.content,
    message_type: r.messageType,
    metadata: r.metadata,
    is_burner: r.isBurner,
    expires_at: r.expiresAt?.toISOString() ?? null,
    client_id: r.clientId,
  }));
  const outcomes = await ctx.statements.run<BatchOutcome>('allo_send_batch', SEND_BATCH, [
    JSON.stringify(input),
    now.toISOString(),
  ]);

  const members = new Map<string, string[]>();
  for (const o of outcomes) if (o.members) members.set(rows[o.ord]!.conversationId, o.members);
  const firstInBatch = new Map<string, number>();
  const results: Array<Sent | Error> = [];
  outcomes.forEach((o, i) => {
    const row = rows[i]!;
    const to = members.get(row.conversationId) ?? [];
    if (!o.allowed) return void results.push(notFound());
    if (o.prior) {
      const message = messageView(messageRowFromJson(o.prior));
      return void results.push({ message, created: false, members: to });
    }
    if (o.seq !== null) {
      if (row.clientId)
        firstInBatch.set(clientKey(row.conversationId, row.senderId, row.clientId), i);
      const message = messageView({ ...row, seq: o.seq, editedAt: null });
      return void results.push({ message, created: true, members: to });
    }
    // The same send twice in one batch: the first one's publish covers both.
    const first = results[
      firstInBatch.get(clientKey(row.conversationId, row.senderId, row.clientId!))!
    ] as Sent;
    results.push({ message: first.message, created: false, members: [] });
  });
  return results;
}
