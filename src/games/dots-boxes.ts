import { refuse } from './types';
import type { GameRules, MoveResult, Players, Winner } from './types';

/** Spec core 9: 4x4 boxes from a 5x5 dot grid. */
export const DOTS_BOXES_SIZE = 4;
/** Every line on the board: 5 rows of 4 horizontal lines plus 4 rows of 5 vertical ones. */
export const DOTS_BOXES_LINES = 2 * DOTS_BOXES_SIZE * (DOTS_BOXES_SIZE + 1);

/** 0 while nobody has drawn the line or owns the box, else the player number (1 first, 2 second). */
export type DotsBoxesMark = 0 | 1 | 2;

export type DotsBoxesOrientation = 'horizontal' | 'vertical';

export interface DotsBoxesLine {
  orientation: DotsBoxesOrientation;
  row: number;
  col: number;
}

export interface DotsBoxesMove extends DotsBoxesLine {
  type: 'draw_line';
}

/** Spec core 3 Dots and Boxes. Plain JSON: the server keeps it as jsonb. */
export interface DotsBoxesState {
  /** 5 rows x 4 cols: the line from dot (row, col) to dot (row, col + 1). */
  horizontalLines: DotsBoxesMark[][];
  /** 4 rows x 5 cols: the line from dot (row, col) to dot (row + 1, col). */
  verticalLines: DotsBoxesMark[][];
  /** 4 x 4 owners. */
  boxes: DotsBoxesMark[][];
  /** Points of players[0] and players[1]. */
  scores: [number, number];
  currentPlayer: string;
  players: Players;
  gameOver: boolean;
  winner: Winner;
  lastMove: DotsBoxesLine | null;
  /** Counts accepted moves, so the server can turn away a move made against an older state. */
  version: number;
}

/** Nothing in Dots and Boxes is hidden. */
export type DotsBoxesView = DotsBoxesState;

const grid = (rows: number, cols: number): DotsBoxesMark[][] =>
  Array.from({ length: rows }, () => Array.from({ length: cols }, (): DotsBoxesMark => 0));

/** A fresh board; the first player draws first. */
export const dotsBoxesNew = (players: Players): DotsBoxesState => ({
  horizontalLines: grid(DOTS_BOXES_SIZE + 1, DOTS_BOXES_SIZE),
  verticalLines: grid(DOTS_BOXES_SIZE, DOTS_BOXES_SIZE + 1),
  boxes: grid(DOTS_BOXES_SIZE, DOTS_BOXES_SIZE),
  scores: [0, 0],
  currentPlayer: players[0],
  players: [players[0], players[1]],
  gameOver: false,
  winner: null,
  lastMove: null,
  version: 0,
});

const inRange = (value: unknown, size: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < size;

/**
 * The line a move names, or null when the move is malformed. The move comes off the network, so
 * nothing about its shape is taken on trust; only the known fields are read, so other fields (the
 * spec's `gameState`, kept for compatibility) are neither refused nor carried into the state.
 */
export const dotsBoxesLineParse = (move: unknown): DotsBoxesLine | null => {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return null;
  const { type, orientation, row, col } = move as Record<string, unknown>;
  if (type !== 'draw_line') return null;
  if (orientation !== 'horizontal' && orientation !== 'vertical') return null;
  // A horizontal line has one more row than columns of boxes; a vertical one, one more column.
  const rows = orientation === 'horizontal' ? DOTS_BOXES_SIZE + 1 : DOTS_BOXES_SIZE;
  const cols = orientation === 'horizontal' ? DOTS_BOXES_SIZE : DOTS_BOXES_SIZE + 1;
  if (!inRange(row, rows) || !inRange(col, cols)) return null;
  return { orientation, row, col };
};

/** The boxes a line borders: one on the board's edge, two inside. */
const boxesBeside = ({ orientation, row, col }: DotsBoxesLine): [number, number][] => {
  const beside: [number, number][] =
    orientation === 'horizontal'
      ? [
          [row - 1, col],
          [row, col],
        ]
      : [
          [row, col - 1],
          [row, col],
        ];
  return beside.filter(([r, c]) => inRange(r, DOTS_BOXES_SIZE) && inRange(c, DOTS_BOXES_SIZE));
};

const boxClosed = (h: DotsBoxesMark[][], v: DotsBoxesMark[][], r: number, c: number): boolean =>
  h[r][c] !== 0 && h[r + 1][c] !== 0 && v[r][c] !== 0 && v[r][c + 1] !== 0;

const withCell = (rows: DotsBoxesMark[][], r: number, c: number, mark: DotsBoxesMark) =>
  rows.map((cells, i) => (i === r ? cells.map((cell, j) => (j === c ? mark : cell)) : cells));

const dotsBoxesApply = (
  state: DotsBoxesState,
  move: DotsBoxesMove,
  playerId: string,
): MoveResult<DotsBoxesState> => {
  const index = state.players.indexOf(playerId);
  if (index === -1) return refuse('not_a_player', 'Only the two players may draw lines.');
  if (state.gameOver) return refuse('game_over', 'The game is over.');
  if (state.currentPlayer !== playerId) return refuse('not_your_turn', 'It is not your turn.');
  const line = dotsBoxesLineParse(move);
  if (!line) return refuse('bad_move', 'A move draws one line on the 5x5 dot grid.');
  const lines = line.orientation === 'horizontal' ? state.horizontalLines : state.verticalLines;
  if (lines[line.row][line.col] !== 0) return refuse('line_drawn', 'That line is already drawn.');

  const mark: DotsBoxesMark = index === 0 ? 1 : 2;
  const drawn = withCell(lines, line.row, line.col, mark);
  const horizontalLines = line.orientation === 'horizontal' ? drawn : state.horizontalLines;
  const verticalLines = line.orientation === 'vertical' ? drawn : state.verticalLines;

  // Only the boxes beside the new line can have just closed; the rest were settled before.
  let boxes = state.boxes;
  let closed = 0;
  for (const [r, c] of boxesBeside(line)) {
    if (boxes[r][c] === 0 && boxClosed(horizontalLines, verticalLines, r, c)) {
      boxes = withCell(boxes, r, c, mark);
      closed += 1;
    }
  }
  const scores: [number, number] = [state.scores[0], state.scores[1]];
  scores[index] += closed;

  const gameOver = scores[0] + scores[1] === DOTS_BOXES_SIZE * DOTS_BOXES_SIZE;
  const winner: Winner = !gameOver
    ? null
    : scores[0] === scores[1]
      ? 'tie'
      : state.players[scores[0] > scores[1] ? 0 : 1];
  // Closing a box earns another line; the last line always closes one, so the mover stays put.
  const currentPlayer = closed > 0 ? playerId : state.players[1 - index];

  return {
    ok: true,
    state: {
      ...state,
      horizontalLines,
      verticalLines,
      boxes,
      scores,
      currentPlayer,
      gameOver,
      winner,
      lastMove: line,
      version: state.version + 1,
    },
  };
};

/** Spec core 4 Dots and Boxes. */
export const dotsBoxes: GameRules<DotsBoxesState, DotsBoxesMove, DotsBoxesView> = {
  type: 'dots_boxes',
  applyMove: (state, move, playerId) => dotsBoxesApply(state, move, playerId),
  currentPlayer: (state) => (state.gameOver ? null : state.currentPlayer),
  winner: (state) => state.winner,
  viewFor: (state) => state,
};
