import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Conversation, ScheduledMessage } from '../../../protocol';
import { messages, scheduledMessages } from '../../db/schema';
import type { TestServer } from '../../testing/harness';
import { testBackend, testLogin, testServer } from '../../testing/harness';

/**
 * A message whose moment passed while the server was down goes out when it starts again: a new
 * app opens the same database.
 */
describe('Send Later across a restart (core 4 scheduled message)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'allo-scheduled-'));
  const servers: TestServer[] = [];
  let drop = async () => undefined as void;

  afterAll(async () => {
    for (const s of servers) await s.close();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should send at start what fell due while the server was down, exactly once', async () => {
    const backend = await testBackend({ dataDir: dir });
    drop = backend.drop;
    const first = await testServer(backend.config);
    servers.push(first);
    const emma = await testLogin(first.app, 'u-emma');
    const conv: Conversation = (
      await first.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: { cookie: emma },
        payload: { participants: ['u-sofia'] },
      })
    ).json();
    // The first server lives an hour in the past; its message is due half an hour ago in real
    // time, which for it is still half an hour ahead.
    first.app.ctx.clock.now = () => new Date(Date.now() - 60 * 60_000);
    const res = await first.app.inject({
      method: 'POST',
      url: '/api/scheduled-messages',
      headers: { cookie: emma },
      payload: {
        conversationId: conv.id,
        content: 'sent while you were away',
        sendAt: new Date(Date.now() - 30 * 60_000).toISOString(),
      },
    });
    expect(res.statusCode).toBe(201);
    const item = res.json<ScheduledMessage>();
    await first.app.scheduled.sweep();
    await first.close();
    servers.length = 0;

    const second = await testServer(backend.config);
    servers.push(second);
    const db = second.app.ctx.db;
    // Nobody calls the sweep: the start does it.
    await expect
      .poll(
        async () =>
          (await db.select().from(scheduledMessages).where(eq(scheduledMessages.id, item.id)))[0]
            ?.status,
        { timeout: 30_000 },
      )
      .toBe('sent');
    const sent = await db
      .select()
      .from(messages)
      .where(eq(messages.clientId, `scheduled-${item.id}`));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ conversationId: conv.id, content: 'sent while you were away' });
    await second.app.scheduled.sweep();
    expect(
      await db.select().from(messages).where(eq(messages.conversationId, conv.id)),
    ).toHaveLength(1);
  }, 120_000);
});
