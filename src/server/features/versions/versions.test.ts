import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, MessageVersion } from '../../../protocol';
import { messageVersions } from '../../db/schema';
import { chatFixture } from '../../testing/chat-fixture';

describe('edit history (issue 11: every earlier version kept, shown to members only)', () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;

  const send = async (content: string) =>
    (
      await f.inject('emma', 'POST', '/api/messages', {
        conversationId: f.group.id,
        senderId: 'u-emma',
        content,
      })
    ).json<Message>();
  const edit = (id: string, content: string) =>
    f.inject('emma', 'PUT', `/api/messages/${id}/edit`, { userId: 'u-emma', content });
  const stored = (id: string) =>
    f.s.app.ctx.db
      .select()
      .from(messageVersions)
      .where(eq(messageVersions.messageId, id))
      .orderBy(messageVersions.version);

  beforeAll(async () => {
    f = await chatFixture('History');
  });
  afterAll(async () => {
    await f.s.close();
  });

  it('should keep each replaced text with the time it was written, across two edits', async () => {
    const m = await send('Dinner at 7');
    const firstEdit = (await edit(m.id, 'Dinner at 8')).json<Message>();
    expect(firstEdit.content).toBe('Dinner at 8');
    const secondEdit = (await edit(m.id, 'Dinner at 8:30')).json<Message>();
    expect(secondEdit.content).toBe('Dinner at 8:30');

    const rows = await stored(m.id);
    expect(rows.map((r) => [r.version, r.content])).toEqual([
      [1, 'Dinner at 7'],
      [2, 'Dinner at 8'],
    ]);
    // Version 1 was written when sent, version 2 at the first edit; each keeps its language.
    expect(rows[0]!.writtenAt.toISOString()).toBe(m.createdAt);
    expect(rows[1]!.writtenAt.toISOString()).toBe(firstEdit.editedAt);
    expect(rows.map((r) => r.language)).toEqual([m.language, firstEdit.language]);

    // Every member sees all of them, oldest first, the current one last and marked.
    for (const who of ['emma', 'sofia', 'camille'] as const) {
      const res = await f.inject(who, 'GET', `/api/messages/${m.id}/versions`);
      expect(res.statusCode).toBe(200);
      const versions = res.json<MessageVersion[]>();
      expect(versions.map((v) => [v.version, v.content, v.current])).toEqual([
        [1, 'Dinner at 7', false],
        [2, 'Dinner at 8', false],
        [3, 'Dinner at 8:30', true],
      ]);
      expect(versions[1]!.writtenAt).toBe(firstEdit.editedAt);
      expect(versions[2]!.writtenAt).toBe(secondEdit.editedAt);
    }
  });

  it('should answer an outsider 404, as if the message did not exist', async () => {
    const m = await send('Members only');
    await edit(m.id, 'Members only, really');
    const res = await f.inject('lukas', 'GET', `/api/messages/${m.id}/versions`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Message not found', code: 'messageNotFound' });
    expect((await f.inject('lukas', 'GET', '/api/messages/nope/versions')).statusCode).toBe(404);
  });

  it('should give a message never edited just its current version', async () => {
    const m = await send('Just once');
    const versions = (await f.inject('sofia', 'GET', `/api/messages/${m.id}/versions`)).json<
      MessageVersion[]
    >();
    expect(versions).toEqual([
      {
        version: 1,
        content: 'Just once',
        language: m.language ?? null,
        writtenAt: m.createdAt,
        current: true,
      },
    ]);
  });

  it('should drop the earlier versions when the message is unsent', async () => {
    const m = await send('Wrong words');
    await edit(m.id, 'Still wrong words');
    expect(await stored(m.id)).toHaveLength(1);
    expect(
      (await f.inject('emma', 'DELETE', `/api/messages/${m.id}`, { userId: 'u-emma' })).statusCode,
    ).toBe(200);
    expect(await stored(m.id)).toHaveLength(0);
    const versions = (await f.inject('sofia', 'GET', `/api/messages/${m.id}/versions`)).json<
      MessageVersion[]
    >();
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, content: '', current: true });
  });

  it('should keep nothing when an edit is refused', async () => {
    const m = await send('Mine');
    const res = await f.inject('sofia', 'PUT', `/api/messages/${m.id}/edit`, {
      userId: 'u-sofia',
      content: 'Not yours',
    });
    expect(res.statusCode).toBe(403);
    expect(await stored(m.id)).toHaveLength(0);
  });
});
