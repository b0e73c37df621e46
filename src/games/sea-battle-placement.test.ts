import { describe, expect, it } from 'vitest';
import { seaBattle, seaBattleNew } from './sea-battle';
import type { ShipPlacement } from './sea-battle-fleet';
import { SEA_BATTLE_SHIP_NAMES, seaBattleFleetCheck, seaBattleFleetGrid } from './sea-battle-fleet';
import type { RefusalReason } from './types';
import {
  A,
  B,
  deepFreeze,
  ship,
  FLEET_LEFT,
  FLEET_RIGHT,
  play,
  reasonOf,
  battle,
} from './sea-battle-fixture';

describe('core 4. Sea Battle: placement', () => {
  it('should start in placement with empty, unready sides and the first player to fire', () => {
    const state = seaBattleNew([A, B]);
    expect(state.phase).toBe('placement');
    expect(state.turn).toBe(A);
    expect(state.version).toBe(0);
    expect(state.playerGrids[A]).toEqual(state.playerGrids[B]);
    expect(state.playerGrids[A].ready).toBe(false);
    expect(seaBattle.currentPlayer(state, 0)).toBeNull();
    expect(() => seaBattleNew([A, A])).toThrow(RangeError);
  });

  it('should mark a player ready, and start the battle when both are', () => {
    const one = play(seaBattleNew([A, B]), { type: 'ready', ships: FLEET_LEFT }, A);
    expect(one.phase).toBe('placement');
    expect(one.playerGrids[A].ready).toBe(true);
    expect(one.playerGrids[A].ships).toEqual(seaBattleFleetGrid(FLEET_LEFT));
    expect(one.version).toBe(1);
    const two = play(one, { type: 'ready', ships: FLEET_RIGHT }, B);
    expect(two.phase).toBe('battle');
    expect(two.turn).toBe(A);
    expect(seaBattle.currentPlayer(two, 0)).toBe(A);
    expect(two.version).toBe(2);
  });

  it('should store the fleet in canonical order so ship n is the nth named ship', () => {
    const shuffled = [FLEET_LEFT[4], FLEET_LEFT[2], FLEET_LEFT[0], FLEET_LEFT[3], FLEET_LEFT[1]];
    const extra = shuffled.map((s) => ({ ...s, name: 'x', secret: 1 }));
    const state = play(seaBattleNew([A, B]), { type: 'ready', ships: extra, gameState: {} }, A);
    expect(state.playerGrids[A].fleet).toEqual(FLEET_LEFT);
    expect(state.playerGrids[A].ships[0][0]).toBe(1);
    expect(SEA_BATTLE_SHIP_NAMES[state.playerGrids[A].ships[8][0] - 1]).toBe('Destroyer');
  });

  const replace = (index: number, ...ships: ShipPlacement[]) => {
    const fleet = [...FLEET_LEFT];
    fleet.splice(index, ships.length, ...ships);
    return fleet;
  };

  it.each<[string, unknown, RefusalReason]>([
    ['four ships', FLEET_LEFT.slice(0, 4), 'wrong_fleet'],
    ['six ships', [...FLEET_LEFT, ship(9, 8, 2)], 'wrong_fleet'],
    ['two destroyers and no submarine', replace(3, ship(6, 0, 2)), 'wrong_fleet'],
    ['a ship of length 6', replace(0, ship(0, 0, 6)), 'wrong_fleet'],
    ['a ship of length 0', replace(4, ship(8, 0, 0)), 'wrong_fleet'],
    ['a carrier past the right edge', replace(0, ship(0, 6, 5)), 'ship_off_grid'],
    ['a destroyer past the bottom', replace(4, ship(9, 0, 2, 'vertical')), 'ship_off_grid'],
    ['a negative row', replace(0, ship(-1, 0, 5)), 'ship_off_grid'],
    ['a column far away', replace(4, ship(8, 1e9, 2)), 'ship_off_grid'],
    ['crossing ships', replace(3, ship(3, 1, 3, 'vertical')), 'ships_overlap'],
    ['the same cell twice', replace(3, ship(4, 0, 3)), 'ships_overlap'],
    ['ships side by side', replace(1, ship(1, 0, 4)), 'ships_touching'],
    ['ships end to end', replace(4, ship(6, 3, 2)), 'ships_touching'],
    ['ships touching at a corner only', replace(4, ship(7, 3, 2)), 'ships_touching'],
    ['ships not a list', 'ships', 'bad_move'],
    ['a ship that is null', replace(0, null as never), 'bad_move'],
    ['a row as text', replace(0, { ...ship(0, 0, 5), row: '0' } as never), 'bad_move'],
    ['a fractional column', replace(0, ship(0, 0.5, 5)), 'bad_move'],
    ['a NaN row', replace(0, ship(NaN, 0, 5)), 'bad_move'],
    ['an infinite length', replace(0, ship(0, 0, Infinity)), 'bad_move'],
    ['a diagonal ship', replace(0, ship(0, 0, 5, 'diagonal' as never)), 'bad_move'],
  ])('should refuse %s', (_, ships, reason) => {
    const state = deepFreeze(seaBattleNew([A, B]));
    const before = structuredClone(state);
    expect(seaBattleFleetCheck(ships)?.reason).toBe(reason);
    expect(reasonOf(seaBattle.applyMove(state, { type: 'ready', ships } as never, A, 0))).toBe(
      reason,
    );
    expect(state).toEqual(before);
  });

  it('should accept ships a single cell of water apart, diagonally too', () => {
    // The destroyer at (7, 4) is a row down and two columns on from the submarine's end (6, 2).
    expect(seaBattleFleetCheck(replace(4, ship(7, 4, 2)))).toBeNull();
    expect(seaBattleFleetCheck(FLEET_LEFT)).toBeNull();
  });

  it('should refuse a second ready, a ready in battle, a shot in placement and strangers', () => {
    const one = deepFreeze(play(seaBattleNew([A, B]), { type: 'ready', ships: FLEET_LEFT }, A));
    const ready = { type: 'ready', ships: FLEET_RIGHT } as const;
    expect(reasonOf(seaBattle.applyMove(one, ready, A, 0))).toBe('already_ready');
    expect(reasonOf(seaBattle.applyMove(one, { type: 'shoot', row: 0, col: 0 }, A, 0))).toBe(
      'wrong_phase',
    );
    expect(reasonOf(seaBattle.applyMove(one, ready, 'mallory', 0))).toBe('not_a_player');
    expect(reasonOf(seaBattle.applyMove(battle(), ready, B, 0))).toBe('wrong_phase');
  });
});
