import type { GameOutcome } from './game-status';

/** The words of a game's card in the chat (issue 11: an ended game shows its result). */
export const GAME_CARD_TEXT = {
  /** The app's name for its games (spec core 2: the feature menu and the chooser). */
  brand: 'Allogames',
  play: 'Play',
  open: 'Open',
  /** An ended game: look at the final board, nothing left to play. */
  view: 'View',
  tie: 'Tie',
  won: 'You won',
  /** `{name} won` */
  otherWon: (name: string) => `${name} won`,
} as const;

/** The result line of an ended game's card, for the reader. */
export function gameCardResult(outcome: GameOutcome, winnerName: string): string {
  if (outcome === 'tie') return GAME_CARD_TEXT.tie;
  return outcome === 'won' ? GAME_CARD_TEXT.won : GAME_CARD_TEXT.otherWon(winnerName);
}
