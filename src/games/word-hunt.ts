/**
 * Word Hunt (spec core 3, 4, 5 and 9): both players hunt words on the same 4x4 board at the same
 * time for 120 seconds. The clock is the server's: the state holds a deadline (`endsAt`), and
 * every rule that depends on time reads the `now` it is given, never a timer of the client's.
 */
import { refuse } from './types';
import type { GameRules, MoveResult, Players, Winner } from './types';
import {
  WORD_HUNT_MIN_LETTERS,
  WORD_HUNT_SIZE,
  wordHuntAdjacent,
  wordHuntBoardBest,
  wordHuntCellInGrid,
  wordHuntPathWord,
} from './word-hunt-board';
import type { WordHuntCell, WordHuntDictionaryInput } from './word-hunt-board';

export {
  WORD_HUNT_MIN_LETTERS,
  WORD_HUNT_SIZE,
  wordHuntDictionary,
  wordHuntPathTap,
  wordHuntPathWord,
  wordHuntWordPath,
  wordHuntWords,
} from './word-hunt-board';
export type { WordHuntCell, WordHuntDictionary, WordHuntDictionaryInput } from './word-hunt-board';

/** Spec core 9: a round lasts 120 s. */
export const WORD_HUNT_ROUND_MS = 120_000;

export interface WordHuntState {
  /** 4x4 uppercase cells, rows first; one cell may be 'QU'. */
  grid: string[][];
  players: Players;
  /** Per player id, the lowercase words in the order found. */
  foundWords: Record<string, string[]>;
  /** Every dictionary word on the board, sorted; computed once when the game is made. */
  validWords: string[];
  /** Server time in ms; the round is over from `endsAt` on (now >= endsAt). */
  startedAt: number;
  endsAt: number;
  /**
   * Set by `wordHuntSettle` once the deadline has passed; the rules treat a passed deadline as
   * over even before that.
   */
  gameOver: boolean;
  winner: Winner;
  /** Incremented on every accepted move and once on settling, so stale moves can be told apart. */
  version: number;
}

export interface WordHuntMove {
  type: 'word_found';
  word: string;
  path: Array<[number, number]>;
}

/**
 * What one player may see. Until the end it holds no list of the board's words (that would be
 * the answer sheet), only how many there are, and only the viewer's own found words.
 */
export interface WordHuntView {
  grid: string[][];
  players: Players;
  startedAt: number;
  endsAt: number;
  /** Whole seconds left, rounded up, never below 0. */
  timeLeft: number;
  gameOver: boolean;
  winner: Winner;
  version: number;
  /** During the round only the viewer's own words; after it, everyone's. */
  foundWords: Record<string, string[]>;
  /** Every player's number of words, always. */
  foundCounts: Record<string, number>;
  validWordCount: number;
  /** Null until the round is over. */
  validWords: string[] | null;
}

/** A new game: the richest of several rolled boards, the clock started at `now`. */
export function wordHuntNew(
  players: Players,
  now: number,
  random: () => number,
  dictionary: WordHuntDictionaryInput,
): WordHuntState {
  const { grid, words } = wordHuntBoardBest(random, dictionary);
  return {
    grid,
    players: [players[0], players[1]],
    foundWords: Object.fromEntries(players.map((id) => [id, [] as string[]])),
    validWords: words,
    startedAt: now,
    endsAt: now + WORD_HUNT_ROUND_MS,
    gameOver: false,
    winner: null,
    version: 0,
  };
}

/** True once the round is over: settled, or its deadline reached. */
export function wordHuntIsOver(state: WordHuntState, now: number): boolean {
  return state.gameOver || !(now < state.endsAt);
}

/** Whole seconds left on the clock, rounded up so the display reads 0 only when time is up. */
export function wordHuntTimeLeft(state: WordHuntState, now: number): number {
  if (wordHuntIsOver(state, now)) return 0;
  return Math.min(WORD_HUNT_ROUND_MS / 1000, Math.ceil((state.endsAt - now) / 1000));
}

/**
 * The state with the round closed if its deadline has passed: gameOver set, the winner written
 * down and the version bumped. The same object when there is nothing to settle. The server calls
 * it when it reads or refuses a move past the deadline, so the stored state says who won.
 */
export function wordHuntSettle(state: WordHuntState, now: number): WordHuntState {
  if (state.gameOver || now < state.endsAt) return state;
  return { ...state, gameOver: true, winner: countWinner(state), version: state.version + 1 };
}

function wordsOf(state: WordHuntState, playerId: string): readonly string[] {
  return Object.hasOwn(state.foundWords, playerId) ? state.foundWords[playerId] : [];
}

/** Spec core 4: whoever found more words wins; equal counts tie. */
function countWinner(state: WordHuntState): Winner {
  const [a, b] = state.players;
  const diff = wordsOf(state, a).length - wordsOf(state, b).length;
  if (diff === 0) return 'tie';
  return diff > 0 ? a : b;
}

/** The move's fields if they have the right shapes, else null. Values are checked by the rules. */
function moveRead(move: unknown): { word: string; path: WordHuntCell[] } | null {
  if (typeof move !== 'object' || move === null) return null;
  const { type, word, path } = move as Record<string, unknown>;
  if (type !== 'word_found' || typeof word !== 'string' || !Array.isArray(path)) return null;
  const cells: WordHuntCell[] = [];
  for (const cell of path as unknown[]) {
    if (!Array.isArray(cell) || cell.length !== 2) return null;
    const [r, c] = cell as unknown[];
    if (typeof r !== 'number' || typeof c !== 'number') return null;
    cells.push([r, c]);
  }
  return { word, path: cells };
}

/** True when every cell is in the grid, each touches the next and none repeats. */
function pathConnected(path: readonly WordHuntCell[]): boolean {
  if (path.length === 0 || path.length > WORD_HUNT_SIZE * WORD_HUNT_SIZE) return false;
  const seen = new Set<number>();
  for (let i = 0; i < path.length; i++) {
    const cell = path[i];
    if (!wordHuntCellInGrid(cell)) return false;
    const key = cell[0] * WORD_HUNT_SIZE + cell[1];
    if (seen.has(key)) return false;
    seen.add(key);
    if (i > 0 && !wordHuntAdjacent(path[i - 1], cell)) return false;
  }
  return true;
}

function wordHuntApply(
  state: WordHuntState,
  move: WordHuntMove,
  playerId: string,
  now: number,
): MoveResult<WordHuntState> {
  if (typeof playerId !== 'string' || !state.players.includes(playerId)) {
    return refuse('not_a_player', 'Only the two players may submit words.');
  }
  if (state.gameOver) return refuse('game_over', 'The game is over.');
  // A clock that is not a number cannot show the round is still on.
  if (!(now < state.endsAt)) return refuse('time_up', 'Time is up.');
  const read = moveRead(move);
  if (!read) return refuse('bad_move', 'A word needs a word and a path of [row, col] cells.');
  const word = read.word.toLowerCase();
  if (word.length < WORD_HUNT_MIN_LETTERS) {
    return refuse('word_too_short', `A word needs at least ${WORD_HUNT_MIN_LETTERS} letters.`);
  }
  if (!pathConnected(read.path) || wordHuntPathWord(state.grid, read.path) !== word) {
    return refuse('path_invalid', 'The path does not spell the word on the board.');
  }
  if (!state.validWords.includes(word)) return refuse('word_not_valid', 'Not in the word list.');
  const mine = wordsOf(state, playerId);
  if (mine.includes(word)) return refuse('already_found', 'You already found that word.');
  return {
    ok: true,
    state: {
      ...state,
      foundWords: { ...state.foundWords, [playerId]: [...mine, word] },
      version: state.version + 1,
    },
  };
}

function wordHuntView(state: WordHuntState, playerId: string | null, now: number): WordHuntView {
  const over = wordHuntIsOver(state, now);
  // Built with fromEntries: a player id is a key, and must stay one even if it reads '__proto__'.
  const foundWords: Record<string, string[]> = Object.fromEntries(
    state.players
      .filter((id) => over || id === playerId)
      .map((id) => [id, [...wordsOf(state, id)]]),
  );
  const foundCounts: Record<string, number> = Object.fromEntries(
    state.players.map((id) => [id, wordsOf(state, id).length]),
  );
  return {
    grid: state.grid.map((row) => [...row]),
    players: [state.players[0], state.players[1]],
    startedAt: state.startedAt,
    endsAt: state.endsAt,
    timeLeft: wordHuntTimeLeft(state, now),
    gameOver: over,
    winner: wordHunt.winner(state, now),
    version: state.version,
    foundWords,
    foundCounts,
    validWordCount: state.validWords.length,
    validWords: over ? [...state.validWords] : null,
  };
}

export const wordHunt: GameRules<WordHuntState, WordHuntMove, WordHuntView> = {
  type: 'word_hunt',
  applyMove: wordHuntApply,
  // Both players play at once: nobody has the turn.
  currentPlayer: () => null,
  winner(state, now) {
    if (state.gameOver) return state.winner;
    return now < state.endsAt ? null : countWinner(state);
  },
  viewFor: wordHuntView,
};
