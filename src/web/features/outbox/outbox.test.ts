import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../protocol';
import { ApiError } from '../../lib/api';
import type { ChatMessage } from '../../lib/apply-event';
import { messagesKey } from '../../lib/query-client';
import { Outbox } from './outbox';
import type { OutboxEntry } from './outbox-rules';
import { outboxStoreMemory } from './outbox-store';

type Body = OutboxEntry['body'];

/** A server that keeps the first message of each clientId, and can be switched off. */
function server() {
  const stored: Message[] = [];
  const posts: string[] = [];
  let answer: 'ok' | 'down' | number = 'ok';
  const post = (body: Body): Promise<Message> => {
    posts.push(body.clientId);
    if (answer === 'down') return Promise.reject(new TypeError('Failed to fetch'));
    if (typeof answer === 'number') {
      return Promise.reject(new ApiError(answer, 'x', JSON.stringify({ error: 'Not allowed' })));
    }
    const first = stored.find((m) => m.clientId === body.clientId);
    if (first) return Promise.resolve(first);
    const message: Message = {
      id: `m${stored.length + 1}`,
      conversationId: body.conversationId,
      senderId: body.senderId,
      content: body.content,
      messageType: 'text',
      metadata: null,
      isBurner: false,
      expiresAt: null,
      createdAt: new Date().toISOString(),
      seq: stored.length + 1,
      clientId: body.clientId,
    };
    stored.push(message);
    return Promise.resolve(message);
  };
  return {
    stored,
    posts,
    post,
    set: (a: typeof answer) => {
      answer = a;
    },
  };
}

const body = (clientId: string, content = clientId): Body => ({
  conversationId: 'c1',
  senderId: 'u-emma',
  content,
  messageType: 'text',
  clientId,
});

function setup(store = outboxStoreMemory(), userId = 'u-emma') {
  const client = new QueryClient();
  client.setQueryData<ChatMessage[]>(messagesKey('c1'), []);
  const srv = server();
  const refused: string[] = [];
  const outbox = new Outbox(client, userId, {
    store,
    post: srv.post,
    onRefused: (r) => refused.push(r),
    random: () => 0,
  });
  const shown = () => client.getQueryData<ChatMessage[]>(messagesKey('c1')) ?? [];
  return { client, srv, outbox, store, refused, shown };
}

describe('Outbox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should send at once and leave nothing waiting when the server answers', async () => {
    const { srv, outbox, store, shown } = setup();
    await outbox.start();
    await outbox.add(body('a'));
    await outbox.flush();
    expect(srv.stored.map((m) => m.content)).toEqual(['a']);
    expect(outbox.waiting).toHaveLength(0);
    expect(await store.list('u-emma')).toHaveLength(0);
    expect(shown().map((m) => [m.content, m.sendState])).toEqual([['a', undefined]]);
  });

  it('should keep failed sends queued, in order, and send them once by itself when back', async () => {
    const { srv, outbox, store, shown } = setup();
    await outbox.start();
    srv.set('down');
    await outbox.add(body('a'));
    await outbox.add(body('b'));
    await outbox.add(body('c'));
    expect(shown().map((m) => m.sendState)).toEqual(['queued', 'queued', 'queued']);
    expect((await store.list('u-emma')).map((e) => e.clientId).sort()).toEqual(['a', 'b', 'c']);
    // Only the first was tried: the others wait behind it rather than overtake it.
    expect(srv.posts).toEqual(['a']);

    // The backoff timer tries again (1 s): still down, still queued.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(srv.posts).toEqual(['a', 'a']);
    srv.set('ok');
    // Back: the next timer (2 s) sends all three, in the order written, each once.
    await vi.advanceTimersByTimeAsync(2_000);
    await outbox.flush();
    expect(srv.stored.map((m) => m.content)).toEqual(['a', 'b', 'c']);
    expect(shown().map((m) => [m.content, m.sendState, m.seq])).toEqual([
      ['a', undefined, 1],
      ['b', undefined, 2],
      ['c', undefined, 3],
    ]);
    expect(await store.list('u-emma')).toHaveLength(0);
  });

  it('should send at once when woken (socket open, online) without waiting out the backoff', async () => {
    const { srv, outbox } = setup();
    await outbox.start();
    srv.set('down');
    await outbox.add(body('a'));
    srv.set('ok');
    outbox.wake();
    await outbox.flush();
    expect(srv.stored.map((m) => m.content)).toEqual(['a']);
  });

  it('should send again with the same clientId, so a send whose answer was lost is not doubled', async () => {
    const { srv, outbox } = setup();
    await outbox.start();
    // The server stored it but the answer never came back.
    await srv.post(body('a'));
    srv.set('down');
    await outbox.add(body('a'));
    srv.set('ok');
    outbox.wake();
    await outbox.flush();
    expect(srv.stored).toHaveLength(1);
  });

  it('should drop a refused send, mark it failed with the reason, and go on with the next', async () => {
    const { srv, outbox, refused, shown, store } = setup();
    await outbox.start();
    srv.set(403);
    await outbox.add(body('a'));
    srv.set('ok');
    await outbox.add(body('b'));
    await outbox.flush();
    expect(refused).toEqual(['Not allowed']);
    expect(outbox.waiting).toHaveLength(0);
    expect(await store.list('u-emma')).toHaveLength(0);
    const a = shown().find((m) => m.content === 'a')!;
    expect([a.sendState, a.sendError]).toEqual(['failed', 'Not allowed']);
    expect(srv.stored.map((m) => m.content)).toEqual(['b']);
  });

  it('should show and send what an earlier page left, for its own user only', async () => {
    const store = outboxStoreMemory();
    const before = setup(store);
    await before.outbox.start();
    before.srv.set('down');
    await before.outbox.add(body('left'));
    before.outbox.stop();

    // Another identity on the same browser: nothing of Emma's is shown or sent.
    const other = setup(store, 'u-sofia');
    await other.outbox.start();
    expect(other.srv.posts).toEqual([]);
    expect(other.shown()).toEqual([]);
    other.outbox.stop();

    // Emma again, in a new page: the entry is shown as waiting, then sent.
    const after = setup(store);
    after.srv.set('down');
    await after.outbox.start();
    expect(after.shown().map((m) => [m.content, m.sendState])).toEqual([['left', 'queued']]);
    after.srv.set('ok');
    after.outbox.wake();
    await after.outbox.flush();
    expect(after.srv.stored.map((m) => [m.content, m.clientId])).toEqual([['left', 'left']]);
    expect(await store.list('u-emma')).toHaveLength(0);
  });

  it('should show waiting entries in a messages list fetched after they were written', async () => {
    const { client, srv, outbox } = setup();
    client.removeQueries({ queryKey: messagesKey('c1') });
    await outbox.start();
    srv.set('down');
    await outbox.add(body('a'));
    // The chat's first page arrives afterwards (or a refetch replaces the list).
    client.setQueryData<ChatMessage[]>(messagesKey('c1'), []);
    await vi.advanceTimersByTimeAsync(0);
    const list = client.getQueryData<ChatMessage[]>(messagesKey('c1'))!;
    expect(list.map((m) => [m.content, m.sendState])).toEqual([['a', 'queued']]);
    outbox.stop();
  });
});
