import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message, ServerEvent } from '../../protocol';
import { cacheApplyEvents, cacheResync, messagesCatchUp } from './live-cache';
import { messagesKey } from './query-client';

function apply(client: QueryClient, userId: string, events: ServerEvent[]) {
  cacheApplyEvents(client, events, { userId, openConversationId: 'c1' });
}

/**
 * One conversation's messages on a fake server answering the two catch-up reads,
 * `?afterSeq=` (by seq) and `?changedAfter=` (by change), as GET /api/conversations/{id}/messages
 * does; every path asked for is kept.
 */
class FakeMessages {
  stored: Message[] = [];
  asked: string[] = [];
  private lastChange = 0;

  send(count: number): void {
    for (let i = 0; i < count; i++) {
      const seq = this.stored.length + 1;
      this.stored.push({
        id: `m${seq}`,
        conversationId: 'c1',
        senderId: 'u-sofia',
        content: `message ${seq}`,
        messageType: 'text',
        metadata: null,
        isBurner: false,
        expiresAt: null,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, seq)).toISOString(),
        seq,
        clientId: null,
        editedAt: null,
        deletedAt: null,
        changeSeq: 0,
      });
    }
  }

  edit(seq: number): void {
    const m = this.stored[seq - 1]!;
    this.stored[seq - 1] = {
      ...m,
      content: `${m.content}, edited`,
      editedAt: '2025-01-02T00:00:00.000Z',
      changeSeq: ++this.lastChange,
    };
  }

  unsend(seq: number): void {
    const m = this.stored[seq - 1]!;
    this.stored[seq - 1] = {
      ...m,
      content: '',
      deletedAt: '2025-01-02T00:00:00.000Z',
      changeSeq: ++this.lastChange,
    };
  }

  /** The newest `count` messages as stored now. */
  newest(count: number): Message[] {
    return this.stored.slice(-count);
  }

  fetch = (path: string): Promise<Response> => {
    this.asked.push(path);
    const q = new URL(path, 'http://allo.test').searchParams;
    const limit = Number(q.get('limit'));
    const after = (name: string) => Number(q.get(name));
    const page = q.has('changedAfter')
      ? this.stored
          .filter((m) => m.changeSeq! > after('changedAfter'))
          .sort((a, b) => a.changeSeq! - b.changeSeq!)
      : this.stored.filter((m) => m.seq > after('afterSeq'));
    return Promise.resolve(new Response(JSON.stringify(page.slice(0, limit))));
  };
}

describe('messagesCatchUp', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should fetch the edits and unsends made while away, page by page, and merge them', async () => {
    const server = new FakeMessages();
    server.send(300);
    server.edit(300);
    const client = new QueryClient();
    client.setQueryData(messagesKey('c1'), server.newest(200));
    // Away: every held message edited, one unsent, one of history not held edited, and a new
    // message sent and edited (its change number is the highest, yet the others are newer to us).
    for (let seq = 101; seq <= 300; seq++) server.edit(seq);
    server.unsend(250);
    server.edit(10);
    server.send(5);
    server.edit(303);
    vi.stubGlobal('fetch', server.fetch);

    await messagesCatchUp(client, 'c1');

    expect(client.getQueryData(messagesKey('c1'))).toEqual(server.newest(205));
    // From the change held before anything came in; the second page after the first's highest
    // (the unsend, 202: a message's older changes are replaced by its newest).
    const changes = server.asked.filter((p) => p.includes('changedAfter'));
    expect(changes).toEqual([
      '/api/conversations/c1/messages?changedAfter=1&limit=200',
      '/api/conversations/c1/messages?changedAfter=202&limit=200',
    ]);
  });

  it('should start again from the newest page when too much changed to page through', async () => {
    const server = new FakeMessages();
    server.send(800);
    const newestPage = vi.fn(() => Promise.resolve(server.newest(50)));
    const client = new QueryClient({ defaultOptions: { queries: { queryFn: newestPage } } });
    client.setQueryData(messagesKey('c1'), server.newest(50));
    for (let seq = 1; seq <= 800; seq++) server.edit(seq);
    vi.stubGlobal('fetch', server.fetch);

    await messagesCatchUp(client, 'c1');

    expect(newestPage).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(messagesKey('c1'))).toEqual(server.newest(50));
  });
});

describe('cacheResync on the first open', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('should wait for a page still loading when the socket opened, then fetch what came after it', async () => {
    const server = new FakeMessages();
    server.send(5);
    // The chat's first page is read before message 6 is committed, and lands after the open.
    let land!: () => void;
    const firstPage = server.newest(5);
    const client = new QueryClient({
      defaultOptions: {
        queries: { queryFn: () => new Promise((resolve) => (land = () => resolve(firstPage))) },
      },
    });
    void client.prefetchQuery({ queryKey: messagesKey('c1') });
    server.send(1);
    vi.stubGlobal('fetch', server.fetch);

    const resync = cacheResync(client, 'u-emma');
    await Promise.resolve();
    expect(server.asked).toEqual([]);
    land();
    await resync;

    expect(client.getQueryData<Message[]>(messagesKey('c1'))?.map((m) => m.seq)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect(server.asked.filter((p) => p.includes('afterSeq'))).toEqual([
      '/api/conversations/c1/messages?afterSeq=5&limit=200',
    ]);
  });
});

describe('cacheApplyEvents while a chat is loading', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("should fetch a message pushed while the chat's first page was on its way", async () => {
    const server = new FakeMessages();
    server.send(2);
    let land!: () => void;
    const firstPage = server.newest(2);
    const client = new QueryClient({
      defaultOptions: {
        queries: { queryFn: () => new Promise((resolve) => (land = () => resolve(firstPage))) },
      },
    });
    const loading = client.fetchQuery({ queryKey: messagesKey('c1') });
    // Message 3 is committed and pushed after the page was read, before it lands.
    server.send(1);
    vi.stubGlobal('fetch', server.fetch);
    apply(client, 'u-emma', [{ type: 'message', message: server.newest(1)[0]! }]);
    land();
    await loading;
    await vi.waitFor(() =>
      expect(client.getQueryData<Message[]>(messagesKey('c1'))?.map((m) => m.seq)).toEqual([
        1, 2, 3,
      ]),
    );
  });
});
