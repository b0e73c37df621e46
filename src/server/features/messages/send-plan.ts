import type { AppContext } from '../../context/app-context';
import { notFound } from '../../kernel/http';
import type { BatchSend, Sent } from './send-row';
import { clientKey, newRow } from './send-row';
import { mentionNotMember, mentionsAreMembers } from './mention-check';
import { replyNotFound, replyTargets } from './reply-check';
import type { MessageRow } from '../message-rows/view';
import { messageView } from '../message-rows/view';

type NewRow = ReturnType<typeof newRow>;

/**
 * What becomes of one send of a batch: refused, the same as an earlier send of this batch,
 * already stored (by an earlier batch), or new. The seq of a new row is the store's to decide;
 * 0 stands in until then.
 */
export type Plan = Error | { sameAs: number } | { stored: MessageRow } | { fresh: NewRow };

/** A batch's plans, and the members each conversation's messages go to. */
export interface Planned {
  plans: Plan[];
  members: Map<string, readonly string[]>;
}

/**
 * Decides what the database need not: who may send (members come from memory), and which sends
 * repeat a clientId earlier in the same batch. Whether a clientId was stored by an earlier batch
 * is the store's to find out.
 */
export async function sendPlan(
  ctx: AppContext,
  batch: readonly BatchSend[],
  now: Date,
): Promise<Planned> {
  const members = new Map<string, readonly string[]>();
  const firstInBatch = new Map<string, number>();
  const plans: Plan[] = [];
  const fresh: Array<{ send: BatchSend; row: NewRow; at: number }> = [];
  for (const [i, p] of batch.entries()) {
    const { conversationId, clientId } = p.input;
    if (!(await ctx.members.has(conversationId, p.senderId))) {
      plans.push(notFound());
      continue;
    }
    if (!members.has(conversationId))
      members.set(conversationId, await ctx.members.of(conversationId));
    // Only a member may be mentioned: checked against the members held in memory, no query.
    if (!mentionsAreMembers(p.input.mentions, members.get(conversationId)!)) {
      plans.push(mentionNotMember());
      continue;
    }
    if (clientId) {
      const key = clientKey(conversationId, p.senderId, clientId);
      const first = firstInBatch.get(key);
      if (first !== undefined) {
        plans.push({ sameAs: first });
        continue;
      }
      firstInBatch.set(key, i);
    }
    const row = newRow(p.senderId, p.input, 0, now, null);
    fresh.push({ send: p, row, at: plans.length });
    plans.push({ fresh: row });
  }
  // A reply answers a message of its own chat, or is refused (one query, only for replies).
  const asked = fresh.flatMap(({ send }) => (send.input.replyTo ? [send.input.replyTo] : []));
  if (asked.length > 0) {
    const targets = await replyTargets(ctx.db, asked);
    for (let k = fresh.length - 1; k >= 0; k--) {
      const { send, at } = fresh[k]!;
      const to = send.input.replyTo;
      if (!to || targets.get(to) === send.input.conversationId) continue;
      plans[at] = replyNotFound();
      fresh.splice(k, 1);
    }
  }
  // Asked for all at once: the detector answers a batch in one round trip to its thread.
  const languages = await Promise.all(
    fresh.map(({ send }) => ctx.detector.ofMessage(send.senderId, send.input)),
  );
  fresh.forEach(({ row }, k) => (row.language = languages[k]!));
  return { plans, members };
}

/** Per send, its result or the error refusing it, once the store has given each new row its seq. */
export function sendResults(
  batch: readonly BatchSend[],
  { plans, members }: Planned,
  seqs: ReadonlyMap<string, number>,
): Array<Sent | Error> {
  const results: Array<Sent | Error> = [];
  plans.forEach((plan, i) => {
    const to = members.get(batch[i]!.input.conversationId) ?? [];
    if (plan instanceof Error) results.push(plan);
    else if ('fresh' in plan) {
      const seq = seqs.get(plan.fresh.id);
      // Every new row comes back with its seq; if one did not, it is not claimed as sent.
      if (seq === undefined) return void results.push(new Error('message not stored'));
      const row = {
        ...plan.fresh,
        seq,
        editedAt: null,
        deletedAt: null,
        changeSeq: 0,
        reactions: null,
      };
      results.push({ message: messageView(row), created: true, members: to });
    } else if ('stored' in plan) {
      // Stored earlier: pushed again, in case that first push was lost.
      results.push({ message: messageView(plan.stored), created: false, members: to });
    } else {
      // The same send twice in one batch: the first one's push covers both.
      const first = results[plan.sameAs]!;
      // Refused (a reply to a message of another chat): so is its repeat.
      if (first instanceof Error) return void results.push(first);
      results.push({ message: first.message, created: false, members: [] });
    }
  });
  return results;
}
