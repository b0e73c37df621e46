import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../protocol';
import { conversationMembers, conversations, messages } from '../../db/schema';
import { testLogin, testStart } from '../../testing/harness';

type Started = Awaited<ReturnType<typeof testStart>>;

/** Every conversation, membership and message, read from the tables. */
const storedOf = async (s: Started) => ({
  conversations: await s.app.ctx.db.select().from(conversations).orderBy(asc(conversations.id)),
  members: await s.app.ctx.db
    .select()
    .from(conversationMembers)
    .orderBy(asc(conversationMembers.conversationId), asc(conversationMembers.userId)),
  messages: await s.app.ctx.db.select().from(messages).orderBy(asc(messages.id)),
});

describe('conversations (core 7 GET /api/conversations, POST /api/seed-demo)', () => {
  let s: Started;
  let emma: string;
  let sofia: string;

  const list = async (cookie: string, userId: string): Promise<Conversation[]> =>
    (
      await s.app.inject({
        method: 'GET',
        url: `/api/conversations?userId=${userId}`,
        headers: { cookie },
      })
    ).json();
  const create = (cookie: string, payload: object) =>
    s.app.inject({ method: 'POST', url: '/api/conversations', headers: { cookie }, payload });
  const storedAll = () => storedOf(s);

  beforeAll(async () => {
    s = await testStart();
    emma = await testLogin(s.app, 'u-emma');
    sofia = await testLogin(s.app, 'u-sofia');
  });
  afterAll(() => s.close());

  it('should start with no conversations', async () => {
    expect(await list(emma, 'u-emma')).toEqual([]);
  });

  it("should refuse to list another user's conversations (403)", async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: '/api/conversations?userId=u-emma',
      headers: { cookie: sofia },
    });
    expect(res.statusCode).toBe(403);
  });

  it('should create a one-to-one conversation once, from either side', async () => {
    const first = await create(emma, { participants: ['u-sofia'] });
    expect(first.statusCode).toBe(201);
    const again = await create(sofia, { participants: ['u-emma'] });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(first.json()).toMatchObject({ isGroup: false, name: null });
    expect([...first.json().participants].sort()).toEqual(['u-emma', 'u-sofia']);
  });

  it('should create a named group with everyone in it', async () => {
    const res = await create(emma, { participants: ['u-sofia', 'u-marco'], name: 'Trip' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isGroup: true, name: 'Trip' });
    expect(res.json().participants).toHaveLength(3);
    const marco = await testLogin(s.app, 'u-marco');
    expect((await list(marco, 'u-marco')).map((c) => c.name)).toContain('Trip');
  });

  it('should refuse unknown users and a conversation with only oneself, and store nothing', async () => {
    const before = await storedAll();
    expect((await create(emma, { participants: ['ghost'] })).json()).toEqual({
      error: 'Unknown user',
      code: 'unknownUser',
    });
    expect((await create(emma, { participants: ['u-emma'] })).statusCode).toBe(400);
    expect((await create(emma, { participants: [] })).statusCode).toBe(400);
    expect(await storedAll()).toEqual(before);
  });

  it('should carry the last message, its time and the unread count, and clear it on read', async () => {
    const conv: Conversation = (await create(emma, { participants: ['u-lukas'] })).json();
    const lukas = await testLogin(s.app, 'u-lukas');
    for (const content of ['Hallo', 'Wie geht es?']) {
      await s.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: lukas },
        payload: { conversationId: conv.id, senderId: 'u-lukas', content },
      });
    }
    const mine = (await list(emma, 'u-emma')).find((c) => c.id === conv.id)!;
    expect(mine.unreadCount).toBe(2);
    expect(mine.lastMessage?.content).toBe('Wie geht es?');
    expect(mine.lastSeq).toBe(2);
    expect(Date.parse(mine.updatedAt)).toBe(Date.parse(mine.lastMessage!.createdAt));
    // Newest activity first.
    expect((await list(emma, 'u-emma'))[0]!.id).toBe(conv.id);
    // The sender has nothing unread of their own.
    expect((await list(lukas, 'u-lukas')).find((c) => c.id === conv.id)!.unreadCount).toBe(0);

    const read = await s.app.inject({
      method: 'POST',
      url: `/api/conversations/${conv.id}/read`,
      headers: { cookie: emma },
      payload: { seq: 1 },
    });
    expect(read.statusCode).toBe(204);
    expect((await list(emma, 'u-emma')).find((c) => c.id === conv.id)!.unreadCount).toBe(1);
    // A read mark past the end stops at the end; it never moves back.
    await s.app.inject({
      method: 'POST',
      url: `/api/conversations/${conv.id}/read`,
      headers: { cookie: emma },
      payload: { seq: 99 },
    });
    await s.app.inject({
      method: 'POST',
      url: `/api/conversations/${conv.id}/read`,
      headers: { cookie: emma },
      payload: { seq: 0 },
    });
    expect((await list(emma, 'u-emma')).find((c) => c.id === conv.id)!.unreadCount).toBe(0);
  });
});

describe('POST /api/seed-demo', () => {
  let s: Started;
  const storedAll = () => storedOf(s);
  beforeAll(async () => {
    s = await testStart();
  });
  afterAll(() => s.close());

  it('should create several one-to-one conversations and a group, in the partners languages', async () => {
    const cookie = await testLogin(s.app, 'u-emma');
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/seed-demo',
      headers: { cookie },
      payload: { userId: 'u-emma' },
    });
    expect(res.statusCode).toBe(200);
    const convs: Conversation[] = res.json().conversations;
    expect(convs.filter((c) => !c.isGroup).length).toBeGreaterThanOrEqual(3);
    expect(convs.filter((c) => c.isGroup)).toHaveLength(1);
    const sofia = convs.find((c) => c.participants.includes('u-sofia'));
    expect(sofia?.lastMessage?.content).toMatch(/[¿¡áéíóúñ]/);
    expect(convs.every((c) => c.lastMessage !== null)).toBe(true);
  });

  it('should add nothing when run again', async () => {
    const cookie = await testLogin(s.app, 'u-emma');
    const before: Conversation[] = (
      await s.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie } })
    ).json();
    await s.app.inject({
      method: 'POST',
      url: '/api/seed-demo',
      headers: { cookie },
      payload: { userId: 'u-emma' },
    });
    const after: Conversation[] = (
      await s.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie } })
    ).json();
    expect(after.map((c) => [c.id, c.lastSeq])).toEqual(before.map((c) => [c.id, c.lastSeq]));
  });

  it('should refuse to seed for another user (403) and store nothing', async () => {
    const cookie = await testLogin(s.app, 'u-sofia');
    const before = await storedAll();
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/seed-demo',
      headers: { cookie },
      payload: { userId: 'u-emma' },
    });
    expect(res.statusCode).toBe(403);
    expect(await storedAll()).toEqual(before);
  });
});

describe("POST /api/seed-demo: each person's demo is their own (issue 27, point 6)", () => {
  let s: Started;
  beforeAll(async () => {
    s = await testStart();
  });
  afterAll(() => s.close());

  const seed = (cookie: string, userId: string) =>
    s.app.inject({
      method: 'POST',
      url: '/api/seed-demo',
      headers: { cookie },
      payload: { userId },
    });
  const list = async (cookie: string): Promise<Conversation[]> =>
    (await s.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie } })).json();

  it("should show the demo people nothing of another person's demo, and let them start their own", async () => {
    const camille = await testLogin(s.app, 'u-camille');
    const emma = await testLogin(s.app, 'u-emma');
    const res = await seed(camille, 'u-camille');
    expect(res.statusCode).toBe(200);
    const camilles: Conversation[] = res.json().conversations;
    const withEmma = camilles.find((c) => !c.isGroup && c.participants.includes('u-emma'))!;
    expect(withEmma.demo).toBe(true);
    expect(withEmma.lastMessage?.senderId).toBe('u-emma');

    // Emma's list has no chat with Camille, and she is in no chat she did not start or join.
    expect(await list(emma)).toEqual([]);
    const stored = await storedOf(s);
    expect(stored.members.filter((m) => m.userId === 'u-emma')).toEqual([]);
    const read = await s.app.inject({
      method: 'GET',
      url: `/api/conversations/${withEmma.id}/messages`,
      headers: { cookie: emma },
    });
    expect(read.statusCode).toBe(404);
    // What Camille writes in her demo chat is hers: it reaches nobody else.
    const sent = await s.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: camille },
      payload: {
        conversationId: withEmma.id,
        senderId: 'u-camille',
        content: 'Bonjour Emma !',
        messageType: 'text',
      },
    });
    expect(sent.statusCode).toBe(201);
    expect(await list(emma)).toEqual([]);

    // Emma's empty list still offers the demo, and hers shows nothing of Camille's.
    const hers = await seed(emma, 'u-emma');
    expect(hers.statusCode).toBe(200);
    const emmas: Conversation[] = hers.json().conversations;
    expect(emmas.length).toBeGreaterThanOrEqual(4);
    expect(emmas.every((c) => c.demo === true)).toBe(true);
    expect(emmas.some((c) => camilles.some((k) => k.id === c.id))).toBe(false);
    expect((await list(camille)).map((c) => c.id).sort()).toEqual(camilles.map((c) => c.id).sort());
  });
});
