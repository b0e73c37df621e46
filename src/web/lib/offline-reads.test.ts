import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { offlineFollow } from './offline-follow';
import {
  offlineNoticeShown,
  offlineNoticeSubscribe,
  offlineServedRefetch,
  offlineSessionRead,
  offlineSnapshotClear,
} from './offline-reads';
import {
  OFFLINE_KEYS,
  SESSION_KEY,
  USERS_KEY,
  conversationsKey,
  messagesKey,
  queryClientCreate,
} from './query-client';

const emma = { id: 'u-emma', displayName: 'Emma Johnson' };
const sofia = { id: 'u-sofia', displayName: 'Sofía García' };
const SESSION_PATH = '/api/session?optional=1';

/** The network: an answer per path, or no answer at all ('down', as offline). */
type Answer = { status: number; body?: unknown } | 'down';
let answers: Map<string, Answer>;
let network: 'up' | 'down';

function fetchFake(path: string): Promise<Response> {
  const answer = network === 'down' ? 'down' : (answers.get(path) ?? 'down');
  if (answer === 'down') return Promise.reject(new TypeError('Failed to fetch'));
  const body = answer.body === undefined ? null : JSON.stringify(answer.body);
  return Promise.resolve(new Response(body, { status: answer.status }));
}

/** A fresh read of `key`, as a screen's query does (no retries: each test says what it wants). */
function read(client: QueryClient, key: QueryKey): Promise<unknown> {
  return client.fetchQuery({ queryKey: key, staleTime: 0, retry: false });
}

/** The session read as `useSessionQuery` makes it. */
function sessionRead(): Promise<unknown> {
  return offlineSessionRead(SESSION_KEY, async () => {
    const res = await fetch(SESSION_PATH);
    if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
    return (await res.json()) as unknown;
  });
}

describe('offline reads', () => {
  let client: QueryClient;
  let follow: ReturnType<typeof offlineFollow>;

  beforeEach(async () => {
    answers = new Map();
    network = 'up';
    vi.stubGlobal('fetch', vi.fn(fetchFake));
    await offlineSnapshotClear();
    client = queryClientCreate();
    follow = offlineFollow(client, OFFLINE_KEYS);
  });

  afterEach(() => {
    follow.stop();
    vi.unstubAllGlobals();
  });

  /** Emma signed in online, her users and chat list read and kept. */
  async function emmaOnline(): Promise<void> {
    answers.set(SESSION_PATH, { status: 200, body: { user: emma } });
    answers.set('/api/users', { status: 200, body: [emma, sofia] });
    answers.set('/api/conversations?userId=u-emma', { status: 200, body: [{ id: 'c1' }] });
    answers.set('/api/conversations/c1/messages', { status: 200, body: [{ id: 'm1', seq: 1 }] });
    client.setQueryData(SESSION_KEY, await sessionRead());
    await read(client, USERS_KEY);
    await read(client, conversationsKey('u-emma'));
    await read(client, messagesKey('c1'));
    await follow.flush();
  }

  it('should keep each successful read and answer from it when the network is gone', async () => {
    await emmaOnline();
    expect(offlineNoticeShown()).toBe(false);
    network = 'down';
    expect(await sessionRead()).toEqual({ user: emma });
    expect(await read(client, USERS_KEY)).toEqual([emma, sofia]);
    expect(await read(client, conversationsKey('u-emma'))).toEqual([{ id: 'c1' }]);
    expect(await read(client, messagesKey('c1'))).toEqual([{ id: 'm1', seq: 1 }]);
    expect(offlineNoticeShown()).toBe(true);
  });

  it('should keep what was read before it started (it starts after the first screen)', async () => {
    follow.stop();
    answers.set('/api/users', { status: 200, body: [emma, sofia] });
    client.setQueryData(SESSION_KEY, { user: emma });
    await read(client, USERS_KEY);
    follow = offlineFollow(client, OFFLINE_KEYS);
    await follow.flush();
    network = 'down';
    expect(await sessionRead()).toEqual({ user: emma });
    expect(await read(client, USERS_KEY)).toEqual([emma, sofia]);
  });

  it('should keep what live events changed after the read', async () => {
    await emmaOnline();
    client.setQueryData(messagesKey('c1'), [
      { id: 'm1', seq: 1 },
      { id: 'm2', seq: 2 },
      // Our own send, still in the outbox: the outbox shows it again, not the snapshot.
      { id: 'pending-k', seq: 0, sendState: 'queued' },
    ]);
    await follow.flush();
    network = 'down';
    expect(await read(client, messagesKey('c1'))).toEqual([
      { id: 'm1', seq: 1 },
      { id: 'm2', seq: 2 },
    ]);
  });

  it('should answer from the snapshot only for lack of network, never an HTTP error', async () => {
    await emmaOnline();
    answers.set('/api/conversations?userId=u-emma', { status: 401, body: { error: 'No session' } });
    await expect(read(client, conversationsKey('u-emma'))).rejects.toBeInstanceOf(ApiError);
    answers.set('/api/users', { status: 503, body: 'Service Unavailable' });
    await expect(read(client, USERS_KEY)).rejects.toBeInstanceOf(ApiError);
    answers.set(SESSION_PATH, { status: 500 });
    await expect(sessionRead()).rejects.toBeInstanceOf(ApiError);
    expect(offlineNoticeShown()).toBe(false);
  });

  it('should not keep or serve reads outside the list', async () => {
    await emmaOnline();
    answers.set('/api/games/g1', { status: 200, body: { id: 'g1' } });
    await read(client, ['/api/games', 'g1']);
    await follow.flush();
    network = 'down';
    await expect(read(client, ['/api/games', 'g1'])).rejects.toBeInstanceOf(TypeError);
  });

  it('should rethrow the network error when nothing was kept', async () => {
    network = 'down';
    await expect(sessionRead()).rejects.toBeInstanceOf(TypeError);
    await expect(read(client, USERS_KEY)).rejects.toBeInstanceOf(TypeError);
    expect(offlineNoticeShown()).toBe(false);
  });

  it("should never show one user's snapshot once another signs in", async () => {
    await emmaOnline();
    // Sofía signs in on this browser (the picker's POST /api/session).
    client.setQueryData(SESSION_KEY, { user: sofia });
    await follow.flush();
    network = 'down';
    expect(await sessionRead()).toEqual({ user: sofia });
    await expect(read(client, conversationsKey('u-emma'))).rejects.toBeInstanceOf(TypeError);
    await expect(read(client, messagesKey('c1'))).rejects.toBeInstanceOf(TypeError);
    await expect(read(client, USERS_KEY)).rejects.toBeInstanceOf(TypeError);
  });

  it('should not write what is read after a sign-out, for nobody', async () => {
    await emmaOnline();
    client.setQueryData(SESSION_KEY, null);
    client.setQueryData(USERS_KEY, [emma]);
    await follow.flush();
    network = 'down';
    await expect(sessionRead()).rejects.toBeInstanceOf(TypeError);
    await expect(read(client, USERS_KEY)).rejects.toBeInstanceOf(TypeError);
  });

  it('should forget everything when a session read finds nobody signed in', async () => {
    await emmaOnline();
    answers.set(SESSION_PATH, { status: 200, body: { user: null } });
    // What useSessionQuery caches for a visitor.
    client.setQueryData(SESSION_KEY, ((await sessionRead()) as { user: null }).user);
    await follow.flush();
    network = 'down';
    await expect(sessionRead()).rejects.toBeInstanceOf(TypeError);
    await expect(read(client, conversationsKey('u-emma'))).rejects.toBeInstanceOf(TypeError);
  });

  it('should serve from the snapshot at once when the browser says it is offline', async () => {
    await emmaOnline();
    vi.stubGlobal('navigator', { onLine: false });
    const calls = vi.mocked(fetch).mock.calls.length;
    expect(await read(client, USERS_KEY)).toEqual([emma, sofia]);
    expect(vi.mocked(fetch).mock.calls.length).toBe(calls);
  });

  it('should read again what was served once the network is back, and hide the notice', async () => {
    await emmaOnline();
    const seen: boolean[] = [];
    const unsubscribe = offlineNoticeSubscribe(() => seen.push(offlineNoticeShown()));
    network = 'down';
    const list = client.getQueryCache().build(client, { queryKey: conversationsKey('u-emma') });
    await read(client, conversationsKey('u-emma'));
    expect(offlineNoticeShown()).toBe(true);
    network = 'up';
    answers.set('/api/conversations?userId=u-emma', {
      status: 200,
      body: [{ id: 'c1' }, { id: 'c2' }],
    });
    offlineServedRefetch(client);
    await vi.waitFor(() => expect(list.state.data).toEqual([{ id: 'c1' }, { id: 'c2' }]));
    expect(offlineNoticeShown()).toBe(false);
    expect(seen).toEqual([true, false]);
    unsubscribe();
  });
});
