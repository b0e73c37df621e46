import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Conversation, ServerEvent, User } from '../../protocol';
import type { ApplyContext, ChatCache } from './apply-event';
import type { LiveConnection } from './live';
import { liveKey } from './live-context';
import { LiveRegistry, liveFeature, liveProvide } from './live-registry';

const ctx: ApplyContext = { userId: 'u-emma', openConversationId: null };
const sofia: User = {
  id: 'u-sofia',
  username: 'sofia',
  displayName: 'Sofía',
  avatar: null,
  language: 'es',
  status: 'offline',
};
const chat = { id: 'c1', participants: ['u-emma', 'u-sofia'] } as Conversation;
const cache: ChatCache = { users: [sofia], conversations: [chat], messages: {} };

/** A feature that renames everyone it hears of, to see the folds run in order. */
const renamer = (suffix: string) =>
  liveFeature({
    events: ['user_updated'],
    fold: (held, event) => ({
      ...held,
      users: [{ ...event.user, displayName: `${held.users![0]!.displayName}${suffix}` }],
    }),
  });

describe('LiveRegistry', () => {
  it('should give back the core fold untouched when no feature registered the event', () => {
    const registry = new LiveRegistry([renamer('!')]);
    const event: ServerEvent = { type: 'contact_lists_changed' };

    const result = registry.apply(cache, event, ctx);

    expect(result.cache).toBe(cache);
    expect(result.refetchConversations).toBe(false);
  });

  it("should run the core's fold, then each feature's, in registration order", () => {
    const registry = new LiveRegistry([renamer(' A'), renamer(' B')]);

    const { cache: next } = registry.apply(
      { ...cache, users: [{ ...sofia, displayName: 'S' }] },
      { type: 'user_updated', user: sofia },
      ctx,
    );

    expect(next.users!.map((u) => u.displayName)).toEqual(['S A B']);
  });

  it('should give each feature only the events of a burst it registered for', () => {
    const seen: string[][] = [];
    const registry = new LiveRegistry([
      liveFeature({
        events: ['presence', 'receipt'],
        applyEvents: (_client, events) => seen.push(events.map((e) => e.type)),
      }),
      liveFeature({ events: ['game_updated'], applyEvents: () => seen.push(['never']) }),
    ]);
    const burst: ServerEvent[] = [
      { type: 'presence', userId: 'u-sofia', status: 'online' },
      { type: 'contact_lists_changed' },
      { type: 'receipt', conversationId: 'c1', receipts: [] },
    ];

    registry.applyEvents(new QueryClient(), burst, ctx);

    expect(seen).toEqual([['presence', 'receipt']]);
  });

  it("should collect the features' refetches and start their session parts", async () => {
    const refetched = vi.fn(() => Promise.resolve());
    const key = liveKey<string>('greeting');
    const registry = new LiveRegistry([
      liveFeature({ refetch: refetched }),
      liveFeature({ start: ({ userId }) => ({ provides: liveProvide(key, `hello ${userId}`) }) }),
    ]);
    const client = new QueryClient();

    await Promise.all(registry.refetch(client, 'u-emma'));
    const parts = registry.start({
      client,
      userId: 'u-emma',
      connection: {} as LiveConnection,
    });

    expect(refetched).toHaveBeenCalledWith(client, 'u-emma');
    expect(parts.map((p) => p.provides)).toEqual([{ key, value: 'hello u-emma' }]);
  });
});
