import type { QueryClient } from '@tanstack/react-query';
import type { ServerEvent } from '../../../protocol';

/** Every broadcast query of a user starts with this, so one invalidation covers them all. */
export const broadcastsRootKey = (userId: string) => ['broadcasts', userId] as const;
/** GET /api/broadcast-lists: My Lists and Subscribed. */
export const broadcastListsKey = (userId: string) =>
  [...broadcastsRootKey(userId), 'lists'] as const;
/** GET /api/broadcast-lists/discover?q= */
export const broadcastDiscoverKey = (userId: string, q: string) =>
  [...broadcastsRootKey(userId), 'discover', q] as const;
/** GET /api/broadcasts: Recent Broadcasts, with their read counts. */
export const broadcastRecentKey = (userId: string) =>
  [...broadcastsRootKey(userId), 'recent'] as const;

/**
 * My broadcast lists changed (a subscriber came or went, a list I follow changed, a broadcast
 * went out): every broadcast query is read again. A read position that moved in one of my chats
 * may be a broadcast read: Recent's counts are read again (only fetched while on screen).
 */
export function broadcastsApplyEvents(
  client: QueryClient,
  events: readonly ServerEvent[],
  userId: string,
): void {
  if (events.some((e) => e.type === 'broadcasts_changed')) {
    void client.invalidateQueries({ queryKey: broadcastsRootKey(userId) });
    return;
  }
  if (events.some((e) => e.type === 'receipt'))
    void client.invalidateQueries({ queryKey: broadcastRecentKey(userId), exact: true });
}
