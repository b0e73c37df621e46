import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbRows } from '../../db/rows';
import { testStart } from '../../testing/harness';

type Started = Awaited<ReturnType<typeof testStart>>;

describe('sign-up language (issue 13: every language on the list)', () => {
  let s: Started;

  const signup = (username: string, language: unknown) =>
    s.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username, displayName: username, language, password: 'correct horse' },
    });
  const stored = async (username: string) =>
    (
      await dbRows<{ language: string }>(
        s.app.ctx.db,
        sql`select language from users where username = ${username}`,
      )
    )[0]?.language;

  beforeAll(async () => {
    s = await testStart();
  });
  afterAll(async () => {
    await s.close();
  });

  it('should take any language of the list, translated or not, as the list spells it', async () => {
    for (const [username, code, kept] of [
      ['amani', 'sw', 'sw'],
      ['ana_br', 'pt-br', 'pt-BR'],
      ['mei_tw', 'zh-TW', 'zh-TW'],
      ['aroha', 'mi', 'mi'],
    ] as const) {
      const res = await signup(username, code);
      expect(res.statusCode, code).toBe(201);
      expect(res.json().user.language).toBe(kept);
      expect(await stored(username)).toBe(kept);
    }
  });

  it('should refuse a code that is not on the list, in words, and create no one', async () => {
    for (const [username, code] of [
      ['nobody_xx', 'xx'],
      ['nobody_tlh', 'tlh'],
      ['nobody_num', 7],
    ] as const) {
      const res = await signup(username, code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Unsupported language', code: 'languageUnsupported' });
      expect(await stored(username)).toBeUndefined();
    }
  });

  it('should give a user of an untranslated language English as the translation target', async () => {
    const res = await signup('juma', 'sw');
    const cookie = `allo_session=${res.cookies.find((c) => c.name === 'allo_session')!.value}`;
    const settings = await s.app.inject({
      method: 'GET',
      url: '/api/translation-settings',
      headers: { cookie },
    });
    expect(settings.json().defaults).toMatchObject({
      sourceLanguage: 'auto',
      targetLanguage: 'en',
    });
  });
});
