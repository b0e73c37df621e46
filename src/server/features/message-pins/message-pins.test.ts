import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, PinnedMessage } from '../../../protocol';
import { conversations } from '../../db/schema';
import type { ChatWho } from '../../testing/chat-fixture';
import { chatFixture } from '../../testing/chat-fixture';

describe('message pins (issue 31)', () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;

  const pin = (who: ChatWho, id: string) => f.inject(who, 'PUT', `/api/messages/${id}/pin`);
  const unpin = (who: ChatWho, id: string) => f.inject(who, 'DELETE', `/api/messages/${id}/pin`);
  /** The pins stored on a chat's row. */
  const stored = async (conversationId: string) => {
    const [c] = await f.s.app.ctx.db
      .select({ pins: conversations.pinnedMessages })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    return (c!.pins ?? []).map((p) => p.messageId);
  };
  const listed = async (who: ChatWho, id: string) =>
    (await f.inject(who, 'GET', '/api/conversations'))
      .json<Conversation[]>()
      .find((c) => c.id === id)!;

  beforeAll(async () => {
    f = await chatFixture('Pins');
  });
  afterAll(async () => {
    await f.phonesClose();
    await f.s.close();
  });

  it('should pin up to 3 messages for every member, the newest first, live', async () => {
    const camille = await f.phone('camille');
    const [a, b, c, d] = await Promise.all(
      ['Address: 12 Rue Oberkampf', 'Dinner at 8', 'Bring wine', 'Tickets'].map((w) =>
        f.send('emma', f.group.id, w),
      ),
    );
    f.s.app.ctx.clock.now = () => new Date('2026-06-01T10:00:00Z');
    const first = await pin('sofia', a!.id);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ pins: PinnedMessage[] }>().pins).toEqual([
      { messageId: a!.id, userId: 'u-sofia', at: '2026-06-01T10:00:00.000Z' },
    ]);
    const pushed = await camille.next('pins', (e) => e.conversationId === f.group.id);
    expect(pushed.pins.map((p) => p.messageId)).toEqual([a!.id]);

    await pin('emma', b!.id);
    await pin('camille', c!.id);
    expect(await stored(f.group.id)).toEqual([c!.id, b!.id, a!.id]);
    // Every member's list carries them, whoever pinned.
    const seen = await listed('sofia', f.group.id);
    expect(seen.pinnedMessages?.map((p) => p.messageId)).toEqual([c!.id, b!.id, a!.id]);

    // A fourth is refused and changes nothing; pinning one again changes nothing either.
    const fourth = await pin('emma', d!.id);
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().error).toBe('You can pin up to 3 messages');
    expect((await pin('emma', a!.id)).statusCode).toBe(200);
    expect(await stored(f.group.id)).toEqual([c!.id, b!.id, a!.id]);

    // Any member takes a pin away; then there is room again.
    expect((await unpin('camille', b!.id)).json<{ pins: PinnedMessage[] }>().pins).toHaveLength(2);
    const gone = await camille.next(
      'pins',
      (e) => e.pins.length === 2 && e.pins.every((p) => p.messageId !== b!.id),
    );
    expect(gone.pins.map((p) => p.messageId)).toEqual([c!.id, a!.id]);
    expect((await pin('emma', d!.id)).statusCode).toBe(200);
    expect(await stored(f.group.id)).toEqual([d!.id, c!.id, a!.id]);
  });

  it('should refuse outsiders, burner and unsent messages, and unpin what its sender unsends', async () => {
    const m = await f.send('emma', f.direct.id, 'Meet at the station');
    expect((await pin('lukas', m.id)).statusCode).toBe(404);
    expect((await pin('camille', m.id)).statusCode).toBe(404);
    expect(await stored(f.direct.id)).toEqual([]);

    const burner = await f.send('emma', f.direct.id, 'Code 4411', {
      messageType: 'burner',
      isBurner: true,
    });
    const refused = await pin('sofia', burner.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('This message cannot be pinned');
    expect(await stored(f.direct.id)).toEqual([]);

    f.s.app.ctx.clock.now = () => new Date();
    expect((await pin('sofia', m.id)).statusCode).toBe(200);
    expect(await stored(f.direct.id)).toEqual([m.id]);
    const unsent = await f.inject('emma', 'DELETE', `/api/messages/${m.id}`, { userId: 'u-emma' });
    expect(unsent.statusCode).toBe(200);
    expect(await stored(f.direct.id)).toEqual([]);
    expect((await listed('sofia', f.direct.id)).pinnedMessages).toBeUndefined();
    const again = await pin('sofia', m.id);
    expect(again.json().error).toBe('This message cannot be pinned');
  });
});
