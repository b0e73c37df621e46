import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport, Message, Payment } from '../../../protocol';
import { contactListMembers, contactLists, statuses } from '../../db/schema';
import { chatFixture } from '../../testing/chat-fixture';

describe("Export Data (secondary 'Settings' Storage, section 9)", () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;

  beforeAll(async () => {
    f = await chatFixture('Trip');
  });
  afterAll(() => f.s.close());

  const send = async (who: 'emma' | 'sofia', conversationId: string, content: string) =>
    (
      await f.inject(who, 'POST', '/api/messages', {
        conversationId,
        senderId: `u-${who}`,
        content,
      })
    ).json<Message>();

  it("should hold my profile, settings and data, and none of anybody else's", async () => {
    const db = f.s.app.ctx.db;
    await f.s.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: f.cookies.emma },
      payload: { theme: 'dark', notifyGroups: false },
    });
    await f.s.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: f.cookies.sofia },
      payload: { autoDownload: 'always' },
    });
    const mine = await send('emma', f.direct.id, 'Emma writes this');
    await send('sofia', f.direct.id, 'SOFIA-SECRET-WORDS');
    await send('sofia', f.group.id, 'SOFIA-GROUP-WORDS');
    const asked = await f.inject('emma', 'POST', '/api/friend-requests', {
      senderId: 'u-emma',
      receiverId: 'u-camille',
    });
    await f.inject('camille', 'POST', `/api/friend-requests/${asked.json().request.id}/accept`);
    const paid = await f.inject('emma', 'POST', '/api/payments', {
      fromUserId: 'u-emma',
      toUserId: 'u-sofia',
      amount: 7.5,
      conversationId: f.direct.id,
    });
    const payment = paid.json<Payment>();
    await f.inject('emma', 'PUT', `/api/payments/${payment.id}/status`, { status: 'completed' });
    // Sofía pays Camille: not Emma's business, though she is in that group.
    await f.inject('sofia', 'POST', '/api/payments', {
      fromUserId: 'u-sofia',
      toUserId: 'u-camille',
      amount: 2,
      conversationId: f.group.id,
      note: 'SOFIA-PAYMENT-NOTE',
    });
    const day = new Date(Date.now() + 86_400_000);
    await db.insert(statuses).values([
      { id: randomUUID(), userId: 'u-emma', content: 'Emma status', expiresAt: day },
      { id: randomUUID(), userId: 'u-sofia', content: 'SOFIA-STATUS', expiresAt: day },
    ]);
    await db.insert(contactLists).values([
      { id: 'l-emma', ownerId: 'u-emma', name: 'Emma list' },
      { id: 'l-sofia', ownerId: 'u-sofia', name: 'SOFIA-LIST' },
    ]);
    await db.insert(contactListMembers).values([
      { listId: 'l-emma', userId: 'u-sofia' },
      { listId: 'l-sofia', userId: 'u-emma' },
    ]);

    const res = await f.inject('emma', 'GET', '/api/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="allo-emma-.*\.json"$/,
    );
    const data = res.json<AccountExport>();
    expect(data.profile).toMatchObject({ id: 'u-emma', username: 'emma', hasPassword: false });
    expect(data.settings).toMatchObject({ theme: 'dark', notifyGroups: false, readReceipts: true });
    expect(data.settings.autoDownload).toBe('wifi');
    expect(data.conversations.map((c) => c.id).sort()).toEqual([f.direct.id, f.group.id].sort());
    const group = data.conversations.find((c) => c.id === f.group.id)!;
    expect(group.members.map((m) => m.id).sort()).toEqual(['u-camille', 'u-emma', 'u-sofia']);
    // Her text and the card of her payment: both hers.
    expect(data.messages.map((m) => [m.id === mine.id, m.messageType])).toEqual([
      [true, 'text'],
      [false, 'payment'],
    ]);
    expect(data.friends.map((p) => p.id)).toEqual(['u-camille']);
    expect(data.statuses.map((s) => s.content)).toEqual(['Emma status']);
    expect(data.contactLists).toMatchObject([{ name: 'Emma list', members: [{ id: 'u-sofia' }] }]);
    expect(data.wallet.payments).toMatchObject([{ id: payment.id, amountCents: 750 }]);
    expect(data.wallet.balanceCents).toBe(100_000 - 750);

    const text = res.body;
    for (const theirs of [
      'SOFIA-SECRET-WORDS',
      'SOFIA-GROUP-WORDS',
      'SOFIA-STATUS',
      'SOFIA-LIST',
      'SOFIA-PAYMENT-NOTE',
      'passwordHash',
      'always',
    ]) {
      expect(text).not.toContain(theirs);
    }
  });

  it('should export only for the signed-in person', async () => {
    expect((await f.s.app.inject({ method: 'GET', url: '/api/export' })).statusCode).toBe(401);
    const sofias = (await f.inject('sofia', 'GET', '/api/export')).json<AccountExport>();
    expect(sofias.profile.id).toBe('u-sofia');
    expect(JSON.stringify(sofias)).not.toContain('Emma writes this');
  });
});
