import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Conversation, Message, ServerEvent, User } from '../../protocol';
import type { ApplyContext, ChatCache, ChatMessage } from './apply-event';
import {
  applyEvent,
  messagesAddPending,
  messagesHighestChangeSeq,
  messagesMerge,
  messagesMergeUpdates,
} from './apply-event';

/**
 * Zulip's events-system check (`verify_action`): a client that fetched state and then applied
 * the live events must hold exactly what a fresh fetch returns. The fake server below answers
 * the same reads as the real one: the conversation list of a user and the messages of one
 * conversation.
 */

const EMMA = 'u-emma';
const SOFIA = 'u-sofia';
const WEI = 'u-wei';

interface ServerConversation {
  id: string;
  name: string | null;
  isGroup: boolean;
  participants: string[];
  createdAt: string;
}

class FakeServer {
  conversations: ServerConversation[] = [];
  messages: Message[] = [];
  /** Highest seq each user has read, per conversation. */
  readSeq = new Map<string, number>();
  /** Each conversation's change counter: every edit and unsend takes the next number. */
  lastChangeSeq = new Map<string, number>();
  private clock = Date.parse('2025-03-01T10:00:00.000Z');
  private nextId = 1;

  conversationAdd(id: string, participants: string[], isGroup = false, name: string | null = null) {
    this.conversations.push({ id, name, isGroup, participants, createdAt: this.tick() });
  }

  send(conversationId: string, senderId: string, content: string, clientId: string | null = null) {
    const seq = this.messages.filter((m) => m.conversationId === conversationId).length + 1;
    const message: Message = {
      id: `m${this.nextId++}`,
      conversationId,
      senderId,
      content,
      messageType: 'text',
      metadata: null,
      isBurner: false,
      expiresAt: null,
      createdAt: this.tick(),
      seq,
      clientId,
      deletedAt: null,
      changeSeq: 0,
    };
    // Like the real server: sending does not move the sender's read marker; unread counts
    // only messages from others.
    this.messages.push(message);
    return message;
  }

  /** PUT /api/messages/{id}/edit: same id and seq, new text, editedAt set, next change. */
  edit(messageId: string, content: string): Message {
    return this.change(messageId, { content, editedAt: this.tick() });
  }

  /** DELETE /api/messages/{id}: same id and seq, emptied, deletedAt set, next change. */
  unsend(messageId: string): Message {
    return this.change(messageId, { content: '', metadata: null, deletedAt: this.tick() });
  }

  /** GET /api/conversations/{id}/messages?changedAfter= */
  fetchChangedAfter(conversationId: string, after: number): Message[] {
    return this.messages
      .filter((m) => m.conversationId === conversationId && (m.changeSeq ?? 0) > after)
      .sort((a, b) => a.changeSeq! - b.changeSeq!);
  }

  private change(messageId: string, fields: Partial<Message>): Message {
    const index = this.messages.findIndex((m) => m.id === messageId);
    const held = this.messages[index]!;
    const changeSeq = (this.lastChangeSeq.get(held.conversationId) ?? 0) + 1;
    this.lastChangeSeq.set(held.conversationId, changeSeq);
    const changed = { ...held, ...fields, changeSeq };
    this.messages[index] = changed;
    return changed;
  }

  read(conversationId: string, userId: string, seq: number) {
    const key = `${conversationId}/${userId}`;
    this.readSeq.set(key, Math.max(this.readSeq.get(key) ?? 0, seq));
  }

  /** GET /api/conversations?userId= */
  fetchConversations(userId: string): Conversation[] {
    return this.conversations
      .filter((c) => c.participants.includes(userId))
      .map((c) => {
        const own = this.messages.filter((m) => m.conversationId === c.id);
        const last = own.at(-1) ?? null;
        const read = this.readSeq.get(`${c.id}/${userId}`) ?? 0;
        return {
          id: c.id,
          name: c.name,
          isGroup: c.isGroup,
          participants: c.participants,
          updatedAt: last?.createdAt ?? c.createdAt,
          lastMessage: last,
          lastSeq: last?.seq ?? 0,
          unreadCount: own.filter((m) => m.seq > read && m.senderId !== userId).length,
        };
      })
      .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  }

  /** How many messages the newest page holds. */
  pageSize = 50;

  /** GET /api/conversations/{id}/messages */
  fetchMessages(conversationId: string): Message[] {
    return this.messages.filter((m) => m.conversationId === conversationId).slice(-this.pageSize);
  }

  fetchCache(userId: string, conversationIds: string[], users: User[]): ChatCache {
    return {
      users,
      conversations: this.fetchConversations(userId),
      messages: Object.fromEntries(conversationIds.map((id) => [id, this.fetchMessages(id)])),
    };
  }

  private tick(): string {
    this.clock += 60_000;
    return new Date(this.clock).toISOString();
  }
}

function user(id: string, status: User['status'] = 'offline'): User {
  return { id, username: id.slice(2), displayName: id, avatar: null, language: 'en', status };
}

const USERS = [user(EMMA, 'online'), user(SOFIA), user(WEI)];

/** Three conversations with some history, as Emma sees them. */
function serverWithHistory(): FakeServer {
  const server = new FakeServer();
  server.conversationAdd('c-sofia', [EMMA, SOFIA]);
  server.conversationAdd('c-wei', [EMMA, WEI]);
  server.conversationAdd('c-group', [EMMA, SOFIA, WEI], true, 'Trip');
  server.send('c-sofia', SOFIA, 'hola');
  server.send('c-sofia', EMMA, 'hi!');
  server.send('c-wei', WEI, '你好');
  server.send('c-group', SOFIA, 'who brings snacks?');
  return server;
}

function applyAll(cache: ChatCache, events: ServerEvent[], ctx: ApplyContext) {
  let refetch = false;
  for (const event of events) {
    const result = applyEvent(cache, event, ctx);
    cache = result.cache;
    refetch ||= result.refetchConversations;
  }
  return { cache, refetch };
}

const ctx: ApplyContext = { userId: EMMA, openConversationId: null };

describe('applyEvent', () => {
  it('should equal a fresh fetch after someone starts a conversation with us and writes in it', () => {
    const server = serverWithHistory();
    const before = server.fetchCache(EMMA, [], USERS);
    server.conversationAdd('c-new', [SOFIA, EMMA, WEI], true, 'Trip');
    const [fresh] = server.fetchConversations(EMMA).filter((c) => c.id === 'c-new');
    const events: ServerEvent[] = [
      { type: 'conversation', conversation: fresh! },
      { type: 'message', message: server.send('c-new', SOFIA, 'who is in?') },
      // Delivered twice (another tab of the creator's, a retry): changes nothing.
      { type: 'conversation', conversation: fresh! },
    ];
    const { cache, refetch } = applyAll(before, events, ctx);
    expect(refetch).toBe(false);
    expect(cache.conversations).toEqual(server.fetchConversations(EMMA));
  });

  it('should equal a fresh fetch after new messages in several conversations', () => {
    const server = serverWithHistory();
    const before = server.fetchCache(EMMA, ['c-sofia', 'c-group'], USERS);
    const events: ServerEvent[] = [
      server.send('c-wei', WEI, 'are you free?'),
      server.send('c-sofia', SOFIA, '¿qué tal?'),
      server.send('c-group', EMMA, 'I will', 'abc123'),
      server.send('c-group', WEI, 'great'),
      server.send('c-sofia', SOFIA, '¿hola?'),
    ].map((message) => ({ type: 'message', message }));

    const { cache, refetch } = applyAll(before, events, ctx);

    expect(refetch).toBe(false);
    expect(cache).toEqual(server.fetchCache(EMMA, ['c-sofia', 'c-group'], USERS));
  });

  it('should not count messages of the open conversation as unread', () => {
    const server = serverWithHistory();
    const before = server.fetchCache(EMMA, ['c-sofia'], USERS);
    const message = server.send('c-sofia', SOFIA, 'still there?');
    // The client posts /read for what it shows; the server records it.
    server.read('c-sofia', EMMA, message.seq);

    const { cache } = applyAll(before, [{ type: 'message', message }], {
      userId: EMMA,
      openConversationId: 'c-sofia',
    });

    expect(cache).toEqual(server.fetchCache(EMMA, ['c-sofia'], USERS));
  });

  it('should be idempotent when every event is delivered twice', () => {
    const server = serverWithHistory();
    const before = server.fetchCache(EMMA, ['c-sofia', 'c-wei'], USERS);
    const messages = [
      server.send('c-sofia', SOFIA, 'one'),
      server.send('c-wei', WEI, 'two'),
      server.send('c-sofia', EMMA, 'three'),
    ];
    const once = applyAll(
      before,
      messages.map((message) => ({ type: 'message', message })),
      ctx,
    ).cache;
    const twice = applyAll(
      before,
      messages.flatMap((message) => [
        { type: 'message', message },
        { type: 'message', message },
      ]),
      ctx,
    ).cache;

    expect(twice).toEqual(once);
    expect(twice).toEqual(server.fetchCache(EMMA, ['c-sofia', 'c-wei'], USERS));
  });

  it('should return the same objects when an event changes nothing', () => {
    const server = serverWithHistory();
    const before = server.fetchCache(EMMA, ['c-sofia'], USERS);
    const known = before.messages['c-sofia']![0]!;

    const { cache } = applyEvent(before, { type: 'message', message: known }, ctx);

    expect(cache.messages['c-sofia']).toBe(before.messages['c-sofia']);
    expect(cache.conversations).toBe(before.conversations);
  });

  it('should end sorted by seq whatever the delivery order, duplicates included', () => {
    const server = serverWithHistory();
    const before = server.fetchCache(EMMA, ['c-sofia'], USERS);
    const fresh: Message[] = [];
    for (let i = 0; i < 8; i++) fresh.push(server.send('c-sofia', i % 2 ? EMMA : SOFIA, `m${i}`));
    const expected = server.fetchCache(EMMA, ['c-sofia'], USERS);

    fc.assert(
      fc.property(
        fc.shuffledSubarray(fresh, { minLength: fresh.length, maxLength: fresh.length }),
        fc.array(fc.constantFrom(...fresh), { maxLength: 5 }),
        (order, repeats) => {
          const events: ServerEvent[] = [...order, ...repeats].map((message) => ({
            type: 'message',
            message,
          }));
          const { cache } = applyAll(before, events, ctx);
          expect(cache.messages['c-sofia']).toEqual(expected.messages['c-sofia']);
          const row = cache.conversations!.find((c) => c.id === 'c-sofia')!;
          const freshRow = expected.conversations!.find((c) => c.id === 'c-sofia')!;
          expect(row.lastMessage).toEqual(freshRow.lastMessage);
          expect(row.lastSeq).toBe(freshRow.lastSeq);
          expect(cache.conversations!.map((c) => c.id)).toEqual(
            expected.conversations!.map((c) => c.id),
          );
        },
      ),
    );
  });

  it('should equal a fresh fetch after messages are edited (core 4 Message edit)', () => {
    const server = serverWithHistory();
    const last = server.send('c-sofia', EMMA, 'see you at five', 'k1');
    const earlier = server.fetchMessages('c-group')[0]!;
    const before = server.fetchCache(EMMA, ['c-sofia', 'c-group'], USERS);
    const events: ServerEvent[] = [
      server.edit(last.id, 'see you at six'),
      server.edit(earlier.id, 'who brings drinks?'),
    ].map((message) => ({ type: 'message', message }));

    const { cache, refetch } = applyAll(before, events, ctx);

    expect(refetch).toBe(false);
    expect(cache).toEqual(server.fetchCache(EMMA, ['c-sofia', 'c-group'], USERS));
    const shown = cache.messages['c-sofia']!.find((m) => m.id === last.id)!;
    expect(shown.content).toBe('see you at six');
    expect(shown.editedAt).toBeTruthy();
    // An edit is no new message: the unread count stays as it was.
    const unread = (c: ChatCache) => c.conversations!.find((x) => x.id === 'c-sofia')!.unreadCount;
    expect(unread(cache)).toBe(unread(before));
  });

  it('should keep the newest edit whatever order the copies arrive in', () => {
    const server = serverWithHistory();
    const original = server.send('c-sofia', EMMA, 'see you at five');
    const before = server.fetchCache(EMMA, ['c-sofia'], USERS);
    const first = server.edit(original.id, 'see you at six');
    const second = server.edit(original.id, 'see you at seven');
    const expected = server.fetchCache(EMMA, ['c-sofia'], USERS);

    fc.assert(
      fc.property(
        fc.shuffledSubarray([original, first, second], { minLength: 3, maxLength: 3 }),
        (order) => {
          const events: ServerEvent[] = order.map((message) => ({ type: 'message', message }));
          expect(applyAll(before, events, ctx).cache).toEqual(expected);
          // Also when they come in one batch, as a fetched page does.
          const merged = messagesMerge(before.messages['c-sofia']!, order);
          expect(merged).toEqual(expected.messages['c-sofia']);
        },
      ),
    );
  });

  it('should equal a fresh fetch after messages are unsent (core 4 Unsend)', () => {
    const server = serverWithHistory();
    const ours = server.send('c-sofia', EMMA, 'wrong chat, sorry', 'k2');
    const theirs = server.send('c-group', SOFIA, 'oops');
    const before = server.fetchCache(EMMA, ['c-sofia', 'c-group'], USERS);
    const events: ServerEvent[] = [server.unsend(ours.id), server.unsend(theirs.id)].map(
      (message) => ({ type: 'message', message }),
    );

    const { cache, refetch } = applyAll(before, events, ctx);

    expect(refetch).toBe(false);
    expect(cache).toEqual(server.fetchCache(EMMA, ['c-sofia', 'c-group'], USERS));
    const shown = cache.messages['c-sofia']!.find((m) => m.id === ours.id)!;
    expect(shown).toMatchObject({ content: '', metadata: null, seq: ours.seq });
    expect(shown.deletedAt).toBeTruthy();
    // The list's last line follows; an unsend is no new message, so nothing is counted.
    const row = (c: ChatCache, id: string) => c.conversations!.find((x) => x.id === id)!;
    expect(row(cache, 'c-group').lastMessage!.deletedAt).toBeTruthy();
    expect(row(cache, 'c-group').unreadCount).toBe(row(before, 'c-group').unreadCount);
  });

  it('should keep the newest change whatever order edits and the unsend arrive in', () => {
    const server = serverWithHistory();
    const original = server.send('c-sofia', EMMA, 'see you at five');
    const before = server.fetchCache(EMMA, ['c-sofia'], USERS);
    const copies = [
      original,
      server.edit(original.id, 'see you at six'),
      server.edit(original.id, 'see you at seven'),
      server.unsend(original.id),
    ];
    const expected = server.fetchCache(EMMA, ['c-sofia'], USERS);

    fc.assert(
      fc.property(
        fc.shuffledSubarray(copies, { minLength: copies.length, maxLength: copies.length }),
        fc.array(fc.constantFrom(...copies), { maxLength: 4 }),
        (order, repeats) => {
          const arrivals = [...order, ...repeats];
          const events: ServerEvent[] = arrivals.map((message) => ({ type: 'message', message }));
          // One by one, as pushes and HTTP replies come...
          expect(applyAll(before, events, ctx).cache).toEqual(expected);
          // ...or in one batch, as a fetched page does.
          expect(messagesMerge(before.messages['c-sofia']!, arrivals)).toEqual(
            expected.messages['c-sofia'],
          );
        },
      ),
    );
  });

  it('should take the higher change number even when its times say otherwise', () => {
    const server = serverWithHistory();
    const original = server.send('c-sofia', EMMA, 'see you at five');
    const first = server.edit(original.id, 'see you at six');
    // Two server instances whose clocks disagree: the change counter decides, not editedAt.
    const second = {
      ...server.edit(original.id, 'see you at seven'),
      editedAt: original.createdAt,
    };
    const held = [first];

    expect(messagesMerge(held, [second])).toEqual([second]);
    expect(messagesMerge([second], [first])).toEqual([second]);
  });

  it('should fall back to the edit and unsend times when no change numbers are given', () => {
    const server = serverWithHistory();
    const original = server.send('c-sofia', EMMA, 'see you at five');
    const strip = (m: Message): Message => ({ ...m, changeSeq: undefined });
    const first = strip(server.edit(original.id, 'see you at six'));
    const second = strip(server.edit(original.id, 'see you at seven'));
    const unsent = strip(server.unsend(original.id));
    const plain = strip(original);

    expect(messagesMerge([second], [first])).toEqual([second]);
    expect(messagesMerge([first], [second])).toEqual([second]);
    expect(messagesMerge([unsent], [second, plain])).toEqual([unsent]);
    expect(messagesMerge([plain], [unsent])).toEqual([unsent]);
  });

  it('should notice a copy that differs only in its unsend or change number', () => {
    const server = serverWithHistory();
    const original = server.send('c-sofia', EMMA, '');
    const held = [original];

    const unsent = { ...original, deletedAt: '2025-03-01T11:00:00.000Z', changeSeq: 1 };
    expect(messagesMerge(held, [unsent])).toEqual([unsent]);
    const renumbered = { ...original, changeSeq: 2 };
    expect(messagesMerge(held, [renumbered])).toEqual([renumbered]);
    expect(messagesMerge(held, [{ ...original }])).toBe(held);
  });

  it('should not let an older copy undo an unsend in the conversation list', () => {
    const server = serverWithHistory();
    const last = server.send('c-sofia', SOFIA, 'wrong chat');
    const edited = server.edit(last.id, 'wrong chat, sorry');
    const unsent = server.unsend(last.id);
    const before = server.fetchCache(EMMA, [], USERS);
    const events: ServerEvent[] = [unsent, last, edited].map((message) => ({
      type: 'message',
      message,
    }));

    const { cache } = applyAll(before, events, ctx);

    expect(cache.conversations).toBe(before.conversations);
    expect(cache.conversations!.find((c) => c.id === 'c-sofia')!.lastMessage).toEqual(unsent);
  });

  it('should leave out a change to history not loaded yet', () => {
    const server = serverWithHistory();
    const old = server.send('c-sofia', EMMA, 'an old message');
    for (let i = 0; i < 3; i++) server.send('c-sofia', SOFIA, `newer ${i}`);
    server.pageSize = 3;
    const before = server.fetchCache(EMMA, ['c-sofia'], USERS);
    const change = server.edit(old.id, 'an old message, edited');
    const recent = server.edit(before.messages['c-sofia']![0]!.id, 'newer 0, edited');

    // Pushed live: the page that holds it will bring it already edited.
    const { cache } = applyAll(before, [{ type: 'message', message: change }], ctx);
    expect(cache.messages['c-sofia']).toBe(before.messages['c-sofia']);
    // Caught up after a reconnect: only what is held changes.
    const merged = messagesMergeUpdates(before.messages['c-sofia']!, [change, recent]);
    expect(merged).toEqual(server.fetchMessages('c-sofia'));
    // An empty chat, or one holding only ours still sending, takes everything.
    expect(messagesMergeUpdates([], [change])).toEqual([change]);
  });

  it('should equal a fresh fetch after catching up on what changed while away', () => {
    const server = serverWithHistory();
    const a = server.send('c-sofia', EMMA, 'first');
    const b = server.send('c-sofia', SOFIA, 'second');
    server.edit(a.id, 'first, edited');
    const before = server.fetchCache(EMMA, ['c-sofia'], USERS);
    // Away: an edit, an unsend, and a new message that was edited too.
    server.edit(b.id, 'second, edited');
    server.unsend(a.id);
    const c = server.send('c-sofia', SOFIA, 'third');
    server.edit(c.id, 'third, edited');
    const held = before.messages['c-sofia']!;
    const mark = messagesHighestChangeSeq(held);
    const newer = server.fetchMessages('c-sofia').filter((m) => m.seq > held.at(-1)!.seq);

    const caughtUp = messagesMergeUpdates(
      messagesMerge(held, newer),
      server.fetchChangedAfter('c-sofia', mark),
    );

    expect(caughtUp).toEqual(server.fetchMessages('c-sofia'));
  });

  it('should replace our pending message with the server copy of the same clientId', () => {
    const server = serverWithHistory();
    const before = server.fetchCache(EMMA, ['c-sofia'], USERS);
    const pending: ChatMessage = {
      id: 'pending-xyz',
      conversationId: 'c-sofia',
      senderId: EMMA,
      content: 'on my way',
      messageType: 'text',
      metadata: null,
      isBurner: false,
      expiresAt: null,
      createdAt: new Date().toISOString(),
      seq: 0,
      clientId: 'xyz',
      sendState: 'pending',
    };
    const withPending = {
      ...before,
      messages: { 'c-sofia': messagesAddPending(before.messages['c-sofia']!, pending) },
    };
    expect(withPending.messages['c-sofia']!.at(-1)!.sendState).toBe('pending');

    const message = server.send('c-sofia', EMMA, 'on my way', 'xyz');
    const { cache } = applyEvent(withPending, { type: 'message', message }, ctx);

    expect(cache).toEqual(server.fetchCache(EMMA, ['c-sofia'], USERS));
  });

  it('should keep pending messages after confirmed ones', () => {
    const server = serverWithHistory();
    const held = server.fetchMessages('c-sofia');
    const pending: ChatMessage = { ...held[0]!, id: 'p1', clientId: 'p1', sendState: 'pending' };
    const list = messagesAddPending(held, pending);
    const later = server.send('c-sofia', SOFIA, 'later');

    const merged = messagesMerge(list, [later]);

    expect(merged.map((m) => m.id)).toEqual([...held.map((m) => m.id), later.id, 'p1']);
  });

  it('should ask for the list when a message arrives for an unknown conversation', () => {
    const server = serverWithHistory();
    const before = server.fetchCache(EMMA, [], USERS);
    server.conversationAdd('c-new', [EMMA, WEI]);
    const message = server.send('c-new', WEI, 'new chat');

    const { cache, refetch } = applyAll(before, [{ type: 'message', message }], ctx);

    expect(refetch).toBe(true);
    expect(cache.conversations).toBe(before.conversations);
  });

  it('should leave uncached message lists uncached', () => {
    const server = serverWithHistory();
    const before = server.fetchCache(EMMA, [], USERS);
    const message = server.send('c-wei', WEI, 'hi');

    const { cache } = applyEvent(before, { type: 'message', message }, ctx);

    expect(cache.messages['c-wei']).toBeUndefined();
    expect(cache.conversations![0]!.lastMessage).toEqual(message);
  });

  it('should update a user status from a presence event', () => {
    const server = serverWithHistory();
    const before = server.fetchCache(EMMA, [], USERS);

    const { cache } = applyEvent(
      before,
      { type: 'presence', userId: SOFIA, status: 'online' },
      ctx,
    );

    expect(cache.users!.find((u) => u.id === SOFIA)!.status).toBe('online');
    expect(before.users!.find((u) => u.id === SOFIA)!.status).toBe('offline');
  });

  it('should change nothing for typing, joined and pong events', () => {
    const before = serverWithHistory().fetchCache(EMMA, ['c-sofia'], USERS);
    const events: ServerEvent[] = [
      { type: 'typing', conversationId: 'c-sofia', userId: SOFIA, isTyping: true },
      { type: 'joined', conversationId: 'c-sofia' },
      { type: 'pong' },
    ];

    expect(applyAll(before, events, ctx).cache).toBe(before);
  });
});

describe('messagesHighestChangeSeq', () => {
  const server = serverWithHistory();
  const a = server.send('c-sofia', EMMA, 'one');
  const b = server.send('c-sofia', EMMA, 'two');

  it('should be 0 for nothing held, or nothing ever changed', () => {
    expect(messagesHighestChangeSeq(undefined)).toBe(0);
    expect(messagesHighestChangeSeq([])).toBe(0);
    expect(messagesHighestChangeSeq([a, b])).toBe(0);
  });

  it('should be the highest change held, whatever the order of the list', () => {
    const first = server.edit(b.id, 'two, edited');
    const second = server.unsend(a.id);
    expect(messagesHighestChangeSeq([second, first])).toBe(2);
    expect(messagesHighestChangeSeq([first, a])).toBe(1);
  });

  it('should not count copies without a change number, or our unconfirmed messages', () => {
    const plain: Message = { ...a, changeSeq: undefined };
    const pending: ChatMessage = { ...a, id: 'p', changeSeq: 9, sendState: 'pending' };
    expect(messagesHighestChangeSeq([plain, pending])).toBe(0);
  });
});
