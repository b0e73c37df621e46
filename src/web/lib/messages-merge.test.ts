import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Message, ServerEvent } from '../../protocol';
import type { ChatMessage } from './apply-event';
import {
  messagesAddPending,
  messagesHighestChangeSeq,
  messagesMerge,
  messagesMergeUpdates,
} from './apply-event';
import {
  EMMA,
  SOFIA,
  USERS,
  applyAll,
  emmaContext as ctx,
  serverWithHistory,
} from './fake-chat-server';

/** Edits and unsends against the fake server: the newest copy wins whatever the order. */

describe('messagesMerge', () => {
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

  it('should keep pending messages after confirmed ones', () => {
    const server = serverWithHistory();
    const held = server.fetchMessages('c-sofia');
    const pending: ChatMessage = { ...held[0]!, id: 'p1', clientId: 'p1', sendState: 'pending' };
    const list = messagesAddPending(held, pending);
    const later = server.send('c-sofia', SOFIA, 'later');

    const merged = messagesMerge(list, [later]);

    expect(merged.map((m) => m.id)).toEqual([...held.map((m) => m.id), later.id, 'p1']);
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
