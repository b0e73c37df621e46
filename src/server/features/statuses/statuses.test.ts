import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatusUpdate, StatusViewer } from '../../../protocol';
import { STATUS_MAX_LIVE, STATUS_TTL_MS } from '../../../protocol';
import { statusLikes, statusViews, statuses } from '../../db/schema';
import { statusFixture } from './fixture';

describe("status updates (secondary 'Status updates', sections 3, 4, 5, 6 and 9)", () => {
  let f: Awaited<ReturnType<typeof statusFixture>>;
  beforeAll(async () => {
    f = await statusFixture();
  });
  afterAll(() => f.close());

  const idsIn = (list: StatusUpdate[]) => list.map((s) => s.id);
  const viewRows = (id: string) =>
    f.s.app.ctx.db.select().from(statusViews).where(eq(statusViews.statusId, id));
  const likeRows = (id: string) =>
    f.s.app.ctx.db.select().from(statusLikes).where(eq(statusLikes.statusId, id));
  const rowsOf = (userId: string) =>
    f.s.app.ctx.db.select().from(statuses).where(eq(statuses.userId, userId));

  it('should post a trimmed text that lasts 24 h, seen by the author and friends only', async () => {
    const first = await f.posted('emma', { content: 'Coffee first' });
    const res = await f.post('emma', { content: '  Off to the mountains  ' });
    expect(res.statusCode).toBe(201);
    const status = res.json<StatusUpdate>();
    expect(status).toEqual({
      id: expect.any(String),
      userId: 'u-emma',
      content: 'Off to the mountains',
      language: 'en',
      createdAt: expect.any(String),
      expiresAt: new Date(Date.parse(status.createdAt) + STATUS_TTL_MS).toISOString(),
      views: 0,
      likes: 0,
      replies: 0,
      isLiked: false,
      author: {
        id: 'u-emma',
        username: 'emma',
        displayName: 'Emma Johnson',
        avatar: expect.any(String),
      },
      hasViewed: true,
    });
    const row = await f.stored(status.id);
    expect(row).toMatchObject({
      userId: 'u-emma',
      content: 'Off to the mountains',
      objectId: null,
    });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(STATUS_TTL_MS);

    // Newest first, for the author and for a friend; a friend has not opened it yet.
    expect(idsIn(await f.feed('emma')).slice(0, 2)).toEqual([status.id, first.id]);
    const sofias = await f.feed('sofia');
    expect(idsIn(sofias).slice(0, 2)).toEqual([status.id, first.id]);
    expect(sofias[0]).toMatchObject({ hasViewed: false, isLiked: false });
    expect(idsIn(await f.feed('camille'))).toContain(status.id);
    // Lukas is nobody's friend: he sees none of it and cannot reach it by its id.
    expect(await f.feed('lukas')).toEqual([]);
    for (const [method, what] of [
      ['POST', '/view'],
      ['POST', '/like'],
      ['DELETE', '/like'],
      ['GET', '/views'],
      ['DELETE', ''],
    ] as const) {
      const refused = await f.act('lukas', method, status.id, what);
      expect(refused.statusCode, `${method} ${what}`).toBe(404);
      expect(refused.json()).toEqual({ error: 'Status not found', code: 'statusNotFound' });
    }
    expect(await viewRows(status.id)).toEqual([]);
    expect(await likeRows(status.id)).toEqual([]);
  });

  it('should refuse a blank, too long or foreign-fielded status and store nothing', async () => {
    const before = (await rowsOf('u-camille')).length;
    const cases: Array<[unknown, string]> = [
      [{ content: '   \n ' }, 'Status cannot be empty'],
      [{}, 'Status cannot be empty'],
      [{ content: 'x'.repeat(701) }, 'Status must be at most 700 characters'],
      [{ content: 'a\u0000b' }, 'Status cannot contain NUL characters'],
      [{ content: 'Hi', objectRef: '../../etc/passwd' }, 'Invalid object reference'],
    ];
    for (const [body, error] of cases) {
      const res = await f.post('camille', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(error);
    }
    // Nobody posts as someone else: a user id in the body is not a field at all.
    const asSofia = await f.post('camille', { content: 'Hi', userId: 'u-sofia' });
    expect(asSofia.statusCode).toBe(400);
    expect((await f.post('camille', { content: 'x'.repeat(700) })).statusCode).toBe(201);
    expect((await rowsOf('u-camille')).length).toBe(before + 1);
    expect(await rowsOf('u-sofia')).toEqual([]);
  });

  it('should count a view once per viewer, none for the author, and show the author who', async () => {
    const status = await f.posted('emma', { content: 'Guess where I am' });
    const first = await f.act('sofia', 'POST', status.id, '/view');
    expect(first.statusCode).toBe(200);
    expect(first.json<StatusUpdate>()).toMatchObject({ views: 1, hasViewed: true });
    expect((await f.act('sofia', 'POST', status.id, '/view')).json<StatusUpdate>().views).toBe(1);
    // The author opening their own status is no view.
    expect((await f.act('emma', 'POST', status.id, '/view')).json<StatusUpdate>().views).toBe(1);
    const rows = await viewRows(status.id);
    expect(rows.map((r) => r.userId)).toEqual(['u-sofia']);

    const viewers = await f.act('emma', 'GET', status.id, '/views');
    expect(viewers.statusCode).toBe(200);
    expect(viewers.json<StatusViewer[]>()).toEqual([
      {
        id: 'u-sofia',
        username: 'sofia',
        displayName: 'Sofía García',
        avatar: expect.any(String),
        viewedAt: rows[0]!.createdAt.toISOString(),
        liked: false,
      },
    ]);
    // A friend sees the status, not who else saw it.
    expect((await f.act('sofia', 'GET', status.id, '/views')).statusCode).toBe(403);
    expect((await f.feed('sofia')).find((s) => s.id === status.id)?.hasViewed).toBe(true);
  });

  it('should like once per person, unlike, and count a like as a view', async () => {
    const status = await f.posted('emma', { content: 'New haircut' });
    const liked = await f.act('sofia', 'POST', status.id, '/like');
    expect(liked.statusCode).toBe(200);
    expect(liked.json<StatusUpdate>()).toMatchObject({ likes: 1, isLiked: true, views: 1 });
    expect((await f.act('sofia', 'POST', status.id, '/like')).json<StatusUpdate>().likes).toBe(1);
    expect((await f.act('camille', 'POST', status.id, '/like')).json<StatusUpdate>().likes).toBe(2);
    expect((await likeRows(status.id)).map((r) => r.userId).sort()).toEqual([
      'u-camille',
      'u-sofia',
    ]);
    expect((await viewRows(status.id)).map((r) => r.userId).sort()).toEqual([
      'u-camille',
      'u-sofia',
    ]);

    const unliked = await f.act('sofia', 'DELETE', status.id, '/like');
    expect(unliked.json<StatusUpdate>()).toMatchObject({ likes: 1, isLiked: false });
    expect((await likeRows(status.id)).map((r) => r.userId)).toEqual(['u-camille']);
    // The author's view of it: one like, and Camille's row says she liked it.
    const mine = (await f.feed('emma')).find((s) => s.id === status.id)!;
    expect(mine).toMatchObject({ likes: 1, views: 2, isLiked: false });
    const viewers = (await f.act('emma', 'GET', status.id, '/views')).json<StatusViewer[]>();
    expect(viewers.map((v) => [v.id, v.liked]).sort()).toEqual([
      ['u-camille', true],
      ['u-sofia', false],
    ]);
  });

  it('should let only the author delete, with its views and likes', async () => {
    const status = await f.posted('emma', { content: 'Delete me later' });
    await f.act('sofia', 'POST', status.id, '/like');
    const bySofia = await f.act('sofia', 'DELETE', status.id);
    expect(bySofia.statusCode).toBe(403);
    expect(bySofia.json()).toEqual({
      error: 'Only the author can delete a status',
      code: 'statusOnlyAuthor',
    });
    expect(await f.stored(status.id)).toMatchObject({ id: status.id, content: 'Delete me later' });
    expect(await likeRows(status.id)).toHaveLength(1);

    expect((await f.act('emma', 'DELETE', status.id)).statusCode).toBe(204);
    expect(await f.stored(status.id)).toBeUndefined();
    expect(await likeRows(status.id)).toEqual([]);
    expect(await viewRows(status.id)).toEqual([]);
    expect(idsIn(await f.feed('sofia'))).not.toContain(status.id);
    expect((await f.act('emma', 'DELETE', status.id)).statusCode).toBe(404);
    expect((await f.act('sofia', 'POST', status.id, '/like')).statusCode).toBe(404);
  });

  it('should answer 404, not 500, when the status goes between being found and being liked', async () => {
    const db = f.s.app.ctx.db;
    // What the database says when its author deleted it (or the sweep took it) a moment after
    // it was found: the view or like names a status that is no longer there.
    await db.execute(sql`create function status_vanished() returns trigger language plpgsql as $$
      begin raise exception using errcode = 'foreign_key_violation', message = 'status gone'; end $$`);
    const tables = ['status_views', 'status_likes'];
    try {
      for (const table of tables) {
        await db.execute(
          sql.raw(`create trigger vanished before insert on ${table}
            for each row execute function status_vanished()`),
        );
      }
      const status = await f.posted('emma', { content: 'Here and gone' });
      const liked = await f.act('sofia', 'POST', status.id, '/like');
      expect(liked.statusCode).toBe(404);
      expect(liked.json()).toEqual({ error: 'Status not found', code: 'statusNotFound' });
      // The view is not recorded; the status itself is still here, so it reads as it is.
      expect((await f.act('sofia', 'POST', status.id, '/view')).statusCode).toBe(200);
      expect(await viewRows(status.id)).toEqual([]);
      expect(await likeRows(status.id)).toEqual([]);
    } finally {
      for (const table of tables) {
        await db.execute(sql.raw(`drop trigger if exists vanished on ${table}`));
      }
      await db.execute(sql`drop function status_vanished`);
    }
  });

  it('should hide statuses both ways once either blocks the other', async () => {
    const mine = await f.posted('emma', { content: 'Before the block' });
    const theirs = await f.posted('camille', { content: 'Bonjour' });
    expect(idsIn(await f.feed('emma'))).toContain(theirs.id);
    expect(
      (await f.inject('camille', 'POST', '/api/blocked-users', { userId: 'u-emma' })).statusCode,
    ).toBeLessThan(300);

    expect(idsIn(await f.feed('camille'))).not.toContain(mine.id);
    expect(idsIn(await f.feed('emma'))).not.toContain(theirs.id);
    expect((await f.act('camille', 'POST', mine.id, '/like')).statusCode).toBe(404);
    expect((await f.act('emma', 'POST', theirs.id, '/view')).statusCode).toBe(404);
    expect(await likeRows(mine.id)).toEqual([]);
    expect(await viewRows(theirs.id)).toEqual([]);

    // Unblocking does not make friends again: still nothing to see until they are.
    await f.inject('camille', 'DELETE', '/api/blocked-users/u-emma');
    expect(idsIn(await f.feed('emma'))).not.toContain(theirs.id);
    await f.befriend('camille', 'emma');
    expect(idsIn(await f.feed('emma'))).toContain(theirs.id);
  });

  it('should expire a status 24 h after posting by the server clock, and sweep it', async () => {
    const t0 = Date.now() + 60_000;
    f.clockAt(t0);
    try {
      const status = await f.posted('emma', { content: 'Only for today' });
      expect(status.createdAt).toBe(new Date(t0).toISOString());
      expect(status.expiresAt).toBe(new Date(t0 + STATUS_TTL_MS).toISOString());

      // A second before: still there, still acted on, and the sweep leaves it (it takes the
      // earlier tests' statuses, which expired before it).
      f.clockAt(t0 + STATUS_TTL_MS - 1_000);
      expect(idsIn(await f.feed('sofia'))).toContain(status.id);
      expect((await f.act('sofia', 'POST', status.id, '/view')).statusCode).toBe(200);
      await f.s.app.statuses.sweep();
      expect(await f.stored(status.id)).toBeDefined();
      expect(idsIn(await f.feed('sofia'))).toEqual([status.id]);

      // At the moment it expires it is gone for everyone, before any sweep ran.
      f.clockAt(t0 + STATUS_TTL_MS);
      expect(idsIn(await f.feed('sofia'))).not.toContain(status.id);
      expect(idsIn(await f.feed('emma'))).not.toContain(status.id);
      for (const [who, method, what, body] of [
        ['sofia', 'POST', '/view', undefined],
        ['sofia', 'POST', '/like', undefined],
        ['sofia', 'POST', '/reply', { content: 'Too late?' }],
        ['emma', 'GET', '/views', undefined],
        ['emma', 'DELETE', '', undefined],
      ] as const) {
        const res = await f.act(who, method, status.id, what, body);
        expect(res.statusCode, `${who} ${method} ${what}`).toBe(404);
      }
      expect(await likeRows(status.id)).toEqual([]);
      expect((await f.stored(status.id))?.replyCount).toBe(0);

      // The sweep removes the row with its views.
      f.clockAt(t0 + STATUS_TTL_MS + 1_000);
      expect(await f.s.app.statuses.sweep()).toBe(1);
      expect(await f.stored(status.id)).toBeUndefined();
      expect(await viewRows(status.id)).toEqual([]);
    } finally {
      f.clockAt();
    }
  });

  it(`should allow at most ${STATUS_MAX_LIVE} live statuses, and more once some expire`, async () => {
    const t0 = Date.now() + 60_000;
    f.clockAt(t0);
    try {
      for (let i = 0; i < STATUS_MAX_LIVE; i++) await f.posted('lukas', { content: `Update ${i}` });
      const refused = await f.post('lukas', { content: 'One too many' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('You can have at most 30 status updates at a time');
      expect((await rowsOf('u-lukas')).length).toBe(STATUS_MAX_LIVE);
      f.clockAt(t0 + STATUS_TTL_MS + 1);
      expect((await f.post('lukas', { content: 'A new day' })).statusCode).toBe(201);
    } finally {
      f.clockAt();
    }
  });
});
