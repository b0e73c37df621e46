import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../../protocol';
import { contactListsKey, listsApplyEvents } from '../lists/lists-cache';
import { broadcastListsKey, broadcastRecentKey, broadcastsApplyEvents } from './broadcasts-cache';

const receipt = {
  type: 'receipt',
  conversationId: 'c1',
  receipts: [{ userId: 'u-sofia', deliveredSeq: 3, readSeq: 3 }],
} as unknown as ServerEvent;

function seeded() {
  const client = new QueryClient();
  for (const key of [broadcastListsKey('me'), broadcastRecentKey('me'), contactListsKey('me')])
    client.setQueryData(key, []);
  const stale = () =>
    [broadcastListsKey('me'), broadcastRecentKey('me'), contactListsKey('me')].map(
      (key) => client.getQueryState(key)?.isInvalidated ?? false,
    );
  return { client, stale };
}

describe('broadcast and contact list caches', () => {
  it('should read every broadcast query again when my broadcast lists change', () => {
    const { client, stale } = seeded();
    broadcastsApplyEvents(client, [{ type: 'broadcasts_changed' }], 'me');
    expect(stale()).toEqual([true, true, false]);
  });

  it('should read only Recent again when a read position moves', () => {
    const { client, stale } = seeded();
    broadcastsApplyEvents(client, [receipt], 'me');
    expect(stale()).toEqual([false, true, false]);
  });

  it('should read the contact lists again when they change, and nothing else', () => {
    const { client, stale } = seeded();
    listsApplyEvents(client, [{ type: 'contact_lists_changed' }], 'me');
    expect(stale()).toEqual([false, false, true]);
    const other = seeded();
    listsApplyEvents(other.client, [receipt, { type: 'broadcasts_changed' }], 'me');
    expect(other.stale()).toEqual([false, false, false]);
  });
});
