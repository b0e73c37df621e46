import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, RecentSongs } from '../../../protocol';
import { SAMPLE_RECENT_SONGS } from '../../../protocol';
import type { ChatWho } from '../../testing/chat-fixture';
import { chatFixture } from '../../testing/chat-fixture';

describe("Share Music 'Recently Played' (core 2, core 9: 3 recent sample songs)", () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;

  beforeAll(async () => {
    f = await chatFixture('Band');
  });
  afterAll(async () => {
    await f.s.close();
  });

  const share = async (who: ChatWho, conversationId: string, id: string) => {
    const res = await f.inject(who, 'POST', '/api/messages', {
      conversationId,
      senderId: `u-${who}`,
      content: 'x',
      messageType: 'music',
      metadata: { song: { id } },
    });
    expect(res.statusCode).toBe(201);
    return res.json<Message>();
  };
  const recent = async (who: ChatWho) => {
    const res = await f.inject(who, 'GET', '/api/music/recent');
    expect(res.statusCode).toBe(200);
    const body = res.json<RecentSongs>();
    return { shared: body.shared, ids: body.songs.map((s) => s.id) };
  };

  it('should offer the 3 sample recent songs to someone who shared none', async () => {
    expect(await recent('camille')).toEqual({
      shared: false,
      ids: SAMPLE_RECENT_SONGS.map((s) => s.id),
    });
  });

  it('should list the songs I shared, each once, newest first, in every chat', async () => {
    const at = (iso: string) => {
      f.s.app.ctx.clock.now = () => new Date(iso);
    };
    at('2026-05-01T10:00:00Z');
    await share('emma', f.direct.id, 'paper-planes');
    at('2026-05-01T10:01:00Z');
    await share('emma', f.group.id, 'golden-hour');
    at('2026-05-01T10:02:00Z');
    await share('emma', f.direct.id, 'paper-planes');
    // Sofía's shares are hers: they are not in Emma's list.
    await share('sofia', f.direct.id, 'desert-roads');
    expect(await recent('emma')).toEqual({ shared: true, ids: ['paper-planes', 'golden-hour'] });
    expect(await recent('sofia')).toEqual({ shared: true, ids: ['desert-roads'] });
  });

  it('should leave out a share that was unsent', async () => {
    f.s.app.ctx.clock.now = () => new Date('2026-05-01T10:03:00Z');
    const m = await share('emma', f.direct.id, 'electric-hearts');
    expect((await recent('emma')).ids[0]).toBe('electric-hearts');
    const unsent = await f.inject('emma', 'DELETE', `/api/messages/${m.id}`, { userId: 'u-emma' });
    expect(unsent.statusCode).toBe(200);
    expect((await recent('emma')).ids).toEqual(['paper-planes', 'golden-hour']);
  });

  it('should need a session', async () => {
    const res = await f.s.app.inject({ method: 'GET', url: '/api/music/recent' });
    expect(res.statusCode).toBe(401);
  });
});
