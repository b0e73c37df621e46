import type { QueryClient } from '@tanstack/react-query';
import type { ServerEvent, StarredMessage } from '../../../protocol';

/** GET /api/users/{id}/starred: the user's starred messages (spec secondary 'Starred Messages'). */
export function starredKey(userId: string) {
  return ['/api/users', userId, 'starred'] as const;
}

/**
 * Folds live events into the starred list: a star changed on one of the user's devices, or a
 * starred message was edited or unsent (its card shows the new words, or goes). The list is
 * fetched again (now if on screen, else when next shown) rather than patched: a new star needs
 * the names and types only the server's list carries.
 */
export function starredApplyEvents(
  client: QueryClient,
  events: readonly ServerEvent[],
  userId: string,
): void {
  const key = starredKey(userId);
  const held = client.getQueryData<StarredMessage[]>(key);
  const touched = events.some(
    (e) =>
      e.type === 'star_updated' ||
      (e.type === 'message' && !!held?.some((s) => s.id === e.message.id)),
  );
  if (touched) void client.invalidateQueries({ queryKey: key, exact: true });
}
