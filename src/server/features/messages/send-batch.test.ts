import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../protocol';
import { dbRows } from '../../db/rows';
import { HttpError } from '../../kernel/http';
import { testLogin, testStart } from '../../testing/harness';
import { sendBatch } from './send-batch';
import type { Sent } from './send-row';
import { messageSend } from './send';

type Started = Awaited<ReturnType<typeof testStart>>;

/** The contract of the batch store. */
describe('the batch store', () => {
  let s: Started;
  let one: Conversation;
  let two: Conversation;

  const stored = (conversationId: string) =>
    dbRows<{ seq: number; sender_id: string; content: string; client_id: string | null }>(
      s.app.ctx.db,
      sql`select seq, sender_id, content, client_id from messages
          where conversation_id = ${conversationId} order by seq`,
    );
  const lastSeq = async (conversationId: string) =>
    (
      await dbRows<{ last_seq: number }>(
        s.app.ctx.db,
        sql`select last_seq from conversations where id = ${conversationId}`,
      )
    )[0]!.last_seq;
  const text = (conversationId: string, content: string, clientId?: string) => ({
    conversationId,
    content,
    messageType: 'text' as const,
    ...(clientId ? { clientId } : {}),
  });

  beforeAll(async () => {
    s = await testStart();
    const emma = await testLogin(s.app, 'u-emma');
    const open = async (participants: string[]) =>
      (
        await s.app.inject({
          method: 'POST',
          url: '/api/conversations',
          headers: { cookie: emma },
          payload: { participants },
        })
      ).json<Conversation>();
    one = await open(['u-sofia']);
    two = await open(['u-marco']);
  });
  afterAll(() => s.close());

  it('numbers each conversation after its last seq, in the order of the batch', async () => {
    const results = await sendBatch(s.app.ctx, [
      { senderId: 'u-emma', input: text(one.id, 'one a', 'c-1a') },
      { senderId: 'u-emma', input: text(two.id, 'two a') },
      { senderId: 'u-sofia', input: text(one.id, 'one b', 'c-1b') },
      { senderId: 'u-emma', input: text(one.id, 'one c') },
    ]);
    const seqs = results.map((r) => (r as Sent).message.seq);
    expect(seqs).toEqual([1, 1, 2, 3]);
    expect(results.every((r) => !(r instanceof Error) && r.created)).toBe(true);
    expect((await stored(one.id)).map((r) => [r.seq, r.sender_id, r.content])).toEqual([
      [1, 'u-emma', 'one a'],
      [2, 'u-sofia', 'one b'],
      [3, 'u-emma', 'one c'],
    ]);
    expect(await lastSeq(one.id)).toBe(3);
    expect(await lastSeq(two.id)).toBe(1);
    // Each result goes to the conversation's members.
    expect([...(results[1] as Sent).members].sort()).toEqual(['u-emma', 'u-marco']);
  });

  it('returns the first message for a clientId stored earlier, and stores nothing', async () => {
    const [again, fresh] = await sendBatch(s.app.ctx, [
      { senderId: 'u-emma', input: text(one.id, 'one a, retried', 'c-1a') },
      { senderId: 'u-emma', input: text(one.id, 'one d', 'c-1d') },
    ]);
    expect(again).toMatchObject({ created: false, message: { seq: 1, content: 'one a' } });
    // The repeat takes no seq: the new message follows the last one directly.
    expect(fresh).toMatchObject({ created: true, message: { seq: 4, content: 'one d' } });
    expect((await stored(one.id)).map((r) => r.content)).toEqual([
      'one a',
      'one b',
      'one c',
      'one d',
    ]);
    expect(await lastSeq(one.id)).toBe(4);
  });

  it('the same clientId from another sender is another message', async () => {
    const [r] = await sendBatch(s.app.ctx, [
      { senderId: 'u-sofia', input: text(one.id, 'one e', 'c-1a') },
    ]);
    expect(r).toMatchObject({ created: true, message: { seq: 5, senderId: 'u-sofia' } });
  });

  it('stores a clientId repeated inside one batch once, and the second push goes nowhere', async () => {
    const [first, second] = await sendBatch(s.app.ctx, [
      { senderId: 'u-emma', input: text(two.id, 'two b', 'c-2b') },
      { senderId: 'u-emma', input: text(two.id, 'two b', 'c-2b') },
    ]);
    expect(first).toMatchObject({ created: true, message: { seq: 2 } });
    expect(second).toMatchObject({ created: false, members: [] });
    expect((second as Sent).message.id).toBe((first as Sent).message.id);
    expect((await stored(two.id)).map((r) => r.content)).toEqual(['two a', 'two b']);
  });

  it('refuses a sender who is not a member without touching the others', async () => {
    const [refused, kept] = await sendBatch(s.app.ctx, [
      { senderId: 'u-marco', input: text(one.id, 'not mine') },
      { senderId: 'u-marco', input: text(two.id, 'two c') },
    ]);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 404, message: 'Conversation not found' });
    expect(kept).toMatchObject({ created: true, message: { seq: 3 } });
    expect((await stored(one.id)).some((r) => r.content === 'not mine')).toBe(false);
    expect(await lastSeq(one.id)).toBe(5);
  });

  it('a single send is a batch of one: a retry through messageSend returns the first', async () => {
    const first = await messageSend(s.app.ctx, 'u-emma', text(two.id, 'two d', 'c-2d'));
    const retry = await messageSend(s.app.ctx, 'u-emma', text(two.id, 'two d', 'c-2d'));
    expect(first).toMatchObject({ created: true, message: { seq: 4 } });
    expect(retry).toMatchObject({ created: false, message: { id: first.message.id, seq: 4 } });
    expect(await lastSeq(two.id)).toBe(4);
  });

  it('a clientId stored by another writer while the statement waits resolves to that message', async () => {
    // Another instance's send of the same clientId holds the conversation's row lock.
    const other = new pg.Client({ connectionString: s.config.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      const [{ last_seq: seq }] = (
        await other.query(
          'update conversations set last_seq = last_seq + 1 where id = $1 returning last_seq',
          [one.id],
        )
      ).rows as Array<{ last_seq: number }>;
      await other.query(
        `insert into messages (id, conversation_id, seq, sender_id, content, client_id)
           values ('m-other', $1, $2, 'u-emma', 'from the other instance', 'c-race')`,
        [one.id, seq],
      );
      const sending = messageSend(s.app.ctx, 'u-emma', text(one.id, 'from here', 'c-race'));
      // Committed only once this send's statement is waiting on the row lock.
      const waiting = async () =>
        (
          await other.query(
            `select count(*)::int as n from pg_stat_activity
               where wait_event_type = 'Lock' and datname = current_database()`,
          )
        ).rows[0].n as number;
      for (let i = 0; i < 200 && (await waiting()) === 0; i++)
        await new Promise((r) => setTimeout(r, 10));
      expect(await waiting()).toBe(1);
      await other.query('commit');
      const sent = await sending;
      expect(sent).toMatchObject({
        created: false,
        message: { id: 'm-other', seq, content: 'from the other instance' },
      });
      const rows = await stored(one.id);
      expect(rows.filter((r) => r.client_id === 'c-race')).toHaveLength(1);
      // No seq was taken for the repeat: the next message follows directly.
      expect(await lastSeq(one.id)).toBe(seq);
      const next = await messageSend(s.app.ctx, 'u-emma', text(one.id, 'after the race'));
      expect(next.message.seq).toBe(seq + 1);
    } finally {
      await other.end();
    }
  });
});
