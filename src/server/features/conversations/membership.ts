import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { dbRows } from '../../db/rows';
import { conversationMembers } from '../../db/schema';
import { notFound } from '../../http';

/** Only members read or write a conversation; to anyone else it does not exist (404). */
export async function conversationRequireMember(
  db: Db,
  conversationId: string,
  userId: string,
): Promise<void> {
  const rows = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
    .limit(1);
  if (!rows[0]) throw notFound();
}

export async function conversationMemberIds(db: Db, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId));
  return rows.map((r) => r.userId);
}

/** Everyone who shares at least one conversation with the user: who sees their presence. */
export async function userContactIds(db: Db, userId: string): Promise<string[]> {
  const rows = await dbRows<{ user_id: string }>(
    db,
    sql`select distinct b.user_id from ${conversationMembers} a
      join ${conversationMembers} b on a.conversation_id = b.conversation_id
      where a.user_id = ${userId} and b.user_id <> ${userId}`,
  );
  return rows.map((r) => r.user_id);
}
