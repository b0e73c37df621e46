import type { QueryClient } from '@tanstack/react-query';
import type { ServerEvent } from '../../../protocol';

/** GET /api/contact-lists of the signed-in user. */
export const contactListsKey = (userId: string) => ['contact-lists', userId] as const;

/**
 * A list I own or am on changed (on another device, or its owner changed it): the lists are read
 * again, now if on screen, else when next shown.
 */
export function listsApplyEvents(
  client: QueryClient,
  events: readonly ServerEvent[],
  userId: string,
): void {
  if (events.some((e) => e.type === 'contact_lists_changed'))
    void client.invalidateQueries({ queryKey: contactListsKey(userId), exact: true });
}
