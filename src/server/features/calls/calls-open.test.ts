import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallCurrent, Conversation } from '../../../protocol';
import { calls } from '../../db/schema';
import { LiveClient } from '../../testing/live-client';
import { testLogin, testStart } from '../../testing/harness';
import { callStored, chatCreate } from './calls-testing';

type Started = Awaited<ReturnType<typeof testStart>>;

/** Long enough that only the test runs the sweep, and no ring runs out by itself. */
const GRACE_MS = 60_000;
const RING_MS = 45_000;

describe('the calls under way, from `calls` on any instance (issue 32)', () => {
  let s: Started;
  const cookies: Record<string, string> = {};
  const live: Record<string, LiveClient> = {};
  let group: Conversation;
  let now = Date.parse('2031-04-01T10:00:00Z');

  const current = async (who: string, callId?: string) => {
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/calls/current?conversationId=${group.id}${callId ? `&callId=${callId}` : ''}`,
      headers: { cookie: cookies[who]! },
    });
    return {
      status: res.statusCode,
      call: res.statusCode === 200 ? res.json<CallCurrent>().call : null,
    };
  };
  const present = async (who = 'u-yuki') => [...((await current(who)).call?.present ?? [])].sort();
  const signal = (who: string, callId: string, to: string) =>
    live[who]!.send({
      type: 'offer',
      callId,
      conversationId: group.id,
      to,
      offer: { type: 'offer', sdp: 'v=0\r\n' },
    });
  const hangUp = (who: string, callId: string) =>
    live[who]!.send({ type: 'call_end', callId, conversationId: group.id });
  const row = async (callId: string) => (await callStored(s.app, group.id, callId)).call;
  const lines = async (callId: string) => (await callStored(s.app, group.id, callId)).lines;

  beforeAll(async () => {
    s = await testStart({ callRingTimeoutMs: RING_MS, callLeaveGraceMs: GRACE_MS });
    s.app.ctx.clock.now = () => new Date(now);
    for (const id of ['u-emma', 'u-sofia', 'u-marco', 'u-yuki', 'u-lukas']) {
      cookies[id] = await testLogin(s.app, id);
    }
    for (const id of ['u-emma', 'u-sofia', 'u-marco', 'u-yuki']) {
      live[id] = await LiveClient.open(s.url, cookies[id]!);
    }
    group = await chatCreate(s.app, cookies['u-emma']!, ['u-sofia', 'u-marco', 'u-yuki'], 'Band');
  });
  afterAll(async () => {
    for (const c of Object.values(live)) await c.close();
    await s.close();
  });

  it('should say who is in the call as they come and go, the leaver out before anyone hears', async () => {
    expect(await current('u-yuki')).toEqual({ status: 200, call: null });
    live['u-emma']!.send({
      type: 'call_start',
      callId: 'gig-1',
      conversationId: group.id,
      callType: 'audio',
    });
    await live['u-yuki']!.next('call_incoming');
    expect((await current('u-yuki')).call).toMatchObject({
      callId: 'gig-1',
      from: 'u-emma',
      callType: 'audio',
      present: ['u-emma'],
    });
    signal('u-sofia', 'gig-1', 'u-emma');
    await expect.poll(() => present()).toEqual(['u-emma', 'u-sofia']);
    // The caller leaves and the call goes on; Marco joins it late.
    hangUp('u-emma', 'gig-1');
    // When Yuki hears of it, the call already says so.
    await live['u-yuki']!.next('call_ended', (e: { from: string }) => e.from === 'u-emma');
    expect(await present()).toEqual(['u-sofia']);
    signal('u-marco', 'gig-1', 'u-sofia');
    await expect.poll(() => present()).toEqual(['u-marco', 'u-sofia']);
    // Someone outside the chat is told of no call at all.
    expect(await current('u-lukas')).toEqual({ status: 404, call: null });
    hangUp('u-sofia', 'gig-1');
    hangUp('u-marco', 'gig-1');
    await expect.poll(async () => (await current('u-yuki')).call).toBeNull();
    expect(await row('gig-1')).toMatchObject({ outcome: 'ended', joined: [] });
    expect(await lines('gig-1')).toHaveLength(1);
  });

  it('should end a call whose people all went with an instance that stopped, once, at the second look', async () => {
    // What an instance that stopped leaves: a call under way, answered, with nobody connected.
    await s.app.ctx.db.insert(calls).values({
      conversationId: group.id,
      callId: 'lost-1',
      callerId: 'u-emma',
      callType: 'video',
      startedAt: new Date(now - 10 * 60_000),
      answeredAt: new Date(now - 9 * 60_000),
      joined: ['u-lukas'],
    });
    // Nobody in it can be joined: it is not offered.
    expect((await current('u-yuki')).call).toBeNull();
    await s.app.callSweep.sweep();
    expect(await row('lost-1')).toMatchObject({ endedAt: null, joined: ['u-lukas'] });
    now += GRACE_MS;
    await s.app.callSweep.sweep();
    expect(await row('lost-1')).toMatchObject({ outcome: 'ended', joined: [] });
    const [line] = await lines('lost-1');
    expect(line).toMatchObject({ senderId: 'u-emma', messageType: 'call' });
    // Its length runs to the look that ended it: nothing tells when they really went.
    expect(line!.metadata).toMatchObject({ outcome: 'ended', durationSec: 10 * 60 });
    await s.app.callSweep.sweep();
    expect(await lines('lost-1')).toHaveLength(1);
  });

  it('should keep a call whose people are connected, and miss a ring whose clock stopped with its instance', async () => {
    await s.app.ctx.db.insert(calls).values([
      {
        conversationId: group.id,
        callId: 'on-1',
        callerId: 'u-sofia',
        callType: 'video',
        startedAt: new Date(now - 10 * 60_000),
        answeredAt: new Date(now - 9 * 60_000),
        joined: ['u-sofia', 'u-marco'],
      },
      {
        conversationId: group.id,
        callId: 'ring-1',
        callerId: 'u-yuki',
        callType: 'video',
        startedAt: new Date(now - RING_MS - GRACE_MS - 1_000),
        joined: ['u-yuki'],
      },
    ]);
    await s.app.callSweep.sweep();
    now += GRACE_MS;
    await s.app.callSweep.sweep();
    expect(await row('on-1')).toMatchObject({ endedAt: null, joined: ['u-sofia', 'u-marco'] });
    expect(await row('ring-1')).toMatchObject({ outcome: 'missed' });
    // The members' phones stop ringing, as when the ring's own clock runs out.
    await live['u-emma']!.next(
      'call_ended',
      (e: { callId: string; reason?: string }) => e.callId === 'ring-1' && e.reason === 'no_answer',
    );
    expect((await lines('ring-1'))[0]?.metadata).toMatchObject({ outcome: 'missed' });
    expect((await current('u-emma')).call).toMatchObject({ callId: 'on-1' });
    // Asked by its id, a call is told of while under way, and not once over.
    expect((await current('u-emma', 'on-1')).call).toMatchObject({
      present: ['u-sofia', 'u-marco'],
    });
    expect((await current('u-emma', 'ring-1')).call).toBeNull();
    expect((await current('u-emma', 'gig-1')).call).toBeNull();
  });
});
