import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallCurrent, Conversation } from '../../../protocol';
import type { TestBackend, TestServer } from '../../testing/harness';
import { testBackend, testLogin, testServer } from '../../testing/harness';
import { LiveClient } from '../../testing/live-client';
import { callStored, chatCreate } from './calls-testing';

/**
 * Calls across instances on one PostgreSQL and Redis (ARCHITECTURE "Scale-out"): who is in a
 * call is known on every instance, whichever each person came through, and a call whose
 * instance stopped with everyone in it is ended by the others, with one line. Runs when
 * DATABASE_URL and REDIS_URL are set.
 */
describe('calls on several instances', () => {
  let backend: TestBackend;
  let one: TestServer;
  let two: TestServer;
  const cookies: Record<string, string> = {};
  let chat: Conversation;

  const current = async (server: TestServer, who: string) =>
    (
      await server.app.inject({
        method: 'GET',
        url: `/api/calls/current?conversationId=${chat.id}`,
        headers: { cookie: cookies[who]! },
      })
    ).json<CallCurrent>().call;
  const row = async (callId: string) => (await callStored(one.app, chat.id, callId)).call;
  const lines = async (callId: string) => (await callStored(one.app, chat.id, callId)).lines;
  const ring = (client: LiveClient, callId: string) =>
    client.send({ type: 'call_start', callId, conversationId: chat.id, callType: 'video' });
  const answer = (client: LiveClient, callId: string) =>
    client.send({
      type: 'answer',
      callId,
      conversationId: chat.id,
      to: 'u-emma',
      answer: { type: 'answer', sdp: 'v=0\r\n' },
    });

  beforeAll(async () => {
    // A short grace: the sweeps look every half second.
    backend = await testBackend({ callLeaveGraceMs: 500 });
    one = await testServer(backend.config);
    two = await testServer({ ...backend.config, seedDemo: false });
    for (const id of ['u-emma', 'u-sofia', 'u-marco']) cookies[id] = await testLogin(one.app, id);
    chat = await chatCreate(one.app, cookies['u-emma']!, ['u-sofia', 'u-marco'], 'Across');
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await backend.drop();
  });

  it('should know on every instance who is in a call, and end it once', async () => {
    const emma = await LiveClient.open(one.url, cookies['u-emma']!);
    const sofia = await LiveClient.open(two.url, cookies['u-sofia']!);
    ring(emma, 'across-1');
    await sofia.next('call_incoming');
    answer(sofia, 'across-1');
    for (const server of [one, two]) {
      await expect
        .poll(async () => (await current(server, 'u-marco'))?.present.sort())
        .toEqual(['u-emma', 'u-sofia']);
    }
    sofia.send({ type: 'call_end', callId: 'across-1', conversationId: chat.id });
    emma.send({ type: 'call_end', callId: 'across-1', conversationId: chat.id });
    await expect.poll(async () => (await row('across-1'))?.outcome).toBe('ended');
    expect(await current(one, 'u-marco')).toBeNull();
    expect(await current(two, 'u-marco')).toBeNull();
    expect(await lines('across-1')).toHaveLength(1);
    await emma.close();
    await sofia.close();
  });

  it('should end, with one line, a call whose instance stopped with everyone in it', async () => {
    const three = await testServer({ ...backend.config, seedDemo: false });
    const emma = await LiveClient.open(three.url, cookies['u-emma']!);
    const sofia = await LiveClient.open(three.url, cookies['u-sofia']!);
    ring(emma, 'lost-1');
    await sofia.next('call_incoming');
    answer(sofia, 'lost-1');
    await expect.poll(async () => (await row('lost-1'))?.joined.length).toBe(2);
    // The instance goes, and its timers with it: nobody in the call is connected anywhere.
    await three.close();
    await expect.poll(async () => (await row('lost-1'))?.outcome, { timeout: 5_000 }).toBe('ended');
    expect(await lines('lost-1')).toHaveLength(1);
    expect(await current(one, 'u-marco')).toBeNull();
  });
});
