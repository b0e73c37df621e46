import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { dbRows } from '../../db/rows';
import { sendPlan, sendResults } from './send-plan';
import type { BatchSend, Sent } from './send-row';
import { clientKey } from './send-row';
import type { MessageJson, MessageRow } from './view';
import { messageRowFromJson } from './view';

const list = (values: readonly string[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/**
 * Many messages in at most two round trips, whatever their conversations: the batch store on
 * PostgreSQL, where it measured faster than one larger statement (the row locks are held for less
 * work). Membership and repeats inside the batch are settled before (send-plan.ts). One read
 * finds clientIds stored by earlier batches. Then one statement, atomic on its own, takes each
 * conversation's seqs under the row lock and inserts the new messages. Returns, per input, its
 * result or the error refusing it. A clientId stored by someone else between the two (another
 * instance) fails the statement on the unique index; the caller then sends one by one.
 */
export async function sendBatchTwoStep(
  ctx: AppContext,
  batch: readonly BatchSend[],
): Promise<Array<Sent | Error>> {
  const now = new Date();
  const planned = await sendPlan(ctx, batch, now);
  const { plans } = planned;
  const retried = plans.flatMap((plan) =>
    !(plan instanceof Error) && 'fresh' in plan && plan.fresh.clientId ? [plan.fresh] : [],
  );
  if (retried.length > 0) {
    const conversationIds = [...new Set(retried.map((r) => r.conversationId))];
    const clientIds = [...new Set(retried.map((r) => r.clientId!))];
    const prior = await dbRows<{ prior: MessageJson }>(
      ctx.db,
      sql`select to_jsonb(x) as prior from messages x
          where x.conversation_id in ${list(conversationIds)} and x.client_id in ${list(clientIds)}`,
    );
    const stored = new Map<string, MessageRow>();
    for (const r of prior) {
      const row = messageRowFromJson(r.prior);
      stored.set(clientKey(row.conversationId, row.senderId, row.clientId!), row);
    }
    plans.forEach((plan, i) => {
      if (plan instanceof Error || !('fresh' in plan) || !plan.fresh.clientId) return;
      const row = stored.get(
        clientKey(plan.fresh.conversationId, plan.fresh.senderId, plan.fresh.clientId),
      );
      if (row) plans[i] = { stored: row };
    });
  }

  const fresh = plans.flatMap((plan, ord) =>
    !(plan instanceof Error) && 'fresh' in plan ? [{ ord, row: plan.fresh }] : [],
  );
  const seqs = new Map<string, number>();
  if (fresh.length > 0) {
    const at = now.toISOString();
    const values = sql.join(
      fresh.map(
        ({ ord, row: r }) =>
          sql`(${ord}::int, ${r.id}::text, ${r.conversationId}::text, ${r.senderId}::text,
            ${r.content}::text, ${r.messageType}::text, ${r.metadata === null ? null : JSON.stringify(r.metadata)}::jsonb,
            ${r.isBurner}::boolean, ${r.expiresAt?.toISOString() ?? null}::timestamptz, ${r.clientId}::text,
            ${r.language}::text)`,
      ),
      sql`, `,
    );
    // Only the seq is new to us: everything else in the row was decided here.
    const inserted = await dbRows<{ id: string; seq: number }>(
      ctx.db,
      sql`with input (ord, id, conversation_id, sender_id, content, message_type, metadata, is_burner, expires_at, client_id, language)
          as (values ${values}),
        counts as (select conversation_id, count(*)::int as n from input group by conversation_id),
        bumped as (
          update conversations c set last_seq = c.last_seq + counts.n, updated_at = ${at}::timestamptz
          from counts where c.id = counts.conversation_id
          returning c.id, c.last_seq, counts.n),
        numbered as (
          select i.*, (b.last_seq - b.n + row_number() over (partition by i.conversation_id order by i.ord))::int as seq
          from input i join bumped b on b.id = i.conversation_id)
        insert into messages (id, conversation_id, seq, sender_id, content, message_type, metadata, is_burner, expires_at, client_id, language, created_at)
        select id, conversation_id, seq, sender_id, content, message_type, metadata, is_burner, expires_at, client_id, language, ${at}::timestamptz
        from numbered
        returning id, seq`,
    );
    for (const r of inserted) seqs.set(r.id, r.seq);
  }

  return sendResults(batch, planned, seqs);
}
