import type { GameSnapshot } from '../../../protocol';

/**
 * Which copy of a game to keep when a new one arrives (a live push, a poll, a move's reply).
 * They can arrive out of order: a poll sent before a move may answer after the push of that
 * move. The server raises `version` with every accepted move, so the higher version is the newer
 * state; on equal versions the newcomer wins, since it can still say more (Word Hunt's clock
 * running out changes the view before the version moves). Returns `held` itself when it stays,
 * so nothing re-renders.
 */
export function gameSnapshotPick(
  held: GameSnapshot | undefined,
  incoming: GameSnapshot,
): GameSnapshot {
  if (!held || held.id !== incoming.id) return incoming;
  return incoming.version >= held.version ? incoming : held;
}
