import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../protocol';
import { users } from '../../db/schema';
import type { ChatWho } from '../../testing/chat-fixture';
import { objectsFixture, png } from '../objects/fixture';

/**
 * Who sees an avatar (spec secondary 9 'Profile photo visibility'), that other objects stay
 * private, who is told of a change, and the bio beside it (spec secondary 5: at most 150).
 */
describe('avatar reads and the profile (secondary Avatar & Profile, 5, 9)', () => {
  let f: Awaited<ReturnType<typeof objectsFixture>>;
  let avatar: string;
  beforeAll(async () => {
    f = await objectsFixture('disk', 'Avatar reads');
    const res = await f.inject('emma', 'POST', '/api/users/me/avatar', await png(120, 80), {
      'content-type': 'image/png',
    });
    avatar = res.json<User>().avatar!;
  });
  afterAll(() => f.close());

  const read = (url: string, who?: ChatWho) =>
    f.s.app.inject({ method: 'GET', url, headers: who ? { cookie: f.cookies[who] } : {} });
  const profilePhoto = (value: string) =>
    f.s.app.ctx.db
      .update(users)
      .set({ settings: { profilePhoto: value } })
      .where(eq(users.id, 'u-emma'));
  const patch = (who: ChatWho, payload: object) =>
    f.s.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { cookie: f.cookies[who] },
      payload,
    });
  const bioOf = async (id: string) =>
    (await f.s.app.ctx.db.select().from(users).where(eq(users.id, id)))[0]!.bio;

  it("should serve avatars only: anyone's photo stays private at the avatar address", async () => {
    const photo = await f.uploaded('emma', await png(40, 40));
    for (const who of ['emma', 'sofia', 'lukas', undefined] as const)
      expect((await read(`/api/avatars/${photo.ref}`, who)).statusCode).toBe(404);
    // The photo's own address is as private as before: its owner only, until it is sent.
    expect((await read(photo.url, 'emma')).statusCode).toBe(200);
    expect((await read(photo.url, 'sofia')).statusCode).toBe(404);
    expect((await read('/api/avatars/not-a-ref', 'sofia')).statusCode).toBe(404);
    const odd = await read('/api/avatars/..%2Fimages%2Fx', 'sofia');
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ error: 'Invalid object reference' });
  });

  it("should follow the owner's Profile photo setting: everyone, contacts, nobody", async () => {
    // Emma and Sofía become friends (each asks the other).
    for (const [who, to] of [
      ['emma', 'u-sofia'],
      ['sofia', 'u-emma'],
    ] as const)
      await f.inject(who, 'POST', '/api/friend-requests', { receiverId: to });
    try {
      for (const who of ['sofia', 'camille', 'lukas', undefined] as const)
        expect((await read(avatar, who)).statusCode).toBe(200);
      // Sofía is Emma's friend; Camille only shares chats with her; Lukas nothing; a visitor is
      // nobody's contact.
      await profilePhoto('contacts');
      expect((await read(avatar, 'sofia')).statusCode).toBe(200);
      for (const who of ['camille', 'lukas', undefined] as const)
        expect((await read(avatar, who)).statusCode).toBe(404);
      await profilePhoto('nobody');
      expect((await read(avatar, 'sofia')).statusCode).toBe(404);
      expect((await read(avatar, 'emma')).statusCode).toBe(200);
    } finally {
      await profilePhoto('everyone');
    }
  });

  it('should tell someone with a pending friend request, who shares no chat', async () => {
    const lukas = await f.phone('lukas');
    const asked = await f.inject('emma', 'POST', '/api/friend-requests', {
      senderId: 'u-emma',
      receiverId: 'u-lukas',
    });
    expect(asked.statusCode).toBe(201);
    const res = await f.inject('emma', 'POST', '/api/users/me/avatar', await png(50, 50), {
      'content-type': 'image/png',
    });
    const pushed = await lukas.next('user_updated', (e) => e.user.id === 'u-emma');
    expect(pushed.user.avatar).toBe(res.json<User>().avatar);
    avatar = pushed.user.avatar!;
    await f.phonesClose();
  });

  it('should keep a bio of up to 150 characters, refuse a longer one, and tell contacts', async () => {
    const sofia = await f.phone('sofia');
    const bio = 'b'.repeat(150);
    const ok = await patch('emma', { bio });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<User>().bio).toBe(bio);
    expect(await bioOf('u-emma')).toBe(bio);
    const pushed = await sofia.next('user_updated', (e) => e.user.id === 'u-emma');
    expect(pushed.user.bio).toBe(bio);

    const long = await patch('emma', { bio: 'c'.repeat(151) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: 'Bio must be at most 150 characters' });
    // The avatar is never set through the profile: only through the picture's own route.
    const sneaky = await patch('emma', { avatar: '/api/avatars/someone-else' });
    expect(sneaky.statusCode).toBe(400);
    expect(await bioOf('u-emma')).toBe(bio);
    expect(
      (await f.s.app.ctx.db.select().from(users).where(eq(users.id, 'u-emma')))[0]!.avatar,
    ).toBe(avatar);
    await f.phonesClose();
  });
});
