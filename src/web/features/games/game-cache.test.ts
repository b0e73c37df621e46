import { describe, expect, it } from 'vitest';
import type { GameSnapshot } from '../../../protocol';
import { gameSnapshotPick } from './game-cache';

const snapshot = (version: number, gameOver = false): GameSnapshot => ({
  id: 'g1',
  conversationId: 'c1',
  gameType: 'connect_four',
  players: ['u-emma', 'u-sofia'],
  currentPlayer: version % 2 ? 'u-sofia' : 'u-emma',
  winner: null,
  gameOver,
  version,
  gameState: { version },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

describe('gameSnapshotPick', () => {
  it('should take the first copy of a game', () => {
    const first = snapshot(0);
    expect(gameSnapshotPick(undefined, first)).toBe(first);
  });

  it('should take a newer version', () => {
    const next = snapshot(3);
    expect(gameSnapshotPick(snapshot(2), next)).toBe(next);
  });

  it('should keep the held copy when an older one arrives late', () => {
    const held = snapshot(5);
    expect(gameSnapshotPick(held, snapshot(4))).toBe(held);
  });

  it('should take an equal version, which may know the round is over', () => {
    const over = snapshot(7, true);
    expect(gameSnapshotPick(snapshot(7), over)).toBe(over);
  });

  it('should end on the newest state whatever order the copies arrive in', () => {
    const copies = [snapshot(2), snapshot(0), snapshot(4), snapshot(1), snapshot(3)];
    const held = copies.reduce<GameSnapshot | undefined>(gameSnapshotPick, undefined);
    expect(held?.version).toBe(4);
  });
});
