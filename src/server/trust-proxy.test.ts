import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Config } from './kernel/config';
import { testBackend } from './testing/harness';

/** A server with a route that says which address and scheme it sees; closed after its suite. */
function serverWith(overrides: Partial<Config>) {
  const started: { app?: FastifyInstance; drop?: () => Promise<void> } = {};
  beforeAll(async () => {
    const backend = await testBackend(overrides);
    started.drop = backend.drop;
    const app = await buildApp(backend.config);
    started.app = app;
    app.get('/test/peer', { config: { public: true } }, async (request) => ({
      ip: request.ip,
      protocol: request.protocol,
    }));
  });
  afterAll(async () => {
    await started.app?.close();
    await started.drop?.();
  });
  return () => started.app!;
}

const peer = async (app: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/test/peer',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
    })
  ).json<{ ip: string; protocol: string }>();

/** Sign-in attempts, each naming a new address, until one is refused for the rate (or 30). */
const attemptsUntilLimited = async (app: FastifyInstance): Promise<number | null> => {
  for (let i = 1; i <= 30; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
      payload: { userId: 'u-nobody' },
    });
    if (res.statusCode === 429) return i;
    expect(res.statusCode).toBe(404);
  }
  return null;
};

/**
 * Issue 18: the client's address comes from X-Forwarded-For only when the balancer in front of
 * the server sent it (TRUST_PROXY); otherwise a client could name a new address for each sign-in
 * attempt and never reach the limit.
 */
describe('TRUST_PROXY unset', () => {
  const app = serverWith({});

  it('should ignore a forged X-Forwarded-For, and keep the sign-in limit', async () => {
    expect(await peer(app(), '127.0.0.1', '203.0.113.7')).toEqual({
      ip: '127.0.0.1',
      protocol: 'http',
    });
    // The session routes allow 20 a minute per address: the 21st is refused, whatever it says.
    expect(await attemptsUntilLimited(app())).toBe(21);
  });
});

describe('TRUST_PROXY=127.0.0.1', () => {
  const app = serverWith({ trustProxy: ['127.0.0.1'] });

  it('should believe the configured balancer, and only it', async () => {
    expect(await peer(app(), '127.0.0.1', '203.0.113.7')).toEqual({
      ip: '203.0.113.7',
      protocol: 'https',
    });
    // A client reaching the server around the balancer names nothing.
    expect(await peer(app(), '198.51.100.4', '203.0.113.7')).toEqual({
      ip: '198.51.100.4',
      protocol: 'http',
    });
    // Each client behind the balancer has its own allowance.
    expect(await attemptsUntilLimited(app())).toBeNull();
  });
});
