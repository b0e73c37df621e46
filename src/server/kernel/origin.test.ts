import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, sessions } from '../db/schema';
import { originAllowed } from './origin';
import { testLogin, testStart } from '../testing/harness';

describe('originAllowed', () => {
  const allowed = new Set(['https://allo.example.com']);
  it.each([
    ['no Origin (a client other than a browser)', undefined, 'localhost:5000', true],
    ['the server itself over http', 'http://localhost:5000', 'localhost:5000', true],
    ['the server itself over https', 'https://chat.test', 'chat.test', true],
    ['a configured origin', 'https://allo.example.com', '10.0.0.11:5000', true],
    ['another site', 'https://evil.example', 'localhost:5000', false],
    ['another port of the same host', 'http://localhost:5001', 'localhost:5000', false],
    ['a sibling subdomain', 'https://evil.allo.example.com', 'allo.example.com', false],
    ['an origin the browser hides', 'null', 'localhost:5000', false],
    ['a page when the request names no host', 'http://localhost:5000', undefined, false],
  ])('should judge %s', (_what, origin, host, ok) => {
    expect(originAllowed({ origin, host }, allowed)).toBe(ok);
  });
});

/** CSRF (ASVS 4.2.2): a foreign page's change is refused before it changes anything. */
describe('state-changing requests from a foreign page', () => {
  let s: Awaited<ReturnType<typeof testStart>>;
  let emma: string;
  let conversationId: string;
  const FOREIGN = { origin: 'https://evil.example' };
  const stored = async () => ({
    messages: await s.app.ctx.db.select().from(messages).orderBy(asc(messages.id)),
    sessions: await s.app.ctx.db.select().from(sessions).orderBy(asc(sessions.idHash)),
  });
  const send = (headers: Record<string, string>) =>
    s.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: emma, ...headers },
      payload: { conversationId, senderId: 'u-emma', content: 'hello', messageType: 'text' },
    });

  beforeAll(async () => {
    s = await testStart({ allowedOrigins: ['https://allo.example.com'] });
    emma = await testLogin(s.app, 'u-emma');
    const conv = await s.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: emma },
      payload: { participants: ['u-sofia'] },
    });
    conversationId = conv.json().id;
  });
  afterAll(() => s.close());

  it.each([
    ['POST', '/api/messages'],
    ['PUT', '/api/users/u-emma/privacy'],
    ['PATCH', '/api/settings'],
    ['DELETE', '/api/session'],
    // Public routes too: a foreign page must not sign the browser in as someone (login CSRF).
    ['POST', '/api/session'],
    ['POST', '/api/auth/signup'],
  ])('should refuse %s %s with 403, changing nothing', async (method, url) => {
    const before = await stored();
    const res = await s.app.inject({
      method: method as 'POST',
      url,
      headers: { cookie: emma, ...FOREIGN },
      payload: { userId: 'u-sofia', username: 'csrf', displayName: 'Csrf', content: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Origin not allowed', code: 'originNotAllowed' });
    expect(res.cookies).toEqual([]);
    expect(await stored()).toEqual(before);
  });

  it('should keep the session a refused sign-out named', async () => {
    await s.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { cookie: emma, ...FOREIGN },
    });
    const me = await s.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: emma },
    });
    expect(me.json().user.id).toBe('u-emma');
  });

  it("should take changes from the server's own pages, configured origins and non-browsers", async () => {
    expect((await send({ host: 'chat.test', origin: 'http://chat.test' })).statusCode).toBe(201);
    expect((await send({ host: 'chat.test', origin: 'https://chat.test' })).statusCode).toBe(201);
    expect((await send({ origin: 'https://allo.example.com' })).statusCode).toBe(201);
    expect((await send({})).statusCode).toBe(201);
    expect((await send({ origin: 'null' })).statusCode).toBe(403);
  });

  it('should leave reads alone: a foreign page cannot see their answers', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: '/api/conversations',
      headers: { cookie: emma, ...FOREIGN },
    });
    expect(res.statusCode).toBe(200);
  });
});
