import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message, Payment, User } from '../../../protocol';
import { dbRows } from '../../db/rows';
import {
  broadcastLists,
  broadcastSubscriptions,
  contactListMembers,
  contactLists,
  deviceLinks,
  statusLikes,
  statusViews,
  statuses,
} from '../../db/schema';
import { chatFixture } from '../../testing/chat-fixture';
import { objectCreate } from '../objects/service';
import { ledgerSnapshot } from '../payments/fixture';
import { CLOSED_WALLETS_ACCOUNT } from './account-delete';

/** Every (table, column) whose foreign key points at users.id, read from the database itself. */
async function userReferences(db: Parameters<typeof dbRows>[0]) {
  return dbRows<{ table_name: string; column_name: string }>(
    db,
    sql`select kcu.table_name, kcu.column_name
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'users'
        and ccu.column_name = 'id'`,
  );
}

describe("account deletion (secondary 'Settings' Account, section 6)", () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;
  let objectKeys: string[] = [];

  beforeAll(async () => {
    f = await chatFixture('Trip');
  });
  afterAll(async () => {
    await f.phonesClose();
    await f.s.close();
  });

  const send = async (who: 'emma' | 'sofia' | 'camille', conversationId: string, content: string) =>
    (
      await f.inject(who, 'POST', '/api/messages', {
        conversationId,
        senderId: `u-${who}`,
        content,
      })
    ).json<Message>();

  /** Emma leaves a trace in every corner of the app. */
  async function emmaEverywhere() {
    const db = f.s.app.ctx.db;
    const ok = <R extends { statusCode: number; body: string }>(res: R): R => {
      if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
      return res;
    };
    await send('emma', f.direct.id, 'Hi Sofía');
    await send('sofia', f.direct.id, 'Hola Emma');
    const inGroup = await send('emma', f.group.id, 'Who brings the map?');
    await send('sofia', f.group.id, 'I do');
    ok(await f.inject('sofia', 'PUT', `/api/messages/${inGroup.id}/star`));
    ok(await f.inject('emma', 'PUT', `/api/messages/${inGroup.id}/star`));

    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#f0a' } })
      .png()
      .toBuffer();
    const photo = await objectCreate(f.s.app.ctx, 'u-emma', { kind: 'image', bytes: png });
    const unsent = await objectCreate(f.s.app.ctx, 'u-emma', { kind: 'image', bytes: png });
    ok(
      await f.inject('emma', 'POST', '/api/messages', {
        conversationId: f.group.id,
        senderId: 'u-emma',
        content: photo.url,
        messageType: 'image',
        metadata: { objectRef: photo.ref },
      }),
    );
    const keys = await dbRows<{ key: string; thumb_key: string | null }>(
      db,
      sql`select key, thumb_key from objects where owner_id = 'u-emma'`,
    );
    objectKeys = keys.flatMap((k) => [k.key, ...(k.thumb_key ? [k.thumb_key] : [])]);
    expect(objectKeys.length).toBeGreaterThanOrEqual(2);
    expect(unsent.ref).toBeTruthy();

    ok(
      await f.inject('emma', 'POST', '/api/friend-requests', {
        senderId: 'u-emma',
        receiverId: 'u-lukas',
      }),
    );
    const asked = ok(
      await f.inject('camille', 'POST', '/api/friend-requests', {
        senderId: 'u-camille',
        receiverId: 'u-emma',
      }),
    ).json<{ request: { id: string } }>();
    ok(await f.inject('emma', 'POST', `/api/friend-requests/${asked.request.id}/accept`));
    ok(await f.inject('emma', 'POST', '/api/blocked-users', { userId: 'u-yuki' }));

    const pay = async (
      from: 'emma' | 'sofia',
      to: string,
      amount: number,
      conversationId: string,
    ) =>
      ok(
        await f.inject(from, 'POST', '/api/payments', {
          fromUserId: `u-${from}`,
          toUserId: to,
          amount,
          conversationId,
        }),
      ).json<Payment>();
    const p1 = await pay('emma', 'u-sofia', 12.34, f.direct.id);
    ok(await f.inject('emma', 'PUT', `/api/payments/${p1.id}/status`, { status: 'completed' }));
    const p2 = await pay('sofia', 'u-emma', 5, f.direct.id);
    ok(await f.inject('sofia', 'PUT', `/api/payments/${p2.id}/status`, { status: 'completed' }));
    await pay('emma', 'u-camille', 1, f.group.id);
    ok(
      await f.inject('camille', 'POST', '/api/payment-requests', {
        userId: 'u-camille',
        toUserId: 'u-emma',
        amount: 3,
        conversationId: f.group.id,
      }),
    );
    ok(
      await f.inject('emma', 'POST', '/api/games', {
        conversationId: f.group.id,
        gameType: 'connect_four',
        players: ['u-emma', 'u-sofia'],
      }),
    );
    ok(
      await f.inject('sofia', 'POST', '/api/games', {
        conversationId: f.group.id,
        gameType: 'connect_four',
        players: ['u-sofia', 'u-emma'],
      }),
    );
    ok(
      await f.inject('emma', 'POST', '/api/scheduled-messages', {
        conversationId: f.group.id,
        content: 'Later',
        sendAt: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    );
    ok(
      await f.inject('emma', 'PUT', `/api/conversations/${f.group.id}/translation-settings`, {
        autoTranslate: false,
      }),
    );

    // Tables whose features are built beside this one: rows written as those features would.
    const day = new Date(Date.now() + 86_400_000);
    const mine = randomUUID();
    const hers = randomUUID();
    await db.insert(statuses).values([
      { id: mine, userId: 'u-emma', content: 'At the beach', expiresAt: day },
      { id: hers, userId: 'u-sofia', content: 'Working', expiresAt: day },
    ]);
    await db.insert(statusViews).values({ statusId: hers, userId: 'u-emma' });
    await db.insert(statusLikes).values({ statusId: hers, userId: 'u-emma' });
    await db.insert(contactLists).values([
      { id: 'l-emma', ownerId: 'u-emma', name: 'Hikers' },
      { id: 'l-sofia', ownerId: 'u-sofia', name: 'Friends' },
    ]);
    await db.insert(contactListMembers).values([
      { listId: 'l-emma', userId: 'u-sofia' },
      { listId: 'l-sofia', userId: 'u-emma' },
    ]);
    await db.insert(broadcastLists).values([
      { id: 'b-emma', ownerId: 'u-emma', name: 'News' },
      { id: 'b-sofia', ownerId: 'u-sofia', name: 'Deals' },
    ]);
    await db.insert(broadcastSubscriptions).values([
      { listId: 'b-emma', userId: 'u-sofia' },
      { listId: 'b-sofia', userId: 'u-emma' },
    ]);
    await db.insert(deviceLinks).values({ idHash: randomUUID(), userId: 'u-emma', expiresAt: day });
  }

  it('should leave no row of the user, keep the ledger balanced and tell the others', async () => {
    await emmaEverywhere();
    const db = f.s.app.ctx.db;
    const refs = await userReferences(db);
    // The scan sees the schema: sessions, messages, payments and the newer tables at least.
    const tables = new Set(refs.map((r) => r.table_name));
    for (const t of ['sessions', 'messages', 'payments', 'accounts', 'statuses', 'device_links'])
      expect(tables.has(t)).toBe(true);
    const countOf = async (table: string, column: string) =>
      (
        await dbRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = 'u-emma'`,
        )
      )[0]!.n;
    let before = 0;
    for (const r of refs) before += await countOf(r.table_name, r.column_name);
    expect(before).toBeGreaterThan(20);

    const balances = { sofia: await balanceOf('sofia'), camille: await balanceOf('camille') };
    const emmaPhone = await f.phone('emma');
    const sofiaPhone = await f.phone('sofia');
    const camillePhone = await f.phone('camille');
    const lukasPhone = await f.phone('lukas');

    const res = await f.inject('emma', 'DELETE', '/api/account');
    expect(res.statusCode).toBe(204);

    for (const r of refs) {
      expect({ ...r, rows: await countOf(r.table_name, r.column_name) }).toMatchObject({ rows: 0 });
    }
    const [loose] = await dbRows<Record<string, number>>(
      db,
      sql`select
        (select count(*)::int from users where id = 'u-emma') as users,
        (select count(*)::int from accounts where id = 'user:u-emma') as wallets,
        (select count(*)::int from games where 'u-emma' = any(players)) as games,
        (select count(*)::int from game_moves where player_id = 'u-emma') as moves,
        (select count(*)::int from conversations where direct_key like '%u-emma%') as directs`,
    );
    expect(loose).toEqual({ users: 0, wallets: 0, games: 0, moves: 0, directs: 0 });

    // Money: nobody else's balance moved, and every account is still the sum of its entries.
    expect(await balanceOf('sofia')).toBe(balances.sofia);
    expect(await balanceOf('camille')).toBe(balances.camille);
    const ledger = await ledgerSnapshot(db);
    for (const a of ledger.accounts) expect(a.balance).toBe(a.entries);
    expect(ledger.accounts.reduce((sum, a) => sum + a.balance, 0)).toBe(0);
    expect(ledger.accounts.find((a) => a.id === CLOSED_WALLETS_ACCOUNT)?.balance).toBe(
      100_000 - 1234 + 500,
    );
    const sofiaPayments = await f.inject('sofia', 'GET', '/api/users/u-sofia/payments');
    expect(JSON.stringify(sofiaPayments.json())).not.toContain('u-emma');

    // Her files are gone from the store.
    for (const key of objectKeys) expect(await f.s.app.ctx.objects.head(key)).toBeNull();

    // The one-to-one chat went with her; the group goes on with the two others.
    const sofiaLists = await f.inject('sofia', 'GET', '/api/conversations?userId=u-sofia');
    const ids = sofiaLists.json<Conversation[]>().map((c) => c.id);
    expect(ids).not.toContain(f.direct.id);
    expect(ids).toContain(f.group.id);
    const groupMessages = await f.inject(
      'sofia',
      'GET',
      `/api/conversations/${f.group.id}/messages`,
    );
    // Sofía's own words stay; the cards of Camille's request to Emma and of Sofía's game with
    // her stood for records that are gone.
    expect(groupMessages.json<Message[]>().map((m) => m.content)).toEqual(['I do']);
    const told = await sofiaPhone.next('user_deleted');
    expect(told).toMatchObject({ userId: 'u-emma', conversationIds: [f.direct.id] });
    expect(await camillePhone.next('user_deleted')).toMatchObject({ conversationIds: [] });
    await lukasPhone.next('friends_changed');

    // Signed out everywhere: her cookie is refused and her live connection closed.
    expect((await f.inject('emma', 'GET', '/api/session')).statusCode).toBe(401);
    await expect.poll(() => emmaPhone.socket.readyState).toBe(emmaPhone.socket.CLOSED);
    const everyone = (await f.inject('sofia', 'GET', '/api/users')).json<User[]>();
    expect(everyone.some((u) => u.id === 'u-emma')).toBe(false);
  });

  it('should refuse without a session and delete nobody', async () => {
    const res = await f.s.app.inject({ method: 'DELETE', url: '/api/account' });
    expect(res.statusCode).toBe(401);
    const [n] = await dbRows<{ n: number }>(
      f.s.app.ctx.db,
      sql`select count(*)::int as n from users`,
    );
    // The twelve demo users but Emma.
    expect(n!.n).toBe(11);
  });

  async function balanceOf(who: 'sofia' | 'camille'): Promise<number> {
    const res = await f.inject(who, 'GET', `/api/users/u-${who}/balance`);
    return res.json<{ balanceCents: number }>().balanceCents;
  }
});
