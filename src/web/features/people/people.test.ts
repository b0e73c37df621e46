import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, User } from '../../../protocol';
import { LiveRegistry } from '../../lib/live-registry';
import { USERS_KEY, conversationsKey } from '../../lib/query-client';
import { peopleLive } from './live';
import { usersUpsert } from './users-upsert';
import { USERS_REFETCH_DEBOUNCE_MS, usersWatch } from './users-watch';

function user(id: string, displayName = id, avatar: string | null = null): User {
  return {
    id,
    username: id,
    displayName,
    avatar,
    language: 'en',
    status: 'offline',
    bio: null,
    hasPassword: false,
  };
}

function conversation(id: string, participants: string[]): Conversation {
  return { id, name: null, isGroup: false, participants, updatedAt: new Date(0).toISOString() };
}

describe('usersUpsert', () => {
  it('should add a new person, replace a changed one, and keep the list when nothing changed', () => {
    const list = [user('u-emma'), user('u-sofia', 'Sofía')];
    const added = usersUpsert(list, user('u-noor', 'Noor', '/avatars/placeholder.svg'));
    expect(added.map((u) => u.displayName)).toEqual(['u-emma', 'Sofía', 'Noor']);
    const renamed = usersUpsert(list, user('u-sofia', 'Sofía G.'));
    expect(renamed[1]!.displayName).toBe('Sofía G.');
    expect(usersUpsert(list, user('u-sofia', 'Sofía'))).toBe(list);
  });

  it('should be what the people feature folds for user_updated', () => {
    const cache = { users: [user('u-emma')], conversations: [], messages: {} };
    const got = new LiveRegistry([peopleLive]).apply(
      cache,
      { type: 'user_updated', user: user('u-noor', 'Noor') },
      { userId: 'u-emma', openConversationId: null },
    );
    expect(got.cache.users?.map((u) => u.displayName)).toEqual(['u-emma', 'Noor']);
  });
});

describe('usersWatch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should ask for the user list once when conversations name someone it lacks', async () => {
    const client = new QueryClient();
    client.setQueryData(USERS_KEY, [user('u-emma')]);
    const asks = vi.spyOn(client, 'invalidateQueries');
    const stop = usersWatch(client);
    const key = conversationsKey('u-emma');
    // A burst naming the same new person: one request, after the debounce.
    client.setQueryData(key, [conversation('c1', ['u-emma', 'u-noor'])]);
    client.setQueryData(key, [
      conversation('c1', ['u-emma', 'u-noor']),
      conversation('c2', ['u-emma', 'u-noor']),
    ]);
    expect(asks).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(USERS_REFETCH_DEBOUNCE_MS);
    expect(asks).toHaveBeenCalledTimes(1);
    expect(asks.mock.calls[0]![0]).toMatchObject({ queryKey: USERS_KEY });
    // Known to the list now: nothing more to ask.
    client.setQueryData(USERS_KEY, [user('u-emma'), user('u-noor', 'Noor')]);
    client.setQueryData(key, [conversation('c3', ['u-emma', 'u-noor'])]);
    await vi.advanceTimersByTimeAsync(USERS_REFETCH_DEBOUNCE_MS);
    expect(asks).toHaveBeenCalledTimes(1);
    // An id asked about that stays unknown (a removed account) is not asked about in a loop.
    client.setQueryData(key, [conversation('c4', ['u-emma', 'u-gone'])]);
    await vi.advanceTimersByTimeAsync(USERS_REFETCH_DEBOUNCE_MS);
    client.setQueryData(key, [conversation('c5', ['u-emma', 'u-gone'])]);
    await vi.advanceTimersByTimeAsync(USERS_REFETCH_DEBOUNCE_MS);
    expect(asks).toHaveBeenCalledTimes(2);
    stop();
  });
});
