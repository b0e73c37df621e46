import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { dbRows } from '../../db/rows';
import { blocks, conversationMembers, conversations, friendships } from '../../db/schema';
import { notFound } from '../../kernel/http';

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

/**
 * Everyone who shares at least one conversation with the user, and their friends: who sees their
 * presence.
 */
export async function userContactIds(db: Db, userId: string): Promise<string[]> {
  const rows = await dbRows<{ user_id: string }>(
    db,
    sql`select b.user_id from ${conversationMembers} a
      join ${conversationMembers} b on a.conversation_id = b.conversation_id
      where a.user_id = ${userId} and b.user_id <> ${userId}
      union
      select friend_id from ${friendships} where user_id = ${userId}`,
  );
  return rows.map((r) => r.user_id);
}

/** True when the conversation is one to one and one of its two people blocked the other. */
export async function directBlocked(
  db: Db,
  conversationId: string,
  pair: readonly string[],
): Promise<boolean> {
  const [a, b] = pair;
  const rows = await dbRows<{ blocked: boolean }>(
    db,
    sql`select not c.is_group and exists (select 1 from ${blocks} x
        where (x.user_id = ${a} and x.blocked_id = ${b}) or (x.user_id = ${b} and x.blocked_id = ${a}))
      as blocked
      from ${conversations} c where c.id = ${conversationId}`,
  );
  return rows[0]?.blocked ?? false;
}
