import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testLogin, testStart } from '../testing/harness';
import { LiveClient } from '../testing/live-client';
import { routeTable, routeUrl } from '../testing/route-table';

// Hoisted above the imports: the helper is imported from inside.
vi.mock('fastify', async (original) =>
  (await import('../testing/route-table')).fastifyRecording(original as never),
);

/**
 * The routes that answer without a session, every one of them: a new one is a decision, made
 * here as well as in its `config: { public: true }`.
 */
const PUBLIC = [
  'GET /api/health',
  'GET /api/users',
  'POST /api/session',
  'GET /api/session',
  'DELETE /api/session',
  'POST /api/auth/signup',
  // Signing in with a passkey is what a visitor does (issue 27).
  'POST /api/auth/passkey/login/options',
  'POST /api/auth/passkey/login/verify',
  'GET /api/avatars/:ref',
  'GET /api/device-links/:code',
  'POST /api/device-links/:code/claim',
  // Closes a socket without a session itself, after the upgrade (live.test.ts).
  'GET /ws',
  // The client's files.
  'GET /*',
];

const HTML = '<!doctype html><title>Allo</title>';

describe('sign-in gate: deny by default (issue 18)', () => {
  let s: Awaited<ReturnType<typeof testStart>>;
  let web: string;
  const inject = (options: InjectOptions) => s.app.inject(options);

  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'allo-web-'));
    writeFileSync(join(web, 'index.html'), HTML);
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'assets', 'app-1234.js'), 'console.log(1);');
    s = await testStart({ webDir: web });
  });
  afterAll(async () => {
    await s.close();
    rmSync(web, { recursive: true, force: true });
  });

  /** Each declared route once, HEAD with its GET. */
  const routes = () => routeTable.filter((r) => r.method !== 'HEAD');

  it('should mark exactly the public routes public', () => {
    expect(routes().length).toBeGreaterThan(100);
    const marked = routes()
      .filter((r) => r.public)
      .map((r) => `${r.method} ${r.url}`);
    expect(marked.sort()).toEqual([...PUBLIC].sort());
    // A GET's HEAD is as public as the GET.
    for (const head of routeTable.filter((r) => r.method === 'HEAD'))
      expect(head.public, head.url).toBe(
        routeTable.some((r) => r.method === 'GET' && r.url === head.url && r.public),
      );
  });

  it('should answer 401 on every other route without a session, however its URL is spelled', async () => {
    const refused: string[] = [];
    for (const route of routeTable.filter((r) => !r.public)) {
      const url = routeUrl(route.url, 'x');
      // The router decodes a path before matching it: each spelling reaches the same route.
      const spellings = [
        url,
        url.replace(/^\/api\//, '/%61pi/'),
        url.replace(/^\/api\/(\w)/, (_, c: string) => `/api/%${c.charCodeAt(0).toString(16)}`),
      ];
      for (const spelled of spellings) {
        for (const cookie of [undefined, 'allo_session=forged']) {
          const res = await inject({
            method: route.method as InjectOptions['method'],
            url: spelled,
            headers: { ...(cookie && { cookie }), 'content-type': 'application/json' },
            payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : '{}',
          });
          if (res.statusCode !== 401) refused.push(`${route.method} ${spelled}: ${res.statusCode}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it('should let a signed-in request through whatever the spelling', async () => {
    const cookie = await testLogin(s.app, 'u-emma');
    for (const url of ['/api/conversations', '/%61pi/conversations', '/api/%63onversations']) {
      const res = await inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('should still answer the public routes without a session', async () => {
    expect((await inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const users = await inject({ method: 'GET', url: '/api/users' });
    expect(users.statusCode).toBe(200);
    expect(users.json().length).toBeGreaterThan(0);
    const visitor = await inject({ method: 'GET', url: '/api/session?optional=1' });
    expect(visitor.json()).toEqual({ user: null });
    // Its own answer without the visitor's flag.
    expect((await inject({ method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    const signIn = await inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: 'u-sofia' },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = `allo_session=${signIn.cookies.find((c) => c.name === 'allo_session')!.value}`;
    const me = await inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(me.json().user.id).toBe('u-sofia');
    const out = await inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const missing = ['/api/avatars/00000000-0000-4000-8000-000000000000', '/api/device-links/nope'];
    for (const url of missing)
      expect((await inject({ method: 'GET', url })).statusCode, url).toBe(404);
    const claim = await inject({ method: 'POST', url: '/api/device-links/nope/claim' });
    expect(claim.statusCode).toBe(404);
    await expect(LiveClient.open(s.url)).rejects.toThrow('closed 4401');
  });

  it('should serve the client and its files to anyone, and 404 an unknown API path', async () => {
    const file = await inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('console.log(1);');
    for (const url of ['/', '/chats/c-1', '/videos']) {
      const page = await inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(HTML);
    }
    expect((await inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/api/nowhere' })).statusCode).toBe(404);
  });
});
