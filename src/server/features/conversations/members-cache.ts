import type { Members } from '../../context/app-context';
import type { Db } from '../../db/connect';
import type { Bus } from '../../realtime/bus';
import { conversationMemberIds, directBlocked } from './membership';

/**
 * How long a looked-up member list is trusted. A change reaches every instance at once over the
 * bus (`changed`); this bounds how long a list can outlive a change whose word was lost (Redis
 * down at that moment).
 */
const CACHE_TTL_MS = 60_000;
/** Enough for every busy conversation of an instance; the oldest entries go first. */
const CACHE_MAX = 50_000;

interface Entry {
  ids: readonly string[];
  set: ReadonlySet<string>;
  /** A one-to-one conversation whose two people are blocked, either way: nobody sends in it. */
  blocked: boolean;
  until: number;
}

/**
 * Who is in a conversation, answered from memory: every message, typing event and join needs
 * it, and asking the database each time was the send path's largest avoidable cost. Only lists
 * that exist are kept, so a conversation created a moment ago is never missed.
 *
 * Members are fixed when a conversation is created today. Whatever changes them later, or blocks
 * one of two people from the other, must call `changed`, which tells every instance to forget the
 * list.
 */
export class MembersCache implements Members {
  private readonly cache = new Map<string, Entry>();
  /** Lookups under way, so a burst for one conversation asks the database once. */
  private readonly loading = new Map<string, Promise<Entry | null>>();

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
  ) {
    bus.subscribeControl((message) => {
      if (message.type === 'members_changed') this.forget(message.conversationId);
    });
  }

  /** The conversation's members, or an empty list when it has none (or does not exist). */
  async of(conversationId: string): Promise<readonly string[]> {
    return (await this.entry(conversationId))?.ids ?? [];
  }

  async has(conversationId: string, userId: string): Promise<boolean> {
    return (await this.entry(conversationId))?.set.has(userId) ?? false;
  }

  /**
   * Where a user stands in a conversation, from one look-up: a member who may send, a member of a
   * one-to-one chat where one of the two blocked the other ('blocked'), or not a member.
   */
  async standing(conversationId: string, userId: string): Promise<'member' | 'blocked' | 'none'> {
    const entry = await this.entry(conversationId);
    if (!entry?.set.has(userId)) return 'none';
    return entry.blocked ? 'blocked' : 'member';
  }

  /**
   * Tells every instance (this one at once) that the conversation's members changed, or a block
   * between them did.
   */
  async changed(conversationId: string): Promise<void> {
    this.forget(conversationId);
    try {
      await this.bus.publishControl({ type: 'members_changed', conversationId });
    } catch {
      // Redis is down: the other instances stop trusting their lists within CACHE_TTL_MS.
    }
  }

  /** A lookup still under way when the list changes is answered but not kept. */
  private forget(conversationId: string): void {
    this.cache.delete(conversationId);
    this.loading.delete(conversationId);
  }

  private entry(conversationId: string): Promise<Entry | null> | Entry | null {
    const cached = this.cache.get(conversationId);
    if (cached && cached.until > Date.now()) return cached;
    const pending = this.loading.get(conversationId);
    if (pending) return pending;
    const load: Promise<Entry | null> = this.load(conversationId).then((entry) => {
      if (this.loading.get(conversationId) !== load) return entry;
      this.loading.delete(conversationId);
      this.cache.delete(conversationId);
      if (entry) {
        if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
        this.cache.set(conversationId, entry);
      }
      return entry;
    });
    // A failed lookup is not kept either: the next call asks again.
    load.catch(() => {
      if (this.loading.get(conversationId) === load) this.loading.delete(conversationId);
    });
    this.loading.set(conversationId, load);
    return load;
  }

  private async load(conversationId: string): Promise<Entry | null> {
    const ids = await conversationMemberIds(this.db, conversationId);
    if (ids.length === 0) return null;
    const blocked = ids.length === 2 && (await directBlocked(this.db, conversationId, ids));
    return { ids, set: new Set(ids), blocked, until: Date.now() + CACHE_TTL_MS };
  }
}
