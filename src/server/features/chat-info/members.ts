import { asc, eq } from 'drizzle-orm';
import type { ChatMember } from '../../../protocol';
import { userSettingsSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { conversationMembers, users } from '../../db/schema';
import { notFound } from '../../kernel/http';
import { userView } from '../users/service';

/** Privacy 'Last seen' (settings.ts): off shares no last-seen time and shows nobody's. */
const sharesLastSeen = (settings: unknown): boolean =>
  userSettingsSchema.parse(settings ?? {}).lastSeen;

/**
 * Contact info's people: every member of the conversation as its other members see them, in the
 * order they joined, with when each was last on (unless either side keeps that private).
 * Members only (404).
 */
export async function chatMembers(
  ctx: AppContext,
  userId: string,
  conversationId: string,
): Promise<ChatMember[]> {
  const rows = await ctx.db
    .select({ user: users, joinedAt: conversationMembers.joinedAt })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(eq(conversationMembers.conversationId, conversationId))
    .orderBy(asc(conversationMembers.joinedAt), asc(conversationMembers.userId));
  const me = rows.find((r) => r.user.id === userId);
  if (!me) throw notFound();
  const online = await ctx.presence.onlineAmong(rows.map((r) => r.user.id));
  const iShare = sharesLastSeen(me.user.settings);
  return rows.map(({ user, joinedAt }) => {
    const isOnline = online.has(user.id);
    const shown = iShare && sharesLastSeen(user.settings) && !isOnline;
    return {
      ...userView(user, isOnline),
      lastSeen: shown ? (user.lastSeenAt?.toISOString() ?? null) : null,
      joinedAt: joinedAt.toISOString(),
    };
  });
}
