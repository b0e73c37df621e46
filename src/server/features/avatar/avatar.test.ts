import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../protocol';
import { AVATAR_MAX_BYTES, errorCodeOf } from '../../../protocol';
import { objects, users } from '../../db/schema';
import type { ChatWho } from '../../testing/chat-fixture';
import { jpegWithGps, objectsFixture, png, pngBomb } from '../objects/fixture';

/** Spec secondary 'Avatar & Profile', 5, 8 and 9: the server side of avatars. */
describe('avatars (secondary Avatar & Profile, 5, 8)', () => {
  let f: Awaited<ReturnType<typeof objectsFixture>>;
  beforeAll(async () => {
    f = await objectsFixture('disk', 'Avatars');
  });
  afterAll(() => f.close());

  const put = (who: ChatWho, bytes: Buffer, headers: Record<string, string> = {}) =>
    f.inject(who, 'POST', '/api/users/me/avatar', bytes, {
      'content-type': 'application/octet-stream',
      ...headers,
    });
  const stored = async (id: string) =>
    (await f.s.app.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
  const read = (url: string, cookie?: string) =>
    f.s.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const refOf = (url: string | null) => url?.split('/').pop() ?? '';

  it('should keep a 512 px square of my picture and show it to my contacts at once', async () => {
    const sofia = await f.phone('sofia');
    const emmaOther = await f.phone('emma');
    const lukas = await f.phone('lukas');
    const res = await put('emma', await jpegWithGps(800, 400), { 'content-type': 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const me = res.json<User>();
    expect(me.id).toBe('u-emma');
    expect(me.avatar).toMatch(/^\/api\/avatars\/[\w-]+$/);

    const row = await stored('u-emma');
    expect(row.avatar).toBe(me.avatar);
    expect(row.avatarObjectId).toBe(refOf(me.avatar));
    const object = (await f.rowOf(row.avatarObjectId!))!;
    expect(object).toMatchObject({
      ownerId: 'u-emma',
      kind: 'image',
      mimeType: 'image/webp',
      width: 512,
      height: 512,
      messageId: null,
    });

    // Sofía shares a chat with Emma, Emma's other phone is hers: both are told.
    for (const phone of [sofia, emmaOther]) {
      const pushed = await phone.next('user_updated', (e) => e.user.id === 'u-emma');
      expect(pushed.user.avatar).toBe(me.avatar);
    }
    const listed = (await read('/api/users')).json<User[]>().find((u) => u.id === 'u-emma');
    expect(listed?.avatar).toBe(me.avatar);

    // Served to a contact and to the identity picker (nobody signed in): a square, no EXIF.
    for (const cookie of [f.cookies.sofia, undefined]) {
      const got = await read(me.avatar!, cookie);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      const info = await sharp(got.rawPayload).metadata();
      expect(info).toMatchObject({ format: 'webp', width: 512, height: 512 });
      expect(info.exif).toBeUndefined();
      const again = await f.s.app.inject({
        method: 'GET',
        url: me.avatar!,
        headers: { 'if-none-match': String(got.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    // Lukas shares nothing with Emma: nothing is pushed to him.
    await new Promise((r) => setTimeout(r, 200));
    expect(lukas.events.filter((e) => e.type === 'user_updated')).toEqual([]);
    await f.phonesClose();
  });

  it('should refuse more than 5 MB and what is not a picture, and change nothing', async () => {
    const before = await stored('u-emma');
    const objectsBefore = (await f.rowsOf('u-emma')).length;
    const filesBefore = (await f.storedFiles()).length;

    const big = Buffer.concat([await png(64, 64), Buffer.alloc(AVATAR_MAX_BYTES)]);
    const tooBig = await put('emma', big, { 'content-type': 'image/png' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      error: 'Please select an image smaller than 5MB.',
      code: 'avatarTooLarge',
      reason: 'file_too_large',
    });
    expect(errorCodeOf('Please select an image smaller than 5MB.')).toEqual({
      code: 'avatarTooLarge',
    });

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>',
    );
    for (const [bytes, type] of [
      [svg, 'image/svg+xml'],
      [Buffer.from('not a picture at all, only words'), 'image/png'],
      [Buffer.alloc(0), 'image/jpeg'],
      [await pngBomb(), 'image/png'],
      [(await png(64, 64)).subarray(0, 60), 'image/png'],
    ] as const) {
      const res = await put('emma', bytes, { 'content-type': type });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Please select an image file' });
    }

    const after = await stored('u-emma');
    expect(after.avatar).toBe(before.avatar);
    expect(after.avatarObjectId).toBe(before.avatarObjectId);
    expect((await f.rowsOf('u-emma')).length).toBe(objectsBefore);
    expect((await f.storedFiles()).length).toBe(filesBefore);
  });

  it("should change only the signed-in person's avatar", async () => {
    const sofiaBefore = await stored('u-sofia');
    const nobody = await f.s.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      headers: { 'content-type': 'image/png' },
      payload: await png(),
    });
    expect(nobody.statusCode).toBe(401);
    // There is no door naming someone else.
    const named = await f.inject('emma', 'POST', '/api/users/u-sofia/avatar', await png(), {
      'content-type': 'image/png',
    });
    expect(named.statusCode).toBe(404);
    expect((await put('emma', await png(), { 'content-type': 'image/png' })).statusCode).toBe(200);
    const removed = await f.inject('emma', 'DELETE', '/api/users/u-sofia/avatar');
    expect(removed.statusCode).toBe(404);
    const sofiaAfter = await stored('u-sofia');
    expect(sofiaAfter.avatar).toBe(sofiaBefore.avatar);
    expect(sofiaAfter.avatarObjectId).toBe(sofiaBefore.avatarObjectId);
    // Emma's own upload went to Emma only.
    expect((await stored('u-emma')).avatarObjectId).not.toBeNull();
  });

  it('should remove my avatar for everyone, and stop serving the picture to others', async () => {
    const sofia = await f.phone('sofia');
    const current = (await stored('u-emma')).avatar!;
    const res = await f.inject('emma', 'DELETE', '/api/users/me/avatar');
    expect(res.statusCode).toBe(200);
    expect(res.json<User>().avatar).toBeNull();
    const row = await stored('u-emma');
    expect(row.avatar).toBeNull();
    expect(row.avatarObjectId).toBeNull();
    const pushed = await sofia.next(
      'user_updated',
      (e) => e.user.id === 'u-emma' && !e.user.avatar,
    );
    expect(pushed.user.avatar).toBeNull();
    for (const cookie of [f.cookies.sofia, f.cookies.emma, undefined])
      expect((await read(current, cookie)).statusCode).toBe(404);
    await f.phonesClose();
  });

  it('should keep an avatar in use from the 24 h sweep, and sweep the ones replaced', async () => {
    const first = (
      await put('emma', await png(90, 60), { 'content-type': 'image/png' })
    ).json<User>();
    const second = (
      await put('emma', await png(60, 90), { 'content-type': 'image/png' })
    ).json<User>();
    expect(second.avatar).not.toBe(first.avatar);
    // The replaced one is nobody's avatar any more.
    expect((await read(first.avatar!, f.cookies.sofia)).statusCode).toBe(404);
    const clock = f.s.app.ctx.clock.now;
    f.s.app.ctx.clock.now = () => new Date(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
    try {
      while ((await f.s.app.unsentObjects.sweep()) > 0);
    } finally {
      f.s.app.ctx.clock.now = clock;
    }
    expect(await f.rowOf(refOf(first.avatar))).toBeUndefined();
    expect(await f.rowOf(refOf(second.avatar))).toBeDefined();
    expect((await read(second.avatar!, f.cookies.sofia)).statusCode).toBe(200);
    const mine = await f.s.app.ctx.db.select().from(objects).where(eq(objects.ownerId, 'u-emma'));
    expect(mine.map((o) => o.id)).toEqual([refOf(second.avatar)]);
  });

  it('should refuse sending my avatar picture as a chat photo, which unsend would delete', async () => {
    const me = (await put('emma', await png(70, 70), { 'content-type': 'image/png' })).json<User>();
    const ref = refOf(me.avatar);
    const res = await f.inject('emma', 'POST', '/api/messages', {
      conversationId: f.direct.id,
      senderId: 'u-emma',
      content: `/api/images/${ref}`,
      messageType: 'image',
      metadata: { objectRef: ref },
    });
    expect(res.json()).toMatchObject({ error: expect.stringMatching(/not found/i) });
    expect(res.statusCode).toBe(404);
    expect((await f.rowOf(ref))?.messageId).toBeNull();
    const sent = await f.inject('emma', 'GET', `/api/conversations/${f.direct.id}/messages`);
    expect(JSON.stringify(sent.json())).not.toContain(ref);
    expect((await stored('u-emma')).avatarObjectId).toBe(ref);
  });
});
