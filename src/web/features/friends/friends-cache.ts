import type { QueryClient } from '@tanstack/react-query';
import type { ServerEvent } from '../../../protocol';

/** Every friends query of a user starts with this, so one invalidation covers them all. */
export function friendsRootKey(userId: string) {
  return ['friends', userId] as const;
}

/** GET /api/users/{id}/friends (spec core 7). */
export const friendsKey = (userId: string) => [...friendsRootKey(userId), 'list'] as const;
/** GET /api/users/{id}/friends/online. */
export const friendsOnlineKey = (userId: string) => [...friendsRootKey(userId), 'online'] as const;
/** GET /api/users/{id}/friend-requests, and `?sent=1`. */
export const friendRequestsKey = (userId: string, sent = false) =>
  [...friendsRootKey(userId), sent ? 'sent' : 'requests'] as const;
/** GET /api/friends?userId= (the contacts screen). */
export const friendViewsKey = (userId: string) => [...friendsRootKey(userId), 'views'] as const;
/** GET /api/blocked-users?userId=. */
export const blockedKey = (userId: string) => [...friendsRootKey(userId), 'blocked'] as const;
/** GET /api/friend-search?q= */
export const friendSearchKey = (userId: string, q: string) =>
  [...friendsRootKey(userId), 'search', q] as const;

/**
 * A change to my friends, requests or blocks (on any device, or by the other person) reads every
 * friends list again, now if on screen, else when next shown. Presence moves people in and out
 * of the Online tab and changes contacts' last-seen text. Someone's new name or avatar
 * (`user_updated`) reads them again too: each list carries the names and avatars it shows.
 */
export function friendsApplyEvents(
  client: QueryClient,
  events: readonly ServerEvent[],
  userId: string,
): void {
  if (events.some((e) => e.type === 'friends_changed' || e.type === 'user_updated')) {
    void client.invalidateQueries({ queryKey: friendsRootKey(userId) });
    return;
  }
  if (events.some((e) => e.type === 'presence')) {
    void client.invalidateQueries({ queryKey: friendsOnlineKey(userId), exact: true });
    void client.invalidateQueries({ queryKey: friendViewsKey(userId), exact: true });
  }
}
