/**
 * Sea Battle fleets (spec core 4 'Sea Battle', core 5 placement, core 9 Boards): the placement
 * check shared by the server's referee and the client's placement screen, and a random fleet for
 * the client's random-placement button.
 */
import type { Refusal } from './types';
import { refuse } from './types';

/** Spec core 9: the grid is 10x10. */
export const SEA_BATTLE_SIZE = 10;

/** Spec core 4 and 9: one ship of each of these lengths, in this order (ship numbers 1 to 5). */
export const SEA_BATTLE_FLEET = [5, 4, 3, 3, 2] as const;

/** Spec core 4: the ships' names, by ship number - 1. */
export const SEA_BATTLE_SHIP_NAMES = [
  'Carrier',
  'Battleship',
  'Cruiser',
  'Submarine',
  'Destroyer',
] as const;

export type ShipOrientation = 'horizontal' | 'vertical';

/** One ship: it starts at row, col (from 0) and runs right (horizontal) or down (vertical). */
export interface ShipPlacement {
  row: number;
  col: number;
  length: number;
  orientation: ShipOrientation;
}

/** 0 water, or the ship number (1 to 5) of the ship on that cell. */
export type ShipGrid = number[][];

/** The cells a ship covers, whether or not they are on the grid. */
export function seaBattleShipCells(ship: ShipPlacement): Array<[number, number]> {
  return Array.from({ length: ship.length }, (_, i): [number, number] =>
    ship.orientation === 'horizontal' ? [ship.row, ship.col + i] : [ship.row + i, ship.col],
  );
}

const isInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/** A placement read from the network: only its own four fields are kept, each checked. */
function shipRead(value: unknown): ShipPlacement | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { row, col, length, orientation } = value as Record<string, unknown>;
  if (!isInt(row) || !isInt(col) || !isInt(length)) return null;
  if (orientation !== 'horizontal' && orientation !== 'vertical') return null;
  return { row, col, length, orientation };
}

/**
 * The ships of an untrusted fleet as clean placements, or the refusal that says what is wrong:
 * bad_move (not a list of placements), wrong_fleet (not one each of 5, 4, 3, 3, 2), ship_off_grid,
 * ships_overlap, ships_touching (diagonals included).
 */
export function seaBattleFleetRead(ships: unknown): ShipPlacement[] | Refusal {
  if (!Array.isArray(ships)) return refuse('bad_move', 'The ships must be a list.');
  // Counted before reading entries, so a huge list costs nothing.
  if (ships.length !== SEA_BATTLE_FLEET.length) {
    return refuse('wrong_fleet', 'The fleet is five ships: 5, 4, 3, 3 and 2 long.');
  }
  const fleet: ShipPlacement[] = [];
  for (const value of ships) {
    const ship = shipRead(value);
    if (!ship) {
      return refuse('bad_move', 'Each ship needs whole-number row, col, length and orientation.');
    }
    fleet.push(ship);
  }
  const lengths = fleet.map((ship) => ship.length).sort((a, b) => b - a);
  if (lengths.some((length, i) => length !== SEA_BATTLE_FLEET[i])) {
    return refuse('wrong_fleet', 'The fleet is five ships: 5, 4, 3, 3 and 2 long.');
  }
  const onGrid = (n: number) => n >= 0 && n < SEA_BATTLE_SIZE;
  if (fleet.some((ship) => seaBattleShipCells(ship).some(([r, c]) => !onGrid(r) || !onGrid(c)))) {
    return refuse('ship_off_grid', 'Every ship must lie inside the 10x10 grid.');
  }
  // Canonical order, so ship number n is always SEA_BATTLE_SHIP_NAMES[n - 1]; sort is stable.
  fleet.sort((a, b) => b.length - a.length);
  const grid = seaBattleGridEmpty();
  for (const [index, ship] of fleet.entries()) {
    for (const [r, c] of seaBattleShipCells(ship)) {
      if (grid[r][c] !== 0) return refuse('ships_overlap', 'Two ships cannot share a cell.');
      grid[r][c] = index + 1;
    }
  }
  for (const [index, ship] of fleet.entries()) {
    for (const [r, c] of seaBattleShipCells(ship)) {
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const other = grid[r + dr]?.[c + dc] ?? 0;
          if (other !== 0 && other !== index + 1) {
            return refuse('ships_touching', 'Ships cannot touch, not even at a corner.');
          }
        }
      }
    }
  }
  return fleet;
}

/** Null when the fleet may be placed, else the refusal the server would give (for the client). */
export function seaBattleFleetCheck(ships: unknown): Refusal | null {
  const read = seaBattleFleetRead(ships);
  return Array.isArray(read) ? null : read;
}

/** A 10x10 grid of zeros: all water, or no shot yet. */
export function seaBattleGridEmpty(): number[][] {
  return Array.from({ length: SEA_BATTLE_SIZE }, () => Array<number>(SEA_BATTLE_SIZE).fill(0));
}

/** The ships grid of a legal fleet: ship number n (1 to 5) is fleet[n - 1]. */
export function seaBattleFleetGrid(fleet: readonly ShipPlacement[]): ShipGrid {
  const grid = seaBattleGridEmpty();
  fleet.forEach((ship, index) => {
    for (const [r, c] of seaBattleShipCells(ship)) grid[r][c] = index + 1;
  });
  return grid;
}

/** Whether a ship may go here: on the grid, on no cell `blocked` (a ship or next to one). */
function shipFits(blocked: boolean[][], ship: ShipPlacement): boolean {
  // A plain loop: this runs for every place of every ship, and seaBattleShipCells allocates.
  const [dr, dc] = ship.orientation === 'horizontal' ? [0, 1] : [1, 0];
  for (let i = 0; i < ship.length; i++) {
    if (blocked[ship.row + i * dr]?.[ship.col + i * dc] !== false) return false;
  }
  return true;
}

/** Marks a ship's cells and every cell around them, diagonals included, as taken. */
function shipBlock(blocked: boolean[][], ship: ShipPlacement): void {
  for (const [r, c] of seaBattleShipCells(ship)) {
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        if (blocked[r + dr]?.[c + dc] === false) blocked[r + dr][c + dc] = true;
      }
    }
  }
}

/** A fleet known to be legal, for a random source so broken that no placement ever works. */
const FALLBACK_FLEET: readonly ShipPlacement[] = [
  { row: 0, col: 0, length: 5, orientation: 'horizontal' },
  { row: 2, col: 0, length: 4, orientation: 'horizontal' },
  { row: 4, col: 0, length: 3, orientation: 'horizontal' },
  { row: 6, col: 0, length: 3, orientation: 'horizontal' },
  { row: 8, col: 0, length: 2, orientation: 'horizontal' },
];

/** Enough fresh starts that a dead end (a ship with no room left) never decides the outcome. */
const RANDOM_FLEET_ATTEMPTS = 50;

/**
 * A random legal fleet, in canonical order. Each ship is drawn from every place it still fits,
 * so the draw never loops; `random` returns [0, 1) like Math.random, and anything it returns
 * outside that is clamped rather than trusted.
 */
export function seaBattleRandomFleet(random: () => number): ShipPlacement[] {
  const pick = (count: number) => {
    const index = Math.floor(random() * count);
    return Number.isFinite(index) ? Math.min(Math.max(index, 0), count - 1) : 0;
  };
  for (let attempt = 0; attempt < RANDOM_FLEET_ATTEMPTS; attempt++) {
    const fleet: ShipPlacement[] = [];
    const blocked = Array.from({ length: SEA_BATTLE_SIZE }, () =>
      Array<boolean>(SEA_BATTLE_SIZE).fill(false),
    );
    for (const length of SEA_BATTLE_FLEET) {
      const places: ShipPlacement[] = [];
      for (const orientation of ['horizontal', 'vertical'] as const) {
        for (let row = 0; row < SEA_BATTLE_SIZE; row++) {
          for (let col = 0; col < SEA_BATTLE_SIZE; col++) {
            const ship = { row, col, length, orientation };
            if (shipFits(blocked, ship)) places.push(ship);
          }
        }
      }
      if (places.length === 0) break;
      const ship = places[pick(places.length)];
      fleet.push(ship);
      shipBlock(blocked, ship);
    }
    if (fleet.length === SEA_BATTLE_FLEET.length) return fleet;
  }
  return FALLBACK_FLEET.map((ship) => ({ ...ship }));
}
