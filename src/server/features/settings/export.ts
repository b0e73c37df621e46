import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AccountExport, ExportPerson } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import {
  blocks,
  broadcastLists,
  broadcastSubscriptions,
  broadcasts,
  contactListMembers,
  contactLists,
  conversationMembers,
  conversations,
  friendRequests,
  friendships,
  messageStars,
  messages,
  objects,
  scheduledMessages,
  statuses,
  users,
} from '../../db/schema';
import { notFound } from '../../kernel/http';
import { exportWallet } from './export-wallet';
import { settingsRead } from './service';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Everything the server keeps of a user (Settings > Storage, 'Export Data'), for them alone.
 * Other people appear only as they already do on the user's own screens (id, username, name),
 * and only the user's own messages are included: the rest of a conversation is others' words.
 */
export async function accountExport(ctx: AppContext, userId: string): Promise<AccountExport> {
  const [me] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!me) throw notFound('User not found');
  const db = ctx.db;

  const memberships = await db
    .select({ c: conversations, m: conversationMembers })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(eq(conversationMembers.userId, userId))
    .orderBy(asc(conversations.createdAt));
  const conversationIds = memberships.map((r) => r.c.id);
  const allMembers = conversationIds.length
    ? await db
        .select({
          conversationId: conversationMembers.conversationId,
          id: conversationMembers.userId,
        })
        .from(conversationMembers)
        .where(inArray(conversationMembers.conversationId, conversationIds))
    : [];
  const friendRows = await db.select().from(friendships).where(eq(friendships.userId, userId));
  const sent = await db.select().from(friendRequests).where(eq(friendRequests.senderId, userId));
  const received = await db
    .select()
    .from(friendRequests)
    .where(eq(friendRequests.receiverId, userId));
  const blockRows = await db.select().from(blocks).where(eq(blocks.userId, userId));
  const lists = await db.select().from(contactLists).where(eq(contactLists.ownerId, userId));
  const listMembers = lists.length
    ? await db
        .select()
        .from(contactListMembers)
        .where(
          inArray(
            contactListMembers.listId,
            lists.map((l) => l.id),
          ),
        )
    : [];

  const people = await peopleOf(ctx, [
    ...allMembers.map((m) => m.id),
    ...friendRows.map((f) => f.friendId),
    ...sent.map((r) => r.receiverId),
    ...received.map((r) => r.senderId),
    ...blockRows.map((b) => b.blockedId),
    ...listMembers.map((m) => m.userId),
  ]);
  const person = (id: string): ExportPerson =>
    people.get(id) ?? { id, username: '', displayName: '' };

  const myMessages = await db
    .select()
    .from(messages)
    .where(eq(messages.senderId, userId))
    .orderBy(asc(messages.createdAt), asc(messages.seq));
  const scheduled = await db
    .select()
    .from(scheduledMessages)
    .where(eq(scheduledMessages.senderId, userId));
  const stars = await db.select().from(messageStars).where(eq(messageStars.userId, userId));
  const myBroadcastLists = await db
    .select({
      list: broadcastLists,
      subscribers: sql<number>`(select count(*)::int from ${broadcastSubscriptions} s where s.list_id = ${broadcastLists.id})`,
    })
    .from(broadcastLists)
    .where(eq(broadcastLists.ownerId, userId));
  const subscriptions = await db
    .select({ s: broadcastSubscriptions, name: broadcastLists.name })
    .from(broadcastSubscriptions)
    .innerJoin(broadcastLists, eq(broadcastLists.id, broadcastSubscriptions.listId))
    .where(eq(broadcastSubscriptions.userId, userId));
  const sentBroadcasts = await db.select().from(broadcasts).where(eq(broadcasts.senderId, userId));
  const myStatuses = await db.select().from(statuses).where(eq(statuses.userId, userId));
  const myObjects = await db.select().from(objects).where(eq(objects.ownerId, userId));

  return {
    exportedAt: iso(ctx.clock.now()),
    profile: {
      id: me.id,
      username: me.username,
      displayName: me.displayName,
      avatar: me.avatar,
      bio: me.bio,
      language: me.language,
      status: me.status,
      createdAt: iso(me.createdAt),
      lastSeenAt: isoOrNull(me.lastSeenAt),
      hasPassword: me.passwordHash !== null,
    },
    settings: {
      ...settingsRead(me.settings),
      readReceipts: me.readReceipts,
      noTranslate: me.noTranslate,
    },
    conversations: memberships.map(({ c, m }) => ({
      id: c.id,
      name: c.name,
      isGroup: c.isGroup,
      createdAt: iso(c.createdAt),
      joinedAt: iso(m.joinedAt),
      muted: m.muted,
      members: allMembers.filter((x) => x.conversationId === c.id).map((x) => person(x.id)),
    })),
    messages: myMessages.map((m) => ({
      id: m.id,
      conversationId: m.conversationId,
      seq: m.seq,
      content: m.content,
      messageType: m.messageType,
      metadata: m.metadata ?? null,
      createdAt: iso(m.createdAt),
      editedAt: isoOrNull(m.editedAt),
      deletedAt: isoOrNull(m.deletedAt),
    })),
    scheduledMessages: scheduled.map((s) => ({
      id: s.id,
      conversationId: s.conversationId,
      content: s.content,
      sendAt: iso(s.sendAt),
      status: s.status,
    })),
    starredMessageIds: stars.map((s) => ({ messageId: s.messageId, starredAt: iso(s.starredAt) })),
    friends: friendRows.map((f) => ({ ...person(f.friendId), since: iso(f.createdAt) })),
    friendRequests: {
      sent: sent.map((r) => ({ to: person(r.receiverId), createdAt: iso(r.createdAt) })),
      received: received.map((r) => ({ from: person(r.senderId), createdAt: iso(r.createdAt) })),
    },
    blocked: blockRows.map((b) => ({ ...person(b.blockedId), blockedAt: iso(b.createdAt) })),
    contactLists: lists.map((l) => ({
      id: l.id,
      name: l.name,
      description: l.description,
      isPublic: l.isPublic,
      tags: l.tags,
      createdAt: iso(l.createdAt),
      members: listMembers.filter((m) => m.listId === l.id).map((m) => person(m.userId)),
    })),
    broadcastLists: myBroadcastLists.map(({ list, subscribers }) => ({
      id: list.id,
      name: list.name,
      description: list.description,
      category: list.category,
      createdAt: iso(list.createdAt),
      subscriberCount: subscribers,
    })),
    broadcastSubscriptions: subscriptions.map(({ s, name }) => ({
      listId: s.listId,
      listName: name,
      since: iso(s.createdAt),
    })),
    broadcasts: sentBroadcasts.map((b) => ({
      id: b.id,
      content: b.content,
      listNames: b.listNames,
      createdAt: iso(b.createdAt),
    })),
    statuses: myStatuses.map((s) => ({
      id: s.id,
      content: s.content,
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
    })),
    objects: myObjects.map((o) => ({
      id: o.id,
      kind: o.kind,
      mimeType: o.mimeType,
      size: o.size,
      createdAt: iso(o.createdAt),
    })),
    wallet: await exportWallet(ctx, userId),
  };
}

async function peopleOf(ctx: AppContext, ids: string[]): Promise<Map<string, ExportPerson>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: users.id, username: users.username, displayName: users.displayName })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}
