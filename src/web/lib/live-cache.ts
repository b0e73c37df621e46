import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type {
  Conversation,
  GameSnapshot,
  Message,
  Payment,
  PaymentRequest,
  ServerEvent,
  Session,
  User,
} from '../../protocol';
import { MESSAGE_PAGE_MAX } from '../../protocol/limits';
import { apiRequest } from './api';
import type { ApplyContext, ChatCache, ChatMessage } from './apply-event';
import {
  applyEvent,
  messagesHighestChangeSeq,
  messagesHighestSeq,
  messagesMerge,
  messagesMergeUpdates,
} from './apply-event';
import { cacheApplyScheduled, scheduledInvalidate } from '../features/scheduled/scheduled-cache';
import { gameSnapshotPick } from './game-cache';
import { paymentInvolves, paymentPick, paymentRequestPick } from './payment-cache';
import { starredApplyEvents, starredKey } from './starred-cache';
import { friendsApplyEvents } from '../features/friends/friends-cache';
import { statusesApplyEvents, statusesRootKey } from '../features/status/status-cache';
import { videoFeedRootKey, videosApplyEvents } from '../features/reels/reels-cache';
import { listsApplyEvents } from '../features/lists/lists-cache';
import { broadcastsApplyEvents } from '../features/broadcasts/broadcasts-cache';
import { devicesApplyEvents, devicesKey } from '../features/devices/devices-cache';
import { settingsApplyEvents } from '../features/settings/settings-cache';
import {
  SESSION_KEY,
  USERS_KEY,
  balanceKey,
  conversationsKey,
  gameKey,
  keyIsMessages,
  messagesKey,
  paymentKey,
  paymentRequestKey,
  paymentsKey,
} from './query-client';

/**
 * Runs a burst of server events through {@link applyEvent} against the query cache and writes
 * back only what changed, so one burst costs one render per touched query.
 */
export function cacheApplyEvents(
  client: QueryClient,
  events: readonly ServerEvent[],
  ctx: ApplyContext,
): void {
  const conversationIds = new Set<string>();
  for (const e of events) {
    if (e.type === 'message' || e.type === 'ack') conversationIds.add(e.message.conversationId);
  }
  const listKey = conversationsKey(ctx.userId);
  const before: ChatCache = {
    users: client.getQueryData<User[]>(USERS_KEY),
    conversations: client.getQueryData<Conversation[]>(listKey),
    messages: Object.fromEntries(
      [...conversationIds].map((id) => [id, client.getQueryData<ChatMessage[]>(messagesKey(id))]),
    ),
  };
  let cache = before;
  let refetch = false;
  for (const event of events) {
    const result = applyEvent(cache, event, ctx);
    cache = result.cache;
    refetch ||= result.refetchConversations;
  }
  if (cache.users !== before.users) client.setQueryData(USERS_KEY, cache.users);
  if (cache.conversations !== before.conversations)
    client.setQueryData(listKey, cache.conversations);
  for (const id of conversationIds) {
    if (cache.messages[id] !== before.messages[id]) {
      client.setQueryData(messagesKey(id), cache.messages[id]);
    }
  }
  if (refetch) void client.invalidateQueries({ queryKey: listKey, exact: true });
  // My own record changed (on this device or another): the session follows, and with it the
  // app's language.
  for (const event of events)
    if (event.type === 'user_updated' && event.user.id === ctx.userId)
      client.setQueryData(SESSION_KEY, { user: event.user } satisfies Session);
  for (const id of conversationIds) {
    // A chat opened a moment ago: its first page is on its way and may have been read before
    // this message was committed. Once it lands, fetch what came after it.
    const state = client.getQueryState(messagesKey(id));
    if (before.messages[id] === undefined && state?.fetchStatus === 'fetching') {
      void queryIdle(client, messagesKey(id)).then(() => messagesCatchUp(client, id));
    }
  }
  cacheApplyGames(client, events);
  cacheApplyPayments(client, events, ctx.userId);
  cacheApplyScheduled(client, events);
  starredApplyEvents(client, events, ctx.userId);
  friendsApplyEvents(client, events, ctx.userId);
  statusesApplyEvents(client, events, ctx.userId);
  videosApplyEvents(client, events, ctx.userId);
  listsApplyEvents(client, events, ctx.userId);
  broadcastsApplyEvents(client, events, ctx.userId);
  devicesApplyEvents(client, events, ctx.userId);
  settingsApplyEvents(client, events, ctx.userId);
}

/**
 * Game updates replace the cached copy of that game when they are newer. Only games already
 * cached (open now, or opened before) are touched: one never looked at is fetched when opened.
 */
function cacheApplyGames(client: QueryClient, events: readonly ServerEvent[]): void {
  for (const event of events) {
    if (event.type !== 'game_updated') continue;
    const key = gameKey(event.game.id);
    const held = client.getQueryData<GameSnapshot>(key);
    if (held && gameSnapshotPick(held, event.game) !== held) client.setQueryData(key, event.game);
  }
}

/**
 * Payment and request updates replace the cached copy unless it is further along (a settled
 * payment never goes back to pending). Unlike games they are stored even when not cached yet:
 * the push of a new payment usually comes just before its chat message, whose card then finds
 * it. Our balance and history are fetched again when the payment is ours.
 */
function cacheApplyPayments(
  client: QueryClient,
  events: readonly ServerEvent[],
  userId: string,
): void {
  let ours = false;
  for (const event of events) {
    if (event.type === 'payment_updated') {
      const key = paymentKey(event.payment.id);
      const held = client.getQueryData<Payment>(key);
      if (paymentPick(held, event.payment) !== held) client.setQueryData(key, event.payment);
      ours ||= paymentInvolves(event.payment, userId);
    } else if (event.type === 'payment_request_updated') {
      const key = paymentRequestKey(event.request.id);
      const held = client.getQueryData<PaymentRequest>(key);
      if (paymentRequestPick(held, event.request) !== held) client.setQueryData(key, event.request);
    }
  }
  if (ours) walletInvalidate(client, userId);
}

/** Fetches the user's balance and payment history again (now if on screen, else when shown). */
export function walletInvalidate(client: QueryClient, userId: string): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: balanceKey(userId), exact: true }),
    client.invalidateQueries({ queryKey: paymentsKey(userId), exact: true }),
  ]);
}

/** Most afterSeq pages we chase per conversation before refetching it from scratch instead. */
const RESYNC_MAX_PAGES = 10;

/**
 * Most changedAfter pages we chase per conversation: a few hundred edits and unsends is a long
 * absence from a busy chat, and past that the newest page from scratch is the cheaper read.
 */
const CHANGES_MAX_PAGES = 3;

function messagesPath(conversationId: string, query: string): string {
  return `/api/conversations/${encodeURIComponent(conversationId)}/messages?${query}&limit=${MESSAGE_PAGE_MAX}`;
}

/** Fetches the messages sent after `after` into the cache. False when there were too many. */
async function messagesCatchUpNew(
  client: QueryClient,
  conversationId: string,
  after: number,
): Promise<boolean> {
  const key = messagesKey(conversationId);
  for (let page = 0; page < RESYNC_MAX_PAGES; page++) {
    const got = await apiRequest<Message[]>(
      'GET',
      messagesPath(conversationId, `afterSeq=${after}`),
    );
    client.setQueryData<ChatMessage[]>(key, (old) => (old ? messagesMerge(old, got) : old));
    if (got.length < MESSAGE_PAGE_MAX) return true;
    after = Math.max(after, ...got.map((m) => m.seq));
  }
  return false;
}

/**
 * Fetches the messages edited or unsent after change `after` into the cache (only those of
 * the history held: older ones come changed with their page). False when there were too many.
 */
async function messagesCatchUpChanges(
  client: QueryClient,
  conversationId: string,
  after: number,
): Promise<boolean> {
  const key = messagesKey(conversationId);
  for (let page = 0; page < CHANGES_MAX_PAGES; page++) {
    const got = await apiRequest<Message[]>(
      'GET',
      messagesPath(conversationId, `changedAfter=${after}`),
    );
    client.setQueryData<ChatMessage[]>(key, (old) => (old ? messagesMergeUpdates(old, got) : old));
    if (got.length < MESSAGE_PAGE_MAX) return true;
    after = Math.max(after, ...got.map((m) => m.changeSeq ?? 0));
  }
  return false;
}

/**
 * Fetches what one cached conversation missed while we were away, new messages and changes
 * to the ones held, and merges it.
 */
export async function messagesCatchUp(client: QueryClient, conversationId: string): Promise<void> {
  const key = messagesKey(conversationId);
  const held = client.getQueryData<ChatMessage[]>(key);
  // Both marks are read before either fetch: the new messages bring their own change numbers,
  // which would otherwise hide a change made meanwhile to a message held before.
  const [caughtUpNew, caughtUpChanges] = await Promise.all([
    messagesCatchUpNew(client, conversationId, messagesHighestSeq(held)),
    messagesCatchUpChanges(client, conversationId, messagesHighestChangeSeq(held)),
  ]);
  if (caughtUpNew && caughtUpChanges) return;
  // Too far behind to page through: start again from the newest page.
  await client.refetchQueries({ queryKey: key, exact: true });
}

/**
 * On every socket open (the first one too): for each conversation whose messages are cached,
 * fetch what was sent after the highest seq held and what was changed after the highest change
 * held, and merge it; then refetch the conversation list, presence, the payments and the devices on screen.
 * A read still under way when the socket opened may have been answered before a commit the
 * socket never heard of: it is waited for, then caught up like the others (an afterSeq read,
 * merged in place: nothing on screen flashes).
 */
export async function cacheResync(client: QueryClient, userId: string): Promise<void> {
  const keys = client
    .getQueryCache()
    .findAll({ queryKey: ['/api/conversations'] })
    .map((q) => q.queryKey)
    .filter(keyIsMessages);
  await Promise.allSettled(
    keys.map(async (key) => {
      await queryIdle(client, key);
      if (client.getQueryData(key) !== undefined) await messagesCatchUp(client, key[1]);
    }),
  );
  await Promise.all([queryIdle(client, conversationsKey(userId)), queryIdle(client, USERS_KEY)]);
  // Payments and requests on screen may have settled or been paid while we were away.
  await Promise.allSettled([
    client.invalidateQueries({ queryKey: conversationsKey(userId), exact: true }),
    client.invalidateQueries({ queryKey: USERS_KEY, exact: true }),
    client.invalidateQueries({ queryKey: ['/api/payments'] }),
    client.invalidateQueries({ queryKey: ['/api/payment-requests'] }),
    walletInvalidate(client, userId),
    scheduledInvalidate(client),
    // Stars set or taken away on another device meanwhile.
    client.invalidateQueries({ queryKey: starredKey(userId), exact: true }),
    // Statuses posted, deleted, viewed or liked meanwhile.
    client.invalidateQueries({ queryKey: statusesRootKey(userId) }),
    // Videos posted, liked or followed meanwhile.
    client.invalidateQueries({ queryKey: videoFeedRootKey(userId) }),
    // Devices that came online or went away before this socket could hear of it: Linked
    // Devices read before the socket opened would show them as they were.
    client.invalidateQueries({ queryKey: devicesKey(userId), exact: true }),
  ]);
}

/** Resolves once the query is not fetching (at once when it is idle or not in the cache). */
function queryIdle(client: QueryClient, key: QueryKey): Promise<void> {
  const cache = client.getQueryCache();
  const busy = () => cache.find({ queryKey: key, exact: true })?.state.fetchStatus === 'fetching';
  if (!busy()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = cache.subscribe(() => {
      if (busy()) return;
      stop();
      resolve();
    });
  });
}
