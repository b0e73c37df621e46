import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactList, ContactLists } from '../../../protocol';
import { contactListMembers, contactLists } from '../../db/schema';
import { LiveClient } from '../../testing/live-client';
import { testLogin, testStart } from '../../testing/harness';

type Started = Awaited<ReturnType<typeof testStart>>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe("contact lists (secondary 'Contact Lists', sections 3, 4, 5, 6, 8)", () => {
  let s: Started;
  const cookies: Record<string, string> = {};
  const who = ['u-emma', 'u-sofia', 'u-marco', 'u-yuki', 'u-layla'] as const;

  const call = (user: string, method: Method, url: string, payload?: object) =>
    s.app.inject({ method, url, headers: { cookie: cookies[user]! }, payload });
  const lists = async (user: string) => {
    const res = await call(user, 'GET', '/api/contact-lists');
    expect(res.statusCode).toBe(200);
    return res.json<ContactLists>();
  };
  const create = async (user: string, payload: object) => {
    const res = await call(user, 'POST', '/api/contact-lists', payload);
    expect(res.statusCode).toBe(201);
    return res.json<ContactList>();
  };
  /** The stored row and member ids of a list, whatever the API says. */
  const stored = async (id: string) => {
    const [row] = await s.app.ctx.db.select().from(contactLists).where(eq(contactLists.id, id));
    const members = await s.app.ctx.db
      .select({ userId: contactListMembers.userId })
      .from(contactListMembers)
      .where(eq(contactListMembers.listId, id));
    return { row, members: members.map((m) => m.userId).sort() };
  };

  beforeAll(async () => {
    s = await testStart();
    for (const id of who) cookies[id] = await testLogin(s.app, id);
  });
  afterAll(() => s.close());

  it('should create a list with a trimmed name and description, no members, by its creator', async () => {
    const list = await create('u-emma', {
      name: '  Family  ',
      description: '  The ones at home ',
      tags: [' home', 'Home', '', 'kids '],
    });
    expect(list).toMatchObject({
      name: 'Family',
      description: 'The ones at home',
      isPublic: false,
      memberCount: 0,
      members: [],
      tags: ['home', 'kids'],
      createdBy: 'u-emma',
      creatorName: 'Emma Johnson',
      isMember: false,
    });
    const { row, members } = await stored(list.id);
    expect(row).toMatchObject({ ownerId: 'u-emma', name: 'Family', isPublic: false });
    expect(members).toEqual([]);
    expect((await lists('u-emma')).mine.map((l) => l.id)).toContain(list.id);
    // A private list is nobody else's business.
    expect((await lists('u-sofia')).shared.map((l) => l.id)).not.toContain(list.id);
    expect((await call('u-sofia', 'GET', `/api/contact-lists/${list.id}`)).statusCode).toBe(404);
  });

  it('should refuse a blank name, and store nothing', async () => {
    const before = (await lists('u-emma')).mine.length;
    for (const [payload, error] of [
      [{ name: '   ' }, 'List name is required'],
      [{}, 'name is required'],
      [{ name: 'x'.repeat(101) }, 'List name must be at most 100 characters'],
      [{ name: 'Ok', description: 'd'.repeat(501) }, 'Description must be at most 500 characters'],
      [{ name: 'Ok', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'At most 10 tags'],
    ] as const) {
      const res = await call('u-emma', 'POST', '/api/contact-lists', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toBe(error);
    }
    expect((await lists('u-emma')).mine).toHaveLength(before);
  });

  it("should add members (never the owner) to the owner's private address book: shown to the owner, never to them", async () => {
    const list = await create('u-emma', { name: 'Trip' });
    const res = await call('u-emma', 'POST', `/api/contact-lists/${list.id}/members`, {
      userIds: ['u-sofia', 'u-marco', 'u-sofia'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ContactList>()).toMatchObject({ memberCount: 2 });
    expect((await stored(list.id)).members).toEqual(['u-marco', 'u-sofia']);
    // The owner sees who is on it (issue 27, point 12).
    const mine = (await lists('u-emma')).mine.find((l) => l.id === list.id);
    expect([...mine!.members].sort()).toEqual(['u-marco', 'u-sofia']);
    // Sofía was not asked: the list is not hers to see, shared or by its address.
    expect((await lists('u-sofia')).shared.map((l) => l.id)).not.toContain(list.id);
    expect((await call('u-sofia', 'GET', `/api/contact-lists/${list.id}`)).statusCode).toBe(404);
    // Trying to leave it tells her nothing and changes nothing.
    await call('u-sofia', 'DELETE', `/api/contact-lists/${list.id}/members/u-sofia`);
    expect((await stored(list.id)).members).toEqual(['u-marco', 'u-sofia']);

    // Nobody, myself, an unknown person: refused, nothing stored.
    for (const [userIds, status, error] of [
      [[], 400, 'Select at least one member'],
      [['u-emma'], 400, 'You cannot add yourself'],
      [['u-yuki', 'u-nobody'], 400, 'Unknown user'],
    ] as const) {
      const bad = await call('u-emma', 'POST', `/api/contact-lists/${list.id}/members`, {
        userIds,
      });
      expect(bad.statusCode).toBe(status);
      expect(bad.json<{ error: string }>().error).toBe(error);
    }
    expect((await stored(list.id)).members).toEqual(['u-marco', 'u-sofia']);
  });

  it('should let only the owner edit, add to or delete a list', async () => {
    const list = await create('u-emma', { name: 'Team', isPublic: true });
    await call('u-emma', 'POST', `/api/contact-lists/${list.id}/members`, { userIds: ['u-sofia'] });
    // Sofía sees it (a member; and it is public) but may not change it.
    for (const [method, url, payload] of [
      ['PATCH', `/api/contact-lists/${list.id}`, { name: 'Mine now' }],
      ['POST', `/api/contact-lists/${list.id}/members`, { userIds: ['u-yuki'] }],
      ['DELETE', `/api/contact-lists/${list.id}`, undefined],
      ['DELETE', `/api/contact-lists/${list.id}/members/u-emma`, undefined],
    ] as const) {
      const res = await call('u-sofia', method, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: 'Only the list owner can do this',
        code: 'listOwnerOnly',
      });
    }
    const { row, members } = await stored(list.id);
    expect(row?.name).toBe('Team');
    expect(members).toEqual(['u-sofia']);
    // A public list shows others how many are on it, not who.
    const seen = (await lists('u-sofia')).shared.find((l) => l.id === list.id);
    expect(seen).toMatchObject({ memberCount: 1, members: [], isMember: false });

    // Someone else's private list does not exist for an outsider.
    const secret = await create('u-emma', { name: 'Secret' });
    const res = await call('u-yuki', 'PATCH', `/api/contact-lists/${secret.id}`, { name: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'List not found', code: 'listNotFound' });
    expect((await stored(secret.id)).row?.name).toBe('Secret');
  });

  it('should edit name, description, public switch and tags, and refuse an empty change', async () => {
    const list = await create('u-marco', { name: 'Calcio' });
    const made = (await stored(list.id)).row!;
    const res = await call('u-marco', 'PATCH', `/api/contact-lists/${list.id}`, {
      name: ' Football ',
      description: 'Sunday games',
      isPublic: true,
      tags: ['sport', 'sunday', 'park'],
    });
    expect(res.statusCode).toBe(200);
    const { row } = await stored(list.id);
    expect(row).toMatchObject({
      name: 'Football',
      description: 'Sunday games',
      isPublic: true,
      tags: ['sport', 'sunday', 'park'],
    });
    expect(row!.updatedAt.getTime()).toBeGreaterThan(made.updatedAt.getTime());
    const edited = await stored(list.id);
    const empty = await call('u-marco', 'PATCH', `/api/contact-lists/${list.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: string }>().error).toBe('Nothing to change');
    expect(await stored(list.id)).toEqual(edited);
  });

  it("should show others' public lists as shared, and let people join and leave them", async () => {
    const list = await create('u-yuki', { name: 'Book club', isPublic: true, tags: ['books'] });
    const before = (await lists('u-layla')).shared.find((l) => l.id === list.id);
    expect(before).toMatchObject({ isMember: false, memberCount: 0, creatorName: 'Yuki Tanaka' });

    const joined = await call('u-layla', 'POST', `/api/contact-lists/${list.id}/join`);
    expect(joined.statusCode).toBe(200);
    expect(joined.json<ContactList>()).toMatchObject({ isMember: true, memberCount: 1 });
    // Twice is once.
    await call('u-layla', 'POST', `/api/contact-lists/${list.id}/join`);
    expect((await stored(list.id)).members).toEqual(['u-layla']);
    // Someone the owner had put on it joins it too: now it is theirs to see as joined.
    await call('u-yuki', 'POST', `/api/contact-lists/${list.id}/members`, { userIds: ['u-marco'] });
    const marcoJoins = await call('u-marco', 'POST', `/api/contact-lists/${list.id}/join`);
    expect(marcoJoins.json<ContactList>()).toMatchObject({ isMember: true, memberCount: 2 });
    await call('u-marco', 'DELETE', `/api/contact-lists/${list.id}/members/u-marco`);

    // The owner cannot join her own list; a private list cannot be joined by an outsider.
    const own = await call('u-yuki', 'POST', `/api/contact-lists/${list.id}/join`);
    expect(own.statusCode).toBe(400);
    expect(own.json<{ error: string }>().error).toBe('You cannot join your own list');
    const privateList = await create('u-yuki', { name: 'Private' });
    const sneak = await call('u-layla', 'POST', `/api/contact-lists/${privateList.id}/join`);
    expect(sneak.statusCode).toBe(404);
    expect((await stored(privateList.id)).members).toEqual([]);

    // Leaving takes only me off; nobody else can take the owner's members off.
    const left = await call('u-layla', 'DELETE', `/api/contact-lists/${list.id}/members/u-layla`);
    expect(left.statusCode).toBe(204);
    expect((await stored(list.id)).members).toEqual([]);
  });

  it('should hide the lists of people blocked either way, and refuse to add them', async () => {
    const list = await create('u-sofia', { name: 'Open', isPublic: true });
    expect((await lists('u-marco')).shared.map((l) => l.id)).toContain(list.id);
    await call('u-marco', 'POST', '/api/blocked-users', { userId: 'u-sofia' });
    expect((await lists('u-marco')).shared.map((l) => l.id)).not.toContain(list.id);
    expect((await call('u-marco', 'POST', `/api/contact-lists/${list.id}/join`)).statusCode).toBe(
      404,
    );
    const add = await call('u-sofia', 'POST', `/api/contact-lists/${list.id}/members`, {
      userIds: ['u-marco'],
    });
    expect(add.statusCode).toBe(403);
    expect(add.json<{ error: string }>().error).toBe('You cannot add this person');
    expect((await stored(list.id)).members).toEqual([]);
  });

  it('should delete a list with its members, and tell those who joined it', async () => {
    const list = await create('u-layla', { name: 'Cousins', isPublic: true });
    await call('u-yuki', 'POST', `/api/contact-lists/${list.id}/join`);
    const yukiPhone = await LiveClient.open(s.url, cookies['u-yuki']!);
    try {
      const res = await call('u-layla', 'DELETE', `/api/contact-lists/${list.id}`);
      expect(res.statusCode).toBe(204);
      await yukiPhone.next('contact_lists_changed');
    } finally {
      await yukiPhone.close();
    }
    expect(await stored(list.id)).toEqual({ row: undefined, members: [] });
    expect((await lists('u-yuki')).shared.map((l) => l.id)).not.toContain(list.id);
    expect((await call('u-layla', 'DELETE', `/api/contact-lists/${list.id}`)).statusCode).toBe(404);
  });

  it('should answer 404, never a server error, when a list is deleted while people are added or join', async () => {
    for (let round = 0; round < 8; round++) {
      const list = await create('u-emma', { name: `Race ${round}`, isPublic: true });
      const answers = await Promise.all([
        call('u-emma', 'POST', `/api/contact-lists/${list.id}/members`, { userIds: ['u-sofia'] }),
        call('u-marco', 'POST', `/api/contact-lists/${list.id}/join`),
        call('u-emma', 'DELETE', `/api/contact-lists/${list.id}`),
      ]);
      for (const res of answers.slice(0, 2)) expect([200, 201, 404]).toContain(res.statusCode);
      expect(answers[2]!.statusCode).toBeLessThan(300);
      // Nothing is left of the list, its members included.
      expect(await stored(list.id)).toEqual({ row: undefined, members: [] });
    }
  });

  it('should need a session', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/contact-lists' });
    expect(res.statusCode).toBe(401);
  });
});
