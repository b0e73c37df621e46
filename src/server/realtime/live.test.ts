import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../protocol';
import { messages } from '../db/schema';
import { testLogin, testStart } from '../testing/harness';
import { LiveClient } from '../testing/live-client';

type Started = Awaited<ReturnType<typeof testStart>>;

describe('live connection /ws (core 7)', () => {
  let s: Started;
  let emma: string;
  let sofia: string;
  let marco: string;
  let conv: Conversation;
  const open: LiveClient[] = [];
  const connect = async (cookie?: string, origin?: string) => {
    const c = await LiveClient.open(s.url, cookie, origin);
    open.push(c);
    return c;
  };
  const post = (cookie: string, content: string, clientId?: string) =>
    s.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie },
      payload: {
        conversationId: conv.id,
        senderId: cookie === emma ? 'u-emma' : 'u-sofia',
        content,
        clientId,
      },
    });

  beforeAll(async () => {
    s = await testStart();
    emma = await testLogin(s.app, 'u-emma');
    sofia = await testLogin(s.app, 'u-sofia');
    marco = await testLogin(s.app, 'u-marco');
    conv = (
      await s.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: { cookie: emma },
        payload: { participants: ['u-sofia'] },
      })
    ).json();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
    // Presence changes are pushed after the close; let them land before the next test listens.
    for (let i = 0; i < 50; i++) {
      const users: Array<{ status: string }> = (
        await s.app.inject({ method: 'GET', url: '/api/users' })
      ).json();
      if (users.every((u) => u.status === 'offline')) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 50));
  });
  afterAll(() => s.close());

  it('should push a sent message to every socket of every member, sender included', async () => {
    const a = await connect(emma);
    const a2 = await connect(emma);
    const b = await connect(sofia);
    const m = await connect(marco);
    const sent: Message = (await post(emma, 'live hello')).json();
    for (const c of [a, a2, b]) {
      const got = await c.next('message', (e) => e.message.id === sent.id);
      expect(got.message).toEqual(sent);
    }
    expect(await m.none('message')).toBe(true);
  });

  it('should send over the socket too, acknowledge after commit, and never duplicate a retry', async () => {
    const a = await connect(emma);
    const b = await connect(sofia);
    a.send({ type: 'join', userId: 'u-emma', conversationId: conv.id });
    await a.next('joined');
    a.send({ type: 'message', content: 'via ws', messageType: 'text', clientId: 'ws-1' });
    const ack = await a.next('ack');
    expect(ack.message.content).toBe('via ws');
    await b.next('message', (e) => e.message.id === ack.message.id);
    a.send({ type: 'message', content: 'via ws', messageType: 'text', clientId: 'ws-1' });
    const again = await a.next('ack');
    expect(again.message.id).toBe(ack.message.id);
    const all: Message[] = (
      await s.app.inject({
        method: 'GET',
        url: `/api/conversations/${conv.id}/messages?afterSeq=0`,
        headers: { cookie: sofia },
      })
    ).json();
    expect(all.filter((x) => x.clientId === 'ws-1')).toHaveLength(1);
  });

  it('should push a retried send again, so a push lost with a dying instance still arrives', async () => {
    const b = await connect(sofia);
    const first: Message = (await post(emma, 'pushed twice', 'again-1')).json();
    await b.next('message', (e) => e.message.id === first.id);
    const retry = await post(emma, 'pushed twice', 'again-1');
    expect(retry.statusCode).toBe(200);
    const again = await b.next('message', (e) => e.message.id === first.id);
    expect(again.message).toEqual(first);
  });

  it('should push a new conversation to everyone in it at once, and to no one else', async () => {
    const b = await connect(sofia);
    const lukas = await testLogin(s.app, 'u-lukas');
    const l = await connect(lukas);
    // Marco stays out of it: other tests need him a stranger to Emma.
    const m = await connect(marco);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: emma },
      payload: { participants: ['u-sofia', 'u-lukas'], name: 'Weekend' },
    });
    const created = res.json();
    for (const c of [b, l]) {
      const got = await c.next('conversation', (e) => e.conversation.id === created.id);
      expect(got.conversation).toEqual(created);
    }
    expect(await m.none('conversation')).toBe(true);
    // Asking again for an existing one-to-one conversation creates nothing and pushes nothing.
    await s.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: emma },
      payload: { participants: ['u-sofia'] },
    });
    expect(await b.none('conversation')).toBe(true);
  });

  it('should pass typing to the other members, not back to the typist', async () => {
    const a = await connect(emma);
    const b = await connect(sofia);
    a.send({ type: 'join', userId: 'u-emma', conversationId: conv.id });
    await a.next('joined');
    a.send({ type: 'typing', isTyping: true });
    const t = await b.next('typing');
    expect(t).toEqual({
      type: 'typing',
      conversationId: conv.id,
      userId: 'u-emma',
      isTyping: true,
    });
    a.send({ type: 'typing', isTyping: false, conversationId: conv.id });
    expect((await b.next('typing')).isTyping).toBe(false);
    expect(await a.none('typing')).toBe(true);
  });

  it('should refuse to join as another user or a conversation one is not in', async () => {
    const a = await connect(emma);
    a.send({ type: 'join', userId: 'u-sofia', conversationId: conv.id });
    expect((await a.next('error')).error).toBe('Forbidden');
    const m = await connect(marco);
    m.send({ type: 'join', userId: 'u-marco', conversationId: conv.id });
    expect((await m.next('error')).error).toBe('Conversation not found');
  });

  it('should refuse typing and sending into a conversation one is not in', async () => {
    const b = await connect(sofia);
    const m = await connect(marco);
    const stored = () =>
      s.app.ctx.db.select().from(messages).where(eq(messages.conversationId, conv.id));
    const before = await stored();
    m.send({ type: 'typing', isTyping: true, conversationId: conv.id });
    expect((await m.next('error')).error).toBe('Conversation not found');
    m.send({ type: 'message', content: 'intrude', conversationId: conv.id, clientId: 'x1' });
    expect((await m.next('error')).error).toBe('Conversation not found');
    expect(await b.none('typing')).toBe(true);
    expect(b.events.some((e) => e.type === 'message')).toBe(false);
    expect(await stored()).toEqual(before);
  });

  it('should answer malformed frames with an error and stay up', async () => {
    const a = await connect(emma);
    a.socket.send('not json');
    expect((await a.next('error')).error).toBe('Invalid JSON');
    a.send({ type: 'teleport' });
    await a.next('error');
    a.send({ type: 'message', content: '   ', conversationId: conv.id });
    expect((await a.next('error')).error).toBe('Message cannot be empty');
    a.send({ type: 'ping' });
    await a.next('pong');
  });

  it('should close a socket without a session (4401) and refuse a foreign origin (403)', async () => {
    await expect(LiveClient.open(s.url)).rejects.toThrow('closed 4401');
    await expect(LiveClient.open(s.url, 'allo_session=forged')).rejects.toThrow('closed 4401');
    await expect(LiveClient.open(s.url, emma, 'https://evil.example')).rejects.toThrow(
      'refused 403',
    );
    const ok = await connect(emma, `http://127.0.0.1:${s.port}`);
    ok.send({ type: 'ping' });
    await ok.next('pong');
  });

  it('should push presence online on the first connection and offline after the last', async () => {
    const b = await connect(sofia);
    const a1 = await LiveClient.open(s.url, emma);
    expect(await b.next('presence', (e) => e.userId === 'u-emma')).toMatchObject({
      status: 'online',
    });
    const a2 = await LiveClient.open(s.url, emma);
    await a1.close();
    // Still connected in another tab: nobody is told she left.
    expect(await b.none('presence', 300)).toBe(true);
    const users = (await s.app.inject({ method: 'GET', url: '/api/users' })).json();
    expect(users.find((u: { id: string }) => u.id === 'u-emma').status).toBe('online');
    await a2.close();
    expect(await b.next('presence', (e) => e.userId === 'u-emma')).toMatchObject({
      status: 'offline',
    });
  });

  it("should not tell strangers about one's presence", async () => {
    const m = await connect(marco);
    await connect(emma);
    expect(await m.none('presence', 300)).toBe(true);
  });

  it('should let a reconnecting client fetch exactly what it missed with afterSeq', async () => {
    const b = await connect(sofia);
    const seen: Message = (await post(emma, 'before the drop')).json();
    await b.next('message', (e) => e.message.id === seen.id);
    await b.close();
    const missed = [
      (await post(emma, 'missed 1')).json(),
      (await post(emma, 'missed 2')).json(),
    ] as Message[];
    const back = await connect(sofia);
    const caughtUp: Message[] = (
      await s.app.inject({
        method: 'GET',
        url: `/api/conversations/${conv.id}/messages?afterSeq=${seen.seq}`,
        headers: { cookie: sofia },
      })
    ).json();
    expect(caughtUp.map((m) => m.id)).toEqual(missed.map((m) => m.id));
    const live: Message = (await post(emma, 'after reconnect')).json();
    await back.next('message', (e) => e.message.id === live.id);
  });

  it('should close the sockets of a session when it signs out, and only those', async () => {
    const tab = await testLogin(s.app, 'u-sofia');
    const signedOut = await connect(tab);
    const otherDevice = await connect(sofia);
    const closed = new Promise<number>((r) => signedOut.socket.once('close', (code) => r(code)));
    await s.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie: tab } });
    expect(await closed).toBe(4401);
    // The same user's other session is untouched.
    otherDevice.send({ type: 'ping' });
    await otherDevice.next('pong');
    // And the ended session is refused at once, cached or not.
    const res = await s.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: tab },
    });
    expect(res.statusCode).toBe(401);
  });

  it('should refuse a socket for a session that has ended', async () => {
    const cookie = await testLogin(s.app, 'u-sofia');
    await s.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    await expect(LiveClient.open(s.url, cookie)).rejects.toThrow('closed 4401');
  });
});
