import { connectFour, connectFourNew } from '../../../games/connect-four';
import { dotsBoxes, dotsBoxesNew } from '../../../games/dots-boxes';
import { seaBattle, seaBattleNew } from '../../../games/sea-battle';
import type { GameRules, GameType, Players } from '../../../games/types';
import { GAME_TYPES } from '../../../games/types';
import type { WordHuntDictionary, WordHuntState } from '../../../games/word-hunt';
import { wordHunt, wordHuntNew, wordHuntSettle } from '../../../games/word-hunt';

/** What a new game may draw on: the server's clock and random source, and the shared dictionary. */
export interface GameStartEnv {
  now: number;
  random: () => number;
  dictionary: WordHuntDictionary;
}

/**
 * The states are stored as JSON and read back by the same rules that wrote them, so the server
 * handles every game through one shape and each game's rules keep their own types.
 */
export type AnyRules = GameRules<unknown, unknown, unknown>;

/** One game type as the server handles it. */
export interface GameKind {
  /** What the chat message announcing a game says. */
  name: string;
  rules: AnyRules;
  start(players: Players, env: GameStartEnv): unknown;
  /**
   * The state with anything the clock has decided written down (a Word Hunt round whose time is
   * up), or the same object when there is nothing to record.
   */
  settle(state: unknown, now: number): unknown;
}

const unchanged = (state: unknown) => state;

const KINDS: Record<GameType, GameKind> = {
  connect_four: {
    name: 'Four in a Row',
    rules: connectFour as unknown as AnyRules,
    start: (players) => connectFourNew(players),
    settle: unchanged,
  },
  dots_boxes: {
    name: 'Dots and Boxes',
    rules: dotsBoxes as unknown as AnyRules,
    start: (players) => dotsBoxesNew(players),
    settle: unchanged,
  },
  sea_battle: {
    name: 'Sea Battle',
    rules: seaBattle as unknown as AnyRules,
    start: (players) => seaBattleNew(players),
    settle: unchanged,
  },
  word_hunt: {
    name: 'Word Hunt',
    rules: wordHunt as unknown as AnyRules,
    start: (players, env) => wordHuntNew(players, env.now, env.random, env.dictionary),
    settle: (state, now) => wordHuntSettle(state as WordHuntState, now),
  },
};

export const isGameType = (type: string): type is GameType =>
  (GAME_TYPES as readonly string[]).includes(type);

/** The kind of a stored game; its type was checked when it was created. */
export const gameKind = (type: string): GameKind => KINDS[type as GameType];
