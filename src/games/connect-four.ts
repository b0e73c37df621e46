/**
 * Four in a Row (spec core 3 Game, core 4 'Four in a Row', core 9 Boards). The first player is
 * colour 1 (red) and moves first, the second is colour 2 (yellow). A piece drops to the lowest
 * empty row of its column; four in a line in any direction wins; a full board is a tie.
 */
import type { GameRules, MoveResult, Players, Winner } from './types';
import { refuse } from './types';

/** Spec core 9: 6 rows by 7 columns, 4 to win. Row 0 is the top row. */
export const CONNECT_FOUR_ROWS = 6;
export const CONNECT_FOUR_COLUMNS = 7;
export const CONNECT_FOUR_TO_WIN = 4;

/** 0 empty, 1 the first player's colour (red), 2 the second's (yellow). */
export type ConnectFourCell = 0 | 1 | 2;

export interface ConnectFourCellRef {
  row: number;
  column: number;
}

export interface ConnectFourState {
  /** CONNECT_FOUR_ROWS rows of CONNECT_FOUR_COLUMNS cells, row 0 at the top. */
  board: ConnectFourCell[][];
  players: Players;
  /** Whose turn it is; once the game is over it stays on the player who moved last. */
  currentPlayer: string;
  /** A player's id or 'tie' (the spec's -1) once over, null while the game goes on. */
  winner: Winner;
  gameOver: boolean;
  lastMove: ConnectFourCellRef | null;
  /** Counts accepted moves, so the server can refuse a move made against an older state. */
  version: number;
}

export interface ConnectFourMove {
  type: 'drop';
  column: number;
}

/** Nothing is hidden in Four in a Row: every player sees the whole state. */
export type ConnectFourView = ConnectFourState;

/** A fresh game: an empty board, the first player (red) to move. */
export function connectFourNew(players: Players): ConnectFourState {
  return {
    board: Array.from({ length: CONNECT_FOUR_ROWS }, () =>
      Array.from({ length: CONNECT_FOUR_COLUMNS }, (): ConnectFourCell => 0),
    ),
    players: [players[0], players[1]],
    currentPlayer: players[0],
    winner: null,
    gameOver: false,
    lastMove: null,
    version: 0,
  };
}

const isColumn = (column: unknown): column is number =>
  typeof column === 'number' &&
  Number.isInteger(column) &&
  column >= 0 &&
  column < CONNECT_FOUR_COLUMNS;

/** The lowest empty row of a column, or -1 when the column is full. */
function connectFourLandingRow(board: ConnectFourCell[][], column: number): number {
  for (let row = CONNECT_FOUR_ROWS - 1; row >= 0; row--) {
    if (board[row][column] === 0) return row;
  }
  return -1;
}

/**
 * Whether `playerId` may drop a piece in `column` now; the client disables the column's button
 * otherwise (spec core 4: full column, not the player's turn, game over).
 */
export function connectFourPlayable(
  state: ConnectFourState,
  column: number,
  playerId: string,
): boolean {
  return (
    !state.gameOver &&
    state.currentPlayer === playerId &&
    isColumn(column) &&
    state.board[0][column] === 0
  );
}

/** One direction of each line through a cell: right, down, down-right, down-left. */
const DIRECTIONS = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
] as const;

/**
 * The cells of the line of four or more through `at` in its colour, or null when there is none.
 * Only lines through the last piece need checking: any earlier line would have ended the game.
 */
export function connectFourLineThrough(
  board: ConnectFourCell[][],
  at: ConnectFourCellRef,
): ConnectFourCellRef[] | null {
  const colour = board[at.row]?.[at.column];
  if (!colour) return null;
  for (const [dRow, dColumn] of DIRECTIONS) {
    const line: ConnectFourCellRef[] = [at];
    for (const sign of [1, -1]) {
      let row = at.row + sign * dRow;
      let column = at.column + sign * dColumn;
      while (board[row]?.[column] === colour) {
        line.push({ row, column });
        row += sign * dRow;
        column += sign * dColumn;
      }
    }
    if (line.length >= CONNECT_FOUR_TO_WIN) return line;
  }
  return null;
}

/** The winning line for the client to highlight, or null when nobody has won. */
export function connectFourWinningLine(state: ConnectFourState): ConnectFourCellRef[] | null {
  if (state.winner === null || state.winner === 'tie' || !state.lastMove) return null;
  return connectFourLineThrough(state.board, state.lastMove);
}

function connectFourApply(
  state: ConnectFourState,
  move: unknown,
  playerId: unknown,
): MoveResult<ConnectFourState> {
  const colour = typeof playerId === 'string' ? state.players.indexOf(playerId) + 1 : 0;
  if (colour === 0) return refuse('not_a_player', 'Only the two players may move.');
  if (state.gameOver) return refuse('game_over', 'The game is over.');
  if (state.currentPlayer !== playerId) return refuse('not_your_turn', 'It is not your turn.');
  // The move comes from the network: only its own two fields are read, and both are checked.
  if (typeof move !== 'object' || move === null) return refuse('bad_move', 'A move is an object.');
  const { type, column } = move as Record<string, unknown>;
  if (type !== 'drop') return refuse('bad_move', "A Four in a Row move is a 'drop'.");
  if (!isColumn(column)) return refuse('bad_move', 'The column must be a whole number 0 to 6.');
  const row = connectFourLandingRow(state.board, column);
  if (row < 0) return refuse('column_full', 'That column is full.');

  const piece = colour as ConnectFourCell;
  const board = state.board.map((cells, r) =>
    r === row ? cells.map((cell, c) => (c === column ? piece : cell)) : [...cells],
  );
  const lastMove = { row, column };
  const won = connectFourLineThrough(board, lastMove) !== null;
  // Spec core 4: a full top row is a tie; a win on the last cell still counts as a win.
  const full = board[0].every((cell) => cell !== 0);
  const gameOver = won || full;
  return {
    ok: true,
    state: {
      board,
      players: state.players,
      currentPlayer: gameOver ? state.currentPlayer : state.players[colour === 1 ? 1 : 0],
      winner: won ? state.currentPlayer : full ? 'tie' : null,
      gameOver,
      lastMove,
      version: state.version + 1,
    },
  };
}

export const connectFour: GameRules<ConnectFourState, ConnectFourMove, ConnectFourView> = {
  type: 'connect_four',
  applyMove: (state, move, playerId) => connectFourApply(state, move, playerId),
  currentPlayer: (state) => (state.gameOver ? null : state.currentPlayer),
  winner: (state) => state.winner,
  viewFor: (state) => state,
};
