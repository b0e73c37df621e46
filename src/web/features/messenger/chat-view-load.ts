import type { ChatView } from './chat-features';
import { OPEN_CHAT_PARAM } from '../conversations/open-chat-param';

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
