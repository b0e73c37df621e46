import { and, eq, sql } from 'drizzle-orm';
import { ERROR_TEXTS } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import { conversationMembers } from '../../db/schema';
import { HttpError, notFound } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';

/**
 * Leave group: the member is taken out of the group. From then on it is not theirs to read or
 * write (it leaves their list); the members who stay, and the leaver's other devices, are told
 * (`member_left`), and every instance forgets the old member list. A one-to-one chat cannot be
 * left (400): it is the two people's, and blocking is how one stops the other.
 */
export async function groupLeave(
  ctx: AppContext,
  userId: string,
  conversationId: string,
): Promise<void> {
  const found = await dbRows<{ is_group: boolean }>(
    ctx.db,
    sql`select c.is_group from conversations c
        join conversation_members m on m.conversation_id = c.id and m.user_id = ${userId}
        where c.id = ${conversationId}`,
  );
  if (!found[0]) throw notFound();
  if (!found[0].is_group) throw new HttpError(400, ERROR_TEXTS.leaveOnlyGroups);
  const removed = await ctx.db
    .delete(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
    .returning({ userId: conversationMembers.userId });
  // Left a moment ago from another device: nothing more to do or tell.
  if (removed.length === 0) return;
  // The last one out takes the group with them: nobody could ever read it again, and its
  // messages and their photos would be kept for no one (only the sweep frees unattached ones).
  // Checked after our own delete, so of two last members leaving at once, one sees it empty.
  await ctx.db.execute(
    sql`delete from conversations c where c.id = ${conversationId}
        and not exists (select 1 from conversation_members m where m.conversation_id = c.id)`,
  );
  await ctx.members.changed(conversationId);
  const staying = await ctx.members.of(conversationId);
  await publishTo(ctx, [...staying, userId], { type: 'member_left', conversationId, userId });
}
