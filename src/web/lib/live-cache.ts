import type { QueryClient } from '@tanstack/react-query';
import type { Conversation, GameSnapshot, Message, ServerEvent, User } from '../../protocol';
import { MESSAGE_PAGE_MAX } from '../../protocol';
import { apiRequest } from './api';
import type { ApplyContext, ChatCache, ChatMessage } from './apply-event';
import { applyEvent, messagesHighestSeq, messagesMerge } from './apply-event';
import { gameSnapshotPick } from './game-cache';
import { USERS_KEY, conversationsKey, gameKey, keyIsMessages, messagesKey } from './query-client';

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
  cacheApplyGames(client, events);
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

/** Most afterSeq pages we chase per conversation before refetching it from scratch instead. */
const RESYNC_MAX_PAGES = 10;

/** Fetches what one cached conversation missed while we were away, and merges it. */
export async function messagesCatchUp(client: QueryClient, conversationId: string): Promise<void> {
  const key = messagesKey(conversationId);
  let after = messagesHighestSeq(client.getQueryData<ChatMessage[]>(key));
  for (let page = 0; page < RESYNC_MAX_PAGES; page++) {
    const got = await apiRequest<Message[]>(
      'GET',
      `/api/conversations/${encodeURIComponent(conversationId)}/messages?afterSeq=${after}&limit=${MESSAGE_PAGE_MAX}`,
    );
    client.setQueryData<ChatMessage[]>(key, (old) => (old ? messagesMerge(old, got) : old));
    if (got.length < MESSAGE_PAGE_MAX) return;
    after = Math.max(after, ...got.map((m) => m.seq));
  }
  // Too far behind to page through: start again from the newest page.
  await client.refetchQueries({ queryKey: key, exact: true });
}

/**
 * After a reconnect: for each conversation whose messages are cached, fetch everything after
 * the highest seq held and merge it; then refetch the conversation list and presence.
 */
export async function cacheResync(client: QueryClient, userId: string): Promise<void> {
  const ids = client
    .getQueryCache()
    .findAll({ queryKey: ['/api/conversations'] })
    .map((q) => q.queryKey)
    .filter(keyIsMessages)
    .filter((key) => client.getQueryData(key) !== undefined)
    .map((key) => key[1]);
  await Promise.allSettled(ids.map((id) => messagesCatchUp(client, id)));
  await Promise.allSettled([
    client.invalidateQueries({ queryKey: conversationsKey(userId), exact: true }),
    client.invalidateQueries({ queryKey: USERS_KEY, exact: true }),
  ]);
}
