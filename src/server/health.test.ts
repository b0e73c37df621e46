import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStart } from './testing/harness';

describe('GET /api/health', () => {
  let server: Awaited<ReturnType<typeof testStart>>;
  beforeAll(async () => {
    server = await testStart();
  });
  afterAll(() => server.close());

  it('should report the backends in use, and no object store before one exists', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: server.config.databaseUrl ? 'postgres' : 'pglite',
      bus: server.config.redisUrl ? 'redis' : 'memory',
      store: 'none',
      translator: server.config.translator,
    });
  });
});
