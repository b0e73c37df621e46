import type { QueryClient } from '@tanstack/react-query';
import type { ServerEvent, StatusUpdate } from '../../../protocol';

/** Every status query of a user starts with this, so one invalidation covers them all. */
export function statusesRootKey(userId: string) {
  return ['status-updates', userId] as const;
}

/** GET /api/status-updates: mine and my friends' live statuses, newest first. */
export const statusesKey = (userId: string) => [...statusesRootKey(userId), 'feed'] as const;

/** GET /api/status-updates/{id}/views: who saw one of mine. */
export const statusViewersKey = (userId: string, statusId: string) =>
  [...statusesRootKey(userId), 'views', statusId] as const;

/** Puts the server's copy of one status into the feed (after a like, a view or a reply). */
export function statusesPut(client: QueryClient, userId: string, status: StatusUpdate): void {
  client.setQueryData<StatusUpdate[]>(statusesKey(userId), (old) =>
    old?.some((s) => s.id === status.id) ? old.map((s) => (s.id === status.id ? status : s)) : old,
  );
}

/**
 * A status I can see changed (a friend posted or deleted one; someone viewed, liked or answered
 * mine), or my friends changed (a new friend's statuses appear, a former one's go): the feed and
 * its viewer lists are read again, now if on screen, else when next shown.
 */
export function statusesApplyEvents(
  client: QueryClient,
  events: readonly ServerEvent[],
  userId: string,
): void {
  if (events.some((e) => e.type === 'statuses_changed' || e.type === 'friends_changed'))
    void client.invalidateQueries({ queryKey: statusesRootKey(userId) });
}
