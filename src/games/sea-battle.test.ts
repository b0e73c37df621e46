import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SeaBattleMove, SeaBattleState } from './sea-battle';
import { seaBattle, seaBattleNew } from './sea-battle';
import type { ShipPlacement } from './sea-battle-fleet';
import {
  SEA_BATTLE_SHIP_NAMES,
  seaBattleFleetCheck,
  seaBattleFleetGrid,
  seaBattleRandomFleet,
} from './sea-battle-fleet';
import type { MoveResult, RefusalReason } from './types';
import { seededRandom } from './seeded-random';

const A = 'alice';
const B = 'bob';

/** Freezes all of a state; parts shared with an earlier, already frozen state are skipped. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const ship = (
  row: number,
  col: number,
  length: number,
  orientation: 'horizontal' | 'vertical' = 'horizontal',
): ShipPlacement => ({ row, col, length, orientation });

/** Rows 0, 2, 4, 6, 8 from the left edge: legal, 17 cells. */
const FLEET_LEFT = [ship(0, 0, 5), ship(2, 0, 4), ship(4, 0, 3), ship(6, 0, 3), ship(8, 0, 2)];
/** The same, pushed to the right edge. */
const FLEET_RIGHT = [ship(0, 5, 5), ship(2, 6, 4), ship(4, 7, 3), ship(6, 7, 3), ship(8, 8, 2)];

/** Applies a move that must be accepted, with the input frozen to catch any mutation. */
function play(state: SeaBattleState, move: unknown, playerId: string): SeaBattleState {
  const result = seaBattle.applyMove(deepFreeze(state), move as SeaBattleMove, playerId, 0);
  if (!result.ok) throw new Error(`refused ${result.reason}: ${JSON.stringify(move)}`);
  return result.state;
}

function reasonOf(result: MoveResult<SeaBattleState>): RefusalReason | 'ok' {
  return result.ok ? 'ok' : result.reason;
}

function battle(fleetA = FLEET_LEFT, fleetB = FLEET_RIGHT): SeaBattleState {
  const placed = play(seaBattleNew([A, B]), { type: 'ready', ships: fleetA }, A);
  return play(placed, { type: 'ready', ships: fleetB }, B);
}

const shipCellsOf = (fleet: readonly ShipPlacement[]): Array<[number, number]> =>
  fleet.flatMap((s) =>
    Array.from({ length: s.length }, (_, i): [number, number] =>
      s.orientation === 'horizontal' ? [s.row, s.col + i] : [s.row + i, s.col],
    ),
  );

/** An independent placement oracle: every cell pair between two ships, by Chebyshev distance. */
function oracleLegal(ships: readonly ShipPlacement[]): boolean {
  const lengths = ships.map((s) => s.length).sort((a, b) => b - a);
  if (lengths.join() !== '5,4,3,3,2') return false;
  const cells = ships.map((s) => shipCellsOf([s]));
  if (cells.flat().some(([r, c]) => r < 0 || c < 0 || r > 9 || c > 9)) return false;
  return cells.every((mine, i) =>
    cells.every(
      (theirs, j) =>
        i === j ||
        mine.every(([r, c]) =>
          theirs.every(([r2, c2]) => Math.max(Math.abs(r - r2), Math.abs(c - c2)) > 1),
        ),
    ),
  );
}

/** Every state of one random game: both fleets random, then random unshot cells in turn. */
function randomGame(seed: number): SeaBattleState[] {
  let states = games.get(seed);
  if (!states) games.set(seed, (states = randomGamePlay(seed)));
  return states;
}

/** Games already played, by seed: their states are frozen, so sharing them is safe. */
const games = new Map<number, SeaBattleState[]>();

function randomGamePlay(seed: number): SeaBattleState[] {
  const random = seededRandom(seed);
  const states = [seaBattleNew([A, B])];
  const last = () => states[states.length - 1];
  states.push(play(last(), { type: 'ready', ships: seaBattleRandomFleet(random) }, A));
  states.push(play(last(), { type: 'ready', ships: seaBattleRandomFleet(random) }, B));
  while (last().phase === 'battle') {
    const state = last();
    const target = state.turn === A ? B : A;
    // Plain loops: thousands of games are played, and this runs before every shot.
    const open: Array<[number, number]> = [];
    const hits = state.playerGrids[target].hits;
    for (let row = 0; row < hits.length; row++) {
      for (let col = 0; col < hits[row].length; col++)
        if (hits[row][col] === 0) open.push([row, col]);
    }
    const [row, col] = open[Math.floor(random() * open.length)];
    states.push(play(state, { type: 'shoot', row, col }, state.turn));
  }
  return states;
}

const shotsReceived = (state: SeaBattleState, id: string) =>
  state.playerGrids[id].hits.flat().filter((mark) => mark !== 0).length;

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

describe('core 4. Sea Battle: properties', () => {
  const seeds = fc.integer({ min: 0, max: 2 ** 32 - 1 });
  /** A few hundred games, each with ~100 states, are plenty of positions to try moves in. */
  const replayedSeeds = fc.integer({ min: 0, max: 299 });

  it('should end every random legal game in a valid final state', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const states = randomGame(seed);
        const end = states[states.length - 1];
        expect(end.phase).toBe('finished');
        const winner = end.winner as string;
        const loser = winner === A ? B : A;
        const fullyHit = (id: string) =>
          end.playerGrids[id].ships.every((cells, r) =>
            cells.every((s, c) => s === 0 || end.playerGrids[id].hits[r][c] === 2),
          );
        expect(fullyHit(loser)).toBe(true);
        expect(fullyHit(winner)).toBe(false);
        // Shots alternate from the first player, and every accepted move counts once.
        const shotsByA = shotsReceived(end, B);
        const shotsByB = shotsReceived(end, A);
        expect(shotsByA - shotsByB).toBe(winner === A ? 1 : 0);
        expect(end.version).toBe(2 + shotsByA + shotsByB);
        expect(states.length).toBe(end.version + 1);
        for (const id of [A, B]) {
          const { ships, hits } = end.playerGrids[id];
          // Every shot cell says truly what was there: a hit on a ship, a miss on water.
          const marked = hits.every((cells, r) =>
            cells.every((mark, c) => mark === 0 || mark === (ships[r][c] ? 2 : 1)),
          );
          expect(marked).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  const shipArb = fc.record({
    row: fc.integer({ min: -1, max: 10 }),
    col: fc.integer({ min: -1, max: 10 }),
    length: fc.oneof(fc.constantFrom(5, 4, 3, 2), fc.integer({ min: -1, max: 7 })),
    orientation: fc.constantFrom('horizontal' as const, 'vertical' as const),
  });
  const fleetArb = fc.oneof(
    fc.array(shipArb, { maxLength: 7 }),
    // Mostly the right lengths, so the grid checks get exercised too.
    fc.tuple(...[5, 4, 3, 3, 2].map((length) => shipArb.map((s) => ({ ...s, length })))),
  );

  it('should agree with an independent placement oracle', () => {
    fc.assert(
      fc.property(fleetArb, (ships) => {
        expect(seaBattleFleetCheck(ships) === null).toBe(oracleLegal(ships));
      }),
      { numRuns: 2000 },
    );
  });

  const isGameMove = (move: unknown) =>
    typeof move === 'object' &&
    move !== null &&
    ['shoot', 'ready'].includes((move as { type?: unknown }).type as string);

  it('should refuse random illegal moves and leave the state untouched', () => {
    const garbageArb = fc.anything().filter((move) => !isGameMove(move));
    fc.assert(
      fc.property(
        replayedSeeds,
        fc.nat(),
        fc.nat(),
        garbageArb,
        fleetArb,
        (seed, at, kind, garbage, ships) => {
          const states = randomGame(seed);
          const state = deepFreeze(states[at % states.length]);
          const before = structuredClone(state);
          const turn = state.turn;
          const waiting = turn === A ? B : A;
          const fleetReasons: RefusalReason[] = [
            'wrong_fleet',
            'ship_off_grid',
            'ships_overlap',
            'ships_touching',
            'bad_move',
          ];
          const cases: Array<[string, unknown, RefusalReason[]]> = [
            ['mallory', { type: 'shoot', row: 0, col: 0 }, ['not_a_player']],
            [A, garbage, [state.phase === 'finished' ? 'game_over' : 'bad_move']],
          ];
          if (state.phase === 'finished') {
            cases.push([turn, { type: 'shoot', row: 0, col: 0 }, ['game_over']]);
            cases.push([waiting, { type: 'ready', ships }, ['game_over']]);
          } else if (state.phase === 'placement') {
            cases.push([B, { type: 'shoot', row: 1, col: 1 }, ['wrong_phase']]);
            for (const id of [A, B]) {
              if (state.playerGrids[id].ready)
                cases.push([id, { type: 'ready', ships }, ['already_ready']]);
              else if (!oracleLegal(ships))
                cases.push([id, { type: 'ready', ships }, fleetReasons]);
            }
          } else {
            cases.push([turn, { type: 'ready', ships }, ['wrong_phase']]);
            cases.push([waiting, { type: 'shoot', row: 0, col: 0 }, ['not_your_turn']]);
            cases.push([turn, { type: 'shoot', row: 10, col: 0 }, ['bad_move']]);
            for (const [row, mark] of state.playerGrids[waiting].hits.entries()) {
              for (const [col, shot] of mark.entries()) {
                if (shot) cases.push([turn, { type: 'shoot', row, col }, ['cell_taken']]);
              }
            }
          }
          const [by, move, reasons] = cases[kind % cases.length];
          const result = seaBattle.applyMove(state, move as SeaBattleMove, by, 0);
          expect(reasons).toContain(reasonOf(result));
          expect(state).toEqual(before);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('should never throw or change the state, whatever fields a move carries', () => {
    const field = fc.oneof(fc.anything(), fc.integer({ min: -2, max: 11 }), fc.double());
    const moveArb = fc.oneof(
      fc.anything(),
      fc.record({ type: fc.constantFrom('shoot', 'ready', 'drop'), row: field, col: field }),
      fc.record({ type: fc.constant('ready'), ships: fc.oneof(fc.anything(), fleetArb) }),
    );
    fc.assert(
      fc.property(replayedSeeds, fc.nat(), moveArb, fc.constantFrom(A, B), (seed, at, move, by) => {
        const states = randomGame(seed);
        const state = deepFreeze(states[at % states.length]);
        const before = structuredClone(state);
        const result = seaBattle.applyMove(state, move as SeaBattleMove, by, 0);
        expect(state).toEqual(before);
        if (result.ok) expect(result.state.version).toBe(state.version + 1);
        else expect(JSON.parse(JSON.stringify(result))).toEqual(result);
      }),
      { numRuns: 400 },
    );
  });

  /** What a view gives away about a side it must hide; empty when nothing leaks. */
  function viewLeaks(
    state: SeaBattleState,
    viewer: string | null,
    fleet: ShipPlacement[],
  ): string[] {
    const leaks: string[] = [];
    const view = seaBattle.viewFor(deepFreeze(state), viewer, 0);
    const hidden = [A, B].filter((id) => id !== viewer);
    const rest = JSON.stringify({ ...view, playerGrids: hidden.map((id) => view.playerGrids[id]) });
    if (/"ships":\[|"fleet":\[|"length"|"orientation"/.test(rest)) leaks.push(`ships in ${rest}`);
    for (const id of hidden) {
      const grid = view.playerGrids[id];
      if (Object.keys(grid).sort().join() !== 'fleet,hits,ready,ships') leaks.push('extra fields');
      if (grid.ships !== null || grid.fleet !== null) leaks.push(`${id}'s fleet`);
      if (grid.hits.flat().some((mark) => mark < 0 || mark > 2)) leaks.push('ship numbers');
      // Moving the hidden fleet (shots kept) must not change the view at all; compared as the
      // JSON the server sends.
      const moved = {
        ...state,
        playerGrids: {
          ...state.playerGrids,
          [id]: { ...state.playerGrids[id], fleet, ships: seaBattleFleetGrid(fleet) },
        },
      };
      if (JSON.stringify(seaBattle.viewFor(moved, viewer, 0)) !== JSON.stringify(view)) {
        leaks.push(`the view of ${String(viewer)} depends on where ${id}'s ships are`);
      }
    }
    return leaks;
  }

  it("should never show a player the opponent's ships before the end", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        // Another fleet to move the hidden one to: any legal fleet does.
        const fleet = seaBattleRandomFleet(seededRandom(seed ^ 0x5eed));
        // Every reachable state of the game, seen by both players and by an outsider.
        const leaks = randomGame(seed)
          .filter((state) => state.phase !== 'finished')
          .flatMap((state) => [A, B, null].flatMap((viewer) => viewLeaks(state, viewer, fleet)));
        expect(leaks).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('should always draw a legal random fleet, even from a broken random source', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const fleet = seaBattleRandomFleet(seededRandom(seed));
        expect(seaBattleFleetCheck(fleet)).toBeNull();
        expect(oracleLegal(fleet)).toBe(true);
        expect(seaBattleRandomFleet(seededRandom(seed))).toEqual(fleet);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.double(), (constant) => {
        expect(seaBattleFleetCheck(seaBattleRandomFleet(() => constant))).toBeNull();
      }),
      { numRuns: 100 },
    );
  });
});
