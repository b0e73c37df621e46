import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../protocol';
import { conversationMembers } from '../../db/schema';
import { testLogin, testStart } from '../../testing/harness';
import { MembersCache } from './members-cache';

type Started = Awaited<ReturnType<typeof testStart>>;

describe('members cache (the send path asks it who is in a conversation)', () => {
  let s: Started;
  let group: Conversation;

  beforeAll(async () => {
    s = await testStart();
    const emma = await testLogin(s.app, 'u-emma');
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: emma },
      payload: { participants: ['u-emma', 'u-yuki'], isGroup: true, name: 'Cache' },
    });
    expect(res.statusCode).toBe(201);
    group = res.json();
  });
  afterAll(() => s.close());

  it('should answer who is in a conversation, and nobody for one that does not exist', async () => {
    const { members } = s.app.ctx;
    expect([...(await members.of(group.id))].sort()).toEqual(['u-emma', 'u-yuki']);
    expect(await members.has(group.id, 'u-emma')).toBe(true);
    expect(await members.has(group.id, 'u-sofia')).toBe(false);
    expect(await members.of('no-such-conversation')).toEqual([]);
  });

  it('should see a change on every instance once it is announced, not before', async () => {
    const { ctx } = s.app;
    // Another instance's cache, on the same database and bus.
    const other = new MembersCache(ctx.db, ctx.bus);
    expect(await other.has(group.id, 'u-sofia')).toBe(false);
    await ctx.db
      .insert(conversationMembers)
      .values({ conversationId: group.id, userId: 'u-sofia' });
    // Both still answer from memory.
    expect(await ctx.members.has(group.id, 'u-sofia')).toBe(false);
    expect(await other.has(group.id, 'u-sofia')).toBe(false);

    await ctx.members.changed(group.id);
    expect(await ctx.members.has(group.id, 'u-sofia')).toBe(true);
    // Over Redis the word takes a moment to arrive.
    await expect.poll(() => other.has(group.id, 'u-sofia')).toBe(true);
  });

  it('should not keep a list looked up while it was changing', async () => {
    const { ctx } = s.app;
    const cache = new MembersCache(ctx.db, ctx.bus);
    const looking = cache.of(group.id);
    // Changed while the lookup is under way: what it finds may be from before the change.
    await ctx.db
      .insert(conversationMembers)
      .values({ conversationId: group.id, userId: 'u-lucas' });
    await cache.changed(group.id);
    await looking;
    expect(await cache.has(group.id, 'u-lucas')).toBe(true);
  });
});
