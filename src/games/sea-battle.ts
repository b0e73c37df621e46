/**
 * Sea Battle (spec core 3 Game, core 4 'Sea Battle', core 5 placement, core 9 Boards). Both
 * players place a fleet of 5, 4, 3, 3 and 2 in secret, then take turns firing one shot each at the
 * other's grid; the first to hit every cell of the opposing fleet wins. The fleets stay hidden:
 * `viewFor` never shows a player the opponent's ships before the game is over.
 */
import type { GameRules, MoveResult, Players, Winner } from './types';
import { refuse } from './types';
import type { ShipGrid, ShipPlacement } from './sea-battle-fleet';
import {
  SEA_BATTLE_SIZE,
  seaBattleGridEmpty,
  seaBattleFleetGrid,
  seaBattleFleetRead,
} from './sea-battle-fleet';

export type SeaBattlePhase = 'placement' | 'battle' | 'finished';

/** Spec core 3: shots received, 0 untouched, 1 miss, 2 hit. */
export const SEA_BATTLE_MISS = 1;
export const SEA_BATTLE_HIT = 2;
export type ShotGrid = number[][];

/** One player's side of the board. */
export interface SeaBattleGrid {
  /** 0 water or a ship number 1 to 5 (fleet[n - 1]); all water until the player is ready. */
  ships: ShipGrid;
  /** The shots this player's grid has received. */
  hits: ShotGrid;
  ready: boolean;
  /** The placed ships in canonical order (5, 4, 3, 3, 2), empty until the player is ready. */
  fleet: ShipPlacement[];
}

export interface SeaBattleShot {
  /** Who fired. */
  by: string;
  row: number;
  col: number;
  hit: boolean;
}

export interface SeaBattleState {
  phase: SeaBattlePhase;
  players: Players;
  playerGrids: Record<string, SeaBattleGrid>;
  /** Who fires next in battle; the first player starts. Once over it stays on the winner. */
  turn: string;
  winner: string | null;
  lastShot: SeaBattleShot | null;
  /** Counts accepted moves, so the server can refuse a move made against an older state. */
  version: number;
}

export type SeaBattleMove =
  { type: 'ready'; ships: ShipPlacement[] } | { type: 'shoot'; row: number; col: number };

/** What one person may see of a side: ships and fleet are null while they are secret. */
export interface SeaBattleGridView {
  ships: ShipGrid | null;
  hits: ShotGrid;
  ready: boolean;
  fleet: ShipPlacement[] | null;
}

export interface SeaBattleView {
  phase: SeaBattlePhase;
  players: Players;
  playerGrids: Record<string, SeaBattleGridView>;
  /** Who fires next, or null outside the battle. */
  turn: string | null;
  winner: string | null;
  lastShot: SeaBattleShot | null;
  version: number;
}

/** A fresh game: both sides empty and not ready; the first player will fire first. */
export function seaBattleNew(players: Players): SeaBattleState {
  // Grids are keyed by id, so two equal ids would share one side: a caller's bug, not a move.
  if (players[0] === players[1]) throw new RangeError('Sea Battle needs two different players.');
  const side = (): SeaBattleGrid => ({
    ships: seaBattleGridEmpty(),
    hits: seaBattleGridEmpty(),
    ready: false,
    fleet: [],
  });
  return {
    phase: 'placement',
    players: [players[0], players[1]],
    playerGrids: { [players[0]]: side(), [players[1]]: side() },
    turn: players[0],
    winner: null,
    lastShot: null,
    version: 0,
  };
}

const opponentOf = (state: SeaBattleState, playerId: string): string =>
  state.players[0] === playerId ? state.players[1] : state.players[0];

const isCell = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < SEA_BATTLE_SIZE;

/** Whether every ship cell of a placed fleet has been hit: that side has lost. */
export function seaBattleFleetSunk(grid: SeaBattleGrid): boolean {
  return grid.ships.every((cells, r) =>
    cells.every((ship, c) => ship === 0 || grid.hits[r][c] === SEA_BATTLE_HIT),
  );
}

function seaBattleReady(
  state: SeaBattleState,
  ships: unknown,
  playerId: string,
): MoveResult<SeaBattleState> {
  if (state.phase !== 'placement') return refuse('wrong_phase', 'The ships are already placed.');
  const own = state.playerGrids[playerId];
  if (own.ready) return refuse('already_ready', 'Your fleet is already placed.');
  const fleet = seaBattleFleetRead(ships);
  if (!Array.isArray(fleet)) return fleet;
  const playerGrids = {
    ...state.playerGrids,
    [playerId]: { ...own, ships: seaBattleFleetGrid(fleet), ready: true, fleet },
  };
  const bothReady = state.players.every((id) => playerGrids[id].ready);
  return {
    ok: true,
    state: {
      ...state,
      phase: bothReady ? 'battle' : 'placement',
      playerGrids,
      turn: state.players[0],
      version: state.version + 1,
    },
  };
}

function seaBattleShoot(
  state: SeaBattleState,
  row: unknown,
  col: unknown,
  playerId: string,
): MoveResult<SeaBattleState> {
  if (state.phase !== 'battle') return refuse('wrong_phase', 'Both fleets must be placed first.');
  if (state.turn !== playerId) return refuse('not_your_turn', 'It is not your turn.');
  if (!isCell(row) || !isCell(col)) {
    return refuse('bad_move', 'A shot needs a whole-number row and col from 0 to 9.');
  }
  const target = opponentOf(state, playerId);
  const side = state.playerGrids[target];
  if (side.hits[row][col] !== 0) return refuse('cell_taken', 'That cell was already shot.');

  const hit = side.ships[row][col] !== 0;
  const hits = side.hits.map((cells, r) =>
    r === row
      ? cells.map((mark, c) => (c === col ? (hit ? SEA_BATTLE_HIT : SEA_BATTLE_MISS) : mark))
      : cells,
  );
  const hitSide = { ...side, hits };
  const won = hit && seaBattleFleetSunk(hitSide);
  return {
    ok: true,
    state: {
      ...state,
      phase: won ? 'finished' : 'battle',
      playerGrids: { ...state.playerGrids, [target]: hitSide },
      // Spec core 4: the turn passes after every shot, a hit included.
      turn: won ? playerId : target,
      winner: won ? playerId : null,
      lastShot: { by: playerId, row, col, hit },
      version: state.version + 1,
    },
  };
}

function seaBattleApply(
  state: SeaBattleState,
  move: unknown,
  playerId: unknown,
): MoveResult<SeaBattleState> {
  if (typeof playerId !== 'string' || !state.players.includes(playerId)) {
    return refuse('not_a_player', 'Only the two players may move.');
  }
  if (state.phase === 'finished') return refuse('game_over', 'The game is over.');
  // The move comes from the network: only its own fields are read, and each is checked.
  if (typeof move !== 'object' || move === null) return refuse('bad_move', 'A move is an object.');
  const { type, ships, row, col } = move as Record<string, unknown>;
  if (type === 'ready') return seaBattleReady(state, ships, playerId);
  if (type === 'shoot') return seaBattleShoot(state, row, col, playerId);
  return refuse('bad_move', "A Sea Battle move is 'ready' or 'shoot'.");
}

function seaBattleView(state: SeaBattleState, viewerId: string | null): SeaBattleView {
  const over = state.phase === 'finished';
  // A side's ships are shown to its owner, and to everyone once the game is over.
  const sideView = (id: string): SeaBattleGridView => {
    const side = state.playerGrids[id];
    const shown = over || id === viewerId;
    return {
      ships: shown ? side.ships : null,
      hits: side.hits,
      ready: side.ready,
      fleet: shown ? side.fleet : null,
    };
  };
  const playerGrids = Object.fromEntries(state.players.map((id) => [id, sideView(id)]));
  return {
    phase: state.phase,
    players: state.players,
    playerGrids,
    turn: state.phase === 'battle' ? state.turn : null,
    winner: state.winner,
    lastShot: state.lastShot,
    version: state.version,
  };
}

export const seaBattle: GameRules<SeaBattleState, SeaBattleMove, SeaBattleView> = {
  type: 'sea_battle',
  applyMove: (state, move, playerId) => seaBattleApply(state, move, playerId),
  currentPlayer: (state) => (state.phase === 'battle' ? state.turn : null),
  winner: (state): Winner => state.winner,
  viewFor: (state, playerId) => seaBattleView(state, playerId),
};
