import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineFollow } from '../../lib/offline-follow';
import { offlineSessionRead } from '../../lib/offline-reads';
import {
  OFFLINE_KEYS,
  SESSION_KEY,
  conversationsKey,
  queryClientCreate,
} from '../../lib/query-client';
import { sessionEnd } from './session';

const emma = { id: 'u-emma', displayName: 'Emma Johnson' };
const SESSION_PATH = '/api/session?optional=1';

describe('sessionEnd', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['the server ends the session', 204],
    // Offline, the DELETE cannot go: this browser forgets the user all the same.
    ['the network is gone', 0],
  ])('should clear the offline snapshot when %s', async (_, status) => {
    let online = true;
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string, init?: RequestInit) => {
        if (!online || (path === '/api/session' && status === 0)) {
          return Promise.reject(new TypeError('Failed to fetch'));
        }
        if (init?.method === 'DELETE') return Promise.resolve(new Response(null, { status }));
        return Promise.resolve(Response.json([{ id: 'c1' }]));
      }),
    );
    const client = queryClientCreate();
    const follow = offlineFollow(client, OFFLINE_KEYS);
    client.setQueryData(SESSION_KEY, { user: emma });
    await client.fetchQuery({ queryKey: conversationsKey('u-emma'), retry: false });
    await follow.flush();
    online = false;
    const sessionRead = () => offlineSessionRead(SESSION_KEY, () => fetch(SESSION_PATH));
    await expect(sessionRead()).resolves.toEqual({ user: emma });

    // sessionEnd clears it itself, not only through the cache it empties.
    follow.stop();
    online = true;
    const ended = sessionEnd(client);
    await (status === 0 ? expect(ended).rejects.toBeInstanceOf(TypeError) : ended);
    online = false;
    await expect(sessionRead()).rejects.toBeInstanceOf(TypeError);
    await expect(
      client.fetchQuery({ queryKey: conversationsKey('u-emma'), retry: false }),
    ).rejects.toBeInstanceOf(TypeError);
  });
});
