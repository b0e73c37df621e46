import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import {
  blocks,
  contactListMembers,
  conversationMembers,
  follows,
  friendRequests,
  users,
} from '../../db/schema';
import { testStart } from '../../testing/harness';
import { conversationCreate } from '../conversations/service';
import { blockAdd } from '../friends/blocks';
import { requestSend } from '../friends/requests';
import { contactListCreate, contactListMembersAdd } from '../lists/service';
import { followSet } from '../videos/follows';

type Started = Awaited<ReturnType<typeof testStart>>;

/**
 * Each write that points at another person, racing that person's account being deleted: the
 * deletion holds the row (not yet committed) when the write checks that the person exists, and
 * commits while the write waits. The write must refuse in the spec's words and store nothing,
 * never fail its foreign key (a 500).
 */
const WRITES: Array<{
  name: string;
  write: (ctx: AppContext, them: string) => Promise<unknown>;
  refusal: { status: number; message: string };
  stored: (ctx: AppContext, them: string) => Promise<unknown[]>;
}> = [
  {
    name: 'a block',
    write: (ctx, them) => blockAdd(ctx, 'u-emma', them),
    refusal: { status: 404, message: 'User not found' },
    stored: (ctx, them) => ctx.db.select().from(blocks).where(eq(blocks.blockedId, them)),
  },
  {
    name: 'a friend request',
    write: (ctx, them) => requestSend(ctx, 'u-emma', them),
    refusal: { status: 404, message: 'User not found' },
    stored: (ctx, them) =>
      ctx.db.select().from(friendRequests).where(eq(friendRequests.receiverId, them)),
  },
  {
    name: 'a follow',
    write: (ctx, them) => followSet(ctx, 'u-emma', them, true),
    refusal: { status: 404, message: 'User not found' },
    stored: (ctx, them) => ctx.db.select().from(follows).where(eq(follows.followeeId, them)),
  },
  {
    name: 'a conversation',
    write: (ctx, them) => conversationCreate(ctx, 'u-emma', { participants: [them] }),
    refusal: { status: 400, message: 'Unknown user' },
    stored: (ctx, them) =>
      ctx.db.select().from(conversationMembers).where(eq(conversationMembers.userId, them)),
  },
  {
    name: "a list's new member",
    write: async (ctx, them) => {
      const list = await contactListCreate(ctx, 'u-emma', {
        name: `Race ${them}`,
        description: '',
        isPublic: false,
        tags: [],
      });
      return contactListMembersAdd(ctx, 'u-emma', list.id, [them]);
    },
    refusal: { status: 400, message: 'Unknown user' },
    stored: (ctx, them) =>
      ctx.db.select().from(contactListMembers).where(eq(contactListMembers.userId, them)),
  },
];

describe('a write racing the deletion of the account it points at', () => {
  let s: Started;
  beforeAll(async () => {
    s = await testStart();
  });
  afterAll(() => s.close());

  it.each(WRITES)('should refuse $name, and store nothing', async (c) => {
    const db = s.app.ctx.db;
    const them = `u-leaving-${WRITES.indexOf(c)}`;
    await db.insert(users).values({ id: them, username: them, displayName: 'Leaving' });
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let deleted!: () => void;
    const holding = new Promise<void>((resolve) => (deleted = resolve));
    const deletion = db.transaction(async (tx) => {
      await tx.delete(users).where(eq(users.id, them));
      deleted();
      await committing;
    });
    await holding;
    // The write still sees the account (the deletion has not committed), then waits on its row.
    const writing = c.write(s.app.ctx, them);
    writing.catch(() => undefined);
    await vi.waitFor(async () => {
      const waiting = await dbRows(db, sql`select 1 from pg_locks where not granted`);
      expect(waiting.length).toBeGreaterThan(0);
    });
    commit();
    await deletion;
    await expect(writing).rejects.toMatchObject(c.refusal);
    expect(await c.stored(s.app.ctx, them)).toEqual([]);
  });
});
