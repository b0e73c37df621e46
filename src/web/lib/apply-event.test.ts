import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Message, ServerEvent } from '../../protocol';
import type { ChatCache, ChatMessage } from './apply-event';
import { applyEvent, messagesAddPending } from './apply-event';
import {
  EMMA,
  SOFIA,
  USERS,
  WEI,
  applyAll,
  emmaContext as ctx,
  serverWithHistory,
} from './fake-chat-server';

/**
 * Zulip's events-system check (`verify_action`): a client that fetched state and then applied
 * the live events must hold exactly what a fresh fetch returns (`fake-chat-server.ts`). Edits,
 * unsends and their delivery orders: `messages-merge.test.ts`.
 */

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
