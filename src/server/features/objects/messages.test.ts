import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, ObjectUpload } from '../../../protocol';
import { messages, objects } from '../../db/schema';
import { BURNER_TTL_MS } from '../messages/send';
import { BURNER_READ_MIN_MS } from '../burner/reading';
import type { StoreName } from './fixture';
import { STORES, jpegWithGps, objectsFixture, png, webmVoice } from './fixture';

describe.each(STORES)('photo and voice messages (issue 12) on the %s store', (store: StoreName) => {
  let f: Awaited<ReturnType<typeof objectsFixture>>;
  let clientSeq = 0;
  beforeAll(async () => {
    f = await objectsFixture(store, 'Voices');
  });
  afterAll(() => f.close());

  const sendImage = (
    who: 'emma' | 'sofia' | 'camille' | 'lukas',
    conversationId: string,
    up: Pick<ObjectUpload, 'ref' | 'url'>,
    extra: Record<string, unknown> = {},
  ) =>
    f.inject(who, 'POST', '/api/messages', {
      conversationId,
      senderId: `u-${who}`,
      content: up.url,
      messageType: 'image',
      metadata: { objectRef: up.ref, caption: 'Look!', source: 'upload' },
      clientId: `c-${++clientSeq}`,
      ...extra,
    });
  /** Whether the store still has bytes under this key. */
  const stored = async (key: string | null | undefined) =>
    key ? (await f.s.app.ctx.objects.head(key)) !== null : false;

  it('should send a photo that members see and nobody else does', async () => {
    const up = await f.uploaded('emma', await jpegWithGps(300, 200));
    const res = await sendImage('emma', f.direct.id, up);
    expect(res.statusCode).toBe(201);
    const m: Message = res.json();
    expect(m).toMatchObject({
      messageType: 'image',
      content: `/api/images/${up.ref}`,
      metadata: {
        objectRef: up.ref,
        caption: 'Look!',
        source: 'upload',
        width: 200,
        height: 300,
        mimeType: 'image/jpeg',
        size: up.size,
        thumbUrl: `/api/images/${up.ref}?thumb=1`,
      },
    });
    expect(await f.rowOf(up.ref)).toBeDefined();
    // Sofia is in the conversation: she gets the picture and its thumbnail, at either path.
    const seen = await f.inject('sofia', 'GET', m.content);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect(Number(seen.headers['content-length'])).toBe(up.size);
    expect((await f.inject('sofia', 'GET', `/api/objects/${up.ref}?thumb=1`)).statusCode).toBe(200);
    // Camille is only in the group, Lukas in neither.
    for (const who of ['camille', 'lukas'] as const) {
      expect((await f.inject(who, 'GET', m.content)).statusCode).toBe(404);
    }
  });

  it("should refuse another user's object (404) and attach nothing", async () => {
    const up = await f.uploaded('emma', await png());
    const before = (
      await f.inject('sofia', 'GET', `/api/conversations/${f.direct.id}/messages`)
    ).json<Message[]>();
    const res = await sendImage('sofia', f.direct.id, up);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Object not found', code: 'objectNotFound' });
    const after = (
      await f.inject('sofia', 'GET', `/api/conversations/${f.direct.id}/messages`)
    ).json<Message[]>();
    expect(after).toEqual(before);
    expect((await f.rowOf(up.ref))?.messageId).toBeNull();
    // Nor may she make a copy of it, unsent as it is.
    expect((await f.inject('sofia', 'POST', `/api/objects/${up.ref}/copy`)).statusCode).toBe(404);
  });

  it('should put an object in one message only; a retry of the same send is that message', async () => {
    const up = await f.uploaded('emma', await png());
    const first = await sendImage('emma', f.group.id, up, { clientId: 'photo-once' });
    expect(first.statusCode).toBe(201);
    const retry = await sendImage('emma', f.group.id, up, { clientId: 'photo-once' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<Message>().id).toBe(first.json<Message>().id);
    // Both at once (a retry racing the first attempt): one message either way.
    const racing = await f.uploaded('emma', await png());
    const both = await Promise.all([
      sendImage('emma', f.group.id, racing, { clientId: 'photo-race' }),
      sendImage('emma', f.group.id, racing, { clientId: 'photo-race' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(both.map((r) => r.json<Message>().id)).size).toBe(1);
    const again = await sendImage('emma', f.group.id, up, { clientId: 'photo-twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'This object was already sent',
      code: 'objectAlreadySent',
    });
    const voice = await f.uploaded('emma', webmVoice(), 'voice');
    const wrongKind = await sendImage('emma', f.group.id, voice);
    expect(wrongKind.statusCode).toBe(400);
    expect((await f.rowOf(voice.ref))?.messageId).toBeNull();
    const ids = await f.s.app.ctx.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.clientId, 'photo-twice'));
    expect(ids).toEqual([]);
  });

  it('should refuse an image message without an object, or with its data in content', async () => {
    const storedAll = async () => ({
      messages: await f.s.app.ctx.db.select().from(messages).orderBy(asc(messages.id)),
      objects: await f.s.app.ctx.db.select().from(objects).orderBy(asc(objects.id)),
    });
    const before = await storedAll();
    const res = await f.inject('emma', 'POST', '/api/messages', {
      conversationId: f.direct.id,
      senderId: 'u-emma',
      content: `data:image/png;base64,${(await png()).toString('base64')}`,
      messageType: 'image',
      metadata: { caption: 'inline, as before' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Invalid image message: objectRef/);
    const bare = await f.inject('emma', 'POST', '/api/messages', {
      conversationId: f.direct.id,
      senderId: 'u-emma',
      content: 'a photo',
      messageType: 'voice',
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error).toMatch(/^Invalid voice message/);
    expect(await storedAll()).toEqual(before);
  });

  it('should send a voice note that members can seek through with Range', async () => {
    const bytes = webmVoice(40_000);
    const up = await f.uploaded('emma', bytes, 'voice');
    const res = await f.inject('emma', 'POST', '/api/messages', {
      conversationId: f.group.id,
      senderId: 'u-emma',
      content: up.url,
      messageType: 'voice',
      metadata: { objectRef: up.ref, durationMs: 7_000, waveform: [0.1, 0.5, 0.9], width: 9999 },
    });
    expect(res.statusCode).toBe(201);
    const m: Message = res.json();
    expect(m).toMatchObject({ messageType: 'voice', content: `/api/objects/${up.ref}` });
    // What the client may say, then what the server knows; nothing else.
    expect(m.metadata).toEqual({
      objectRef: up.ref,
      durationMs: 7_000,
      waveform: [0.1, 0.5, 0.9],
      mimeType: 'audio/webm',
      size: bytes.length,
    });
    expect((await f.rowOf(up.ref))?.durationMs).toBe(7_000);

    const get = (range?: string) =>
      f.inject('camille', 'GET', m.content, undefined, range ? { range } : {});
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/webm');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const cases: Array<[string, number, number]> = [
      ['bytes=0-99', 0, 99],
      ['bytes=30000-', 30_000, bytes.length - 1],
      ['bytes=-10', bytes.length - 10, bytes.length - 1],
      [`bytes=100-${bytes.length + 500}`, 100, bytes.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const part = await get(range);
      expect(part.statusCode, range).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${bytes.length}`);
      expect(Number(part.headers['content-length'])).toBe(end - start + 1);
      expect(part.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
    }
    const past = await get(`bytes=${bytes.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
    // Several ranges at once are not worth it for a voice note: the whole of it, as RFC 9110 allows.
    expect((await get('bytes=0-1,5-6')).statusCode).toBe(200);
    const head = await f.s.app.inject({
      method: 'HEAD',
      url: m.content,
      headers: { cookie: f.cookies.sofia },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect((await f.inject('lukas', 'GET', m.content)).statusCode).toBe(404);
  });

  it("should delete an unsent message's object, row and bytes", async () => {
    const up = await f.uploaded('emma', await png());
    const row = await f.rowOf(up.ref);
    expect(await stored(row?.key)).toBe(true);
    expect(await stored(row?.thumbKey)).toBe(true);
    const m: Message = (await sendImage('emma', f.direct.id, up)).json();
    const res = await f.inject('emma', 'DELETE', `/api/messages/${m.id}`, { userId: 'u-emma' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ content: '', metadata: null });
    expect(await f.rowOf(up.ref)).toBeUndefined();
    expect(await stored(row?.key)).toBe(false);
    expect(await stored(row?.thumbKey)).toBe(false);
    expect((await f.inject('sofia', 'GET', m.content)).statusCode).toBe(404);
    expect((await f.inject('emma', 'GET', m.content)).statusCode).toBe(404);
  });

  it('should keep a burner photo a photo, and delete its object when it expires', async () => {
    const up = await f.uploaded('emma', await png());
    const row = await f.rowOf(up.ref);
    const res = await sendImage('emma', f.group.id, up, { isBurner: true });
    const m: Message = res.json();
    expect(m).toMatchObject({ messageType: 'image', isBurner: true, content: up.url });
    expect(m.expiresAt).not.toBeNull();
    const clock = f.s.app.ctx.clock.now;
    f.s.app.ctx.clock.now = () => new Date(Date.parse(m.createdAt) + BURNER_TTL_MS + 1);
    try {
      await f.s.app.burner.sweep();
    } finally {
      f.s.app.ctx.clock.now = clock;
    }
    const [burnt] = await f.s.app.ctx.db.select().from(messages).where(eq(messages.id, m.id));
    expect(burnt).toMatchObject({ content: '', metadata: null });
    expect(await f.rowOf(up.ref)).toBeUndefined();
    expect(await stored(row?.key)).toBe(false);
    expect(await stored(row?.thumbKey)).toBe(false);
  });

  it('should burn a burner photo once everyone else has read it and the reading window ended, and delete its object', async () => {
    const up = await f.uploaded('emma', await png());
    const row = await f.rowOf(up.ref);
    const m: Message = (await sendImage('emma', f.direct.id, up, { isBurner: true })).json();
    expect(m).toMatchObject({ messageType: 'image', isBurner: true });
    const [kept] = await f.s.app.ctx.db.select().from(messages).where(eq(messages.id, m.id));
    expect(kept).toMatchObject({ messageType: 'image', isBurner: true, deletedAt: null });
    // Sofia reads it: it stays for her reading window (issue 27, point 5), then burns.
    const read = await f.inject('sofia', 'POST', `/api/conversations/${f.direct.id}/read`, {
      seq: m.seq,
    });
    expect(read.statusCode).toBe(204);
    expect(await f.rowOf(up.ref)).toBeDefined();
    const clock = f.s.app.ctx.clock.now;
    f.s.app.ctx.clock.now = () => new Date(Date.now() + BURNER_READ_MIN_MS + 1_000);
    try {
      expect(await f.s.app.burner.sweep()).toBe(1);
    } finally {
      f.s.app.ctx.clock.now = clock;
    }
    const [burnt] = await f.s.app.ctx.db.select().from(messages).where(eq(messages.id, m.id));
    expect(burnt).toMatchObject({ content: '', metadata: null, language: null });
    expect(burnt!.deletedAt).not.toBeNull();
    expect(await f.rowOf(up.ref)).toBeUndefined();
    expect(await stored(row?.key)).toBe(false);
    expect(await stored(row?.thumbKey)).toBe(false);
    expect((await f.inject('emma', 'GET', m.content)).statusCode).toBe(404);
  });

  it('should sweep uploads no message took after 24 h, and keep those that were sent', async () => {
    const idle = await f.uploaded('sofia', await png());
    const sent = await f.uploaded('sofia', await png(10, 10));
    await sendImage('sofia', f.direct.id, sent);
    const idleRow = await f.rowOf(idle.ref);
    const clock = f.s.app.ctx.clock.now;
    f.s.app.ctx.clock.now = () => new Date(Date.now() + 24 * 60 * 60 * 1000 - 60_000);
    expect(await f.s.app.unsentObjects.sweep()).toBe(0);
    f.s.app.ctx.clock.now = () => new Date(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
    try {
      expect(await f.s.app.unsentObjects.sweep()).toBeGreaterThanOrEqual(1);
    } finally {
      f.s.app.ctx.clock.now = clock;
    }
    expect(await f.rowOf(idle.ref)).toBeUndefined();
    expect(await stored(idleRow?.key)).toBe(false);
    expect(await stored(idleRow?.thumbKey)).toBe(false);
    expect((await f.rowOf(sent.ref))?.messageId).not.toBeNull();
    expect((await f.inject('emma', 'GET', sent.url)).statusCode).toBe(200);
  });

  it('should list my recent photos once each, and copy one into a new object of mine', async () => {
    const a = await f.uploaded('camille', await png(30, 30));
    const b = await f.uploaded('camille', await png(40, 40));
    const copy = await f.inject('camille', 'POST', `/api/objects/${a.ref}/copy`);
    expect(copy.statusCode).toBe(201);
    const c: ObjectUpload = copy.json();
    expect(c.ref).not.toBe(a.ref);
    expect(c).toMatchObject({ kind: 'image', size: a.size, width: 30, height: 30 });
    expect(await f.rowOf(c.ref)).toMatchObject({
      ownerId: 'u-camille',
      source: 'library',
      messageId: null,
    });
    const recent: ObjectUpload[] = (
      await f.inject('camille', 'GET', '/api/objects/recent?kind=image')
    ).json();
    expect(recent.map((r) => r.ref)).toEqual([c.ref, b.ref]);
    // Others never see my list; their own is theirs.
    const lukas: ObjectUpload[] = (
      await f.inject('lukas', 'GET', '/api/objects/recent?kind=image')
    ).json();
    expect(lukas).toEqual([]);
    // Sending the copy and unsending it leaves the original whole.
    const m: Message = (await sendImage('camille', f.group.id, c)).json();
    await f.inject('camille', 'DELETE', `/api/messages/${m.id}`, { userId: 'u-camille' });
    expect((await f.inject('camille', 'GET', a.url)).rawPayload.length).toBe(a.size);
    // A member may keep a photo sent to them as their own.
    const sent: Message = (await sendImage('camille', f.group.id, b)).json();
    const mine = await f.inject('sofia', 'POST', `/api/objects/${b.ref}/copy`);
    expect(mine.statusCode).toBe(201);
    expect((await f.rowOf(mine.json<ObjectUpload>().ref))?.ownerId).toBe('u-sofia');
    expect((await f.rowOf(b.ref))?.messageId).toBe(sent.id);
    // Lukas is in no chat with it: no copy, nothing of his stored.
    const lukasBefore = await f.rowsOf('u-lukas');
    expect((await f.inject('lukas', 'POST', `/api/objects/${b.ref}/copy`)).statusCode).toBe(404);
    expect(await f.rowsOf('u-lukas')).toEqual(lukasBefore);
  });
});
