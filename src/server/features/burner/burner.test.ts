import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import {
  burnerReads,
  messageStars,
  messageTranslations,
  messageVersions,
  messages,
} from '../../db/schema';
import type { ChatWho } from '../../testing/chat-fixture';
import { chatFixture } from '../../testing/chat-fixture';
import { testBackend, testLogin, testServer } from '../../testing/harness';
import { BURNER_TTL_MS } from '../messages/send-row';
import { BURNER_READ_CHARS_PER_S, BURNER_READ_MIN_MS, burnerReadingMs } from './reading';

type Fixture = Awaited<ReturnType<typeof chatFixture>>;

/** A translation, an earlier version and a star: everything a burnt message must lose. */
async function burnerDecorate(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.insert(messageTranslations).values({
    messageId: id,
    targetLanguage: 'es',
    engine: 'test',
    sourceLanguage: 'en',
    text: 'Secreto',
  });
  await ctx.db
    .insert(messageVersions)
    .values({ messageId: id, version: 1, content: 'Secret draft', writtenAt: new Date() });
  await ctx.db.insert(messageStars).values({ userId: 'u-sofia', messageId: id });
}

/** How many reading windows the database still holds for a message. */
async function burnerReadsOf(ctx: AppContext, id: string): Promise<number> {
  return (await ctx.db.select().from(burnerReads).where(eq(burnerReads.messageId, id))).length;
}

/** What the database still holds about a message, beside it. */
async function burnerStored(ctx: AppContext, id: string) {
  const [row] = await ctx.db.select().from(messages).where(eq(messages.id, id));
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    row: row!,
    translations: await count(
      ctx.db.select().from(messageTranslations).where(eq(messageTranslations.messageId, id)),
    ),
    versions: await count(
      ctx.db.select().from(messageVersions).where(eq(messageVersions.messageId, id)),
    ),
    stars: await count(ctx.db.select().from(messageStars).where(eq(messageStars.messageId, id))),
  };
}

describe('burner messages (core 4 Burner mode, core 9 expiry)', () => {
  let f: Fixture;
  const open = (who: ChatWho) => f.phone(who);
  const burner = async (conversationId: string, content: string): Promise<Message> => {
    const res = await f.inject('emma', 'POST', '/api/messages', {
      conversationId,
      senderId: 'u-emma',
      content,
      isBurner: true,
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const read = (who: ChatWho, conversationId: string, seq: number) =>
    f.inject(who, 'POST', `/api/conversations/${conversationId}/read`, { seq });
  const page = async (who: ChatWho, conversationId: string, query = ''): Promise<Message[]> =>
    (await f.inject(who, 'GET', `/api/conversations/${conversationId}/messages${query}`)).json();
  const held = async (who: ChatWho, m: Message, query = '') =>
    (await page(who, m.conversationId, query)).find((x) => x.id === m.id);

  beforeAll(async () => {
    f = await chatFixture('Burner group');
  });
  afterAll(async () => {
    await f.phonesClose();
    f.s.app.ctx.clock.now = () => new Date();
    await f.s.close();
  });

  it('should burn a message once every other member has read it and their reading windows passed, everywhere and for good', async () => {
    const sofia = await open('sofia');
    const sent = await burner(f.group.id, 'Self-destructing secret');
    expect(sent).toMatchObject({ messageType: 'burner', isBurner: true });
    expect(Date.parse(sent.expiresAt!) - Date.parse(sent.createdAt)).toBe(BURNER_TTL_MS);
    await burnerDecorate(f.s.app.ctx, sent.id);
    const after = sent.seq - 1;
    const changedBefore = Math.max(
      0,
      ...(await page('sofia', f.group.id)).map((m) => m.changeSeq ?? 0),
    );

    // The sender's own read and one of two readers are not enough.
    expect((await read('emma', f.group.id, sent.seq)).statusCode).toBe(204);
    expect((await read('sofia', f.group.id, sent.seq)).statusCode).toBe(204);
    expect((await held('sofia', sent))?.content).toBe('Self-destructing secret');
    expect(await f.s.app.burner.sweep()).toBe(0);

    // Everyone has read it now, and it stays while their reading windows run (issue 27, 5).
    expect((await read('camille', f.group.id, sent.seq)).statusCode).toBe(204);
    expect(await f.s.app.burner.sweep()).toBe(0);
    expect((await held('sofia', sent))?.content).toBe('Self-destructing secret');
    const readAt = Date.now();
    f.s.app.ctx.clock.now = () => new Date(readAt + BURNER_READ_MIN_MS - 2_000);
    expect(await f.s.app.burner.sweep()).toBe(0);
    expect((await held('camille', sent))?.content).toBe('Self-destructing secret');

    f.s.app.ctx.clock.now = () => new Date(readAt + BURNER_READ_MIN_MS + 1_000);
    expect(await f.s.app.burner.sweep()).toBe(1);
    const pushed = await sofia.next(
      'message',
      (e) => e.message.id === sent.id && e.message.deletedAt !== null,
    );
    expect(pushed.message).toMatchObject({ content: '', metadata: null, isBurner: true });
    expect(pushed.message.changeSeq).toBeGreaterThan(changedBefore);

    for (const who of ['emma', 'sofia', 'camille'] as const) {
      const burnt = { content: '', metadata: null, deletedAt: pushed.message.deletedAt };
      expect(await held(who, sent)).toMatchObject(burnt);
      expect(await held(who, sent, `?afterSeq=${after}`)).toMatchObject(burnt);
      expect(await held(who, sent, `?beforeSeq=${sent.seq + 1}`)).toMatchObject(burnt);
      expect(await held(who, sent, `?changedAfter=${changedBefore}`)).toMatchObject(burnt);
    }
    const list: Conversation[] = (await f.inject('sofia', 'GET', '/api/conversations')).json();
    expect(list.find((c) => c.id === f.group.id)!.lastMessage).toMatchObject({
      id: sent.id,
      content: '',
    });
    const stored = await burnerStored(f.s.app.ctx, sent.id);
    expect(stored.row).toMatchObject({ content: '', metadata: null, language: null });
    expect(stored.row.deletedAt).not.toBeNull();
    expect(stored).toMatchObject({ translations: 0, versions: 0, stars: 0 });

    // Nothing brings it back: not an edit within the 15 minutes, not another sweep.
    const edit = await f.inject('emma', 'PUT', `/api/messages/${sent.id}/edit`, {
      content: 'Back again',
      userId: 'u-emma',
    });
    expect(edit.statusCode).toBe(400);
    expect(await f.s.app.burner.sweep()).toBe(0);
    expect((await held('sofia', sent))?.content).toBe('');
    f.s.app.ctx.clock.now = () => new Date();
  });

  it('should give a long message a reading window by its length', async () => {
    const words = 'word '.repeat(120).trim(); // 599 characters: 40 s at 15 a second
    const windowMs = burnerReadingMs(words.length);
    expect(windowMs).toBe(Math.ceil((words.length * 1000) / BURNER_READ_CHARS_PER_S));
    expect(windowMs).toBeGreaterThan(BURNER_READ_MIN_MS);
    const sent = await burner(f.direct.id, words);
    const readAt = Date.now();
    f.s.app.ctx.clock.now = () => new Date(readAt);
    expect((await read('sofia', f.direct.id, sent.seq)).statusCode).toBe(204);
    f.s.app.ctx.clock.now = () => new Date(readAt + BURNER_READ_MIN_MS + 5_000);
    expect(await f.s.app.burner.sweep()).toBe(0);
    f.s.app.ctx.clock.now = () => new Date(readAt + windowMs - 1_000);
    expect(await f.s.app.burner.sweep()).toBe(0);
    expect((await held('sofia', sent))?.content).toBe(words);
    f.s.app.ctx.clock.now = () => new Date(readAt + windowMs + 1_000);
    expect(await f.s.app.burner.sweep()).toBe(1);
    expect((await held('sofia', sent))?.content).toBe('');
    expect(await burnerReadsOf(f.s.app.ctx, sent.id)).toBe(0);
    f.s.app.ctx.clock.now = () => new Date();
  });

  it('should burn for everyone when the reader leaves the chat, and not cut short another reader', async () => {
    const emma = await open('emma');
    const sofia = await open('sofia');
    const camille = await open('camille');
    const sent = await burner(f.group.id, 'Gone when you close me');
    const burnt = (e: { message: Message }) =>
      e.message.id === sent.id && e.message.deletedAt !== null;
    sofia.send({ type: 'join', userId: 'u-sofia', conversationId: f.group.id });
    await sofia.next('joined');
    expect((await read('sofia', f.group.id, sent.seq)).statusCode).toBe(204);
    expect((await read('camille', f.group.id, sent.seq)).statusCode).toBe(204);

    // Sofía closes the chat: Camille is still within her window, so it stays for her.
    sofia.send({ type: 'leave', conversationId: f.group.id });
    await new Promise((r) => setTimeout(r, 500));
    expect(await f.s.app.burner.sweep()).toBe(0);
    expect((await held('camille', sent))?.content).toBe('Gone when you close me');
    expect(await burnerReadsOf(f.s.app.ctx, sent.id)).toBe(2);

    // Camille had it open and her connection closes: gone for everyone, the sender's copy too.
    camille.send({ type: 'join', userId: 'u-camille', conversationId: f.group.id });
    await camille.next('joined');
    await camille.close();
    const pushed = await emma.next('message', burnt);
    expect(pushed.message.content).toBe('');
    await sofia.next('message', burnt);
    for (const who of ['emma', 'sofia'] as const) {
      expect(await held(who, sent)).toMatchObject({ content: '', metadata: null });
    }
  });

  it('should refuse to leave a chat one is not in, and change nothing', async () => {
    const lukas = await open('lukas');
    const sent = await burner(f.direct.id, 'Not yours to burn');
    expect((await read('sofia', f.direct.id, sent.seq)).statusCode).toBe(204);
    lukas.send({ type: 'leave', conversationId: f.direct.id });
    expect((await lukas.next('error')).code).toMatch(/notFound/i);
    expect(await f.s.app.burner.sweep()).toBe(0);
    expect((await held('sofia', sent))?.content).toBe('Not yours to burn');
    // Sofía's own window ends as usual (and leaves nothing due for the tests below).
    f.s.app.ctx.clock.now = () => new Date(Date.now() + BURNER_READ_MIN_MS + 1_000);
    expect(await f.s.app.burner.sweep()).toBe(1);
    f.s.app.ctx.clock.now = () => new Date();
  });

  it('should burn an unread message 24 hours after it was sent, by the server clock', async () => {
    const emma = await open('emma');
    const sent = await burner(f.direct.id, 'Read me tomorrow');
    await burnerDecorate(f.s.app.ctx, sent.id);
    const sentAt = Date.parse(sent.createdAt);
    f.s.app.ctx.clock.now = () => new Date(sentAt + BURNER_TTL_MS - 1_000);
    expect(await f.s.app.burner.sweep()).toBe(0);
    expect((await held('sofia', sent))?.content).toBe('Read me tomorrow');

    f.s.app.ctx.clock.now = () => new Date(sentAt + BURNER_TTL_MS + 1_000);
    expect(await f.s.app.burner.sweep()).toBe(1);
    await emma.next('message', (e) => e.message.id === sent.id && e.message.deletedAt !== null);
    expect(await held('sofia', sent, `?afterSeq=${sent.seq - 1}`)).toMatchObject({ content: '' });
    const stored = await burnerStored(f.s.app.ctx, sent.id);
    expect(stored.row.content).toBe('');
    expect(stored).toMatchObject({ translations: 0, versions: 0, stars: 0 });
    f.s.app.ctx.clock.now = () => new Date();
  });

  it('should leave ordinary messages alone, read or old', async () => {
    const plain: Message = (
      await f.inject('emma', 'POST', '/api/messages', {
        conversationId: f.direct.id,
        senderId: 'u-emma',
        content: 'I stay',
      })
    ).json();
    await read('sofia', f.direct.id, plain.seq);
    f.s.app.ctx.clock.now = () => new Date(Date.now() + 2 * BURNER_TTL_MS);
    await f.s.app.burner.sweep();
    f.s.app.ctx.clock.now = () => new Date();
    expect((await held('sofia', plain))?.content).toBe('I stay');
  });
});

describe('burner messages across a restart', () => {
  it('should stay burnt after a restart, and burn after a restart what expired meanwhile', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'allo-burner-'));
    // The database stays between the two apps.
    const backend = await testBackend({ dataDir: dir });
    try {
      let server = await testServer(backend.config);
      const emma = await testLogin(server.app, 'u-emma');
      const sofia = await testLogin(server.app, 'u-sofia');
      const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
        server.app.inject({ method, url, headers: { cookie }, payload });
      const conv: Conversation = (
        await call(emma, 'POST', '/api/conversations', { participants: ['u-sofia'] })
      ).json();
      const send = async (content: string): Promise<Message> =>
        (
          await call(emma, 'POST', '/api/messages', {
            conversationId: conv.id,
            senderId: 'u-emma',
            content,
            isBurner: true,
          })
        ).json();
      const readNow = await send('Burn on read');
      const later = await send('Burn at expiry');
      await call(sofia, 'POST', `/api/conversations/${conv.id}/read`, { seq: readNow.seq });
      await server.close();

      server = await testServer({ ...backend.config, seedDemo: false });
      // Moved on past the 24 h while the server was away.
      server.app.ctx.clock.now = () => new Date(Date.parse(later.createdAt) + BURNER_TTL_MS + 1);
      await server.app.burner.sweep();
      const sofia2 = await testLogin(server.app, 'u-sofia');
      const page: Message[] = (
        await server.app.inject({
          method: 'GET',
          url: `/api/conversations/${conv.id}/messages`,
          headers: { cookie: sofia2 },
        })
      ).json();
      expect(page.map((m) => [m.id, m.content])).toEqual([
        [readNow.id, ''],
        [later.id, ''],
      ]);
      const rows = await server.app.ctx.db
        .select({ content: messages.content, deletedAt: messages.deletedAt })
        .from(messages)
        .where(eq(messages.conversationId, conv.id));
      expect(rows.every((r) => r.content === '' && r.deletedAt !== null)).toBe(true);
      await server.close();
    } finally {
      await backend.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
