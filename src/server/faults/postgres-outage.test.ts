import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ServerEvent } from '../../protocol';
import type { TestBackend, TestServer } from '../testing/harness';
import { testBackend, testLogin, testServer } from '../testing/harness';
import { LiveClient } from '../testing/live-client';
import { redisDropPrefix, waitFor } from '../testing/processes';
import type { TcpProxy } from '../testing/tcp-proxy';
import { tcpProxy } from '../testing/tcp-proxy';

/** "Fast": a client can tell an outage from a slow answer well before 5 s. */
const FAIL_FAST_MS = 3_000;
const UNAVAILABLE = { error: 'Service Unavailable', code: 'serviceUnavailable' };
/**
 * While the connection hangs, each query waits out the pool's 2 s query timeout, and the send
 * path tries a failed batch again one send at a time (features/messages/send.ts): a live send
 * waits for it twice.
 */
const STALLED_SEND_MS = 5_000;

/**
 * One instance whose PostgreSQL connection runs through a proxy the test controls: cut (refused,
 * every connection dropped) and stalled (connections open, nothing answered, as on a half-dead
 * network). Meanwhile requests that need the database answer 503 quickly, the live connection
 * stays up and says so too; once the database is back, everything works again by itself.
 */
describe('PostgreSQL cut off', () => {
  let backend: TestBackend | undefined;
  let proxy: TcpProxy | undefined;
  let server: TestServer | undefined;
  let live: LiveClient | undefined;
  let cookie = '';
  let conv: Conversation;
  let n = 0;

  beforeAll(async () => {
    backend = await testBackend();
    const url = new URL(backend.config.databaseUrl!);
    proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    server = await testServer({ ...backend.config, databaseUrl: url.toString() });
    cookie = await testLogin(server.app, 'u-emma');
    conv = (
      await server.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: { cookie },
        payload: { participants: ['u-sofia'] },
      })
    ).json();
    live = await LiveClient.open(server.url, cookie);
  });
  afterAll(async () => {
    live?.socket.terminate();
    await proxy?.restore().catch(() => undefined);
    await server?.close();
    await proxy?.close();
    if (backend) {
      await backend.drop();
      // The socket still open at close leaves its presence count behind.
      await redisDropPrefix(backend.config.redisUrl!, backend.config.redisPrefix);
    }
  });

  const timed = async <T>(f: () => Promise<T>) => {
    const t = Date.now();
    const value = await f();
    return { value, ms: Date.now() - t };
  };
  const list = () =>
    server!.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie } });
  const post = () =>
    server!.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie },
      payload: { conversationId: conv.id, senderId: 'u-emma', content: `m${++n}` },
    });
  const page = () =>
    server!.app.inject({
      method: 'GET',
      url: `/api/conversations/${conv.id}/messages?afterSeq=0`,
      headers: { cookie },
    });
  /** A send over the live connection and what it answers (its ack or its error). */
  const wsSend = () =>
    new Promise<ServerEvent>((resolve, reject) => {
      const socket = live!.socket;
      const clientId = `ws-${++n}`;
      const onMessage = (raw: Buffer) => {
        const e = JSON.parse(raw.toString()) as ServerEvent;
        if ((e.type === 'ack' || e.type === 'error') && e.clientId === clientId)
          done(() => resolve(e));
      };
      const done = (settle: () => void) => {
        clearTimeout(timer);
        socket.off('message', onMessage);
        settle();
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`no answer to ${clientId}`))),
        10_000,
      );
      socket.on('message', onMessage);
      live!.send({ type: 'message', conversationId: conv.id, content: clientId, clientId });
    });

  /**
   * Every request that needs the database: 503, in words, within `httpMs`. The live connection
   * answers a send with the same words, within `wsMs`, and stays open.
   */
  async function expectUnavailable(httpMs: number, wsMs: number) {
    let http = 0;
    for (const request of [list, post, page]) {
      const { value: res, ms } = await timed(request);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
      http = Math.max(http, ms);
    }
    const { value: answer, ms: ws } = await timed(wsSend);
    expect(answer).toMatchObject({ type: 'error', ...UNAVAILABLE });
    expect(live!.socket.readyState).toBe(live!.socket.OPEN);
    expect(http).toBeLessThan(httpMs);
    expect(ws).toBeLessThan(wsMs);
    expect((await server!.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    return `HTTP 503 in ≤ ${http} ms, WS error in ${ws} ms`;
  }

  /** After restore: back by itself within a bound; then HTTP and the same socket work again. */
  async function expectRecovered(): Promise<number> {
    const { ms } = await timed(() =>
      waitFor('database back', async () => (await list()).statusCode === 200, 10_000),
    );
    expect((await post()).statusCode).toBe(201);
    expect((await page()).statusCode).toBe(200);
    expect(await wsSend()).toMatchObject({ type: 'ack' });
    // No connection was lost for good: a burst larger than the pool goes through.
    const burst = await Promise.all(Array.from({ length: 25 }, post));
    expect(burst.map((r) => r.statusCode)).toEqual(burst.map(() => 201));
    // Every connection is back in the pool once nothing runs: none was left checked out.
    const pool = (server!.app.ctx.db as unknown as { $client: pg.Pool }).$client;
    await waitFor('pool at rest', async () => pool.totalCount === pool.idleCount, 3_000);
    return ms;
  }

  it('should answer 503 fast while cut, sends in flight included, and recover by itself', async () => {
    expect((await list()).statusCode).toBe(200);
    const report: string[] = [];
    // Several outages in a row: connections lost in any state must not pile up in the pool.
    for (let cycle = 0; cycle < 3; cycle++) {
      const inFlight = Array.from({ length: 20 }, () => timed(post));
      // Cut as soon as the first is answered: the others are then in every stage, in a
      // transaction, waiting for one, or still checking the session.
      await Promise.race(inFlight);
      await proxy!.cut();
      const answers = await Promise.all(inFlight);
      const committed = answers.filter((a) => a.value.statusCode === 201).length;
      for (const { value: res, ms } of answers) {
        expect([201, 503]).toContain(res.statusCode);
        if (res.statusCode === 503) expect(res.json()).toEqual(UNAVAILABLE);
        expect(ms).toBeLessThan(FAIL_FAST_MS);
      }
      const fail = await expectUnavailable(FAIL_FAST_MS, FAIL_FAST_MS);
      await proxy!.restore();
      const back = await expectRecovered();
      report.push(`in flight ${committed}/20 committed, ${fail}, back after ${back} ms`);
    }
    console.log(`postgres cut: ${report.join('; ')}`);
  }, 60_000);

  it('should answer 503 within the timeouts when the connection hangs, and recover by itself', async () => {
    proxy!.stall();
    const fail = await expectUnavailable(FAIL_FAST_MS, STALLED_SEND_MS);
    await proxy!.restore();
    const back = await expectRecovered();
    console.log(`postgres stalled: ${fail}, back after ${back} ms`);
  }, 60_000);
});
