import type { QueryClient } from '@tanstack/react-query';
import type { Message, MessageSend } from '../../../protocol';
import { errorText } from '../../lib/api';
import type { ChatMessage, SendState } from '../../lib/apply-event';
import { cacheApplyEvents } from '../../lib/live-cache';
import { keyIsMessages, messagesKey } from '../../lib/query-client';
import { messagesSendStateSet, messagesWithEntries } from './outbox-cache';
import type { OutboxEntry } from './outbox-rules';
import { outboxOfUser, outboxOrder, outboxOutcome, outboxRetryDelay } from './outbox-rules';
import type { OutboxStore } from './outbox-store';

export interface OutboxOptions {
  store: OutboxStore;
  /** Posts one send; resolves with the server's message (the first one, for a repeated clientId). */
  post: (body: OutboxEntry['body']) => Promise<Message>;
  /** A send the server refused and that left the outbox: tell the person why. */
  onRefused?: (reason: string) => void;
  /** Where 'online' is heard (the window); null where there is none. */
  events?: EventTarget | null;
  random?: () => number;
  now?: () => number;
}

/**
 * The signed-in user's outbox. Every send is written to it before it is posted and leaves it
 * once the server has it, so a send is never lost: one that fails for a reason that passes
 * waits (its bubble shows a clock) and goes again with the same clientId when the connection
 * returns (the live socket opens, the browser says 'online', or a backoff timer fires), one at
 * a time in the order written. The server keeps the first copy of a clientId, so a send that
 * did arrive but whose answer was lost is not doubled.
 */
export class Outbox {
  readonly userId: string;
  private entries: OutboxEntry[] = [];
  private written = 0;
  private running: Promise<void> | null = null;
  private again = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  /** The last try failed and nothing has succeeded since: new sends wait behind it. */
  private blocked = false;
  private stopped = true;
  private unsubscribe: (() => void) | null = null;
  private firstTries = new Map<string, () => void>();
  private loaded: Promise<void> = Promise.resolve();
  private readonly client: QueryClient;
  private readonly options: OutboxOptions;

  constructor(client: QueryClient, userId: string, options: OutboxOptions) {
    this.client = client;
    this.userId = userId;
    this.options = options;
  }

  /** Loads what earlier pages left (shown in their chats as waiting) and sends it. */
  start(): Promise<void> {
    if (!this.stopped) return this.loaded;
    this.stopped = false;
    this.options.events?.addEventListener('online', this.wake);
    // Whatever messages list is loaded or fetched again shows the entries still waiting.
    this.unsubscribe = this.client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && keyIsMessages(event.query.queryKey)) {
        this.project(event.query.queryKey[1]);
      }
    });
    // Sends wait for this: what earlier pages wrote goes before what this one writes.
    this.loaded = this.load();
    return this.loaded.then(() => this.flush());
  }

  private async load(): Promise<void> {
    const stored = await this.options.store.list(this.userId).catch(() => []);
    const held = new Set(this.entries.map((e) => e.clientId));
    this.entries = outboxOrder([
      ...outboxOfUser(stored, this.userId).filter((e) => !held.has(e.clientId)),
      ...this.entries,
    ]);
    for (const id of new Set(this.entries.map((e) => e.body.conversationId))) this.project(id);
  }

  stop(): void {
    this.stopped = true;
    this.options.events?.removeEventListener('online', this.wake);
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    for (const done of this.firstTries.values()) done();
    this.firstTries.clear();
  }

  /** The entries waiting, in the order they will be sent. */
  get waiting(): readonly OutboxEntry[] {
    return this.entries;
  }

  /**
   * Writes a send to the outbox and sends it (after those written before it). Resolves when
   * its first try is over: sent, refused, or waiting for the connection.
   */
  add(body: MessageSend & { clientId: string }): Promise<void> {
    const now = this.options.now?.() ?? Date.now();
    const entry: OutboxEntry = {
      userId: this.userId,
      clientId: body.clientId,
      body: { ...body, senderId: this.userId },
      writtenAt: now,
      n: this.written++,
      createdAt: new Date(now).toISOString(),
    };
    this.entries = this.entries.filter((e) => e.clientId !== entry.clientId);
    this.entries.push(entry);
    void this.options.store.put(entry).catch(() => undefined);
    const firstTry = new Promise<void>((resolve) => this.firstTries.set(entry.clientId, resolve));
    this.project(body.conversationId, this.blocked ? 'queued' : 'pending');
    // A refused send tapped to retry: its bubble is there already, marked failed.
    this.stateSet(entry, this.blocked ? 'queued' : 'pending');
    // Behind a failed send it just waits: the backoff timer, 'online' or the socket's next open
    // send them all, in order, rather than one more try per message typed.
    if (this.blocked) this.firstTryOver(entry.clientId);
    else void this.flush();
    return firstTry;
  }

  /** Sends now what waits, without waiting out the backoff (the connection is back). */
  wake = (): void => {
    if (this.stopped) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.attempt = 0;
    void this.flush();
  };

  /**
   * Sends the entries one at a time, in order. While a run is under way this returns its
   * promise and asks it to go round once more, so nothing added or woken meanwhile is missed.
   */
  flush(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.again = true;
    this.running ??= this.drainRounds();
    return this.running;
  }

  private async drainRounds(): Promise<void> {
    try {
      while (this.again && !this.stopped) {
        this.again = false;
        await this.drain();
      }
    } finally {
      this.running = null;
    }
  }

  private async drain(): Promise<void> {
    await this.loaded;
    while (!this.stopped && this.entries.length > 0) {
      const entry = this.entries[0]!;
      this.stateSet(entry, 'pending');
      try {
        const message = await this.options.post(entry.body);
        this.remove(entry);
        this.blocked = false;
        this.attempt = 0;
        cacheApplyEvents(this.client, [{ type: 'message', message }], {
          userId: this.userId,
          openConversationId: entry.body.conversationId,
        });
      } catch (err) {
        if (outboxOutcome(err) === 'refused') {
          this.remove(entry);
          const reason = errorText(err);
          this.stateSet(entry, 'failed', reason);
          this.options.onRefused?.(reason);
          continue;
        }
        this.blocked = true;
        for (const e of this.entries) this.stateSet(e, 'queued');
        this.retrySchedule();
        return;
      } finally {
        this.firstTryOver(entry.clientId);
      }
    }
  }

  private retrySchedule(): void {
    if (this.stopped || this.retryTimer) return;
    const delay = outboxRetryDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, delay);
  }

  private remove(entry: OutboxEntry): void {
    this.entries = this.entries.filter((e) => e.clientId !== entry.clientId);
    void this.options.store.remove(this.userId, entry.clientId).catch(() => undefined);
  }

  private firstTryOver(clientId: string): void {
    this.firstTries.get(clientId)?.();
    this.firstTries.delete(clientId);
  }

  private stateSet(entry: OutboxEntry, state: SendState, reason?: string): void {
    this.client.setQueryData<ChatMessage[]>(messagesKey(entry.body.conversationId), (old) =>
      old ? messagesSendStateSet(old, this.userId, entry.clientId, state, reason) : old,
    );
  }

  /**
   * Shows this conversation's waiting entries in its cached messages, if they are loaded (a
   * list not fetched yet is left alone: it is filled in when it arrives).
   */
  private project(conversationId: string, state?: SendState): void {
    const key = messagesKey(conversationId);
    const list = this.client.getQueryData<ChatMessage[]>(key);
    if (!list) return;
    const mine = this.entries.filter((e) => e.body.conversationId === conversationId);
    const next = messagesWithEntries(list, mine, state ?? (this.blocked ? 'queued' : 'pending'));
    if (next !== list) this.client.setQueryData(key, next);
  }
}
