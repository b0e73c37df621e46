import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SeaBattleMove, SeaBattleState } from './sea-battle';
import { seaBattle } from './sea-battle';
import type { ShipPlacement } from './sea-battle-fleet';
import { seaBattleFleetCheck, seaBattleFleetGrid, seaBattleRandomFleet } from './sea-battle-fleet';
import type { RefusalReason } from './types';
import { seededRandom } from './seeded-random';
import {
  A,
  B,
  deepFreeze,
  reasonOf,
  oracleLegal,
  randomGame,
  shotsReceived,
} from './sea-battle-fixture';

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
