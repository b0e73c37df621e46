import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import type { Tx } from '../../db/retry';
import { conversationMembers, conversations, messages } from '../../db/schema';
import { notFound } from '../../kernel/http';
import { conversationMemberIds } from '../conversations/membership';
import type { Sent } from './send-row';
import type { newRow } from './send-row';
import type { MessageRow } from '../message-rows/view';
import { messageView } from '../message-rows/view';

// The steps of a photo's or voice note's own transaction (send-object.ts), which locks its object
// and so does not join a text batch (send-batch.ts).

/** Thrown inside the one-message transaction to roll back when the clientId was already used. */
export class AlreadySent {}

/**
 * Takes the conversation's next seq under its row lock, proving membership in the same UPDATE,
 * and returns the members. Throws 404 when the sender is not a member.
 */
export async function seqTake(tx: Tx, conversationId: string, senderId: string) {
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
  return locked[0];
}

/** Inserts a new message; a clientId used before turns it into nothing (AlreadySent). */
export async function rowInsert(tx: Tx, row: ReturnType<typeof newRow>): Promise<MessageRow> {
  const inserted = await tx
    .insert(messages)
    .values(row)
    .onConflictDoNothing({
      target: [messages.conversationId, messages.senderId, messages.clientId],
      where: sql`${messages.clientId} is not null`,
    })
    .returning();
  // Nothing inserted: this clientId was used before. Roll back the seq we took.
  if (!inserted[0]) throw new AlreadySent();
  return inserted[0];
}

/** The message stored earlier under this clientId, pushed again to the members. */
export async function priorSent(
  ctx: AppContext,
  conversationId: string,
  senderId: string,
  clientId: string,
): Promise<Sent> {
  const prior = await ctx.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.senderId, senderId),
        eq(messages.clientId, clientId),
      ),
    )
    .limit(1);
  return {
    message: messageView(prior[0]!),
    created: false,
    members: await conversationMemberIds(ctx.db, conversationId),
  };
}
