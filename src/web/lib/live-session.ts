import type { QueryClient } from '@tanstack/react-query';
import type { ServerEvent } from '../../protocol';
import type { EventReader } from './event-read';
import { eventReadWorker } from './event-read-worker';
import { LiveConnection } from './live';
import { cacheApplyEvents, cacheResync } from './live-cache';
import type { LiveKey } from './live-context';
import { liveEventsEmit } from './live-events';
import type { LiveFeature } from './live-registry';
import { liveFeaturesRegister } from './live-registry';
import { offlineServedRefetch } from './offline-reads';
import { SESSION_KEY } from './query-client';
import { TypingStore } from './typing-store';

/** How long a burst of events is gathered before it is applied: about one frame. */
const BATCH_MS = 16;

export interface LiveSession {
  connection: LiveConnection;
  typing: TypingStore;
  /** What a feature's session part provides under `key` (the read receipts reporter). */
  value<T>(key: LiveKey<T>): T | null;
  stop(): void;
}

/**
 * Starts the signed-in user's live connection and wires its events into the query cache and
 * the registered features (`live-registry.ts`). Events arriving within one frame (16 ms) are
 * applied together: one render per burst. A timer, not requestAnimationFrame, so a tab in the
 * background still keeps its cache current.
 */
export function liveSessionStart(
  client: QueryClient,
  userId: string,
  openConversation: () => string | null,
  features: readonly LiveFeature[],
  reader: EventReader = eventReadWorker(),
): LiveSession {
  const registry = liveFeaturesRegister(features);
  const typing = new TypingStore();
  let queue: ServerEvent[] = [];
  let frame: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    frame = null;
    const events = queue;
    queue = [];
    cacheApplyEvents(client, events, { userId, openConversationId: openConversation() }, registry);
    liveEventsEmit(events);
  };

  const connection = new LiveConnection({
    reader,
    onEvent: (event) => {
      if (event.type === 'typing') {
        if (event.userId !== userId) typing.set(event.conversationId, event.userId, event.isTyping);
        return;
      }
      // Their message is here: they have stopped typing it.
      if (event.type === 'message') {
        typing.set(event.message.conversationId, event.message.senderId, false);
      }
      // A feature may take the event at once, out of the burst (calls are not cached data).
      let taken = false;
      for (const part of parts) taken = part.onEvent?.(event) === true || taken;
      if (taken || event.type === 'pong' || event.type === 'joined') return;
      queue.push(event);
      frame ??= setTimeout(flush, BATCH_MS);
    },
    onResync: () => {
      void cacheResync(client, userId, registry);
      // What was shown from the offline snapshot is read again, from scratch.
      offlineServedRefetch(client);
      // The connection is back: the features' own catch-up (the outbox sends what waits now).
      for (const part of parts) part.onResync?.();
    },
    onUnauthorised: (reason) => {
      for (const part of parts) part.onUnauthorised?.(reason);
      void client.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
  const parts = registry.start({ client, userId, connection });
  const values = new Map<string, unknown>();
  for (const part of parts)
    if (part.provides) values.set(part.provides.key.name, part.provides.value);
  connection.start();
  const open = openConversation();
  if (open) connection.join(userId, open);

  return {
    connection,
    typing,
    value: <T>(key: LiveKey<T>) => (values.get(key.name) as T | undefined) ?? null,
    stop: () => {
      for (const part of parts) part.stop?.();
      if (frame !== null) clearTimeout(frame);
      if (queue.length) flush();
      connection.stop();
      reader.close();
      typing.clearAll();
    },
  };
}
