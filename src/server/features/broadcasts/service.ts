import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  BroadcastAnalytics,
  BroadcastList,
  BroadcastSubscriber,
  broadcastListCreateSchema,
  broadcastListUpdateSchema,
} from '../../../protocol';
import { BROADCAST_DISCOVER_MAX, ERROR_TEXTS } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import { broadcastLists, broadcastSubscriptions } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';
import { broadcastListsSelect, listVisible, reachSelect, subscribedTo } from './view';

export const broadcastListNotFound = () => new HttpError(404, ERROR_TEXTS.broadcastListNotFound);
const ownerOnly = () => new HttpError(403, ERROR_TEXTS.listOwnerOnly);

/** Tells these people's devices that broadcast lists they see changed. */
export async function broadcastsChanged(ctx: AppContext, to: readonly string[]): Promise<void> {
  await publishTo(ctx, [...new Set(to)], { type: 'broadcasts_changed' });
}

/** The subscribers of a list, by id. */
async function subscriberIds(ctx: AppContext, listId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ userId: broadcastSubscriptions.userId })
    .from(broadcastSubscriptions)
    .where(eq(broadcastSubscriptions.listId, listId));
  return rows.map((r) => r.userId);
}

/** Spec secondary 2: 'My Lists' and 'Subscribed' (others' lists I follow). */
export async function broadcastListsRead(
  ctx: AppContext,
  me: string,
): Promise<{ mine: BroadcastList[]; subscribed: BroadcastList[] }> {
  const mine = await broadcastListsSelect(ctx.db, me, sql`l.owner_id = ${me}`);
  const subscribed = await broadcastListsSelect(
    ctx.db,
    me,
    sql`l.owner_id <> ${me} and ${subscribedTo(me)} and ${listVisible(me)}`,
  );
  return { mine, subscribed };
}

/**
 * Discover: other people's lists I do not follow yet, matched by name, description or category
 * (spec secondary 5's search), the most followed first.
 */
export async function broadcastListsDiscover(
  ctx: AppContext,
  me: string,
  q: string,
): Promise<BroadcastList[]> {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const match = q
    ? sql`and (lower(l.name) like ${pattern} or lower(l.description) like ${pattern}
        or lower(l.category) like ${pattern})`
    : sql``;
  return broadcastListsSelect(
    ctx.db,
    me,
    sql`l.owner_id <> ${me} and not ${subscribedTo(me)} and ${listVisible(me)} ${match}`,
    sql`subscriber_count desc, l.created_at desc, l.id`,
    BROADCAST_DISCOVER_MAX,
  );
}

/** One list `me` may see; 404 otherwise. */
export async function broadcastListGet(
  ctx: AppContext,
  me: string,
  id: string,
): Promise<BroadcastList> {
  const [list] = await broadcastListsSelect(ctx.db, me, sql`l.id = ${id} and ${listVisible(me)}`);
  if (!list) throw broadcastListNotFound();
  return list;
}

async function listOwned(ctx: AppContext, me: string, id: string): Promise<BroadcastList> {
  const list = await broadcastListGet(ctx, me, id);
  if (list.createdBy !== me) throw ownerOnly();
  return list;
}

/** Spec secondary 4: a new list has no subscribers, category General unless given, 0 broadcasts. */
export async function broadcastListCreate(
  ctx: AppContext,
  me: string,
  input: z.output<typeof broadcastListCreateSchema>,
): Promise<BroadcastList> {
  const id = randomUUID();
  await ctx.db.insert(broadcastLists).values({
    id,
    ownerId: me,
    name: input.name,
    description: input.description,
    category: input.category,
    createdAt: ctx.clock.now(),
  });
  await broadcastsChanged(ctx, [me]);
  return broadcastListGet(ctx, me, id);
}

/** 'Edit List': name, description, category; the owner only. Subscribers see the change. */
export async function broadcastListUpdate(
  ctx: AppContext,
  me: string,
  id: string,
  input: z.output<typeof broadcastListUpdateSchema>,
): Promise<BroadcastList> {
  await listOwned(ctx, me, id);
  await ctx.db
    .update(broadcastLists)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.category !== undefined && { category: input.category }),
    })
    .where(eq(broadcastLists.id, id));
  await broadcastsChanged(ctx, [me, ...(await subscriberIds(ctx, id))]);
  return broadcastListGet(ctx, me, id);
}

/** 'Delete List': the owner only. Broadcasts already sent stay, with the list's name. */
export async function broadcastListDelete(ctx: AppContext, me: string, id: string): Promise<void> {
  await listOwned(ctx, me, id);
  const subscribers = await subscriberIds(ctx, id);
  await ctx.db.delete(broadcastLists).where(eq(broadcastLists.id, id));
  await broadcastsChanged(ctx, [me, ...subscribers]);
}

/** Subscribe to someone else's list (twice is once). My own lists are mine already. */
export async function broadcastSubscribe(
  ctx: AppContext,
  me: string,
  id: string,
): Promise<BroadcastList> {
  const list = await broadcastListGet(ctx, me, id);
  if (list.createdBy === me) throw new HttpError(400, ERROR_TEXTS.broadcastSubscribeOwn);
  await ctx.db
    .insert(broadcastSubscriptions)
    .values({ listId: id, userId: me, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
  await broadcastsChanged(ctx, [me, list.createdBy]);
  return broadcastListGet(ctx, me, id);
}

/**
 * Takes `userId` off a list's subscribers: themself ('Unsubscribe') or, for the owner, anyone
 * ('Manage Subscribers'). Returns the list as `me` now sees it.
 */
export async function broadcastUnsubscribe(
  ctx: AppContext,
  me: string,
  id: string,
  userId: string = me,
): Promise<BroadcastList> {
  const list = await broadcastListGet(ctx, me, id);
  if (userId !== me && list.createdBy !== me) throw ownerOnly();
  await ctx.db
    .delete(broadcastSubscriptions)
    .where(and(eq(broadcastSubscriptions.listId, id), eq(broadcastSubscriptions.userId, userId)));
  await broadcastsChanged(ctx, [me, userId, list.createdBy]);
  return broadcastListGet(ctx, me, id);
}

/** 'Manage Subscribers': who follows my list, newest first; the owner only. */
export async function broadcastSubscribers(
  ctx: AppContext,
  me: string,
  id: string,
): Promise<BroadcastSubscriber[]> {
  await listOwned(ctx, me, id);
  const rows = await dbRows<{
    id: string;
    username: string;
    display_name: string;
    avatar: string | null;
    created_at: Date | string;
  }>(
    ctx.db,
    sql`select u.id, u.username, u.display_name, u.avatar, s.created_at
      from broadcast_subscriptions s join users u on u.id = s.user_id
      where s.list_id = ${id}
      order by s.created_at desc, u.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    displayName: r.display_name,
    avatar: r.avatar,
    subscribedAt: new Date(r.created_at).toISOString(),
  }));
}

/** 'View Analytics': the list's subscribers, broadcasts, people reached and reads. */
export async function broadcastAnalytics(
  ctx: AppContext,
  me: string,
  id: string,
): Promise<BroadcastAnalytics> {
  const list = await listOwned(ctx, me, id);
  const reach = await reachSelect(ctx.db, me, id);
  return {
    listId: id,
    subscriberCount: list.subscriberCount,
    totalBroadcasts: list.totalBroadcasts,
    recipientCount: reach.recipientCount,
    readCount: reach.readCount,
    lastBroadcast: list.lastBroadcast,
  };
}
