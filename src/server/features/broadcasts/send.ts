import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RecentBroadcast, broadcastSendSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import { broadcastDeliveries, broadcastLists, broadcasts, conversations } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { conversationCreate } from '../conversations/service';
import { messageSend } from '../messages/send';
import { broadcastListNotFound, broadcastsChanged } from './service';
import { recentSelect } from './view';

/**
 * The people a broadcast to these lists reaches: each subscriber once, whatever lists they are
 * on, never the sender, and nobody blocked either way (they get nothing).
 */
export async function broadcastRecipients(
  ctx: AppContext,
  me: string,
  listIds: readonly string[],
): Promise<string[]> {
  if (listIds.length === 0) return [];
  const rows = await dbRows<{ user_id: string }>(
    ctx.db,
    sql`select distinct s.user_id from broadcast_subscriptions s
      join broadcast_lists l on l.id = s.list_id and l.owner_id = ${me}
      where s.list_id in ${[...listIds]} and s.user_id <> ${me}
        and not exists (select 1 from blocks b
          where (b.user_id = ${me} and b.blocked_id = s.user_id)
             or (b.user_id = s.user_id and b.blocked_id = ${me}))
      order by s.user_id`,
  );
  return rows.map((r) => r.user_id);
}

/** My lists among `listIds`, in that order; any other id is a list that is not mine: 404. */
async function listsOwned(ctx: AppContext, me: string, listIds: readonly string[]) {
  const rows = await ctx.db
    .select({ id: broadcastLists.id, name: broadcastLists.name })
    .from(broadcastLists)
    .where(and(eq(broadcastLists.ownerId, me), inArray(broadcastLists.id, [...listIds])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return listIds.map((id) => {
    const list = byId.get(id);
    if (!list) throw broadcastListNotFound();
    return list;
  });
}

/** The recipient total the Send Broadcast dialog shows for a choice of my lists. */
export async function broadcastRecipientCount(
  ctx: AppContext,
  me: string,
  listIds: readonly string[],
): Promise<{ recipientCount: number }> {
  const unique = [...new Set(listIds)];
  await listsOwned(ctx, me, unique);
  return { recipientCount: (await broadcastRecipients(ctx, me, unique)).length };
}

/**
 * A broadcast's id comes from its sender and the client's id for it, so a retry finds the first
 * one. The message each recipient gets carries clientId `broadcast-<id>`: the send path hands
 * back the stored message instead of a second one.
 */
const broadcastIdOf = (me: string, clientId: string) =>
  createHash('sha256').update(`${me}\n${clientId}`).digest('hex').slice(0, 32);

/** Each recipient's one-to-one conversation with me: the existing one, else a new one. */
async function directConversations(
  ctx: AppContext,
  me: string,
  recipients: readonly string[],
): Promise<Map<string, string>> {
  const keyOf = (other: string) => [me, other].sort().join(':');
  const found = recipients.length
    ? await ctx.db
        .select({ id: conversations.id, directKey: conversations.directKey })
        .from(conversations)
        .where(inArray(conversations.directKey, recipients.map(keyOf)))
    : [];
  const byKey = new Map(found.map((c) => [c.directKey, c.id]));
  const out = new Map<string, string>();
  for (const r of recipients) {
    const id =
      byKey.get(keyOf(r)) ??
      (await conversationCreate(ctx, me, { participants: [r] })).conversation.id;
    out.set(r, id);
  }
  return out;
}

/**
 * Spec secondary 4 'Broadcast sent': the message goes once to each recipient of the chosen lists
 * (only my own), into our one-to-one conversation, through the normal send path (stored with the
 * next seq, detected, pushed live, translated by each reader like any message). Each delivery
 * is kept with its message's seq, which the read count compares with read positions. A retry
 * with the same clientId completes what the first attempt left undone and sends nothing twice.
 */
export async function broadcastSend(
  ctx: AppContext,
  me: string,
  input: z.output<typeof broadcastSendSchema>,
): Promise<RecentBroadcast> {
  const id = broadcastIdOf(me, input.clientId);
  let [stored] = await ctx.db.select().from(broadcasts).where(eq(broadcasts.id, id));
  if (!stored) {
    const lists = await listsOwned(ctx, me, [...new Set(input.listIds)]);
    await ctx.db
      .insert(broadcasts)
      .values({
        id,
        senderId: me,
        content: input.content,
        listIds: lists.map((l) => l.id),
        listNames: lists.map((l) => l.name),
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing();
    [stored] = await ctx.db.select().from(broadcasts).where(eq(broadcasts.id, id));
  }
  const broadcast = stored!;
  const recipients = await broadcastRecipients(ctx, me, broadcast.listIds);
  const delivered = new Set(
    (
      await ctx.db
        .select({ recipientId: broadcastDeliveries.recipientId })
        .from(broadcastDeliveries)
        .where(eq(broadcastDeliveries.broadcastId, id))
    ).map((d) => d.recipientId),
  );
  const todo = recipients.filter((r) => !delivered.has(r));
  const chats = await directConversations(ctx, me, todo);
  // Sent together: the send path stores concurrent sends in shared transactions (send.ts).
  const sent = await Promise.allSettled(
    todo.map((r) =>
      messageSend(ctx, me, {
        conversationId: chats.get(r)!,
        content: broadcast.content,
        messageType: 'text',
        clientId: `broadcast-${id}`,
      }),
    ),
  );
  const rows = todo.flatMap((recipientId, i) => {
    const result = sent[i]!;
    if (result.status !== 'fulfilled') return [];
    const { conversationId, seq } = result.value.message;
    return [{ broadcastId: id, recipientId, conversationId, seq }];
  });
  if (rows.length > 0) await ctx.db.insert(broadcastDeliveries).values(rows).onConflictDoNothing();
  await broadcastsChanged(ctx, [me, ...recipients]);
  // A refusal for one person (they left the chat meanwhile) is theirs alone; anything else (the
  // database out of reach) fails the request, and the client's retry finishes the job.
  for (const r of sent) {
    if (r.status === 'rejected' && !(r.reason instanceof HttpError && r.reason.status < 500))
      throw r.reason;
  }
  const [recent] = await recentSelect(ctx.db, me, id);
  return recent!;
}
