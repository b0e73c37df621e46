import type { QueryClient } from '@tanstack/react-query';
import { currentUserIdGet } from '../../lib/current-user';
import { CONVERSATION_ID_PATTERN, USER_ID_PATTERN } from '../../lib/id-patterns';
import { USERS_KEY, conversationsKey, messagesKey } from '../../lib/query-client';
import type { ChatView } from './chat-features';
import { OPEN_CHAT_PARAM } from '../conversations/open-chat-param';
import { starredKey } from '../starred/starred-cache';
import { translationOpeningStart } from '../translate/translation-opening';
import { translationSettingsKey } from '../translation-settings/queries';

type ChatViewComponent = typeof ChatView;

let loaded: ChatViewComponent | null = null;
let pending: Promise<{ default: ChatViewComponent }> | null = null;

/** The chat view's chunk, asked for once (again after a failed download). */
export function chatViewLoad(): Promise<{ default: ChatViewComponent }> {
  if (!pending) {
    pending = import('./chat-features').then((m) => {
      loaded = m.ChatView;
      return { default: m.ChatView };
    });
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

/** The chat view once its chunk has arrived, else null. */
export function chatViewLoaded(): ChatViewComponent | null {
  return loaded;
}

/**
 * An address that opens a chat (a reload, a shared link) asks for the chat's code at start,
 * beside the app's own, rather than once the session is known.
 */
export function chatViewPreloadIfOpen(search: string): void {
  if (new URLSearchParams(search).has(OPEN_CHAT_PARAM)) void chatViewLoad().catch(() => undefined);
}

/**
 * An address that opens a chat asks for the chat's first reads as the app starts (the
 * first-screen script preloaded them), not once the chat view mounts: the chat's first render
 * has its messages, translated, and paints them at once.
 */
export function chatReadsPrefetchIfOpen(client: QueryClient, search: string): void {
  const id = new URLSearchParams(search).get(OPEN_CHAT_PARAM);
  // Ids are UUIDs: anything else asks for nothing (as the first-screen script does).
  if (!id || !CONVERSATION_ID_PATTERN.test(id)) return;
  // The session cookie says whose they are; nobody signed in: refused, and asked again on mount.
  void client.prefetchQuery({ queryKey: messagesKey(id) });
  void client.prefetchQuery({ queryKey: translationSettingsKey(id) });
  translationOpeningStart(client, id);
  // The header's title and picture, and the stars, when this device knows who it is.
  const me = currentUserIdGet();
  if (!me || !USER_ID_PATTERN.test(me)) return;
  for (const queryKey of [conversationsKey(me), USERS_KEY, starredKey(me)]) {
    void client.prefetchQuery({ queryKey });
  }
}
