import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../../protocol';
import { and, eq } from 'drizzle-orm';
import { calls } from '../../db/schema';
import { LiveClient } from '../../testing/live-client';
import { testLogin, testStart } from '../../testing/harness';
import { callStored, chatCreate } from './calls-testing';

type Started = Awaited<ReturnType<typeof testStart>>;

/** The ring clock of this server: short, so a missed call is not 45 s away. */
const RING_MS = 400;
/** How long someone whose connection closed stays in their calls here. */
const LEAVE_MS = 600;

describe('calls leave a line in their chat (issue 32)', () => {
  let s: Started;
  const cookies: Record<string, string> = {};
  const live: Record<string, LiveClient> = {};
  let direct: Conversation;
  let group: Conversation;
  let now = Date.parse('2031-03-01T10:00:00Z');

  const create = (participants: string[], name?: string) =>
    chatCreate(s.app, cookies['u-emma']!, participants, name);
  const base = (conversation: Conversation, callId: string) => ({
    callId,
    conversationId: conversation.id,
  });
  /** `who` answers `callId`: a set-up message to the caller, as a browser's first answer is. */
  const answer = (who: string, conversation: Conversation, callId: string, to = 'u-emma') =>
    live[who]!.send({
      type: 'answer',
      ...base(conversation, callId),
      to,
      answer: { type: 'answer', sdp: 'v=0\r\n' },
    });
  const hangUp = (who: string, conversation: Conversation, callId: string) =>
    live[who]!.send({ type: 'call_end', ...base(conversation, callId) });
  /** The call's line as `who` gets it live. */
  const lineOf = (who: string, callId: string) =>
    live[who]!.next(
      'message',
      (e: { message: Message }) =>
        e.message.messageType === 'call' && e.message.metadata?.callId === callId,
    );
  const stored = (conversation: Conversation, callId: string) =>
    callStored(s.app, conversation.id, callId);
  /** Who the server holds to be in the call, once it shows `want`. */
  const inCall = (conversation: Conversation, callId: string, want: string[]) =>
    expect
      .poll(async () => [...((await stored(conversation, callId)).call?.joined ?? [])].sort())
      .toEqual([...want].sort());
  /** Time for a frame that must change nothing to be dealt with. */
  const settle = () => new Promise((r) => setTimeout(r, 300));

  beforeAll(async () => {
    s = await testStart({ callRingTimeoutMs: RING_MS, callLeaveGraceMs: LEAVE_MS });
    s.app.ctx.clock.now = () => new Date(now);
    for (const id of ['u-emma', 'u-sofia', 'u-marco', 'u-yuki']) {
      cookies[id] = await testLogin(s.app, id);
      live[id] = await LiveClient.open(s.url, cookies[id]);
    }
    direct = await create(['u-sofia']);
    group = await create(['u-sofia', 'u-marco', 'u-yuki'], 'Trip');
  });
  afterAll(async () => {
    for (const c of Object.values(live)) await c.close();
    await s.close();
  });

  it('should note a call that was answered with how long it lasted, in both chats', async () => {
    live['u-emma']!.send({ type: 'call_start', ...base(direct, 'talk-1'), callType: 'video' });
    await live['u-sofia']!.next('call_incoming');
    now += 5_000;
    answer('u-sofia', direct, 'talk-1');
    await inCall(direct, 'talk-1', ['u-emma', 'u-sofia']);
    now += 272_000;
    hangUp('u-sofia', direct, 'talk-1');
    const [emma, sofia] = await Promise.all([
      lineOf('u-emma', 'talk-1'),
      lineOf('u-sofia', 'talk-1'),
    ]);
    for (const { message } of [emma, sofia]) {
      expect(message).toMatchObject({
        senderId: 'u-emma',
        content: 'Video call · 4:32',
        metadata: {
          kind: 'call',
          callId: 'talk-1',
          callType: 'video',
          outcome: 'ended',
          durationSec: 272,
        },
      });
    }
    // The other side's hang-up that follows writes no second line.
    hangUp('u-emma', direct, 'talk-1');
    await settle();
    const { call, lines } = await stored(direct, 'talk-1');
    expect(call).toMatchObject({ outcome: 'ended', callerId: 'u-emma' });
    expect(lines).toHaveLength(1);
    // The list shows it as the chat's last message.
    const list = await s.app.inject({
      method: 'GET',
      url: '/api/conversations',
      headers: { cookie: cookies['u-sofia']! },
    });
    const chat = list.json<Conversation[]>().find((c) => c.id === direct.id);
    expect(chat?.lastMessage).toMatchObject({ messageType: 'call', content: 'Video call · 4:32' });
  });

  it('should note a declined call as declined, and one nobody answered as missed', async () => {
    live['u-emma']!.send({ type: 'call_start', ...base(direct, 'no-1'), callType: 'audio' });
    await live['u-sofia']!.next('call_incoming');
    hangUp('u-sofia', direct, 'no-1');
    const declined = await lineOf('u-emma', 'no-1');
    expect(declined.message).toMatchObject({
      content: 'Call declined',
      metadata: { outcome: 'declined', callType: 'audio' },
    });
    expect(declined.message.metadata).not.toHaveProperty('durationSec');

    // Nobody answers within the ring's time.
    live['u-emma']!.send({ type: 'call_start', ...base(direct, 'ring-1'), callType: 'video' });
    const missed = await lineOf('u-sofia', 'ring-1');
    expect(missed.message).toMatchObject({
      content: 'Missed video call',
      metadata: { outcome: 'missed' },
    });
    // The caller hanging up before anyone answers: missed too.
    live['u-emma']!.send({ type: 'call_start', ...base(direct, 'gone-1'), callType: 'audio' });
    await live['u-sofia']!.next('call_incoming');
    hangUp('u-emma', direct, 'gone-1');
    expect((await lineOf('u-sofia', 'gone-1')).message.content).toBe('Missed voice call');
    expect((await stored(direct, 'gone-1')).call?.outcome).toBe('missed');
  });

  it('should end a group call when the last one in leaves, not when one declines', async () => {
    live['u-emma']!.send({ type: 'call_start', ...base(group, 'group-1'), callType: 'video' });
    await live['u-yuki']!.next('call_incoming');
    hangUp('u-yuki', group, 'group-1');
    now += 2_000;
    answer('u-sofia', group, 'group-1');
    answer('u-marco', group, 'group-1');
    await inCall(group, 'group-1', ['u-emma', 'u-sofia', 'u-marco']);
    expect((await stored(group, 'group-1')).call).toMatchObject({ endedAt: null });
    now += 61_000;
    hangUp('u-emma', group, 'group-1');
    hangUp('u-sofia', group, 'group-1');
    await inCall(group, 'group-1', ['u-marco']);
    // Marco is still in: the call goes on.
    expect((await stored(group, 'group-1')).lines).toEqual([]);
    now += 10_000;
    hangUp('u-marco', group, 'group-1');
    const line = await lineOf('u-yuki', 'group-1');
    expect(line.message).toMatchObject({
      content: 'Video call · 1:11',
      metadata: { outcome: 'ended', durationSec: 71 },
    });
  });

  it('should tell nobody "no answer" when the call was answered through another instance', async () => {
    live['u-emma']!.send({ type: 'call_start', ...base(group, 'other-1'), callType: 'video' });
    await live['u-yuki']!.next('call_incoming');
    // Sofía's answer reached another instance: this one's ring clock never heard of it.
    await s.app.ctx.db
      .update(calls)
      .set({ answeredAt: new Date(now), joined: ['u-emma', 'u-sofia'] })
      .where(and(eq(calls.conversationId, group.id), eq(calls.callId, 'other-1')));
    await new Promise((r) => setTimeout(r, RING_MS + 300));
    // The clock ran out here, and the call goes on: no 'no answer', no line.
    await expect(
      live['u-yuki']!.next('call_ended', (e) => e.callId === 'other-1', 300),
    ).rejects.toThrow();
    expect(await stored(group, 'other-1')).toMatchObject({
      call: { endedAt: null, joined: ['u-emma', 'u-sofia'] },
      lines: [],
    });
    hangUp('u-emma', group, 'other-1');
    hangUp('u-sofia', group, 'other-1');
    await expect.poll(async () => (await stored(group, 'other-1')).call?.outcome).toBe('ended');
  });

  it('should refuse a call line sent by a client, storing nothing', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: cookies['u-emma']! },
      payload: {
        conversationId: direct.id,
        senderId: 'u-emma',
        content: 'Video call · 99:00',
        messageType: 'call',
        metadata: { kind: 'call', callId: 'fake-1', callType: 'video', outcome: 'ended' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Calls are noted in the chat by Allo');
    expect((await stored(direct, 'fake-1')).lines).toEqual([]);
  });

  it('should not let anyone but a member note or end a call', async () => {
    const outsider = await LiveClient.open(s.url, await testLogin(s.app, 'u-layla'));
    outsider.send({ type: 'call_start', ...base(direct, 'intruder-1'), callType: 'video' });
    outsider.send({ type: 'call_end', ...base(direct, 'talk-1') });
    await outsider.next('error');
    await outsider.next('error');
    await outsider.close();
    expect((await stored(direct, 'intruder-1')).call).toBeUndefined();
    expect((await stored(direct, 'talk-1')).lines).toHaveLength(1);
  });

  it('should keep someone whose connection comes back, and end the call once they stay gone', async () => {
    live['u-emma']!.send({ type: 'call_start', ...base(direct, 'drop-1'), callType: 'audio' });
    await live['u-sofia']!.next('call_incoming');
    answer('u-sofia', direct, 'drop-1');
    await inCall(direct, 'drop-1', ['u-emma', 'u-sofia']);
    // A network change: her connection drops and comes back within the grace.
    await live['u-sofia']!.close();
    live['u-sofia'] = await LiveClient.open(s.url, cookies['u-sofia']!);
    await new Promise((r) => setTimeout(r, LEAVE_MS * 2));
    expect((await stored(direct, 'drop-1')).call).toMatchObject({ endedAt: null });
    // Her tab closes for good: after the grace she has left, and the call is over.
    now += 30_000;
    await live['u-sofia']!.close();
    const ended = await live['u-emma']!.next('call_ended', (e) => e.callId === 'drop-1');
    expect(ended.from).toBe('u-sofia');
    expect((await lineOf('u-emma', 'drop-1')).message.content).toBe('Voice call · 0:30');
    live['u-sofia'] = await LiveClient.open(s.url, cookies['u-sofia']!);
  });
});
