import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testStart } from '../testing/harness';
import { routeTable } from '../testing/route-table';
import { ROUTE_ACTIONS } from './route-limits';

// Hoisted above the imports: the helper is imported from inside.
vi.mock('fastify', async (original) =>
  (await import('../testing/route-table')).fastifyRecording(original as never),
);

describe('per-person limits: the route table', () => {
  let s: Awaited<ReturnType<typeof testStart>>;
  beforeAll(async () => {
    s = await testStart();
  });
  afterAll(async () => {
    await s.close();
  });

  it('should name only routes that exist, so a renamed one cannot slip out of its limit', () => {
    const declared = new Set(routeTable.map((r) => `${r.method} ${r.url}`));
    const missing = Object.keys(ROUTE_ACTIONS).filter((name) => !declared.has(name));
    expect(missing).toEqual([]);
  });
});
