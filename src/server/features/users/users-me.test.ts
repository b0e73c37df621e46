import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../protocol';
import { LiveClient } from '../../testing/live-client';
import { testLogin, testStart } from '../../testing/harness';

type Started = Awaited<ReturnType<typeof testStart>>;

describe('PATCH /api/users/me: a person changes their language (issue 13)', () => {
  let s: Started;
  const live: LiveClient[] = [];

  beforeAll(async () => {
    s = await testStart();
  });
  afterAll(async () => {
    for (const c of live) await c.close();
    await s.close();
  });

  const languageOf = async (id: string) => {
    const res = await s.app.inject({ method: 'GET', url: '/api/users' });
    return res.json<User[]>().find((u) => u.id === id)?.language;
  };

  it('should store the new language and tell her other devices and her contacts live', async () => {
    const emma = await testLogin(s.app, 'u-emma');
    const sofia = await testLogin(s.app, 'u-sofia');
    // Sofía shows Emma's name and language in their chat: she is told too.
    await s.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: sofia },
      payload: { participants: ['u-emma'] },
    });
    const emmaPhone = await LiveClient.open(s.url, emma);
    const sofiaPhone = await LiveClient.open(s.url, sofia);
    live.push(emmaPhone, sofiaPhone);

    const res = await s.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { cookie: emma },
      payload: { language: 'ja' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<User>()).toMatchObject({ id: 'u-emma', language: 'ja' });
    expect(await languageOf('u-emma')).toBe('ja');
    for (const phone of [emmaPhone, sofiaPhone]) {
      const pushed = await phone.next('user_updated', (e) => e.user.id === 'u-emma');
      expect(pushed.user.language).toBe('ja');
    }
  });

  it('should take the list spelling of a code, and refuse what is not on the list', async () => {
    const emma = await testLogin(s.app, 'u-emma');
    const ok = await s.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { cookie: emma },
      payload: { language: 'pt-br' },
    });
    expect(ok.json<User>().language).toBe('pt-BR');

    for (const payload of [
      { language: 'xx' },
      { language: 42 },
      {},
      { language: 'es', id: 'u-sofia' },
    ]) {
      const res = await s.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: { cookie: emma },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const bad = await s.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { cookie: emma },
      payload: { language: 'xx' },
    });
    expect(bad.json()).toMatchObject({ error: 'Unsupported language' });
    // Nothing refused changed anything: hers is still pt-BR, Sofía's still her own.
    expect(await languageOf('u-emma')).toBe('pt-BR');
    expect(await languageOf('u-sofia')).toBe('es');
  });

  it('should change nobody without a session', async () => {
    const res = await s.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      payload: { language: 'de' },
    });
    expect(res.statusCode).toBe(401);
    expect(await languageOf('u-sofia')).toBe('es');
  });
});
