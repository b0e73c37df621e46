import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Conversation, ConversationCreate, LastReaction, Receipt } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import type { Db } from '../../db/connect';
import { dbRows } from '../../db/rows';
import { conversationMembers, conversations } from '../../db/schema';
import type { StoredLastReaction, StoredPin } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';
import { messageRowFromJson, messageView } from '../message-rows/view';
import type { MessageJson } from '../message-rows/view';
import { receiptsColumn } from '../receipts/service';
import { usersExisting, usersHeld } from '../users/service';
import { usersIntroduce } from '../users/user-publish';

interface ListRow {
  id: string;
  name: string | null;
  is_group: boolean;
  updated_at: Date | string;
  last_seq: number;
  participants: string[];
  unread: number;
  lm: MessageJson | null;
  receipts: Receipt[] | null;
  muted: boolean;
  wallpaper: string | null;
  pinned_at: Date | string | null;
  demo_partners: string[] | null;
  last_reaction: StoredLastReaction | null;
  pinned_messages: StoredPin[] | null;
  /** A message this user has not read mentions them. */
  mentioned: boolean;
  /** The message the newest reaction was given to. */
  rm: MessageJson | null;
}

const iso = (v: Date | string): string => new Date(v).toISOString();

/**
 * The user's conversations, pinned first (the newest pin first), then newest activity first, each with its participants, last message and
 * the count of messages from others that the user has not read. One query, whatever the count.
 */
export async function conversationList(
  db: Db,
  userId: string,
  /** Just this one (a fresh copy of one conversation), instead of all of them. */
  onlyId?: string,
): Promise<Conversation[]> {
  const rows = await dbRows<ListRow>(
    db,
    sql`select c.id, c.name, c.is_group, c.updated_at, c.last_seq, me.muted, me.wallpaper,
        me.pinned_at,
        c.demo_partners, c.last_reaction, c.pinned_messages,
        (select row_to_json(r) from messages r
           where r.id = c.last_reaction->>'messageId' and r.deleted_at is null) as rm,
        (select array_agg(p.user_id order by p.joined_at, p.user_id)
           from conversation_members p where p.conversation_id = c.id) as participants,
        (select count(*)::int from messages u
           where u.conversation_id = c.id and u.seq > me.last_read_seq and u.sender_id <> ${userId}) as unread,
        exists (select 1 from messages u where u.conversation_id = c.id
           and u.seq > me.last_read_seq and ${userId} = any(u.mentions)
           and u.deleted_at is null) as mentioned,
        (select row_to_json(l) from (select * from messages x where x.conversation_id = c.id
           and not exists (select 1 from message_hidden h
             where h.message_id = x.id and h.user_id = ${userId})
           order by x.seq desc limit 1) l) as lm,
        ${receiptsColumn(userId)} as receipts
      from conversation_members me
      join conversations c on c.id = me.conversation_id
      where me.user_id = ${userId} ${onlyId === undefined ? sql`` : sql`and c.id = ${onlyId}`}
      order by me.pinned_at desc nulls last, c.updated_at desc, c.id`,
  );
  return rows.map((r) => {
    const lastReaction = lastReactionView(r);
    return {
      id: r.id,
      name: r.name,
      isGroup: r.is_group,
      // A demo chat's demo people are shown in it without being members (demo/service.ts).
      participants: [...(r.participants ?? []), ...(r.demo_partners ?? [])],
      updatedAt: iso(r.updated_at),
      lastSeq: r.last_seq,
      unreadCount: r.unread,
      lastMessage: r.lm ? messageView(messageRowFromJson(r.lm)) : null,
      receipts: r.receipts ?? [],
      // This user's own chat menu choices (chat-preferences), read from the row already joined.
      muted: r.muted,
      wallpaper: r.wallpaper,
      ...((r.demo_partners ?? []).length > 0 ? { demo: true } : {}),
      // Only when there is one: most conversations have none.
      ...(lastReaction ? { lastReaction } : {}),
      ...(r.pinned_at ? { pinnedAt: iso(r.pinned_at) } : {}),
      ...(r.pinned_messages?.length ? { pinnedMessages: r.pinned_messages } : {}),
      ...(r.mentioned ? { mentionedMe: true } : {}),
    };
  });
}

/** The newest reaction with its message, while that message is still there to be read. */
function lastReactionView(r: ListRow): LastReaction | null {
  const last = r.last_reaction;
  if (!last || !r.rm) return null;
  const message = messageView(messageRowFromJson(r.rm));
  return { userId: last.userId, emoji: last.emoji, at: last.at, message };
}

export async function conversationGet(db: Db, userId: string, id: string): Promise<Conversation> {
  const [found] = await conversationList(db, userId, id);
  if (!found) throw new HttpError(404, 'Conversation not found');
  return found;
}

/**
 * One other participant and no group flag or name: the one-to-one conversation, created once
 * (the existing one is returned). Otherwise a new group with the creator and the participants.
 */
export async function conversationCreate(
  ctx: AppContext,
  creatorId: string,
  input: ConversationCreate,
  uniqueKey?: string,
): Promise<{ conversation: Conversation; created: boolean }> {
  const others = [...new Set(input.participants)].filter((id) => id !== creatorId);
  if (others.length === 0) throw new HttpError(400, 'Choose at least one other person');
  const existing = await usersExisting(ctx.db, others);
  if (existing.size !== others.length) throw new HttpError(400, 'Unknown user');
  const isGroup = input.isGroup === true || input.name !== undefined || others.length > 1;
  const directKey = isGroup ? (uniqueKey ?? null) : [creatorId, others[0]!].sort().join(':');
  const id = randomUUID();
  const created = await ctx.db.transaction(async (tx) => {
    // Everyone kept until this commits: an account deleted meanwhile refuses the conversation.
    if ((await usersHeld(tx, [creatorId, ...others])).size !== others.length + 1) {
      throw new HttpError(400, 'Unknown user');
    }
    const inserted = await tx
      .insert(conversations)
      .values({
        id,
        name: isGroup ? (input.name ?? null) : null,
        isGroup,
        directKey,
        createdBy: creatorId,
      })
      .onConflictDoNothing({ target: conversations.directKey })
      .returning({ id: conversations.id });
    if (!inserted[0]) return false;
    await tx
      .insert(conversationMembers)
      .values([creatorId, ...others].map((userId) => ({ conversationId: id, userId })));
    return true;
  });
  const conversationId = created
    ? id
    : (
        await ctx.db
          .select({ id: conversations.id })
          .from(conversations)
          .where(eq(conversations.directKey, directKey!))
          .limit(1)
      )[0]!.id;
  const conversation = await conversationGet(ctx.db, creatorId, conversationId);
  // Everyone in it sees it at once (the creator's other devices too), not at its first message.
  if (created) {
    // Who is in it first, then the conversation: its row never shows an unknown person.
    await usersIntroduce(ctx, conversation.participants);
    await publishTo(ctx, conversation.participants, { type: 'conversation', conversation });
  }
  return { conversation, created };
}
