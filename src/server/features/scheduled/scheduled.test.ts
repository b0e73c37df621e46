import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message, ScheduledMessage } from '../../../protocol';
import {
  SCHEDULED_MAX_AHEAD_MS,
  SCHEDULED_MAX_PENDING,
  SCHEDULED_TEXT,
  errorCodeOf,
} from '../../../protocol';
import { conversationMembers, messages, scheduledMessages } from '../../db/schema';
import type { ChatWho } from '../../testing/chat-fixture';
import { chatFixture } from '../../testing/chat-fixture';
import { LiveClient } from '../../testing/live-client';
import { messageSend } from '../messages/send';
import { SCHEDULED_LEASE_MS, scheduledClaim } from './scheduler';

const MINUTE = 60_000;

describe('Send Later on the server (core 2 Send Later scheduler, core 4, core 5 scheduled message)', () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;
  /** How far the server's clock is moved ahead of the real one. */
  let offset = 0;
  const live: LiveClient[] = [];

  const now = () => new Date(Date.now() + offset);
  const ahead = (ms: number) => new Date(now().getTime() + ms).toISOString();
  const schedule = (who: ChatWho, payload: object) =>
    f.inject(who, 'POST', '/api/scheduled-messages', payload);
  const scheduleOk = async (content: string, ms: number, conv?: Conversation) => {
    const res = await schedule('emma', {
      conversationId: (conv ?? f.direct).id,
      content,
      sendAt: ahead(ms),
    });
    expect(res.statusCode).toBe(201);
    return res.json<ScheduledMessage>();
  };
  const list = async (who: ChatWho, conv = f.direct) =>
    (await f.inject(who, 'GET', `/api/conversations/${conv.id}/scheduled-messages`)).json<
      ScheduledMessage[]
    >();
  const row = async (id: string) =>
    (await f.s.app.ctx.db.select().from(scheduledMessages).where(eq(scheduledMessages.id, id)))[0];
  const allRows = () => f.s.app.ctx.db.select().from(scheduledMessages);
  const sentFrom = async (id: string) =>
    f.s.app.ctx.db
      .select()
      .from(messages)
      .where(eq(messages.clientId, `scheduled-${id}`));
  /** Moves the server's clock on by `ms` and lets the scheduler do what is due. */
  const passTime = async (ms: number) => {
    offset += ms;
    await f.s.app.scheduled.sweep();
  };

  beforeAll(async () => {
    f = await chatFixture('Scheduled group');
    f.s.app.ctx.clock.now = now;
  });
  afterAll(async () => {
    for (const c of live) await c.close();
    await f.s.close();
  });

  it('should store a future message for its sender only, list it soonest first and push it to their devices', async () => {
    const emmaPhone = await LiveClient.open(f.s.url, f.cookies.emma);
    const sofiaPhone = await LiveClient.open(f.s.url, f.cookies.sofia);
    live.push(emmaPhone, sofiaPhone);
    const later = await scheduleOk('see you at nine', 2 * 60 * MINUTE);
    const sooner = await scheduleOk('on my way', 60 * MINUTE);
    expect(later).toMatchObject({
      conversationId: f.direct.id,
      senderId: 'u-emma',
      content: 'see you at nine',
      isBurner: false,
      status: 'pending',
      messageId: null,
    });
    expect(await row(later.id)).toMatchObject({ status: 'pending', content: 'see you at nine' });
    expect((await list('emma')).map((s) => s.id)).toEqual([sooner.id, later.id]);
    // Only the sender sees what is to come: the other member's list is empty, and no push.
    expect(await list('sofia')).toEqual([]);
    const pushed = await emmaPhone.next('scheduled_updated', (e) => e.scheduled.id === sooner.id);
    expect(pushed.scheduled).toEqual(sooner);
    expect(await sofiaPhone.none('scheduled_updated')).toBe(true);
    // Nothing was sent yet.
    expect(await sentFrom(later.id)).toHaveLength(0);
    for (const s of [later, sooner])
      await f.inject('emma', 'DELETE', `/api/scheduled-messages/${s.id}`);
  });

  it('should refuse a past, present, too distant or missing moment, blank text and outsiders, storing nothing', async () => {
    const before = await allRows();
    const base = { conversationId: f.direct.id, content: 'hello' };
    const cases: Array<[ChatWho, object, number, string]> = [
      ['emma', { ...base, sendAt: ahead(-MINUTE) }, 400, SCHEDULED_TEXT.past],
      ['emma', { ...base, sendAt: ahead(0) }, 400, SCHEDULED_TEXT.past],
      [
        'emma',
        { ...base, sendAt: ahead(SCHEDULED_MAX_AHEAD_MS + MINUTE) },
        400,
        SCHEDULED_TEXT.tooFar,
      ],
      ['emma', { ...base, sendAt: 'tomorrow at nine' }, 400, SCHEDULED_TEXT.invalidMoment],
      ['emma', base, 400, 'sendAt is required'],
      ['emma', { ...base, content: '   ', sendAt: ahead(MINUTE) }, 400, 'Message cannot be empty'],
      ['emma', { conversationId: f.direct.id, sendAt: ahead(MINUTE) }, 400, 'content is required'],
      // Lukas is in no conversation of the fixture: to him it does not exist.
      ['lukas', { ...base, sendAt: ahead(MINUTE) }, 404, 'Conversation not found'],
      [
        'emma',
        { ...base, conversationId: 'c-nope', sendAt: ahead(MINUTE) },
        404,
        'Conversation not found',
      ],
    ];
    for (const [who, payload, status, error] of cases) {
      const res = await schedule(who, payload);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status,
        body: { error, ...errorCodeOf(error) },
      });
    }
    const noSession = await f.s.app.inject({
      method: 'POST',
      url: '/api/scheduled-messages',
      payload: { ...base, sendAt: ahead(MINUTE) },
    });
    expect(noSession.statusCode).toBe(401);
    expect(await allRows()).toEqual(before);
    // A year ahead, just inside, is fine.
    const far = await scheduleOk('happy birthday', SCHEDULED_MAX_AHEAD_MS - MINUTE);
    await f.inject('emma', 'DELETE', `/api/scheduled-messages/${far.id}`);
  });

  it('should let only the sender edit or cancel a pending message, with the same rules', async () => {
    const item = await scheduleOk('draft', 30 * MINUTE);
    const put = (who: ChatWho, payload: object) =>
      f.inject(who, 'PUT', `/api/scheduled-messages/${item.id}`, payload);

    // Another member, an outsider: as if it did not exist; nothing changes.
    for (const who of ['sofia', 'lukas'] as const) {
      const res = await put(who, { content: 'hijacked' });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 404,
        body: { error: SCHEDULED_TEXT.notFound, code: 'scheduledNotFound' },
      });
      expect((await f.inject(who, 'DELETE', `/api/scheduled-messages/${item.id}`)).statusCode).toBe(
        404,
      );
    }
    const refusals: Array<[object, string]> = [
      [{ sendAt: ahead(-MINUTE) }, SCHEDULED_TEXT.past],
      [{ content: ' ' }, 'Message cannot be empty'],
      [{}, SCHEDULED_TEXT.nothingToChange],
      [{ content: 'fine', sendAt: ahead(SCHEDULED_MAX_AHEAD_MS + MINUTE) }, SCHEDULED_TEXT.tooFar],
    ];
    for (const [payload, error] of refusals) {
      const res = await put('emma', payload);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { error, ...errorCodeOf(error) },
      });
    }
    expect(await row(item.id)).toMatchObject({ content: 'draft', status: 'pending' });
    expect((await row(item.id))!.sendAt.toISOString()).toBe(item.sendAt);

    const emmaPhone = await LiveClient.open(f.s.url, f.cookies.emma);
    live.push(emmaPhone);
    const sendAt = ahead(45 * MINUTE);
    const edited = await put('emma', { content: 'final words', sendAt });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: item.id,
      content: 'final words',
      sendAt,
      status: 'pending',
    });
    expect(await row(item.id)).toMatchObject({ content: 'final words', sendAt: new Date(sendAt) });
    const pushedEdit = await emmaPhone.next('scheduled_updated', (e) => e.scheduled.id === item.id);
    expect(pushedEdit.scheduled.content).toBe('final words');

    const cancelled = await f.inject('emma', 'DELETE', `/api/scheduled-messages/${item.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: item.id, status: 'cancelled' });
    expect(await row(item.id)).toMatchObject({ status: 'cancelled', content: 'final words' });
    await emmaPhone.next('scheduled_updated', (e) => e.scheduled.status === 'cancelled');
    expect((await list('emma')).some((s) => s.id === item.id)).toBe(false);
    // Gone for good: no edit, no second cancel, and it is never sent.
    expect((await put('emma', { content: 'again' })).statusCode).toBe(404);
    expect(
      (await f.inject('emma', 'DELETE', `/api/scheduled-messages/${item.id}`)).statusCode,
    ).toBe(404);
    await passTime(60 * MINUTE);
    expect(await sentFrom(item.id)).toHaveLength(0);
    expect((await row(item.id))!.status).toBe('cancelled');
  });

  it('should send a due message exactly once through the send path, pushed live to the members', async () => {
    const sofiaPhone = await LiveClient.open(f.s.url, f.cookies.sofia);
    const camillePhone = await LiveClient.open(f.s.url, f.cookies.camille);
    const emmaPhone = await LiveClient.open(f.s.url, f.cookies.emma);
    live.push(sofiaPhone, camillePhone, emmaPhone);
    const item = await scheduleOk('dinner is ready', 5 * MINUTE, f.group);
    const put = (payload: object) =>
      f.inject('emma', 'PUT', `/api/scheduled-messages/${item.id}`, payload);

    await passTime(4 * MINUTE);
    expect(await sentFrom(item.id)).toHaveLength(0);
    await passTime(MINUTE);
    for (let i = 0; i < 3; i++) await f.s.app.scheduled.sweep();

    const sent = await sentFrom(item.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      conversationId: f.group.id,
      senderId: 'u-emma',
      content: 'dinner is ready',
      messageType: 'text',
      isBurner: false,
    });
    expect(await row(item.id)).toMatchObject({ status: 'sent', messageId: sent[0]!.id });
    for (const phone of [sofiaPhone, camillePhone, emmaPhone]) {
      const got = await phone.next('message', (e) => e.message.id === sent[0]!.id);
      expect(got.message.content).toBe('dinner is ready');
    }
    const done = await emmaPhone.next(
      'scheduled_updated',
      (e) => e.scheduled.id === item.id && e.scheduled.status === 'sent',
    );
    expect(done.scheduled.messageId).toBe(sent[0]!.id);
    // It is in the conversation as any message is, once.
    const page: Message[] = (
      await f.inject('sofia', 'GET', `/api/conversations/${f.group.id}/messages?afterSeq=0`)
    ).json();
    expect(page.filter((m) => m.content === 'dinner is ready')).toHaveLength(1);
    // Sent: no more edits or cancels.
    for (const res of [
      await put({ content: 'too late' }),
      await f.inject('emma', 'DELETE', `/api/scheduled-messages/${item.id}`),
    ]) {
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 409,
        body: { error: SCHEDULED_TEXT.alreadySent, code: 'scheduledAlreadySent' },
      });
    }
    expect(await row(item.id)).toMatchObject({ status: 'sent', content: 'dinner is ready' });
  });

  it('should keep a burner message a burner when it is sent', async () => {
    const res = await schedule('emma', {
      conversationId: f.direct.id,
      content: 'this will vanish',
      sendAt: ahead(MINUTE),
      isBurner: true,
    });
    const item = res.json<ScheduledMessage>();
    expect(item.isBurner).toBe(true);
    await passTime(MINUTE);
    const [sent] = await sentFrom(item.id);
    expect(sent).toMatchObject({ isBurner: true, messageType: 'burner' });
  });

  it('should refuse to change a message whose moment has come, even before it is marked sent', async () => {
    const item = await scheduleOk('at the bell', 10 * MINUTE);
    // Its moment has come; the scheduler owns it now, whether or not it ran yet.
    offset += 10 * MINUTE;
    const res = await f.inject('emma', 'PUT', `/api/scheduled-messages/${item.id}`, {
      content: 'x',
    });
    expect(res.statusCode).toBe(409);
    const del = await f.inject('emma', 'DELETE', `/api/scheduled-messages/${item.id}`);
    expect(del.statusCode).toBe(409);
    await f.s.app.scheduled.sweep();
    expect((await sentFrom(item.id))[0]!.content).toBe('at the bell');
  });

  it('should send once when an instance died between sending and marking, after the lease', async () => {
    const item = await scheduleOk('survivor', MINUTE);
    offset += MINUTE;
    const ctx = f.s.app.ctx;
    // What a dying instance did: claimed the row and sent it, but never marked it.
    const claimed = await scheduledClaim(ctx, now());
    expect(claimed.map((r) => r.id)).toEqual([item.id]);
    const first = await messageSend(ctx, 'u-emma', {
      conversationId: f.direct.id,
      content: 'survivor',
      messageType: 'text',
      isBurner: false,
      clientId: `scheduled-${item.id}`,
    });
    // Still claimed: other sweeps leave it alone for the lease.
    await passTime(SCHEDULED_LEASE_MS - 1_000);
    expect((await row(item.id))!.status).toBe('pending');
    await passTime(2_000);
    expect(await sentFrom(item.id)).toHaveLength(1);
    expect(await row(item.id)).toMatchObject({ status: 'sent', messageId: first.message.id });
  });

  it('should cancel a message whose sender left the conversation, and still send the others', async () => {
    const threesome = (
      await f.inject('emma', 'POST', '/api/conversations', {
        participants: ['u-sofia', 'u-camille'],
        name: 'Leaving soon',
      })
    ).json<Conversation>();
    const orphan = await scheduleOk('nobody will read this', MINUTE, threesome);
    const kept = await scheduleOk('this one goes', MINUTE);
    const db = f.s.app.ctx.db;
    await db
      .delete(conversationMembers)
      .where(
        and(
          eq(conversationMembers.conversationId, threesome.id),
          eq(conversationMembers.userId, 'u-emma'),
        ),
      );
    await f.s.app.ctx.members.changed(threesome.id);
    await passTime(MINUTE);
    expect(await row(orphan.id)).toMatchObject({ status: 'cancelled', messageId: null });
    expect(await sentFrom(orphan.id)).toHaveLength(0);
    expect(await row(kept.id)).toMatchObject({ status: 'sent' });
    expect(await sentFrom(kept.id)).toHaveLength(1);
  });

  it('should keep at most SCHEDULED_MAX_PENDING waiting per person and chat', async () => {
    const chat = (
      await f.inject('camille', 'POST', '/api/conversations', { participants: ['u-sofia'] })
    ).json<Conversation>();
    const make = (i: number) =>
      schedule('camille', { conversationId: chat.id, content: `note ${i}`, sendAt: ahead(MINUTE) });
    for (let i = 0; i < SCHEDULED_MAX_PENDING; i++) expect((await make(i)).statusCode).toBe(201);
    const refused = await make(SCHEDULED_MAX_PENDING);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 400,
      body: { error: SCHEDULED_TEXT.tooMany, code: 'scheduledTooMany' },
    });
    expect(await list('camille', chat)).toHaveLength(SCHEDULED_MAX_PENDING);
    // Once one goes, there is room again.
    await passTime(MINUTE);
    expect((await make(0)).statusCode).toBe(201);
  });

  it('should send on time by its own timer, with nobody calling the sweep', async () => {
    offset = 0;
    const item = await scheduleOk('right on time', 1_500);
    const sofiaPhone = await LiveClient.open(f.s.url, f.cookies.sofia);
    live.push(sofiaPhone);
    const got = await sofiaPhone.next(
      'message',
      (e) => e.message.content === 'right on time',
      6_000,
    );
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(item.sendAt).getTime());
    expect(got.message.clientId).toBe(`scheduled-${item.id}`);
  });
});
