import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as invalidInput from './kernel/invalid-input';
import { chatFixture } from './testing/chat-fixture';
import { routeTable, routeUrl } from './testing/route-table';

// Hoisted above the imports: the helper is imported from inside.
vi.mock('fastify', async (original) =>
  (await import('./testing/route-table')).fastifyRecording(original as never),
);

/** Errors the database raised over a value (answered 400 by the error handler): none, here. */
const refusedByDatabase = vi.hoisted((): unknown[] => []);
vi.mock('./kernel/invalid-input', async (original) => {
  const real = await original<typeof invalidInput>();
  return {
    isInvalidInput: (err: unknown) => {
      const refused = real.isInvalidInput(err);
      if (refused) refusedByDatabase.push(err);
      return refused;
    },
  };
});

/** What a fuzz sent (issue 18): each once as every path parameter, and as every query value. */
const BAD_VALUES = {
  nul: '%00',
  'a NUL inside': 'a%00b',
  'too long for the schemas': 'x'.repeat(150),
  'too long for the router': 'x'.repeat(10_000),
  'not UTF-8': '%FF',
  'a path climbing out': '..%2F',
  'a control character': '%07',
};

/** Every query value any route reads (the protocol's query schemas). */
const QUERY_NAMES = [
  'userId',
  'q',
  'sent',
  'kind',
  'source',
  'limit',
  'thumb',
  'beforeSeq',
  'afterSeq',
  'changedAfter',
  'filter',
  'before',
  'key',
  'filename',
  'type',
  'size',
  'optional',
  'signature',
  'expires',
];

/**
 * Path parameters and query values are checked by schemas before anything reaches the database
 * (the error handler's 400 for a value the database refuses is never needed), and no request
 * gets a 5xx.
 */
describe('path and query inputs (issue 18)', () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;
  beforeAll(async () => {
    f = await chatFixture('Inputs');
  });
  afterEach(() => {
    expect(refusedByDatabase.map(String)).toEqual([]);
  });
  afterAll(async () => {
    await f.phonesClose();
    await f.s.close();
  });

  const send = (method: string, url: string) =>
    f.s.app.inject({
      method: method as InjectOptions['method'],
      url,
      headers: { cookie: f.cookies.emma, 'content-type': 'application/json' },
      payload: method === 'GET' || method === 'HEAD' || method === 'DELETE' ? undefined : '{}',
    });

  it('should refuse a NUL in the ids the fuzz found, with 400 or 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/games/%00'],
      ['GET', '/api/payment-requests/%00'],
      ['GET', '/api/conversations/%00/translation-settings'],
      ['PUT', '/api/conversations/%00/translation-settings'],
    ] as const) {
      const res = await send(method, url);
      expect([400, 404], `${method} ${url}: ${res.body}`).toContain(res.statusCode);
    }
  });

  it.each(Object.entries(BAD_VALUES))(
    'should answer %s in every path parameter without a 5xx',
    async (_, value) => {
      const failed: string[] = [];
      for (const route of routeTable.filter((r) => /[:*]/.test(r.url) && r.url !== '/*')) {
        const url = routeUrl(route.url, value);
        const res = await send(route.method, url);
        if (res.statusCode >= 500) failed.push(`${route.method} ${route.url}: ${res.body}`);
      }
      expect(failed).toEqual([]);
    },
  );

  it.each(Object.entries(BAD_VALUES))(
    'should answer %s in every query value without a 5xx',
    async (_, value) => {
      const query = QUERY_NAMES.map((name) => `${name}=${value}`).join('&');
      const failed: string[] = [];
      for (const route of routeTable.filter((r) => r.method === 'GET' && r.url !== '/ws')) {
        const res = await send('GET', `${routeUrl(route.url, 'x')}?${query}`);
        if (res.statusCode >= 500) failed.push(`GET ${route.url}: ${res.body}`);
      }
      expect(failed).toEqual([]);
    },
  );
});
