import type { ServerEvent } from '../../protocol';

/**
 * Live events for parts of the app that react to them without caching them (notifications): each
 * burst, after it has been folded into the query cache. Call events go their own way
 * (`features/calls/call-events.ts`).
 */
type Listener = (events: readonly ServerEvent[]) => void;

const listeners = new Set<Listener>();

/** Hears every burst until the returned function is called. */
export function liveEventsListen(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function liveEventsEmit(events: readonly ServerEvent[]): void {
  for (const listener of listeners) listener(events);
}
