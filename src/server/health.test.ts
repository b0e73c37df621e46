import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStart } from './testing/harness';

describe('GET /api/health', () => {
  let server: Awaited<ReturnType<typeof testStart>>;
  beforeAll(async () => {
    server = await testStart();
  });
  afterAll(() => server.close());

  it('should report the backends in use, the object store included', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      // Tests give the server a database URL (the embedded default has a test of its own).
      database: 'postgres',
      databaseVersion: expect.stringMatching(/^PostgreSQL \d+\.\d+/),
      bus: server.config.redisUrl ? 'redis' : 'memory',
      store: server.config.objects.kind,
      translator: server.config.translator,
      imageGenerator: 'offline',
    });
    // The store it names is the one the server writes to.
    expect(server.app.ctx.objects.kind).toBe(res.json().store);
  });
});
