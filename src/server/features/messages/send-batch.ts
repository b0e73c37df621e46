import type { AppContext } from '../../context/app-context';
import type { Plan } from './send-plan';
import { sendPlan, sendResults } from './send-plan';
import type { BatchSend, Sent } from './send-row';
import type { MessageJson } from '../message-rows/view';
import { messageRowFromJson } from '../message-rows/view';

/** Per row sent in: the seq it was stored with, or the message stored earlier under its clientId. */
interface BatchOutcome {
  /** Set on rows that were already stored (with `prior`); new rows are named by `id`. */
  ord: number | null;
  id: string | null;
  seq: number | null;
  prior: MessageJson | null;
}

/**
 * New messages in one statement, atomic on its own, whatever their conversations: it sets aside
 * clientIds already stored, moves each conversation's last seq on by its count under the row
 * lock, numbers the rest after it, and inserts. The batch arrives as one JSON argument, so the
 * text never changes and is prepared once per connection.
 *
 * The seqs come from the UPDATE's RETURNING, taken under the conversation's row lock: another
 * writer (a second instance on PostgreSQL) that got there first has moved `last_seq` on, and this
 * statement numbers after it. What that writer stored is not in this statement's snapshot,
 * though: if it stored one of these clientIds, the insert fails on `messages_client_idx`, nothing
 * of the statement is kept, and the batch is run again (send.ts), when the earlier row is seen.
 *
 * Every lookup is a correlated subquery on a unique index, so the plan stays an index probe per
 * row however the tables' statistics look: a plan made while `messages` was small, before
 * autovacuum analysed it, would otherwise scan it whole.
 */
const SEND_BATCH = `with input as (
    select * from jsonb_to_recordset($1::jsonb) as i(ord int, id text, conversation_id text,
      sender_id text, content text, message_type text, metadata jsonb, is_burner boolean,
      expires_at timestamptz, client_id text, language text, reply_to text, mentions text[])),
  checked as (
    select i.*, case when i.client_id is not null then (select x.id from messages x
      where x.conversation_id = i.conversation_id and x.sender_id = i.sender_id
        and x.client_id = i.client_id) end as prior_id
    from input i),
  fresh as (
    select c.*, row_number() over (partition by c.conversation_id order by c.ord) as k,
      count(*) over (partition by c.conversation_id) as n
    from checked c where c.prior_id is null),
  bumped as (
    update conversations c set last_seq = c.last_seq + f.n, updated_at = $2::timestamptz
    from fresh f where f.k = 1 and c.id = f.conversation_id
    returning c.id, c.last_seq),
  ins as (
    insert into messages (id, conversation_id, seq, sender_id, content, message_type, metadata,
      is_burner, expires_at, client_id, language, created_at, reply_to, mentions)
    select f.id, f.conversation_id, (b.last_seq - f.n + f.k)::int, f.sender_id, f.content,
      f.message_type, f.metadata, f.is_burner, f.expires_at, f.client_id, f.language,
      $2::timestamptz, f.reply_to, f.mentions
    from fresh f join bumped b on b.id = f.conversation_id
    returning id, seq)
  select null::int as ord, id, seq, null::jsonb as prior from ins
  union all
  select c.ord, null, null, (select to_jsonb(x) from messages x where x.id = c.prior_id)
  from checked c where c.prior_id is not null`;

/**
 * The batch store, the same on both backends: one round trip to the database for any number of
 * sends. Membership and repeats inside the batch are settled before (send-plan.ts); repeats of
 * earlier batches in the statement. A single send is a batch of one. Returns, per input, its
 * result or the error refusing it.
 */
export async function sendBatch(
  ctx: AppContext,
  batch: readonly BatchSend[],
): Promise<Array<Sent | Error>> {
  const now = new Date();
  const planned = await sendPlan(ctx, batch, now);
  const input = planned.plans.flatMap((plan, ord) => {
    if (plan instanceof Error || !('fresh' in plan)) return [];
    const r = plan.fresh;
    return [
      {
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
        language: r.language,
        reply_to: r.replyTo,
        mentions: r.mentions,
      },
    ];
  });
  const seqs = new Map<string, number>();
  if (input.length > 0) {
    const outcomes = await ctx.statements.run<BatchOutcome>('allo_send_batch', SEND_BATCH, [
      JSON.stringify(input),
      now.toISOString(),
    ]);
    for (const o of outcomes) {
      if (o.prior && o.ord !== null) {
        const stored: Plan = { stored: messageRowFromJson(o.prior) };
        planned.plans[o.ord] = stored;
      } else if (o.id !== null && o.seq !== null) seqs.set(o.id, o.seq);
    }
  }
  return sendResults(batch, planned, seqs);
}
