import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Conversation, Message, ServerEvent, User } from '../../protocol';
import { MESSAGE_PAGE_MAX } from '../../protocol/limits';
import { apiRequest } from './api';
import type { ApplyContext, ChatCache, ChatMessage } from './apply-event';
import {
  messagesHighestChangeSeq,
  messagesHighestSeq,
  messagesMerge,
  messagesMergeUpdates,
} from './apply-event';
import type { LiveRegistry } from './live-registry';
import { liveRegistry } from './live-registry';
import { USERS_KEY, conversationsKey, keyIsMessages, messagesKey } from './query-client';

/**
 * Runs a burst of server events through the core's `applyEvent` and the features' folds against
 * the query cache and writes back only what changed, so one burst costs one render per touched
 * query; then gives each registered feature the events it handles. Features call it too, with
 * the server's reply to their own request (an edit, a send from the outbox).
 */
export function cacheApplyEvents(
  client: QueryClient,
  events: readonly ServerEvent[],
  ctx: ApplyContext,
  registry: LiveRegistry = liveRegistry(),
): void {
  const conversationIds = new Set<string>();
  for (const e of events) {
    if (e.type === 'message' || e.type === 'ack') conversationIds.add(e.message.conversationId);
    // Deleted for me on one of my devices: that chat's messages change too.
    if (e.type === 'message_hidden') conversationIds.add(e.conversationId);
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
    const result = registry.apply(cache, event, ctx);
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
  for (const id of conversationIds) {
    // A chat opened a moment ago: its first page is on its way and may have been read before
    // this message was committed. Once it lands, fetch what came after it.
    const state = client.getQueryState(messagesKey(id));
    if (before.messages[id] === undefined && state?.fetchStatus === 'fetching') {
      void queryIdle(client, messagesKey(id)).then(() => messagesCatchUp(client, id));
    }
  }
  registry.applyEvents(client, events, ctx);
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
 * held, and merge it; then refetch the conversation list and presence, and what each registered
 * feature reads again (`LiveFeature.refetch`: payments, devices on screen...).
 * A read still under way when the socket opened may have been answered before a commit the
 * socket never heard of: it is waited for, then caught up like the others (an afterSeq read,
 * merged in place: nothing on screen flashes).
 */
export async function cacheResync(
  client: QueryClient,
  userId: string,
  registry: LiveRegistry = liveRegistry(),
): Promise<void> {
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
  await Promise.allSettled([
    client.invalidateQueries({ queryKey: conversationsKey(userId), exact: true }),
    client.invalidateQueries({ queryKey: USERS_KEY, exact: true }),
    ...registry.refetch(client, userId),
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
