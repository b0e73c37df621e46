import type { QueryKey } from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import { queryFnCreate, queryKeyPath } from './api';
import type { OfflineKeys } from './offline-follow';
import { offlineRead } from './offline-reads';

/**
 * Spec core 9: users, conversations and messages are retried 3 times, 1 s apart; nothing else
 * is retried.
 */
export const LIVE_DATA_RETRY = { retry: 3, retryDelay: 1_000 } as const;

/** Keys whose reads get {@link LIVE_DATA_RETRY}: users, conversation lists and messages. */
export const USERS_KEY = ['/api/users'] as const;
export const SESSION_KEY = ['/api/session'] as const;

export function conversationsKey(userId: string) {
  return ['/api/conversations', { userId }] as const;
}

export function messagesKey(conversationId: string) {
  return ['/api/conversations', conversationId, 'messages'] as const;
}

/** One game as the reader sees it: GET /api/games/{id}. */
export function gameKey(gameId: string) {
  return ['/api/games', gameId] as const;
}

/** One payment: GET /api/payments/{id}. Payment cards read it; live pushes update it. */
export function paymentKey(paymentId: string) {
  return ['/api/payments', paymentId] as const;
}

/** One payment request: GET /api/payment-requests/{id}. */
export function paymentRequestKey(requestId: string) {
  return ['/api/payment-requests', requestId] as const;
}

/** A wallet's balance: GET /api/users/{id}/balance. */
export function balanceKey(userId: string) {
  return ['/api/users', userId, 'balance'] as const;
}

/** A user's payments, sent and received, newest first: GET /api/users/{id}/payments. */
export function paymentsKey(userId: string) {
  return ['/api/users', userId, 'payments'] as const;
}

/** True for a messages key built by {@link messagesKey}. */
export function keyIsMessages(key: readonly unknown[]): key is ReturnType<typeof messagesKey> {
  return (
    key.length === 3 &&
    key[0] === '/api/conversations' &&
    typeof key[1] === 'string' &&
    key[2] === 'messages'
  );
}

/**
 * The path a query's read is kept under for opening offline (`offline-reads.ts`), or null: the
 * users, the signed-in user's conversation list, each chat's messages (the newest page and
 * what live events and older pages added), and the payments and payment requests the chats'
 * cards show: a card reads its payment as it is now, and without it kept, a payment completed
 * before an offline reload showed the message's 'pending' of when it was sent. The session has
 * a read of its own (`session.ts`).
 */
export function offlineKeptPath(key: QueryKey): string | null {
  const users = key.length === 1 && key[0] === USERS_KEY[0];
  const conversations =
    key.length === 2 && key[0] === '/api/conversations' && typeof key[1] === 'object';
  const cards =
    key.length === 2 &&
    (key[0] === '/api/payments' || key[0] === '/api/payment-requests') &&
    typeof key[1] === 'string' &&
    key[1] !== '';
  return users || conversations || cards || keyIsMessages(key) ? queryKeyPath(key) : null;
}

/** What `offlineKeepStart` (App.tsx) keeps: {@link offlineKeptPath}, for the session's user. */
export const OFFLINE_KEYS: OfflineKeys = { pathOf: offlineKeptPath, sessionKey: SESSION_KEY };

/**
 * Kept reads run once even when the browser says it is offline ('offlineFirst'), so that the
 * snapshot can answer them; their retries still wait for the network. Other reads wait for it
 * ('online', the default), as before.
 */
const OFFLINE_FIRST = { networkMode: 'offlineFirst' } as const;

/**
 * Spec core 9: data never goes stale, no refetch on focus, no polling, no retries except where
 * stated. Live events keep the cache fresh instead (see `live-sync.ts`).
 */
export function queryClientCreate(): QueryClient {
  const read = queryFnCreate();
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // A kept read that gets no answer for lack of network is answered from the snapshot.
        queryFn: (context) =>
          offlineRead(context.queryKey, offlineKeptPath(context.queryKey), async () =>
            read(context),
          ),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  client.setQueryDefaults(USERS_KEY, { ...LIVE_DATA_RETRY, ...OFFLINE_FIRST });
  // Matches both ['/api/conversations', {userId}] and ['/api/conversations', id, 'messages'].
  client.setQueryDefaults(['/api/conversations'], { ...LIVE_DATA_RETRY, ...OFFLINE_FIRST });
  client.setQueryDefaults(SESSION_KEY, OFFLINE_FIRST);
  // A payment card's read runs offline too, to be answered from the snapshot.
  client.setQueryDefaults(['/api/payments'], OFFLINE_FIRST);
  client.setQueryDefaults(['/api/payment-requests'], OFFLINE_FIRST);
  return client;
}
