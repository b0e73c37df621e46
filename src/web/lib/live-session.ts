import type { QueryClient } from '@tanstack/react-query';
import type { ServerEvent } from '../../protocol';
import { ReceiptReporter } from '../features/receipts/receipt-reporter';
import { receiptsDeliverOnFetch } from '../features/receipts/receipts-deliver';
import { outboxFor, outboxStop } from '../features/outbox/outbox-registry';
import { usersWatch } from '../features/people/users-watch';
import { friendRequestsNotify } from '../features/friends/friends-notice';
import { callEventDispatch, isCallEvent } from '../features/calls/call-events';
import { deviceRemovedSignOut } from '../features/devices/device-removed';
import { CLOSE_REASON_DEVICE_REMOVED } from '../../protocol/limits';
import { LiveConnection } from './live';
import { cacheApplyEvents, cacheResync } from './live-cache';
import { liveEventsEmit } from './live-events';
import { offlineServedRefetch } from './offline-reads';
import { SESSION_KEY } from './query-client';
import { TypingStore } from './typing-store';

/** How long a burst of events is gathered before it is applied: about one frame. */
const BATCH_MS = 16;

export interface LiveSession {
  connection: LiveConnection;
  typing: TypingStore;
  /** Read receipts: how far this device got, told to the server (issue 11). */
  receipts: ReceiptReporter;
  stop(): void;
}

/**
 * Starts the signed-in user's live connection and wires its events into the query cache.
 * Events arriving within one frame (16 ms) are applied together: one render per burst. A timer,
 * not requestAnimationFrame, so a tab in the background still keeps its cache current.
 */
export function liveSessionStart(
  client: QueryClient,
  userId: string,
  openConversation: () => string | null,
): LiveSession {
  const typing = new TypingStore();
  // What earlier pages left in the outbox is shown and sent from now on.
  const outbox = outboxFor(client, userId);
  // A chat or message naming someone the user list lacks fetches the list again.
  const usersWatchStop = usersWatch(client);
  let queue: ServerEvent[] = [];
  let frame: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    frame = null;
    const events = queue;
    queue = [];
    cacheApplyEvents(client, events, { userId, openConversationId: openConversation() });
    friendRequestsNotify(events, userId);
    liveEventsEmit(events);
  };

  const connection = new LiveConnection({
    onEvent: (event) => {
      if (event.type === 'typing') {
        if (event.userId !== userId) typing.set(event.conversationId, event.userId, event.isTyping);
        return;
      }
      if (event.type === 'message') {
        // Their message is here: they have stopped typing it.
        typing.set(event.message.conversationId, event.message.senderId, false);
        if (event.message.senderId !== userId) {
          receipts.delivered(event.message.conversationId, event.message.seq);
        }
      }
      if (event.type === 'pong' || event.type === 'joined') return;
      // Calls are not cached data: the call screen and the ringer listen for them.
      if (isCallEvent(event)) return callEventDispatch(event);
      queue.push(event);
      frame ??= setTimeout(flush, BATCH_MS);
    },
    onResync: () => {
      void cacheResync(client, userId);
      // What was shown from the offline snapshot is read again, from scratch.
      offlineServedRefetch(client);
      // The connection is back: what waits in the outbox goes now, not at its next backoff.
      outbox.wake();
    },
    onUnauthorised: (reason) => {
      // Removed from Linked Devices: this page signs out for good, not back in by itself.
      if (reason === CLOSE_REASON_DEVICE_REMOVED) deviceRemovedSignOut(client);
      void client.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
  const receipts = new ReceiptReporter((event) => connection.send(event));
  // What could not be told while the socket was down goes as soon as it is back.
  const unsubscribeOpen = connection.subscribe(() => {
    if (connection.getStatus() === 'open') receipts.flush();
  });
  const unsubscribeFetch = receiptsDeliverOnFetch(client, userId, receipts);
  connection.start();
  const open = openConversation();
  if (open) connection.join(userId, open);

  return {
    connection,
    typing,
    receipts,
    stop: () => {
      unsubscribeOpen();
      unsubscribeFetch();
      receipts.stop();
      if (frame !== null) clearTimeout(frame);
      if (queue.length) flush();
      connection.stop();
      outboxStop(userId);
      usersWatchStop();
      typing.clearAll();
    },
  };
}
