import type { QueryClient } from '@tanstack/react-query';
import type { ServerEvent } from '../../../protocol';

/** GET /api/devices, per signed-in user (another user on this browser has other devices). */
export const devicesKey = (userId: string) => ['devices', userId] as const;

const linkedListeners = new Set<(linkId: string) => void>();

/** Calls `listener` with the link id each time a new device signs in with one of my codes. */
export function deviceLinkedSubscribe(listener: (linkId: string) => void): () => void {
  linkedListeners.add(listener);
  return () => linkedListeners.delete(listener);
}

/**
 * A device of mine was linked or removed (here or on another of my devices): the list is read
 * again, and an open 'Link Device' code hears that its device arrived.
 */
export function devicesApplyEvents(
  client: QueryClient,
  events: readonly ServerEvent[],
  userId: string,
): void {
  let changed = false;
  for (const e of events) {
    if (e.type !== 'devices_changed') continue;
    changed = true;
    if (e.linkId) for (const listener of linkedListeners) listener(e.linkId);
  }
  if (changed) void client.invalidateQueries({ queryKey: devicesKey(userId) });
}
