import type { AppContext } from '../../context';
import type { Plan } from './send-plan';
import { sendPlan, sendResults } from './send-plan';
import type { BatchSend, Sent } from './send-row';
import type { MessageJson } from './view';
import { messageRowFromJson } from './view';

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
 * clientIds already stored, numbers the rest per conversation after its last seq, moves that
 * seq on, and inserts. The batch arrives as one JSON argument, so the text never changes and is
 * prepared once.
 *
 * It reads each conversation's last seq from the statement's snapshot, which is right only
 * because nothing else writes at the same time: PGlite has one connection, and the send queue
 * runs one batch at a time. PostgreSQL takes the row lock instead (send-batch-two-step.ts).
 *
 * Every lookup is a correlated subquery on a unique index, so the plan stays an index probe per
 * row however the tables' statistics look: PGlite has no autovacuum to keep them current, and a
 * plan made while `messages` was small would otherwise scan it whole.
 */
const SEND_BATCH = `with input as (
    select * from jsonb_to_recordset($1::jsonb) as i(ord int, id text, conversation_id text,
      sender_id text, content text, message_type text, metadata jsonb, is_burner boolean,
      expires_at timestamptz, client_id text, language text)),
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
    from fresh f where f.k = 1 and c.id = f.conversation_id),
  ins as (
    insert into messages (id, conversation_id, seq, sender_id, content, message_type, metadata,
      is_burner, expires_at, client_id, language, created_at)
    select f.id, f.conversation_id,
      ((select c.last_seq from conversations c where c.id = f.conversation_id) + f.k)::int,
      f.sender_id, f.content, f.message_type, f.metadata, f.is_burner, f.expires_at, f.client_id,
      f.language, $2::timestamptz
    from fresh f
    returning id, seq)
  select null::int as ord, id, seq, null::jsonb as prior from ins
  union all
  select c.ord, null, null, (select to_jsonb(x) from messages x where x.id = c.prior_id)
  from checked c where c.prior_id is not null`;

/**
 * The batch store on PGlite, where each statement costs most in parsing and planning, which
 * preparing saves, and where one call to the database thread beats two. Membership and repeats
 * inside the batch are settled before (send-plan.ts). Returns, per input, its result or the
 * error refusing it.
 */
export async function sendBatchPrepared(
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
