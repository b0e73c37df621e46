import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, IceConfig, ServerEvent } from '../../../protocol';
import { ICE_SERVERS_DEFAULT } from '../../../protocol';
import { LiveClient } from '../../testing/live-client';
import { testLogin, testStart } from '../../testing/harness';
import { chatCreate } from './calls-testing';
import { TURN_CREDENTIAL_TTL_S } from './turn-credentials';

type Started = Awaited<ReturnType<typeof testStart>>;

const CALL_EVENTS = new Set<ServerEvent['type']>([
  'call_incoming',
  'call_ended',
  'offer',
  'answer',
  'ice-candidate',
  'call-ended',
  'media-state',
]);

describe('calls: ringing and signalling over /ws (spec core 7, secondary 7)', () => {
  let s: Started;
  const cookies: Record<string, string> = {};
  const live: Record<string, LiveClient> = {};
  let direct: Conversation;
  let group: Conversation;
  const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } as const;

  const create = (participants: string[], name?: string) =>
    chatCreate(s.app, cookies['u-emma']!, participants, name);
  /** Call events a client got, in order. */
  const callEvents = (who: string) => live[who]!.events.filter((e) => CALL_EVENTS.has(e.type));
  /** Time for anything wrongly relayed to arrive before a test looks for it. */
  const settle = () => new Promise((r) => setTimeout(r, 300));

  beforeAll(async () => {
    s = await testStart();
    for (const id of ['u-emma', 'u-sofia', 'u-marco', 'u-yuki']) {
      cookies[id] = await testLogin(s.app, id);
      live[id] = await LiveClient.open(s.url, cookies[id]);
    }
    direct = await create(['u-sofia']);
    group = await create(['u-sofia', 'u-marco'], 'Trip');
  });
  afterAll(async () => {
    for (const c of Object.values(live)) await c.close();
    await s.close();
  });

  it('rings the other members, and nobody else', async () => {
    live['u-emma']!.send({
      type: 'call_start',
      callId: 'call-1',
      conversationId: direct.id,
      callType: 'video',
      participants: ['u-emma', 'u-sofia', 'u-yuki'],
    });
    const ring = await live['u-sofia']!.next('call_incoming');
    expect(ring.call).toMatchObject({
      callId: 'call-1',
      conversationId: direct.id,
      from: 'u-emma',
      callType: 'video',
    });
    expect([...ring.call.participants].sort()).toEqual(['u-emma', 'u-sofia']);
    // The participants the caller named do not widen the ring.
    expect(await live['u-yuki']!.none('call_incoming')).toBe(true);
    expect(callEvents('u-emma')).toEqual([]);
  });

  it('relays each signal to the addressed member only, from the socket user', async () => {
    const base = { callId: 'call-2', conversationId: group.id };
    // A `from` in the frame is not believed: the sender is the socket's user.
    const forged: Record<string, unknown> = { type: 'offer', to: 'u-sofia', from: 'u-marco' };
    live['u-emma']!.send({ ...forged, offer, ...base });
    const got = await live['u-sofia']!.next('offer', (e) => e.callId === 'call-2');
    expect(got).toMatchObject({ from: 'u-emma', to: 'u-sofia', offer });

    live['u-sofia']!.send({
      type: 'answer',
      to: 'u-emma',
      answer: { type: 'answer', sdp: 'v=0\r\n' },
      ...base,
    });
    await live['u-emma']!.next('answer', (e) => e.from === 'u-sofia');
    const candidate = { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0' };
    live['u-sofia']!.send({ type: 'ice-candidate', to: 'u-emma', candidate, ...base });
    const ice = await live['u-emma']!.next('ice-candidate');
    expect(ice).toMatchObject({ from: 'u-sofia', candidate });
    live['u-emma']!.send({ type: 'call-ended', to: 'u-sofia', ...base });
    await live['u-sofia']!.next('call-ended', (e) => e.from === 'u-emma');
    // Camera off, screen shared: what Sofía's screen shows of Emma.
    live['u-emma']!.send({
      type: 'media-state',
      to: 'u-sofia',
      camera: false,
      screen: true,
      ...base,
    });
    const media = await live['u-sofia']!.next('media-state', (e) => e.from === 'u-emma');
    expect(media).toMatchObject({ to: 'u-sofia', camera: false, screen: true });

    // Marco is in the group but was never addressed: he got none of it.
    expect(await live['u-marco']!.none('offer')).toBe(true);
    expect(callEvents('u-marco')).toEqual([]);
  });

  it('refuses signals to or from someone outside the conversation', async () => {
    const sofiaHad = callEvents('u-sofia').length;
    // Emma addresses Yuki, who is not in the chat: refused, and Yuki hears nothing.
    live['u-emma']!.send({
      type: 'offer',
      to: 'u-yuki',
      callId: 'call-3',
      conversationId: direct.id,
      offer,
    });
    const refused = await live['u-emma']!.next('error');
    expect(refused).toMatchObject({ error: 'Conversation not found' });
    // Yuki, outside the chat, can neither ring it nor reach its members.
    live['u-yuki']!.send({ type: 'call_start', callId: 'call-4', conversationId: direct.id });
    await live['u-yuki']!.next('error', (e) => e.error === 'Conversation not found');
    live['u-yuki']!.send({
      type: 'offer',
      to: 'u-sofia',
      callId: 'call-4',
      conversationId: direct.id,
      offer,
    });
    await live['u-yuki']!.next('error', (e) => e.error === 'Conversation not found');
    live['u-yuki']!.send({
      type: 'media-state',
      to: 'u-sofia',
      callId: 'call-4',
      conversationId: direct.id,
      camera: true,
      screen: false,
    });
    await live['u-yuki']!.next('error', (e) => e.error === 'Conversation not found');
    await settle();
    expect(callEvents('u-sofia')).toHaveLength(sofiaHad);
    expect(callEvents('u-yuki')).toEqual([]);
  });

  it('refuses a frame that is not a signal: no target, bad callId, oversized description', async () => {
    const bad = [
      { type: 'offer', callId: 'c', conversationId: direct.id, offer },
      { type: 'offer', to: 'u-sofia', callId: 'no spaces', conversationId: direct.id, offer },
      // A media state says both, as true or false: nothing else is relayed.
      { type: 'media-state', to: 'u-sofia', callId: 'c', conversationId: direct.id, camera: 'on' },
      {
        type: 'offer',
        to: 'u-sofia',
        callId: 'c',
        conversationId: direct.id,
        offer: { type: 'offer', sdp: 'x'.repeat(20_001) },
      },
    ];
    const sofiaHad = callEvents('u-sofia').length;
    const refusals: string[] = [];
    for (const frame of bad) {
      live['u-emma']!.send(frame);
      refusals.push((await live['u-emma']!.next('error')).error);
    }
    // Each refused for what is wrong with it, in words (not a server error).
    expect(refusals[0]).toMatch(/expected string/i);
    expect(refusals[1]).toBe('callId must be letters, digits, - or _');
    expect(refusals[2]).toMatch(/expected boolean/i);
    expect(refusals[3]).toMatch(/20000|20,000/);
    await settle();
    expect(callEvents('u-sofia')).toHaveLength(sofiaHad);
  });

  it('call_end tells the members that the call ended', async () => {
    live['u-sofia']!.send({ type: 'call_end', callId: 'call-1', conversationId: direct.id });
    const ended = await live['u-emma']!.next('call_ended', (e) => e.callId === 'call-1');
    expect(ended).toMatchObject({ from: 'u-sofia', conversationId: direct.id });
    expect(live['u-yuki']!.events.some((e) => e.type === 'call_ended')).toBe(false);
  });

  it('nobody blocked can ring or signal the one who blocked them', async () => {
    await s.app.inject({
      method: 'POST',
      url: '/api/blocked-users',
      headers: { cookie: cookies['u-sofia']! },
      payload: { userId: 'u-emma' },
    });
    const sofiaHad = callEvents('u-sofia').length;
    live['u-emma']!.send({ type: 'call_start', callId: 'call-5', conversationId: direct.id });
    await live['u-emma']!.next('error', (e) => e.error === 'You cannot message this person');
    live['u-emma']!.send({
      type: 'offer',
      to: 'u-sofia',
      callId: 'call-5',
      conversationId: direct.id,
      offer,
    });
    await live['u-emma']!.next('error', (e) => e.error === 'You cannot message this person');
    await settle();
    expect(callEvents('u-sofia')).toHaveLength(sofiaHad);
  });

  it('gives the members of a chat its call servers, and nobody else', async () => {
    const ask = (who: string | null, query = `?conversationId=${direct.id}`) =>
      s.app.inject({
        method: 'GET',
        url: `/api/calls/ice-servers${query}`,
        headers: who ? { cookie: cookies[who]! } : {},
      });
    const res = await ask('u-emma');
    expect(res.json()).toEqual({ iceServers: ICE_SERVERS_DEFAULT, iceTransportPolicy: 'all' });
    expect((await ask('u-marco')).statusCode).toBe(404);
    expect((await ask('u-emma', '')).statusCode).toBe(400);
    expect((await ask(null)).statusCode).toBe(401);
  });
});

describe('TURN credentials (issue 32)', () => {
  it('should hand each member a username that expires and the password coturn computes from the shared secret', async () => {
    const secret = 'shared-with-coturn';
    const started = await testStart({
      turn: { urls: ['turn:turn.example.org:3478'], secret },
      iceTransportPolicy: 'relay',
    });
    try {
      const emma = await testLogin(started.app, 'u-emma');
      const chat = await chatCreate(started.app, emma, ['u-sofia']);
      started.app.ctx.clock.now = () => new Date('2026-06-01T10:00:00Z');
      const res = await started.app.inject({
        method: 'GET',
        url: `/api/calls/ice-servers?conversationId=${chat.id}`,
        headers: { cookie: emma },
      });
      const body = res.json<IceConfig>();
      expect(body.iceTransportPolicy).toBe('relay');
      const relay = body.iceServers.at(-1)!;
      const expiry = Date.parse('2026-06-01T10:00:00Z') / 1000 + TURN_CREDENTIAL_TTL_S;
      expect(relay).toEqual({
        urls: ['turn:turn.example.org:3478'],
        username: `${expiry}:u-emma`,
        credential: createHmac('sha1', secret).update(`${expiry}:u-emma`).digest('base64'),
      });
    } finally {
      await started.close();
    }
  });
});
