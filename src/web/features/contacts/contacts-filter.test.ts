import { describe, expect, it } from 'vitest';
import type { FriendView } from '../../../protocol';
import { contactGroups } from './contacts-filter';

const view = (id: string, over: Partial<FriendView> = {}): FriendView => ({
  id,
  username: id.toLowerCase(),
  displayName: `${id} Person`,
  avatar: null,
  status: 'offline',
  lastSeen: null,
  isFriend: false,
  isPendingRequest: false,
  incomingRequestId: null,
  mutualFriends: 0,
  ...over,
});

describe('contact groups', () => {
  const views = [
    view('Ana', { isFriend: true }),
    view('Ben', { isPendingRequest: true }),
    view('Cleo', { mutualFriends: 3 }),
    view('Dev', { mutualFriends: 1 }),
    view('Eve', { incomingRequestId: 'r-1' }),
  ];

  it('should put each person in exactly one group, keeping the order given', () => {
    const g = contactGroups(views, '');
    expect(g.friends.map((v) => v.id)).toEqual(['Ana']);
    // Someone who asked me is pending (to accept), never a suggestion to add.
    expect(g.pending.map((v) => v.id)).toEqual(['Ben', 'Eve']);
    expect(g.suggested.map((v) => v.id)).toEqual(['Cleo', 'Dev']);
  });

  it('should match display name or username in any case', () => {
    expect(contactGroups(views, 'CLEO').suggested.map((v) => v.id)).toEqual(['Cleo']);
    expect(contactGroups(views, ' person ').suggested).toHaveLength(2);
    expect(contactGroups(views, 'eve').pending.map((v) => v.id)).toEqual(['Eve']);
    expect(contactGroups(views, 'dev').suggested.map((v) => v.id)).toEqual(['Dev']);
    const none = contactGroups(views, 'zed');
    expect([...none.friends, ...none.pending, ...none.suggested]).toEqual([]);
  });
});
