import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './apply-event';
import {
  SNAPSHOT_MESSAGES_MAX,
  SNAPSHOT_SESSION,
  snapshotClear,
  snapshotDataKept,
  snapshotRead,
  snapshotSessionRead,
  snapshotSessionWrite,
  snapshotWrite,
} from './offline-snapshot';
import { snapshotStoreMemory } from './offline-snapshot-store';
import { chatMessage } from './test-chat-message';

const emma = { user: { id: 'u-emma', displayName: 'Emma Johnson' } };
const sofia = { user: { id: 'u-sofia', displayName: 'Sofía García' } };
const LIST = '/api/conversations?userId=u-emma';
const MESSAGES = '/api/conversations/c1/messages';

const message = chatMessage;

describe('offline snapshot', () => {
  it('should serve what was written for the user the session record names', async () => {
    const store = snapshotStoreMemory();
    await snapshotSessionWrite(store, 'u-emma', emma);
    await snapshotWrite(store, LIST, 'u-emma', [{ id: 'c1' }]);
    expect(await snapshotSessionRead(store)).toEqual(emma);
    expect(await snapshotRead(store, LIST)).toEqual([{ id: 'c1' }]);
    expect(await snapshotRead(store, '/api/users')).toBeUndefined();
  });

  it('should serve nothing before anyone is known to be signed in', async () => {
    const store = snapshotStoreMemory();
    // A write before the session record (or after a clear) has nobody to belong to.
    await snapshotWrite(store, LIST, 'u-emma', [{ id: 'c1' }]);
    expect(await snapshotSessionRead(store)).toBeUndefined();
    expect(await snapshotRead(store, LIST)).toBeUndefined();
  });

  it("should never serve one user's entries to another", async () => {
    const store = snapshotStoreMemory();
    await snapshotSessionWrite(store, 'u-emma', emma);
    await snapshotWrite(store, LIST, 'u-emma', [{ id: 'c1' }]);
    // Sofía signs in on this browser: Emma's chats go at once.
    await snapshotSessionWrite(store, 'u-sofia', sofia);
    expect(await snapshotSessionRead(store)).toEqual(sofia);
    expect(await snapshotRead(store, LIST)).toBeUndefined();
    expect(await store.get(LIST)).toBeUndefined();
    // A late write of Emma's (asked for before the switch) is refused.
    await snapshotWrite(store, LIST, 'u-emma', [{ id: 'c1' }]);
    expect(await store.get(LIST)).toBeUndefined();
  });

  it('should not serve an entry whose user differs from the session record', async () => {
    const store = snapshotStoreMemory();
    await store.put({ path: SNAPSHOT_SESSION, userId: 'u-sofia', data: sofia });
    await store.put({ path: LIST, userId: 'u-emma', data: [{ id: 'c1' }] });
    expect(await snapshotRead(store, LIST)).toBeUndefined();
  });

  it('should keep the same user’s entries when their session is written again', async () => {
    const store = snapshotStoreMemory();
    await snapshotSessionWrite(store, 'u-emma', emma);
    await snapshotWrite(store, LIST, 'u-emma', [{ id: 'c1' }]);
    await snapshotSessionWrite(store, 'u-emma', emma);
    expect(await snapshotRead(store, LIST)).toEqual([{ id: 'c1' }]);
  });

  it('should forget everything on clear', async () => {
    const store = snapshotStoreMemory();
    await snapshotSessionWrite(store, 'u-emma', emma);
    await snapshotWrite(store, LIST, 'u-emma', [{ id: 'c1' }]);
    await snapshotClear(store);
    expect(await snapshotSessionRead(store)).toBeUndefined();
    expect(await store.get(LIST)).toBeUndefined();
  });

  it('should keep only confirmed messages, the newest ones', () => {
    const pending = message(0, { id: 'pending-k', sendState: 'queued' });
    expect(snapshotDataKept(MESSAGES, [message(1), pending, message(2)])).toEqual([
      message(1),
      message(2),
    ]);
    const many = Array.from({ length: SNAPSHOT_MESSAGES_MAX + 5 }, (_, i) => message(i + 1));
    const kept = snapshotDataKept(MESSAGES, many) as ChatMessage[];
    expect(kept).toHaveLength(SNAPSHOT_MESSAGES_MAX);
    expect(kept[0]!.seq).toBe(6);
    expect(kept.at(-1)!.seq).toBe(SNAPSHOT_MESSAGES_MAX + 5);
    // Other reads are kept whole.
    expect(snapshotDataKept(LIST, many)).toBe(many);
  });
});
