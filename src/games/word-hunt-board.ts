/**
 * Word Hunt's board: the dictionary (a trie), rolling a 4x4 board that holds many words, finding
 * every word on a board, and the path helpers both the rules and the client use.
 *
 * A cell holds one uppercase letter, except the Q face, which is the single cell 'QU' (as on the
 * original dice): English has almost no Q without U, so a bare Q would be a dead cell. A word is
 * the cells' letters read along the path, so 'QU' counts as two letters.
 */

/** Spec core 9: the grid is 4x4. */
export const WORD_HUNT_SIZE = 4;
/** Spec core 5 and 9: a submission needs at least 3 letters. */
export const WORD_HUNT_MIN_LETTERS = 3;
/** The longest dictionary word kept: 16 cells, one letter each. */
export const WORD_HUNT_MAX_LETTERS = 16;

/** A cell as [row, col], both from 0. */
export type WordHuntCell = readonly [number, number];

/**
 * A classic set of 16 letter dice: each die lands in a random place and shows one random face.
 * Each die mixes common and rare letters, so every board gets a playable share of vowels.
 */
const DICE = [
  'AAEEGN',
  'ABBJOO',
  'ACHOPS',
  'AFFKPS',
  'AOOTTW',
  'CIMOTU',
  'DEILRX',
  'DELRVY',
  'DISTTY',
  'EEGHNW',
  'EEINSU',
  'EHRTVW',
  'EIOSST',
  'ELRTTY',
  'HIMNQU',
  'HLNNRZ',
] as const;

/**
 * Boards rolled per game; the one with the most words is kept. Measured over 2,000 games with
 * SCOWL levels 10+20+35: one roll has a median of 44 words and 44% of rolls hold under 40; the
 * best of 16 has a median of 96, a 1st percentile of 61 and never fell under 50, for about 2 ms.
 */
const BOARD_CANDIDATES = 16;

/**
 * The dictionary as a trie in flat arrays (first child, next sibling): 85k nodes, under 1 MB, for
 * the 38k words of levels 10+20+35, built once (35-85 ms here) and shared by every game.
 */
export interface WordHuntDictionary {
  readonly kind: 'word_hunt_dictionary';
  /** How many distinct words it holds. */
  readonly size: number;
  /** Per node (node 0 is the root): its letter 0-25, first child, next sibling (-1: none). */
  readonly letter: Uint8Array;
  readonly child: Int32Array;
  readonly sibling: Int32Array;
  /** 1 where a word ends at the node. */
  readonly end: Uint8Array;
}

const A = 97;
const WORD = /^[a-z]+$/;

/** Builds the lookup from a word list, keeping lowercase a-z words of 3 to 16 letters only. */
export function wordHuntDictionary(words: Iterable<string>): WordHuntDictionary {
  const letter = [0];
  const child = [-1];
  const sibling = [-1];
  const end = [0];
  let size = 0;
  for (const word of words) {
    if (typeof word !== 'string') continue;
    if (word.length < WORD_HUNT_MIN_LETTERS || word.length > WORD_HUNT_MAX_LETTERS) continue;
    if (!WORD.test(word)) continue;
    let node = 0;
    for (let i = 0; i < word.length; i++) {
      const code = word.charCodeAt(i) - A;
      let next = nodeChild(child, sibling, letter, node, code);
      if (next < 0) {
        next = letter.length;
        letter.push(code);
        child.push(-1);
        sibling.push(child[node]);
        end.push(0);
        child[node] = next;
      }
      node = next;
    }
    if (end[node] === 0) size++;
    end[node] = 1;
  }
  return {
    kind: 'word_hunt_dictionary',
    size,
    letter: Uint8Array.from(letter),
    child: Int32Array.from(child),
    sibling: Int32Array.from(sibling),
    end: Uint8Array.from(end),
  };
}

function nodeChild(
  child: ArrayLike<number>,
  sibling: ArrayLike<number>,
  letter: ArrayLike<number>,
  node: number,
  code: number,
): number {
  for (let c = child[node]; c >= 0; c = sibling[c]) if (letter[c] === code) return c;
  return -1;
}

/** The node reached by reading `letters` (lowercase a-z) from `node`, or -1. */
function dictionaryWalk(dict: WordHuntDictionary, node: number, letters: string): number {
  for (let i = 0; i < letters.length && node >= 0; i++) {
    node = nodeChild(dict.child, dict.sibling, dict.letter, node, letters.charCodeAt(i) - A);
  }
  return node;
}

/** True when the dictionary holds `word` (lowercase). */
export function wordHuntDictionaryHas(dict: WordHuntDictionary, word: string): boolean {
  if (!WORD.test(word)) return false;
  const node = dictionaryWalk(dict, 0, word);
  return node >= 0 && dict.end[node] === 1;
}

/** A prebuilt dictionary, or a word list to build one from (fine for small lists and tests). */
export type WordHuntDictionaryInput = WordHuntDictionary | Iterable<string>;

function dictionaryOf(input: WordHuntDictionaryInput): WordHuntDictionary {
  return 'kind' in input && input.kind === 'word_hunt_dictionary'
    ? input
    : wordHuntDictionary(input as Iterable<string>);
}

/** True when both cells are in the grid and touch, diagonals included (not the same cell). */
export function wordHuntAdjacent(a: WordHuntCell, b: WordHuntCell): boolean {
  const dr = Math.abs(a[0] - b[0]);
  const dc = Math.abs(a[1] - b[1]);
  return dr <= 1 && dc <= 1 && dr + dc > 0;
}

/** True when the cell is a pair of integers inside the 4x4 grid. */
export function wordHuntCellInGrid(cell: WordHuntCell): boolean {
  return cell.every((n) => Number.isInteger(n) && n >= 0 && n < WORD_HUNT_SIZE);
}

/** The lowercase word read along the path (cells assumed in the grid). */
export function wordHuntPathWord(
  grid: readonly (readonly string[])[],
  path: readonly WordHuntCell[],
) {
  return path
    .map(([r, c]) => grid[r][c])
    .join('')
    .toLowerCase();
}

/**
 * The path after the player taps `cell` (spec core 4):
 * - a cell already in the path truncates the path to before it (tapping the last cell undoes it);
 * - a cell touching the last one, diagonals included, extends the path;
 * - any other cell in the grid starts a new path from that cell;
 * - a cell outside the grid leaves the path as it is.
 * Returns a new array of new cells; the input is not changed.
 */
export function wordHuntPathTap(
  path: readonly WordHuntCell[],
  cell: WordHuntCell,
): Array<[number, number]> {
  const copy = (cells: readonly WordHuntCell[]) => cells.map(([r, c]): [number, number] => [r, c]);
  if (!wordHuntCellInGrid(cell)) return copy(path);
  const at = path.findIndex(([r, c]) => r === cell[0] && c === cell[1]);
  if (at >= 0) return copy(path.slice(0, at));
  const last = path[path.length - 1];
  if (last && wordHuntAdjacent(last, cell)) return copy([...path, cell]);
  return copy([cell]);
}

/** For each cell index (row * 4 + col), the indexes of the cells touching it. */
const NEIGHBOURS: readonly number[][] = Array.from({ length: WORD_HUNT_SIZE ** 2 }, (_, i) => {
  const row = Math.floor(i / WORD_HUNT_SIZE);
  const col = i % WORD_HUNT_SIZE;
  const out: number[] = [];
  for (let r = row - 1; r <= row + 1; r++) {
    for (let c = col - 1; c <= col + 1; c++) {
      const inside = r >= 0 && c >= 0 && r < WORD_HUNT_SIZE && c < WORD_HUNT_SIZE;
      if (inside && (r !== row || c !== col)) out.push(r * WORD_HUNT_SIZE + c);
    }
  }
  return out;
});

const cellOf = (index: number): [number, number] => [
  Math.floor(index / WORD_HUNT_SIZE),
  index % WORD_HUNT_SIZE,
];

/**
 * Every dictionary word on the board (3+ letters along a path of touching cells, each cell used at
 * most once), sorted. A depth-first search from each cell that stops as soon as the letters read
 * so far begin no dictionary word.
 */
export function wordHuntWords(
  grid: readonly (readonly string[])[],
  dictionary: WordHuntDictionaryInput,
): string[] {
  const dict = dictionaryOf(dictionary);
  const cells = grid.flat().map((face) => face.toLowerCase());
  const found = new Set<string>();
  const visit = (index: number, node: number, used: number, word: string) => {
    const next = dictionaryWalk(dict, node, cells[index]);
    if (next < 0) return;
    const spelled = word + cells[index];
    if (dict.end[next] === 1 && spelled.length >= WORD_HUNT_MIN_LETTERS) found.add(spelled);
    const mask = used | (1 << index);
    for (const to of NEIGHBOURS[index]) {
      if ((mask & (1 << to)) === 0) visit(to, next, mask, spelled);
    }
  };
  for (let i = 0; i < cells.length; i++) visit(i, 0, 0, '');
  return [...found].sort();
}

/**
 * A path that spells `word` (any case) on the board, or null when there is none. For a client
 * that lets people type a word, and for tests that need real paths.
 */
export function wordHuntWordPath(
  grid: readonly (readonly string[])[],
  word: string,
): Array<[number, number]> | null {
  const target = word.toLowerCase();
  const cells = grid.flat().map((face) => face.toLowerCase());
  const path: number[] = [];
  const step = (index: number, at: number, used: number): boolean => {
    const face = cells[index];
    if (!target.startsWith(face, at)) return false;
    path.push(index);
    const mask = used | (1 << index);
    if (at + face.length === target.length) return true;
    for (const to of NEIGHBOURS[index]) {
      if ((mask & (1 << to)) === 0 && step(to, at + face.length, mask)) return true;
    }
    path.pop();
    return false;
  };
  if (target.length === 0) return null;
  for (let i = 0; i < cells.length; i++) if (step(i, 0, 0)) return path.map(cellOf);
  return null;
}

/** An index in [0, n) from a [0, 1) source, safe if the source ever returns 1. */
const pick = (random: () => number, n: number) => Math.min(n - 1, Math.floor(random() * n));

/** One roll of the dice: shuffled into places, one face up each. */
export function wordHuntBoardRoll(random: () => number): string[][] {
  const dice: string[] = [...DICE];
  for (let i = dice.length - 1; i > 0; i--) {
    const j = pick(random, i + 1);
    [dice[i], dice[j]] = [dice[j], dice[i]];
  }
  const faces = dice.map((die) => {
    const face = die[pick(random, die.length)];
    return face === 'Q' ? 'QU' : face;
  });
  return Array.from({ length: WORD_HUNT_SIZE }, (_, r) =>
    faces.slice(r * WORD_HUNT_SIZE, (r + 1) * WORD_HUNT_SIZE),
  );
}

/** Rolls several boards and keeps the one with the most words, with those words. */
export function wordHuntBoardBest(
  random: () => number,
  dictionary: WordHuntDictionaryInput,
  candidates = BOARD_CANDIDATES,
): { grid: string[][]; words: string[] } {
  const dict = dictionaryOf(dictionary);
  let best = { grid: wordHuntBoardRoll(random), words: [] as string[] };
  best.words = wordHuntWords(best.grid, dict);
  for (let i = 1; i < candidates; i++) {
    const grid = wordHuntBoardRoll(random);
    const words = wordHuntWords(grid, dict);
    if (words.length > best.words.length) best = { grid, words };
  }
  return { grid: best.grid, words: best.words };
}
