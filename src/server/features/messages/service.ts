import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type {
  Message,
  MessagePageQuery,
  MessageSend,
  MessageType,
  ServerEvent,
} from '../../../protocol';
import { MESSAGE_PAGE_DEFAULT, MESSAGE_PAGE_MAX } from '../../../protocol';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { conversationMembers, conversations, messages } from '../../db/schema';
import { notFound } from '../../http';
import { conversationMemberIds, conversationRequireMember } from '../conversations/membership';

type MessageRow = typeof messages.$inferSelect;

/** Spec core 4: burner messages disappear after 24 hours at the latest. */
export const BURNER_TTL_MS = 24 * 60 * 60 * 1000;

export function messageView(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    content: row.content,
    messageType: row.messageType as MessageType,
    metadata: row.metadata ?? null,
    isBurner: row.isBurner,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    seq: row.seq,
    clientId: row.clientId,
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

/** Thrown inside the send transaction to roll back when the clientId was already used. */
class AlreadySent {}

/**
 * The send path (ARCHITECTURE "The send path"), four round trips: BEGIN; one UPDATE that takes
 * the next seq under the conversation's row lock, proves the sender is a member and returns the
 * members to deliver to; one INSERT that a reused clientId turns into nothing; COMMIT. Only then
 * is the message published. A retry with the same clientId returns the first message and
 * publishes nothing.
 */
export async function messageSend(
  ctx: AppContext,
  senderId: string,
  input: Omit<MessageSend, 'senderId'>,
): Promise<{ message: Message; created: boolean }> {
  const isBurner = input.isBurner === true || input.messageType === 'burner';
  const now = new Date();
  const { conversationId, clientId } = input;
  let sent: { row: MessageRow; members: string[] };
  try {
    sent = await ctx.db.transaction(async (tx) => {
      const locked = await tx
        .update(conversations)
        .set({ lastSeq: sql`${conversations.lastSeq} + 1`, updatedAt: now })
        .where(
          and(
            eq(conversations.id, conversationId),
            sql`exists (select 1 from ${conversationMembers} where ${conversationMembers.conversationId} = ${conversationId} and ${conversationMembers.userId} = ${senderId})`,
          ),
        )
        .returning({
          seq: conversations.lastSeq,
          members: sql<
            string[]
          >`(select array_agg(${conversationMembers.userId}) from ${conversationMembers} where ${conversationMembers.conversationId} = ${conversationId})`,
        });
      if (!locked[0]) throw notFound();
      const inserted = await tx
        .insert(messages)
        .values({
          id: randomUUID(),
          conversationId,
          seq: locked[0].seq,
          senderId,
          content: input.content,
          messageType: isBurner ? 'burner' : input.messageType,
          metadata: input.metadata ?? null,
          isBurner,
          expiresAt: isBurner ? new Date(now.getTime() + BURNER_TTL_MS) : null,
          clientId: clientId ?? null,
          createdAt: now,
        })
        .onConflictDoNothing({
          target: [messages.conversationId, messages.senderId, messages.clientId],
          where: sql`${messages.clientId} is not null`,
        })
        .returning();
      // Nothing inserted: this clientId was used before. Roll back the seq we took.
      if (!inserted[0]) throw new AlreadySent();
      return { row: inserted[0], members: locked[0].members };
    });
  } catch (err) {
    if (!(err instanceof AlreadySent)) throw err;
    const prior = await ctx.db
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
    return { message: messageView(prior[0]!), created: false };
  }
  const message = messageView(sent.row);
  await publishTo(ctx, sent.members, { type: 'message', message });
  return { message, created: true };
}

/** Serialises an event once and hands it to the bus for every instance's sockets. */
async function publishTo(
  ctx: AppContext,
  to: readonly string[],
  event: ServerEvent,
): Promise<void> {
  if (to.length === 0) return;
  try {
    await ctx.bus.publish({ to, data: JSON.stringify(event) });
  } catch (err) {
    // Committed is committed: a client that misses the push gets it on its next resync.
    ctx.log.warn({ err }, 'publish failed');
  }
}

/** Sends an event to every member of a conversation (but `except`), on every instance. */
export async function publishToMembers(
  ctx: AppContext,
  conversationId: string,
  event: ServerEvent,
  except?: string,
): Promise<void> {
  const members = await conversationMemberIds(ctx.db, conversationId);
  await publishTo(ctx, except ? members.filter((id) => id !== except) : members, event);
}

/**
 * A page of a conversation, always in ascending seq. No cursor: the newest page. `afterSeq`:
 * what came after (a reconnecting client's catch-up). `beforeSeq`: older history.
 */
export async function messagePage(
  db: Db,
  userId: string,
  conversationId: string,
  q: MessagePageQuery,
): Promise<Message[]> {
  await conversationRequireMember(db, conversationId, userId);
  // Catching up after a reconnect takes the largest pages; history scrolls in smaller ones.
  const limit = q.limit ?? (q.afterSeq !== undefined ? MESSAGE_PAGE_MAX : MESSAGE_PAGE_DEFAULT);
  const inConversation = eq(messages.conversationId, conversationId);
  if (q.afterSeq !== undefined) {
    const rows = await db
      .select()
      .from(messages)
      .where(and(inConversation, gt(messages.seq, q.afterSeq)))
      .orderBy(asc(messages.seq))
      .limit(limit);
    return rows.map(messageView);
  }
  const rows = await db
    .select()
    .from(messages)
    .where(
      q.beforeSeq !== undefined
        ? and(inConversation, lt(messages.seq, q.beforeSeq))
        : inConversation,
    )
    .orderBy(desc(messages.seq))
    .limit(limit);
  return rows.reverse().map(messageView);
}
