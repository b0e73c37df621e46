import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, DetectResponse, Message } from '../../../protocol';
import { dbRows } from '../../db/rows';
import { testLogin, testStart } from '../../testing/harness';

type Started = Awaited<ReturnType<typeof testStart>>;

describe('detection (issue 13: POST /api/detect reads the text; the writer is a prior)', () => {
  let s: Started;
  let emma: string; // en
  let sofia: string; // es
  let yuki: string; // ja
  let conv: Conversation;

  const post = (cookie: string, url: string, payload: object) =>
    s.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const detect = async (cookie: string, text: string) =>
    (await post(cookie, '/api/detect', { text })).json() as DetectResponse;
  const send = async (cookie: string, senderId: string, content: string) =>
    (
      await post(cookie, '/api/messages', { conversationId: conv.id, senderId, content })
    ).json() as Message;
  const storedLanguage = async (id: string) =>
    (
      await dbRows<{ language: string }>(
        s.app.ctx.db,
        sql`select language from messages where id = ${id}`,
      )
    )[0]?.language;

  beforeAll(async () => {
    s = await testStart();
    emma = await testLogin(s.app, 'u-emma');
    sofia = await testLogin(s.app, 'u-sofia');
    yuki = await testLogin(s.app, 'u-yuki');
    conv = (await post(emma, '/api/conversations', { participants: ['u-sofia', 'u-yuki'] })).json();
  });
  afterAll(async () => {
    await s.close();
  });

  it('should call a single kana Japanese and a single Hangul syllable Korean, whoever asks', async () => {
    expect(await detect(emma, 'ね')).toEqual({ language: 'ja', confidence: 1, reliable: true });
    expect(await detect(sofia, 'カ')).toEqual({ language: 'ja', confidence: 1, reliable: true });
    expect(await detect(emma, '네')).toEqual({ language: 'ko', confidence: 1, reliable: true });
    expect(await detect(yuki, '응')).toEqual({ language: 'ko', confidence: 1, reliable: true });
  });

  it("should name a one-word message's language, not the asker's", async () => {
    expect((await detect(emma, 'gracias')).language).toBe('es');
    expect((await detect(emma, 'merci')).language).toBe('fr');
    expect((await detect(sofia, 'danke')).language).toBe('de');
    expect((await detect(sofia, 'thanks')).language).toBe('en');
    expect((await detect(yuki, 'grazie')).language).toBe('it');
    expect((await detect(emma, 'спасибо')).language).toBe('ru');
    expect((await detect(sofia, 'शुक्रिया')).language).toBe('hi');
  });

  it('should give the same answer to every asker, with reliable false when it doubts', async () => {
    // "ok" is every language's: the answer is the detector's best, never the asker's own.
    const answers = await Promise.all([emma, sofia, yuki].map((c) => detect(c, 'ok')));
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]!.reliable).toBe(false);
  });

  it("should store a message's language from its text, the sender's only where the text is level", async () => {
    const gracias = await send(emma, 'u-emma', 'gracias');
    expect(gracias.language).toBe('es');
    expect(await storedLanguage(gracias.id)).toBe('es');

    const kana = await send(sofia, 'u-sofia', 'ね');
    expect(await storedLanguage(kana.id)).toBe('ja');

    // Level between Spanish, English and the rest: each sender's own language.
    const okSofia = await send(sofia, 'u-sofia', 'ok');
    const okEmma = await send(emma, 'u-emma', 'ok');
    expect(await storedLanguage(okSofia.id)).toBe('es');
    expect(await storedLanguage(okEmma.id)).toBe('en');

    // 大丈夫 is Japanese as much as Chinese: a Japanese writer's word is Japanese.
    const daijoubu = await send(yuki, 'u-yuki', '大丈夫');
    expect(await storedLanguage(daijoubu.id)).toBe('ja');
    expect((await detect(yuki, '大丈夫')).language).toBe('zh');
  });
});
