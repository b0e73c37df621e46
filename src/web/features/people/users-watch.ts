import type { QueryClient } from '@tanstack/react-query';
import type { Conversation, User } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { USERS_KEY, keyIsMessages } from '../../lib/query-client';

/**
 * How long the watcher gathers unknown ids before it fetches the list once: a burst of
 * messages from a new person, or a list naming several, costs one request.
 */
export const USERS_REFETCH_DEBOUNCE_MS = 300;

/** The ids that conversations or messages name and the user list lacks. */
export function usersMissing(
  users: readonly User[],
  conversations: readonly Conversation[] | undefined,
  messages: readonly ChatMessage[] | undefined,
): Set<string> {
  const known = new Set(users.map((u) => u.id));
  const missing = new Set<string>();
  for (const c of conversations ?? []) {
    for (const id of c.participants) if (!known.has(id)) missing.add(id);
  }
  for (const m of messages ?? []) if (!known.has(m.senderId)) missing.add(m.senderId);
  return missing;
}

function keyIsConversationList(key: readonly unknown[]): boolean {
  return key.length === 2 && key[0] === '/api/conversations' && typeof key[1] === 'object';
}

/**
 * Watches the cache: when a conversation list or a chat's messages name a user the cached list
 * lacks, fetches the list again (debounced). An id is asked about once: one that still is not
 * there (a deleted account) does not make it fetch in a loop. Returns the stop function.
 */
export function usersWatch(client: QueryClient): () => void {
  const asked = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const key = event.query.queryKey;
    const isList = keyIsConversationList(key);
    if (!isList && !keyIsMessages(key)) return;
    const users = client.getQueryData<User[]>(USERS_KEY);
    // Not loaded yet: its own first fetch brings everyone.
    if (!users) return;
    const data = event.query.state.data as unknown;
    const missing = usersMissing(
      users,
      isList ? (data as Conversation[] | undefined) : undefined,
      isList ? undefined : (data as ChatMessage[] | undefined),
    );
    const fresh = [...missing].filter((id) => !asked.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) asked.add(id);
    timer ??= setTimeout(() => {
      timer = null;
      void client.invalidateQueries({ queryKey: USERS_KEY, exact: true });
    }, USERS_REFETCH_DEBOUNCE_MS);
  });
  return () => {
    stop();
    if (timer) clearTimeout(timer);
  };
}
