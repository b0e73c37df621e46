import type { T } from '../../i18n/use-t';
import type { GameOutcome } from './shared/game-status';

/** The app's name for its games (spec core 2: the feature menu and the chooser); a brand. */
export const GAMES_BRAND = 'Allogames';

/** The catalog ids of a game card's button in the chat (issue 11). */
export const GAME_CARD_BUTTON = {
  play: 'games.cardPlay',
  open: 'games.cardOpen',
  /** An ended game: look at the final board, nothing left to play. */
  view: 'games.cardView',
} as const;

/** The result line of an ended game's card, for the reader: 'You won', 'Sofía won', 'Tie'. */
export function gameCardResult(outcome: GameOutcome, winnerName: string, t: T): string {
  if (outcome === 'tie') return t('games.cardTie');
  return outcome === 'won' ? t('games.cardYouWon') : t('games.nameWon', { name: winnerName });
}
