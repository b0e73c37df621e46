import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../protocol';
import { configFromEnv } from '../../kernel/config';
import { LiveClient } from '../../testing/live-client';
import { testLogin, testStart } from '../../testing/harness';
import { chatCreate } from './calls-testing';

type Started = Awaited<ReturnType<typeof testStart>>;

/** The ring clock of this server: short, so the test is not 45 s long. */
const RING_MS = 400;

describe('calls: a call nobody answers ends as no answer (issue 27.10)', () => {
  let s: Started;
  const cookies: Record<string, string> = {};
  const live: Record<string, LiveClient> = {};
  let withSofia: Conversation;
  let withYuki: Conversation;

  const create = (participants: string[]) => chatCreate(s.app, cookies['u-emma']!, participants);
  const noAnswer = (callId: string) => (e: { callId: string; reason?: string }) =>
    e.callId === callId && e.reason === 'no_answer';

  beforeAll(async () => {
    s = await testStart({ callRingTimeoutMs: RING_MS });
    for (const id of ['u-emma', 'u-sofia', 'u-yuki']) cookies[id] = await testLogin(s.app, id);
    // Yuki is signed in but has no live connection: offline.
    for (const id of ['u-emma', 'u-sofia']) live[id] = await LiveClient.open(s.url, cookies[id]!);
    withSofia = await create(['u-sofia']);
    withYuki = await create(['u-yuki']);
  });
  afterAll(async () => {
    for (const c of Object.values(live)) await c.close();
    await s.close();
  });

  it('should ring 45 s unless CALL_RING_TIMEOUT_MS says otherwise', () => {
    expect(configFromEnv({}).callRingTimeoutMs).toBe(45_000);
    expect(configFromEnv({ CALL_RING_TIMEOUT_MS: '5000' }).callRingTimeoutMs).toBe(5_000);
    expect(() => configFromEnv({ CALL_RING_TIMEOUT_MS: 'soon' })).toThrow(/CALL_RING_TIMEOUT_MS/);
  });

  it('should end a call to someone offline for the caller, as no answer', async () => {
    const started = Date.now();
    live['u-emma']!.send({ type: 'call_start', callId: 'offline-1', conversationId: withYuki.id });
    const ended = await live['u-emma']!.next('call_ended', noAnswer('offline-1'));
    expect(ended).toEqual({
      type: 'call_ended',
      callId: 'offline-1',
      conversationId: withYuki.id,
      from: 'u-emma',
      reason: 'no_answer',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(RING_MS - 50);
  });

  it('should end an unanswered call for both sides when the callee lets it ring', async () => {
    live['u-emma']!.send({ type: 'call_start', callId: 'ignored-1', conversationId: withSofia.id });
    await live['u-sofia']!.next('call_incoming', (e) => e.call.callId === 'ignored-1');
    await live['u-sofia']!.next('call_ended', noAnswer('ignored-1'));
    await live['u-emma']!.next('call_ended', noAnswer('ignored-1'));
  });

  it('should stop the clock once the callee answers', async () => {
    live['u-emma']!.send({
      type: 'call_start',
      callId: 'answered-1',
      conversationId: withSofia.id,
    });
    await live['u-sofia']!.next('call_incoming', (e) => e.call.callId === 'answered-1');
    live['u-sofia']!.send({
      type: 'offer',
      to: 'u-emma',
      callId: 'answered-1',
      conversationId: withSofia.id,
      offer: { type: 'offer', sdp: 'v=0\r\n' },
    });
    await live['u-emma']!.next('offer', (e) => e.callId === 'answered-1');
    expect(await live['u-emma']!.none('call_ended', RING_MS * 2)).toBe(true);
  });

  it("should stop the clock when the caller hangs up, and the caller's own offer is no answer", async () => {
    live['u-emma']!.send({ type: 'call_start', callId: 'hung-up-1', conversationId: withYuki.id });
    // The caller's own set-up messages do not count as an answer...
    live['u-emma']!.send({
      type: 'offer',
      to: 'u-yuki',
      callId: 'hung-up-1',
      conversationId: withYuki.id,
      offer: { type: 'offer', sdp: 'v=0\r\n' },
    });
    live['u-emma']!.send({ type: 'call_start', callId: 'hung-up-2', conversationId: withYuki.id });
    live['u-emma']!.send({ type: 'call_end', callId: 'hung-up-2', conversationId: withYuki.id });
    await live['u-emma']!.next('call_ended', (e) => e.callId === 'hung-up-2' && !e.reason);
    await live['u-emma']!.next('call_ended', noAnswer('hung-up-1'));
    // ...and hanging up leaves nothing to ring out.
    await new Promise((r) => setTimeout(r, RING_MS * 2));
    expect(
      live['u-emma']!.events.some((e) => e.type === 'call_ended' && e.callId === 'hung-up-2'),
    ).toBe(false);
  });
});
