import type { ShipOrientation, ShipPlacement } from '../../../../games/sea-battle-fleet';
import {
  SEA_BATTLE_FLEET,
  SEA_BATTLE_SIZE,
  seaBattleShipCells,
} from '../../../../games/sea-battle-fleet';

/**
 * The placement screen's draft fleet: one slot per ship of the fleet, in the fleet's order
 * (5, 4, 3, 3, 2), null while that ship is not placed. Pure; the server checks the finished
 * fleet again when the player says they are ready.
 */
export type FleetDraft = readonly (ShipPlacement | null)[];

export const fleetDraftEmpty = (): FleetDraft => SEA_BATTLE_FLEET.map(() => null);

/** The first ship still to place, or -1 when all are placed. */
export function fleetDraftNext(draft: FleetDraft): number {
  return draft.findIndex((ship) => ship === null);
}

/** The index of the placed ship covering a cell, or -1. */
export function fleetDraftShipAt(draft: FleetDraft, row: number, col: number): number {
  return draft.findIndex(
    (ship) => ship !== null && seaBattleShipCells(ship).some(([r, c]) => r === row && c === col),
  );
}

/** 0 water or ship number (slot + 1) per cell, for drawing. */
export function fleetDraftGrid(draft: FleetDraft): number[][] {
  const grid = Array.from({ length: SEA_BATTLE_SIZE }, () =>
    Array<number>(SEA_BATTLE_SIZE).fill(0),
  );
  draft.forEach((ship, slot) => {
    if (!ship) return;
    for (const [r, c] of seaBattleShipCells(ship)) {
      if (grid[r]?.[c] !== undefined) grid[r][c] = slot + 1;
    }
  });
  return grid;
}

/** Why a ship cannot go where it was tapped: the referee's refusal names (src/games). */
export type FleetDraftProblem = 'ship_off_grid' | 'ships_overlap' | 'ships_touching';

/**
 * Why the ship in `slot` cannot go at row, col (spec core 5: inside the grid, no overlap, no
 * touching, diagonals included), or null when it can. The ship's own old place does not count.
 */
export function fleetDraftProblem(
  draft: FleetDraft,
  slot: number,
  row: number,
  col: number,
  orientation: ShipOrientation,
): FleetDraftProblem | null {
  const ship = { row, col, length: SEA_BATTLE_FLEET[slot], orientation };
  const cells = seaBattleShipCells(ship);
  const inside = (n: number) => n >= 0 && n < SEA_BATTLE_SIZE;
  if (cells.some(([r, c]) => !inside(r) || !inside(c))) return 'ship_off_grid';
  const others = fleetDraftGrid(draft.map((s, i) => (i === slot ? null : s)));
  if (cells.some(([r, c]) => others[r][c] !== 0)) return 'ships_overlap';
  const touches = cells.some(([r, c]) =>
    [-1, 0, 1].some((dr) => [-1, 0, 1].some((dc) => (others[r + dr]?.[c + dc] ?? 0) !== 0)),
  );
  return touches ? 'ships_touching' : null;
}

/** The draft with the ship in `slot` at row, col (checked with {@link fleetDraftProblem} first). */
export function fleetDraftPlace(
  draft: FleetDraft,
  slot: number,
  row: number,
  col: number,
  orientation: ShipOrientation,
): FleetDraft {
  const ship: ShipPlacement = { row, col, length: SEA_BATTLE_FLEET[slot], orientation };
  return draft.map((s, i) => (i === slot ? ship : s));
}

/** The draft without the ship in `slot`. */
export function fleetDraftRemove(draft: FleetDraft, slot: number): FleetDraft {
  return draft.map((s, i) => (i === slot ? null : s));
}

/** The placed ships, once every slot is filled; null before. */
export function fleetDraftShips(draft: FleetDraft): ShipPlacement[] | null {
  return draft.every((s) => s !== null) ? (draft as ShipPlacement[]) : null;
}
