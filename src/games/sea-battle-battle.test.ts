import { describe, expect, it } from 'vitest';
import { seaBattle } from './sea-battle';
import {
  A,
  B,
  deepFreeze,
  FLEET_LEFT,
  FLEET_RIGHT,
  play,
  reasonOf,
  battle,
  shipCellsOf,
  randomGame,
} from './sea-battle-fixture';

describe('core 4. Sea Battle: battle', () => {
  it('should pass the turn after a miss and after a hit', () => {
    const miss = play(battle(), { type: 'shoot', row: 9, col: 9 }, A);
    expect(miss.playerGrids[B].hits[9][9]).toBe(1);
    expect(miss.turn).toBe(B);
    expect(miss.lastShot).toEqual({ by: A, row: 9, col: 9, hit: false });
    const hit = play(miss, { type: 'shoot', row: 0, col: 0 }, B);
    expect(hit.playerGrids[A].hits[0][0]).toBe(2);
    expect(hit.turn).toBe(A);
    expect(hit.lastShot).toEqual({ by: B, row: 0, col: 0, hit: true });
    expect(hit.version).toBe(4);
  });

  it('should refuse out-of-turn shots, shot cells and shots off the grid', () => {
    const state = deepFreeze(play(battle(), { type: 'shoot', row: 0, col: 5 }, A));
    const shoot = (row: unknown, col: unknown, by: string) =>
      reasonOf(seaBattle.applyMove(state, { type: 'shoot', row, col } as never, by, 0));
    expect(shoot(1, 1, A)).toBe('not_your_turn');
    expect(play(state, { type: 'shoot', row: 0, col: 0 }, B).turn).toBe(A);
    const again = deepFreeze(
      play(play(state, { type: 'shoot', row: 0, col: 0 }, B), { type: 'shoot', row: 5, col: 5 }, A),
    );
    expect(reasonOf(seaBattle.applyMove(again, { type: 'shoot', row: 0, col: 0 }, B, 0))).toBe(
      'cell_taken',
    );
    for (const [row, col] of [
      [10, 0],
      [0, -1],
      [1.5, 0],
      ['3', 3],
      [null, 0],
      [NaN, 0],
    ]) {
      expect(shoot(row, col, B)).toBe('bad_move');
    }
    expect(reasonOf(seaBattle.applyMove(state, { type: 'fire' } as never, B, 0))).toBe('bad_move');
    expect(reasonOf(seaBattle.applyMove(state, null as never, B, 0))).toBe('bad_move');
  });

  it('should end when every opposing ship cell is hit, and refuse every move after', () => {
    let state = battle();
    const targets = shipCellsOf(FLEET_RIGHT);
    const misses = shipCellsOf(FLEET_RIGHT).map(([row, col]): [number, number] => [row + 1, col]);
    targets.forEach(([row, col], i) => {
      expect(state.phase).toBe('battle');
      state = play(state, { type: 'shoot', row, col }, A);
      if (i < targets.length - 1)
        state = play(state, { type: 'shoot', row: misses[i][0], col: misses[i][1] }, B);
    });
    expect(state.phase).toBe('finished');
    expect(state.winner).toBe(A);
    expect(seaBattle.winner(state, 0)).toBe(A);
    expect(seaBattle.currentPlayer(state, 0)).toBeNull();
    expect(state.turn).toBe(A);
    expect(state.version).toBe(2 + 2 * targets.length - 1);
    for (const by of [A, B]) {
      expect(reasonOf(seaBattle.applyMove(state, { type: 'shoot', row: 9, col: 0 }, by, 0))).toBe(
        'game_over',
      );
    }
  });
});

describe('core 4. Sea Battle: hidden fleets', () => {
  it("should show a player their own ships and never the opponent's before the end", () => {
    const state = play(battle(), { type: 'shoot', row: 0, col: 5 }, A);
    const view = seaBattle.viewFor(state, A, 0);
    expect(view.playerGrids[A].ships).toEqual(state.playerGrids[A].ships);
    expect(view.playerGrids[A].fleet).toEqual(FLEET_LEFT);
    expect(view.playerGrids[B]).toEqual({
      ships: null,
      fleet: null,
      hits: state.playerGrids[B].hits,
      ready: true,
    });
    expect(view.turn).toBe(B);
    for (const viewer of [null, 'mallory']) {
      const outside = seaBattle.viewFor(state, viewer, 0);
      expect([A, B].map((id) => outside.playerGrids[id].ships)).toEqual([null, null]);
    }
  });

  it('should show both fleets once the game is over', () => {
    const states = randomGame(7);
    const end = states[states.length - 1];
    for (const viewer of [A, B, null]) {
      const view = seaBattle.viewFor(end, viewer, 0);
      expect(view.playerGrids[A].fleet).toEqual(end.playerGrids[A].fleet);
      expect(view.playerGrids[B].ships).toEqual(end.playerGrids[B].ships);
      expect(view.turn).toBeNull();
    }
  });
});
