import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ContactList,
  ContactLists,
  contactListCreateSchema,
  contactListUpdateSchema,
} from '../../../protocol';
import { ERROR_TEXTS } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import type { Tx } from '../../db/retry';
import { contactListMembers, contactLists } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';
import { usersExisting, usersHeld } from '../users/service';
import { listAudience, listVisible, listsRead, listsSelect } from './view';

const listNotFound = () => new HttpError(404, ERROR_TEXTS.listNotFound);
const ownerOnly = () => new HttpError(403, ERROR_TEXTS.listOwnerOnly);

/** Spec secondary 2 'Contact Lists': My Lists and Shared Lists of the session's user. */
export function contactListsRead(ctx: AppContext, me: string): Promise<ContactLists> {
  return listsRead(ctx.db, me);
}

/** One list `me` may read; 404 otherwise (someone else's private list does not exist for me). */
export async function contactListGet(
  ctx: AppContext,
  me: string,
  id: string,
): Promise<ContactList> {
  const [list] = await listsSelect(ctx.db, me, sql`l.id = ${id} and ${listVisible(me)}`);
  if (!list) throw listNotFound();
  return list;
}

/** The list, if `me` owns it: 404 when I may not see it, 403 when I may see it but not change it. */
async function listOwned(ctx: AppContext, me: string, id: string): Promise<ContactList> {
  const list = await contactListGet(ctx, me, id);
  if (list.createdBy !== me) throw ownerOnly();
  return list;
}

/** Marks a list changed at `now` and locks its row; 404 when it was deleted meanwhile. */
async function listTouch(tx: Tx, id: string, now: Date): Promise<void> {
  const touched = await tx
    .update(contactLists)
    .set({ updatedAt: now })
    .where(eq(contactLists.id, id))
    .returning({ id: contactLists.id });
  if (touched.length === 0) throw listNotFound();
}

async function changed(ctx: AppContext, to: readonly string[]): Promise<void> {
  await publishTo(ctx, to, { type: 'contact_lists_changed' });
}

/**
 * Spec secondary 4: a new list has no members and no tags unless given, and its creator is the
 * session's user. Name and description come trimmed from the schema.
 */
export async function contactListCreate(
  ctx: AppContext,
  me: string,
  input: z.output<typeof contactListCreateSchema>,
): Promise<ContactList> {
  const id = randomUUID();
  const now = ctx.clock.now();
  await ctx.db.insert(contactLists).values({
    id,
    ownerId: me,
    name: input.name,
    description: input.description,
    isPublic: input.isPublic,
    tags: input.tags,
    createdAt: now,
    updatedAt: now,
  });
  const list = await contactListGet(ctx, me, id);
  await changed(ctx, [me]);
  return list;
}

/** 'Edit List': name, description, public switch and tags; the owner only. */
export async function contactListUpdate(
  ctx: AppContext,
  me: string,
  id: string,
  input: z.output<typeof contactListUpdateSchema>,
): Promise<ContactList> {
  await listOwned(ctx, me, id);
  await ctx.db
    .update(contactLists)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.isPublic !== undefined && { isPublic: input.isPublic }),
      ...(input.tags !== undefined && { tags: input.tags }),
      updatedAt: ctx.clock.now(),
    })
    .where(eq(contactLists.id, id));
  const list = await contactListGet(ctx, me, id);
  await changed(ctx, await listAudience(ctx.db, id));
  return list;
}

/** 'Delete List': the owner only; those who joined it see it go. */
export async function contactListDelete(ctx: AppContext, me: string, id: string): Promise<void> {
  await listOwned(ctx, me, id);
  const audience = await listAudience(ctx.db, id);
  await ctx.db.delete(contactLists).where(eq(contactLists.id, id));
  await changed(ctx, audience);
}

/**
 * 'Add n Members' (spec secondary 5): at least one person, never the owner, only people who
 * exist, and nobody either side has blocked. People already on the list stay as they were. The
 * list is the owner's private address book: the people added are not told and do not see it.
 */
export async function contactListMembersAdd(
  ctx: AppContext,
  me: string,
  id: string,
  userIds: readonly string[],
): Promise<ContactList> {
  await listOwned(ctx, me, id);
  const wanted = [...new Set(userIds)];
  if (wanted.includes(me)) throw new HttpError(400, ERROR_TEXTS.friendSelf);
  const existing = await usersExisting(ctx.db, wanted);
  if (existing.size !== wanted.length) throw new HttpError(400, ERROR_TEXTS.unknownUser);
  const blocked = await dbRows<{ id: string }>(
    ctx.db,
    sql`select case when b.user_id = ${me} then b.blocked_id else b.user_id end as id
      from blocks b
      where (b.user_id = ${me} and b.blocked_id in ${wanted})
         or (b.blocked_id = ${me} and b.user_id in ${wanted})
      limit 1`,
  );
  if (blocked.length > 0) throw new HttpError(403, ERROR_TEXTS.friendBlocked);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // The list's row first: it is locked from here on, so a delete that won the race answers
    // 404 here instead of failing the insert's foreign key.
    await listTouch(tx, id, now);
    // Kept until this commits: an account deleted meanwhile refuses the addition.
    if ((await usersHeld(tx, wanted)).size !== wanted.length) {
      throw new HttpError(400, ERROR_TEXTS.unknownUser);
    }
    await tx
      .insert(contactListMembers)
      .values(wanted.map((userId) => ({ listId: id, userId, addedAt: now })))
      .onConflictDoNothing();
  });
  const after = await contactListGet(ctx, me, id);
  await changed(ctx, await listAudience(ctx.db, id));
  return after;
}

/**
 * Takes someone off a list: the owner may take anyone off; a member may take themself off
 * (leave). Taking off someone not on it changes nothing.
 */
export async function contactListMemberRemove(
  ctx: AppContext,
  me: string,
  id: string,
  userId: string,
): Promise<void> {
  const list = await contactListGet(ctx, me, id);
  if (list.createdBy !== me && userId !== me) throw ownerOnly();
  // Someone in the owner's address book who never joined learns nothing by trying.
  if (list.createdBy !== me && !list.isMember) return;
  // Taken off, they no longer hear of it: told before, while they are still in the audience.
  const audience = await listAudience(ctx.db, id);
  const removed = await ctx.db
    .delete(contactListMembers)
    .where(and(eq(contactListMembers.listId, id), eq(contactListMembers.userId, userId)))
    .returning({ userId: contactListMembers.userId });
  if (removed.length === 0) return;
  await ctx.db
    .update(contactLists)
    .set({ updatedAt: ctx.clock.now() })
    .where(eq(contactLists.id, id));
  await changed(ctx, audience);
}

/**
 * 'Join List' on someone else's public list: adds me to it (joining twice is joining once). My
 * own list cannot be joined; a private list I am not on does not exist for me.
 */
export async function contactListJoin(
  ctx: AppContext,
  me: string,
  id: string,
): Promise<ContactList> {
  const list = await contactListGet(ctx, me, id);
  if (list.createdBy === me) throw new HttpError(400, ERROR_TEXTS.listJoinOwn);
  if (!list.isPublic && !list.isMember) throw listNotFound();
  if (!list.isMember) {
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      await listTouch(tx, id, now);
      // Already in the owner's address book: now they joined it themselves.
      await tx
        .insert(contactListMembers)
        .values({ listId: id, userId: me, addedAt: now, joined: true })
        .onConflictDoUpdate({
          target: [contactListMembers.listId, contactListMembers.userId],
          set: { joined: true },
        });
    });
  }
  const after = await contactListGet(ctx, me, id);
  await changed(ctx, await listAudience(ctx.db, id));
  return after;
}
