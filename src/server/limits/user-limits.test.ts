import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../protocol';
import { messages } from '../db/schema';
import { FLOOD_CLOSE_AFTER } from '../realtime/gateway';
import { chatFixture } from '../testing/chat-fixture';
import { LIVE_ACTIONS, routeActionOf, scaledLimits } from './route-limits';
import type { Counter } from './user-limits';
import { MemoryCounter, USER_LIMITS, UserLimits, retryText } from './user-limits';

describe('per-person limits: the counting', () => {
  it('should count in fixed windows and start again when one ends', async () => {
    let now = 1_000;
    const counter = new MemoryCounter(() => now);
    expect(await counter.hit('send:u-emma', 10_000)).toEqual({ count: 1, leftMs: 10_000 });
    now += 4_000;
    expect(await counter.hit('send:u-emma', 10_000)).toEqual({ count: 2, leftMs: 6_000 });
    expect(await counter.hit('send:u-sofia', 10_000)).toEqual({ count: 1, leftMs: 10_000 });
    now += 6_000;
    expect(await counter.hit('send:u-emma', 10_000)).toEqual({ count: 1, leftMs: 10_000 });
  });

  it('should refuse past the limit with 429 and when to try again, and only that person', async () => {
    let now = 0;
    const limits = new UserLimits(new MemoryCounter(() => now), {
      ...USER_LIMITS,
      send: { max: 2, windowMs: 10_000 },
    });
    await limits.take('u-emma', 'send');
    now += 2_500;
    await limits.take('u-emma', 'send');
    const refused = await limits.take('u-emma', 'send').catch((err: unknown) => err);
    expect(refused).toMatchObject({
      status: 429,
      message: 'Rate limit exceeded, retry in 8 seconds',
      coded: { code: 'rateLimited', params: { after: '8 seconds' } },
    });
    await expect(limits.take('u-sofia', 'send')).resolves.toBeUndefined();
    await expect(limits.take('u-emma', 'typing')).resolves.toBeUndefined();
    now += 7_500;
    await expect(limits.take('u-emma', 'send')).resolves.toBeUndefined();
  });

  it('should let the action through, and say so, when the count cannot be had', async () => {
    const broken: Counter = { hit: () => Promise.reject(new Error('Redis is away')) };
    const seen: unknown[] = [];
    const limits = new UserLimits(broken, scaledLimits(0.01), (err) => seen.push(err));
    for (let i = 0; i < 5; i++) await limits.take('u-emma', 'send');
    expect(seen).toHaveLength(5);
  });

  it('should scale every limit, never below one', () => {
    expect(scaledLimits(2).send).toEqual({ max: 600, windowMs: 10_000 });
    expect(scaledLimits(0.001).payment.max).toBe(1);
  });

  it('should say when to try again in whole seconds', () => {
    expect([retryText(0), retryText(900), retryText(1_001), retryText(60_000)]).toEqual([
      '1 second',
      '1 second',
      '2 seconds',
      '60 seconds',
    ]);
  });

  it('should count every change and no read', () => {
    expect(routeActionOf('POST', '/api/messages')).toBe('send');
    expect(routeActionOf('PUT', '/api/games/:id/move')).toBe('game');
    expect(routeActionOf('PATCH', '/api/settings')).toBe('write');
    expect(routeActionOf('GET', '/api/messages')).toBeNull();
    expect(LIVE_ACTIONS.message).toBe('send');
    expect(LIVE_ACTIONS['ice-candidate']).toBe('callSignal');
  });
});

describe('per-person limits on the server', () => {
  // A thirtieth of the real limits: ten sends per 10 s, two typing events, four connections.
  let f: Awaited<ReturnType<typeof chatFixture>>;
  beforeAll(async () => {
    f = await chatFixture('Limits', { rateLimitScale: 1 / 30 });
  });
  afterAll(async () => {
    await f.phonesClose();
    await f.s.close();
  });

  const sentBy = async (userId: string): Promise<number> => {
    const [row] = await f.s.app.ctx.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.senderId, userId));
    return Number(row!.n);
  };

  it('should count HTTP and live sends together, and store nothing past the limit', async () => {
    const before = await sentBy('u-emma');
    const phone = await f.phone('emma');
    for (let i = 0; i < 5; i++) await f.send('emma', f.direct.id, `http ${i}`);
    for (let i = 0; i < 5; i++) {
      phone.send({
        type: 'message',
        conversationId: f.direct.id,
        content: `live ${i}`,
        clientId: `ok-${i}`,
      });
      await phone.next('ack', (e) => e.clientId === `ok-${i}`);
    }

    phone.send({
      type: 'message',
      conversationId: f.direct.id,
      content: 'one too many',
      clientId: 'over',
    });
    const refusedLive = await phone.next('error', (e) => e.clientId === 'over');
    expect(refusedLive).toMatchObject({ code: 'rateLimited' });
    expect(refusedLive.error).toMatch(/^Rate limit exceeded, retry in \d+ seconds?$/);
    const refusedHttp = await f.inject('emma', 'POST', '/api/messages', {
      conversationId: f.direct.id,
      senderId: 'u-emma',
      content: 'and another',
    });
    expect(refusedHttp.statusCode).toBe(429);
    expect(refusedHttp.json<ErrorBody>().code).toBe('rateLimited');

    expect(await sentBy('u-emma')).toBe(before + 10);
    // Sofía's sends are her own count.
    await f.send('sofia', f.direct.id, 'still here');
    expect(await sentBy('u-sofia')).toBeGreaterThan(0);
  });

  it('should drop typing past its limit, telling only the typist', async () => {
    const typist = await f.phone('camille');
    const reader = await f.phone('sofia');
    for (let i = 0; i < 3; i++) {
      typist.send({ type: 'typing', conversationId: f.group.id, isTyping: i % 2 === 0 });
    }
    expect(await typist.next('error')).toMatchObject({ code: 'rateLimited' });
    for (let i = 0; i < 2; i++) await reader.next('typing', (e) => e.userId === 'u-camille');
    expect(await reader.none('typing', 500)).toBe(true);
  });

  it('should close a socket that keeps sending past its limit', async () => {
    const flooder = await f.phone('lukas');
    const closed = new Promise<number>((resolve) => flooder.socket.once('close', resolve));
    for (let i = 0; i < 10 + FLOOD_CLOSE_AFTER; i++) {
      flooder.send({ type: 'message', conversationId: f.group.id, content: `flood ${i}` });
    }
    expect(await closed).toBe(1008);
    expect(
      flooder.events.filter((e) => e.type === 'error' && e.code === 'rateLimited'),
    ).toHaveLength(FLOOD_CLOSE_AFTER);
    expect(await sentBy('u-lukas')).toBe(0);
  });

  it("should refuse a person's live connections past their limit, and nobody else's", async () => {
    // Camille has one open already; four a minute at this scale.
    for (let i = 0; i < 3; i++) await f.phone('camille');
    await expect(f.phone('camille')).rejects.toThrow('refused 429');
    await f.phone('sofia');
  });
});
