import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Conversation, Message, MessageTranslation } from '../../../protocol';
import { EDIT_WINDOW_MS } from '../../../protocol';
import { messages } from '../../db/schema';
import { LiveClient } from '../../testing/live-client';
import { testLogin, testStart } from '../../testing/harness';
import { ApertiumTranslator } from '../translate/apertium';
import { messageEdit } from './edit';

type Started = Awaited<ReturnType<typeof testStart>>;

describe('editing a message (core 4, 7 PUT /api/messages/{id}/edit)', () => {
  let s: Started;
  let emma: string;
  let sofia: string;
  let conv: Conversation;
  const live: LiveClient[] = [];

  const post = (cookie: string, url: string, payload: object) =>
    s.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const edit = (cookie: string, id: string, payload: object) =>
    s.app.inject({ method: 'PUT', url: `/api/messages/${id}/edit`, headers: { cookie }, payload });
  const sendAs = async (cookie: string, senderId: string, content: string): Promise<Message> =>
    (await post(cookie, '/api/messages', { conversationId: conv.id, senderId, content })).json();
  /** The stored row of a message, read from the table. */
  const row = async (id: string) =>
    (await s.app.ctx.db.select().from(messages).where(eq(messages.id, id)))[0];

  beforeAll(async () => {
    s = await testStart({ translator: 'apertium' });
    emma = await testLogin(s.app, 'u-emma');
    sofia = await testLogin(s.app, 'u-sofia');
    conv = (await post(emma, '/api/conversations', { participants: ['u-sofia'] })).json();
  });
  afterAll(async () => {
    for (const c of live) c.close();
    await s.close();
  });

  it("should change the text, detect its language again and tell everyone's devices", async () => {
    const sent = await sendAs(sofia, 'u-sofia', 'The cat is black and the house is big');
    expect(sent.language).toBe('en');
    const watcher = await LiveClient.open(s.url, emma);
    live.push(watcher);

    const res = await edit(sofia, sent.id, {
      userId: 'u-sofia',
      content: 'El gato es negro y la casa es grande',
    });
    expect(res.statusCode).toBe(200);
    const edited: Message = res.json();
    expect(edited).toMatchObject({ id: sent.id, seq: sent.seq, language: 'es' });
    expect(edited.content).toBe('El gato es negro y la casa es grande');
    expect(edited.editedAt).not.toBeNull();

    const pushed = await watcher.next('message', (e) => e.message.id === sent.id);
    expect(pushed.message.content).toBe(edited.content);
    const page: Message[] = (
      await s.app.inject({
        method: 'GET',
        url: `/api/conversations/${conv.id}/messages`,
        headers: { cookie: emma },
      })
    ).json();
    expect(page.find((m) => m.id === sent.id)?.content).toBe(edited.content);
  });

  it('should take an edit when the members list must be read again (changed, or stale)', async () => {
    const sent = await sendAs(sofia, 'u-sofia', 'See you at five');
    await s.app.ctx.members.changed(conv.id);
    const res = await edit(sofia, sent.id, { userId: 'u-sofia', content: 'See you at six' });
    expect(res.statusCode).toBe(200);
  });

  it('should drop the translations of the old text', async () => {
    const sent = await sendAs(sofia, 'u-sofia', 'La casa es grande');
    const translate = async () =>
      (
        (
          await post(emma, '/api/translate/messages', {
            messageIds: [sent.id],
            targetLanguage: 'en',
          })
        ).json().translations as MessageTranslation[]
      )[0] as { translatedText: string };
    expect((await translate()).translatedText.toLowerCase()).toContain('house');
    await edit(sofia, sent.id, { userId: 'u-sofia', content: 'El perro es negro' });
    expect((await translate()).translatedText.toLowerCase()).toContain('dog');
  });

  it('should not keep a translation of the old text when an edit lands while it is made', async () => {
    const sent = await sendAs(sofia, 'u-sofia', 'La casa es roja');
    const engine = vi.spyOn(ApertiumTranslator.prototype, 'translate');
    engine.mockImplementationOnce(async function (this: ApertiumTranslator, ...args) {
      const answer = await ApertiumTranslator.prototype.translate.call(this, ...args);
      await messageEdit(s.app.ctx, 'u-sofia', sent.id, 'El perro es rojo');
      return answer;
    });
    const ask = async () =>
      (
        (
          await post(emma, '/api/translate/messages', {
            messageIds: [sent.id],
            targetLanguage: 'en',
          })
        ).json().translations as Array<{ translatedText: string }>
      )[0]!.translatedText.toLowerCase();
    // The answer given is of the text as it was asked for...
    expect(await ask()).toContain('house');
    // ...but it was not kept: the next reader gets the edited text's translation.
    expect(await ask()).toContain('dog');
    engine.mockRestore();
  });

  it('should let only the sender edit, and only within 15 minutes', async () => {
    const sent = await sendAs(sofia, 'u-sofia', 'Nos vemos mañana');
    const stored = await row(sent.id);
    expect(stored).toMatchObject({ content: 'Nos vemos mañana', editedAt: null });
    const byEmma = await edit(emma, sent.id, { userId: 'u-emma', content: 'Hola' });
    expect(byEmma.statusCode).toBe(403);
    expect(byEmma.json().error).toBe('Only the sender can edit a message');
    // Naming someone else in the body is acting as them.
    expect((await edit(emma, sent.id, { userId: 'u-sofia', content: 'Hola' })).statusCode).toBe(
      403,
    );
    const marco = await testLogin(s.app, 'u-marco');
    const outsider = await edit(marco, sent.id, { userId: 'u-marco', content: 'Hola' });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().error).toBe('Message not found');

    const late = new Date(Date.parse(sent.createdAt) + EDIT_WINDOW_MS + 1_000);
    await expect(messageEdit(s.app.ctx, 'u-sofia', sent.id, 'Hasta luego', late)).rejects.toThrow(
      'Edit time expired',
    );
    expect(await row(sent.id)).toEqual(stored);
  });

  it('should refuse an empty or unchanged text and change nothing', async () => {
    const sent = await sendAs(sofia, 'u-sofia', 'Hasta pronto');
    const stored = await row(sent.id);
    const empty = await edit(sofia, sent.id, { userId: 'u-sofia', content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Message cannot be empty');
    const same = await edit(sofia, sent.id, { userId: 'u-sofia', content: 'Hasta pronto' });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe('Message is unchanged');
    const missing = await edit(sofia, 'no-such-message', { userId: 'u-sofia', content: 'x y' });
    expect(missing.statusCode).toBe(404);
    expect(await row(sent.id)).toEqual(stored);
    expect(await row('no-such-message')).toBeUndefined();
  });
});
