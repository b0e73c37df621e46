import type { ChatMessage } from './apply-event';
import type { SnapshotStore } from './offline-snapshot-store';
import { snapshotStoreDefault } from './offline-snapshot-store';

/**
 * The offline snapshot's rules (loaded lazily by `offline-reads.ts`, never with the first
 * screen): which user a kept read belongs to, and what of it is kept. The snapshot belongs to
 * one user, the one its session record names; an entry of anyone else is never served, and a
 * session record naming someone new takes everything of the one before with it.
 */

/** The path of the record that names the signed-in user. */
export const SNAPSHOT_SESSION = 'session';

/**
 * Most messages kept per chat: the newest page (50) and three pages of scrolling back, enough
 * to reread a conversation offline, while a chat's entry stays at tens of KB (a text message
 * is about 300 bytes of JSON). A chat's full history is the server's to keep, not this cache's.
 */
export const SNAPSHOT_MESSAGES_MAX = 200;

const MESSAGES_PATH = /^\/api\/conversations\/[^/?]+\/messages$/;

let shared: SnapshotStore | null = null;

/** This browser's snapshot (IndexedDB 'allo-offline'). */
export function snapshotStoreShared(): SnapshotStore {
  return (shared ??= snapshotStoreDefault());
}

/** What the session record holds (the session read's answer), or undefined when none is kept. */
export async function snapshotSessionRead(store: SnapshotStore): Promise<unknown> {
  return (await store.get(SNAPSHOT_SESSION))?.data;
}

/** The kept answer to `path`, only when it belongs to the user the session record names. */
export async function snapshotRead(store: SnapshotStore, path: string): Promise<unknown> {
  const [session, entry] = await Promise.all([store.get(SNAPSHOT_SESSION), store.get(path)]);
  if (!session || !entry || entry.userId !== session.userId) return undefined;
  return entry.data;
}

/**
 * Keeps who is signed in. Someone else than the user held: everything of the one before goes
 * first, so that their chats can never be shown to this one.
 */
export async function snapshotSessionWrite(
  store: SnapshotStore,
  userId: string,
  data: unknown,
): Promise<void> {
  const held = await store.get(SNAPSHOT_SESSION);
  if (held && held.userId !== userId) await store.clear();
  await store.put({ path: SNAPSHOT_SESSION, userId, data });
}

/**
 * Keeps the answer to `path` for `userId`; nothing when the session record names someone else
 * (a late write from before a sign-out or a switch of user).
 */
export async function snapshotWrite(
  store: SnapshotStore,
  path: string,
  userId: string,
  data: unknown,
): Promise<void> {
  const session = await store.get(SNAPSHOT_SESSION);
  if (session?.userId !== userId) return;
  await store.put({ path, userId, data: snapshotDataKept(path, data) });
}

/**
 * What of a read is kept: all of it, but for a chat's messages only those the server has
 * confirmed (the outbox keeps and shows the rest itself) and the newest
 * {@link SNAPSHOT_MESSAGES_MAX}.
 */
export function snapshotDataKept(path: string, data: unknown): unknown {
  if (!MESSAGES_PATH.test(path) || !Array.isArray(data)) return data;
  const confirmed = (data as ChatMessage[]).filter((m) => m.sendState === undefined);
  if (confirmed.length <= SNAPSHOT_MESSAGES_MAX) return confirmed;
  return [...confirmed].sort((a, b) => a.seq - b.seq).slice(-SNAPSHOT_MESSAGES_MAX);
}

export async function snapshotClear(store: SnapshotStore): Promise<void> {
  await store.clear();
}
