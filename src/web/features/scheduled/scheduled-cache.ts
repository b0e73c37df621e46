import type { QueryClient } from '@tanstack/react-query';
import type { ScheduledMessage, ServerEvent } from '../../../protocol';

/** My pending scheduled messages in a conversation: GET /api/conversations/{id}/scheduled-messages. */
export function scheduledKey(conversationId: string) {
  return ['/api/conversations', conversationId, 'scheduled-messages'] as const;
}

/** True for a key built by {@link scheduledKey}. */
export function keyIsScheduled(key: readonly unknown[]): boolean {
  return key.length === 3 && key[0] === '/api/conversations' && key[2] === 'scheduled-messages';
}

const soonestFirst = (a: ScheduledMessage, b: ScheduledMessage) =>
  a.sendAt < b.sendAt ? -1 : a.sendAt > b.sendAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * Folds one item into the pending list: a pending one is added or replaced (kept soonest
 * first), a sent or cancelled one leaves. A copy older than the one held (by `updatedAt`) is
 * ignored, so pushes and replies may arrive in any order. Pure; the same list back when
 * nothing changed.
 */
export function scheduledListApply(
  list: readonly ScheduledMessage[],
  item: ScheduledMessage,
): ScheduledMessage[] {
  const held = list.find((s) => s.id === item.id);
  if (held && held.updatedAt > item.updatedAt) return list as ScheduledMessage[];
  if (!held && item.status !== 'pending') return list as ScheduledMessage[];
  const rest = list.filter((s) => s.id !== item.id);
  return item.status === 'pending' ? [...rest, item].sort(soonestFirst) : rest;
}

/** Folds `scheduled_updated` pushes (and our own replies) into the lists already cached. */
export function cacheApplyScheduled(client: QueryClient, events: readonly ServerEvent[]): void {
  for (const event of events) {
    if (event.type !== 'scheduled_updated') continue;
    const key = scheduledKey(event.scheduled.conversationId);
    const held = client.getQueryData<ScheduledMessage[]>(key);
    if (!held) continue;
    const next = scheduledListApply(held, event.scheduled);
    if (next !== held) client.setQueryData(key, next);
  }
}

/** After a reconnect: what was sent, edited or cancelled meanwhile on another device. */
export function scheduledInvalidate(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (q) => keyIsScheduled(q.queryKey) });
}
