import { TYPING_SHOWN_MS } from '../../protocol/limits';

/**
 * Who is typing where (spec core 4: shown when a typing event arrives, cleared after 3 s).
 * A tiny external store for useSyncExternalStore; not server data, so not in the query cache.
 */
export class TypingStore {
  private typers = new Map<string, string[]>();
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  private listeners = new Set<() => void>();
  private static readonly NONE: string[] = [];

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The user ids typing in a conversation; the same array until it changes. */
  get = (conversationId: string): string[] => this.typers.get(conversationId) ?? TypingStore.NONE;

  set(conversationId: string, userId: string, isTyping: boolean): void {
    const key = `${conversationId}\u0000${userId}`;
    const old = this.timers.get(key);
    if (old) clearTimeout(old);
    this.timers.delete(key);
    if (isTyping) {
      this.timers.set(
        key,
        setTimeout(() => this.set(conversationId, userId, false), TYPING_SHOWN_MS),
      );
    }
    const list = this.get(conversationId);
    const has = list.includes(userId);
    if (isTyping === has) return;
    const next = isTyping ? [...list, userId] : list.filter((id) => id !== userId);
    if (next.length) this.typers.set(conversationId, next);
    else this.typers.delete(conversationId);
    for (const l of this.listeners) l();
  }

  clearAll(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.typers.clear();
    for (const l of this.listeners) l();
  }
}
