import type { AppContext } from '../../context';
import { notFound } from '../../http';
import type { BatchSend, Sent } from './send-row';
import { clientKey, newRow } from './send-row';
import type { MessageJson } from './view';
import { messageRowFromJson, messageView } from './view';

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
 * Many messages in one prepared statement (SEND_BATCH): the batch store on PGlite, where each
 * statement costs most in parsing and planning, which preparing saves, and where one call to the
 * database thread beats two. Returns, per input, its result or the
 * error refusing it. A clientId stored by another instance at the same moment fails the statement
 * on the unique index; the caller then sends one by one.
 */
export async function sendBatchPrepared(
  ctx: AppContext,
  batch: readonly BatchSend[],
): Promise<Array<Sent | Error>> {
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
