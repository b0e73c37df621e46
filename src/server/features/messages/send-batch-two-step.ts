import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { dbRows } from '../../db/rows';
import { notFound } from '../../http';
import type { BatchSend, Sent } from './send-row';
import { clientKey, newRow } from './send-row';
import type { MessageJson, MessageRow } from './view';
import { messageRowFromJson, messageView } from './view';

const list = (values: readonly string[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

interface BatchRead {
  conversation_id: string;
  user_id: string | null;
  prior: MessageJson | null;
}

/**
 * Many messages in two round trips, whatever their conversations: the batch store on PostgreSQL,
 * where it measured faster than one larger statement (the row locks are held for less work). One read: the members of every
 * conversation in the batch and any earlier use of its clientIds. Then one statement, atomic on
 * its own: it takes each conversation's seqs under the row lock and inserts the new messages.
 * Returns, per input, its result or the error refusing it. A clientId stored by someone else
 * between the two (another instance) fails the statement on the unique index; the caller then
 * sends one by one.
 */
export async function sendBatchTwoStep(
  db: Db,
  batch: readonly BatchSend[],
): Promise<Array<Sent | Error>> {
  const now = new Date();
  const conversationIds = [...new Set(batch.map((p) => p.input.conversationId))];
  const clientIds = [
    ...new Set(batch.flatMap((p) => (p.input.clientId ? [p.input.clientId] : []))),
  ];
  const read = await dbRows<BatchRead>(
    db,
    sql`select m.conversation_id, m.user_id, null::jsonb as prior
        from conversation_members m where m.conversation_id in ${list(conversationIds)}
      ${
        clientIds.length
          ? sql`union all select x.conversation_id, null, to_jsonb(x) from messages x
              where x.conversation_id in ${list(conversationIds)} and x.client_id in ${list(clientIds)}`
          : sql``
      }`,
  );
  const members = new Map<string, string[]>();
  const prior = new Map<string, MessageRow>();
  for (const r of read) {
    if (r.prior) {
      const row = messageRowFromJson(r.prior);
      prior.set(clientKey(row.conversationId, row.senderId, row.clientId!), row);
    } else {
      const ids = members.get(r.conversation_id) ?? [];
      ids.push(r.user_id!);
      members.set(r.conversation_id, ids);
    }
  }

  // Decide each send: refused, already stored, the same as an earlier one in this batch, or new.
  type Plan = Error | MessageRow | { sameAs: number } | { fresh: ReturnType<typeof newRow> };
  const firstInBatch = new Map<string, number>();
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
    // The seq is decided by the statement below; 0 stands in until then.
    return { fresh: newRow(p.senderId, p.input, 0, now) };
  });

  const fresh = plans.flatMap((plan, ord) =>
    plan && 'fresh' in plan ? [{ ord, row: plan.fresh }] : [],
  );
  const seqs = new Map<string, number>();
  if (fresh.length > 0) {
    const at = now.toISOString();
    const values = sql.join(
      fresh.map(
        ({ ord, row: r }) =>
          sql`(${ord}::int, ${r.id}::text, ${r.conversationId}::text, ${r.senderId}::text,
            ${r.content}::text, ${r.messageType}::text, ${r.metadata === null ? null : JSON.stringify(r.metadata)}::jsonb,
            ${r.isBurner}::boolean, ${r.expiresAt?.toISOString() ?? null}::timestamptz, ${r.clientId}::text)`,
      ),
      sql`, `,
    );
    // Only the seq is new to us: everything else in the row was decided here.
    const inserted = await dbRows<{ id: string; seq: number }>(
      db,
      sql`with input (ord, id, conversation_id, sender_id, content, message_type, metadata, is_burner, expires_at, client_id)
          as (values ${values}),
        counts as (select conversation_id, count(*)::int as n from input group by conversation_id),
        bumped as (
          update conversations c set last_seq = c.last_seq + counts.n, updated_at = ${at}::timestamptz
          from counts where c.id = counts.conversation_id
          returning c.id, c.last_seq, counts.n),
        numbered as (
          select i.*, (b.last_seq - b.n + row_number() over (partition by i.conversation_id order by i.ord))::int as seq
          from input i join bumped b on b.id = i.conversation_id)
        insert into messages (id, conversation_id, seq, sender_id, content, message_type, metadata, is_burner, expires_at, client_id, created_at)
        select id, conversation_id, seq, sender_id, content, message_type, metadata, is_burner, expires_at, client_id, ${at}::timestamptz
        from numbered
        returning id, seq`,
    );
    for (const r of inserted) seqs.set(r.id, r.seq);
  }

  const results: Array<Sent | Error> = [];
  plans.forEach((plan, i) => {
    const conversationId = batch[i]!.input.conversationId;
    if (plan instanceof Error) results.push(plan);
    else if ('fresh' in plan) {
      const row = { ...plan.fresh, seq: seqs.get(plan.fresh.id)!, editedAt: null };
      results.push({
        message: messageView(row),
        created: true,
        members: members.get(conversationId)!,
      });
    } else if ('sameAs' in plan) {
      const first = results[plan.sameAs] as Sent;
      results.push({ message: first.message, created: false, members: [] });
    } else {
      // Stored earlier: pushed again, in case that first push was lost.
      results.push({
        message: messageView(plan),
        created: false,
        members: members.get(conversationId)!,
      });
    }
  });
  return results;
}
