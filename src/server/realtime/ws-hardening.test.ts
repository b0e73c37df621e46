import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLOSE_UNAUTHORISED } from '../../protocol';
import { testLogin, testStart } from '../testing/harness';
import { LiveClient } from '../testing/live-client';
import { MAX_FRAME_BYTES } from './gateway';

type Started = Awaited<ReturnType<typeof testStart>>;

/** The close code RFC 6455 gives a message too big to process. */
const CLOSE_TOO_BIG = 1009;

/** Resolves with the close code the server sends. */
const closeCode = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

/**
 * The live connection against hostile input (ASVS 13.5, 14.5): whatever a frame holds, the socket
 * answers with an `error` event and goes on (a ping still gets its pong), a frame over the limit
 * closes only that socket, and no socket opens without a session or from a foreign page.
 */
describe('live connection hardening', () => {
  let s: Started;
  let emma: string;
  const open: LiveClient[] = [];
  const connect = async () => {
    const c = await LiveClient.open(s.url, emma);
    open.push(c);
    return c;
  };
  /** Still answering: a ping gets a pong. */
  const stillUp = async (c: LiveClient) => {
    c.send({ type: 'ping' });
    await c.next('pong');
    expect(c.socket.readyState).toBe(WebSocket.OPEN);
  };

  beforeAll(async () => {
    s = await testStart();
    emma = await testLogin(s.app, 'u-emma');
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });
  afterAll(() => s.close());

  it.each([
    ['text that is not JSON', 'not json', 'invalidJson'],
    ['an empty frame', '', 'invalidJson'],
    ['cut-off JSON', '{"type":"ping"', 'invalidJson'],
    ['a JSON array', '[{"type":"ping"}]', undefined],
    ['JSON null', 'null', undefined],
    ['a JSON number', '42', undefined],
    ['a JSON string', '"ping"', undefined],
    ['an object without a type', '{}', undefined],
    ['an unknown type', '{"type":"teleport"}', undefined],
    ['a known type with fields of the wrong type', '{"type":"join","userId":42}', undefined],
    ['a type hidden in __proto__', '{"__proto__":{"type":"ping"}}', undefined],
  ])('should answer %s with an error event and stay open', async (_what, frame, code) => {
    const c = await connect();
    c.socket.send(frame);
    const error = await c.next('error');
    expect(error.error).toEqual(expect.any(String));
    if (code) expect(error.code).toBe(code);
    expect(await c.none('pong', 50)).toBe(true);
    await stillUp(c);
  });

  it('should answer a binary frame with an error event and stay open', async () => {
    const c = await connect();
    c.socket.send(Buffer.from(JSON.stringify({ type: 'ping' })), { binary: true });
    expect(await c.next('error')).toMatchObject({
      error: 'Text frames only',
      code: 'textFramesOnly',
    });
    await stillUp(c);
  });

  it('should read a frame at the limit (and refuse it as not JSON)', async () => {
    const c = await connect();
    c.socket.send('x'.repeat(MAX_FRAME_BYTES));
    expect((await c.next('error', undefined, 15_000)).code).toBe('invalidJson');
    await stillUp(c);
  });

  it('should close a socket sending a frame over the limit with 1009, and only that one', async () => {
    const other = await connect();
    const c = await connect();
    const closed = closeCode(c.socket);
    c.socket.send('x'.repeat(MAX_FRAME_BYTES + 1));
    expect(await closed).toBe(CLOSE_TOO_BIG);
    await stillUp(other);
    // The server goes on: a new socket opens and answers.
    await stillUp(await connect());
    const health = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('should close a socket opened without a valid session with the unauthorised code', async () => {
    await expect(LiveClient.open(s.url)).rejects.toThrow(`closed ${CLOSE_UNAUTHORISED}`);
    await expect(LiveClient.open(s.url, 'allo_session=AAAAAAAAAAAAAAAAAAAAAA')).rejects.toThrow(
      `closed ${CLOSE_UNAUTHORISED}`,
    );
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['another port of this host', 'http://127.0.0.1:1'],
    ['a hidden origin', 'null'],
  ])('should refuse the upgrade from %s with 403, even with a session', async (_what, origin) => {
    await expect(LiveClient.open(s.url, emma, origin)).rejects.toThrow('refused 403');
  });

  it("should open from the server's own origin", async () => {
    const c = await LiveClient.open(s.url, emma, s.url);
    open.push(c);
    await stillUp(c);
  });
});
