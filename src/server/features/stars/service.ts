import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MessageStarState, MessageType, StarredMessage } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import { conversationMembers, conversations, messageStars, messages, users } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';
import { starredConversationName, starredKind } from './starred-shape';

const notFound = () => new HttpError(404, 'Message not found');

/** The message behind a star request, if the user may see it (a member of its conversation). */
async function messageSeen(ctx: AppContext, userId: string, messageId: string) {
  const [row] = await ctx.db
    .select({ conversationId: messages.conversationId, deletedAt: messages.deletedAt })
    .from(messages)
    .where(eq(messages.id, messageId));
  // A message in a conversation someone is not in does not exist for them.
  if (!row || !(await ctx.members.has(row.conversationId, userId))) throw notFound();
  return row;
}

/**
 * Spec secondary 'Starred Messages': the user stars a message of a conversation they are in.
 * Starring twice keeps the first moment. The user's other devices are told.
 */
export async function messageStar(
  ctx: AppContext,
  userId: string,
  messageId: string,
): Promise<MessageStarState> {
  const seen = await messageSeen(ctx, userId, messageId);
  // An unsent (or burnt) message has nothing left to keep.
  if (seen.deletedAt) throw notFound();
  await ctx.db
    .insert(messageStars)
    .values({ userId, messageId, starredAt: ctx.clock.now() })
    .onConflictDoNothing();
  const [star] = await ctx.db
    .select({ starredAt: messageStars.starredAt })
    .from(messageStars)
    .where(and(eq(messageStars.userId, userId), eq(messageStars.messageId, messageId)));
  const state: MessageStarState = {
    messageId,
    starred: !!star,
    starredAt: star?.starredAt.toISOString() ?? null,
  };
  await publishTo(ctx, [userId], { type: 'star_updated', ...state });
  return state;
}

/** Unstar: removes the user's star, if there is one; unstarring twice is the same as once. */
export async function messageUnstar(
  ctx: AppContext,
  userId: string,
  messageId: string,
): Promise<MessageStarState> {
  await messageSeen(ctx, userId, messageId);
  await ctx.db
    .delete(messageStars)
    .where(and(eq(messageStars.userId, userId), eq(messageStars.messageId, messageId)));
  const state: MessageStarState = { messageId, starred: false, starredAt: null };
  await publishTo(ctx, [userId], { type: 'star_updated', ...state });
  return state;
}

interface StarRow {
  id: string;
  content: string;
  message_type: string;
  sender_id: string;
  sender_name: string | null;
  sender_avatar: string | null;
  conversation_id: string;
  created_at: Date | string;
  edited_at: Date | string | null;
  starred_at: Date | string;
  language: string | null;
  seq: number;
  metadata: Record<string, unknown> | null;
}

const iso = (v: Date | string): string => new Date(v).toISOString();

/**
 * Spec secondary 3 'Starred message' list of one user, most recently starred first: only
 * messages of conversations the user is still in, never an unsent or burnt one.
 */
export async function starredList(ctx: AppContext, userId: string): Promise<StarredMessage[]> {
  const rows = await dbRows<StarRow>(
    ctx.db,
    sql`select m.id, m.content, m.message_type, m.metadata, m.sender_id, u.display_name as sender_name,
        u.avatar as sender_avatar, m.conversation_id, m.created_at, m.edited_at, s.starred_at,
        m.language, m.seq
      from ${messageStars} s
      join ${messages} m on m.id = s.message_id
      join ${conversationMembers} me on me.conversation_id = m.conversation_id and me.user_id = s.user_id
      left join ${users} u on u.id = m.sender_id
      where s.user_id = ${userId} and m.deleted_at is null
      order by s.starred_at desc, m.id`,
  );
  if (rows.length === 0) return [];
  const convIds = [...new Set(rows.map((r) => r.conversation_id))];
  const convs = await ctx.db
    .select({ id: conversations.id, name: conversations.name, isGroup: conversations.isGroup })
    .from(conversations)
    .where(inArray(conversations.id, convIds));
  const others = await ctx.db
    .select({ conversationId: conversationMembers.conversationId, name: users.displayName })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(
      and(
        inArray(conversationMembers.conversationId, convIds),
        sql`${conversationMembers.userId} <> ${userId}`,
      ),
    )
    .orderBy(conversationMembers.joinedAt, conversationMembers.userId);
  const names = new Map<string, string>();
  for (const c of convs) {
    const otherNames = others.filter((o) => o.conversationId === c.id).map((o) => o.name);
    names.set(c.id, starredConversationName(c, otherNames));
  }
  return rows.map((r) => ({
    id: r.id,
    content: r.content,
    ...starredKind(r.message_type as MessageType, r.content, r.metadata),
    sourceType: r.message_type as MessageType,
    senderId: r.sender_id,
    senderName: r.sender_name ?? 'Unknown',
    senderAvatar: r.sender_avatar,
    conversationId: r.conversation_id,
    conversationName: names.get(r.conversation_id) ?? 'Conversation',
    createdAt: iso(r.created_at),
    starredAt: iso(r.starred_at),
    language: r.language,
    seq: r.seq,
    editedAt: r.edited_at === null ? null : iso(r.edited_at),
  }));
}
