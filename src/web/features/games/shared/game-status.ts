import type { GameSnapshot, GameType } from '../../../../protocol';
import type { T } from '../../../i18n/use-t';

/** Spec core 9: the game is polled every 2 s; live updates usually arrive well before. */
export const GAME_POLL_MS = 2_000;

/** Spec core 9: Word Hunt's timer turns red below 30 s. */
export const WORD_HUNT_HURRY_MS = 30_000;

export type GameOutcome = 'won' | 'lost' | 'tie';

/** How the game ended for the reader, or null while it goes on. */
export function gameOutcome(game: Pick<GameSnapshot, 'winner'>, meId: string): GameOutcome | null {
  if (game.winner === null) return null;
  if (game.winner === 'tie') return 'tie';
  return game.winner === meId ? 'won' : 'lost';
}

/**
 * Spec core 2 Game views: the completion banner. Sea Battle says 'Victory!' or 'Defeat'; the
 * others name the winner.
 */
export function gameBannerText(
  type: GameType,
  game: Pick<GameSnapshot, 'winner'>,
  meId: string,
  nameOf: (id: string) => string,
  t: T,
): string | null {
  const outcome = gameOutcome(game, meId);
  if (outcome === null) return null;
  if (outcome === 'tie') return t('games.bannerTie');
  if (type === 'sea_battle')
    return outcome === 'won' ? t('games.bannerVictory') : t('games.bannerDefeat');
  return outcome === 'won'
    ? t('games.bannerYouWon')
    : t('games.nameWon', { name: nameOf(game.winner as string) });
}

/** 'Your turn', "{name}'s turn", or null when nobody has the turn (over, placement, Word Hunt). */
export function gameTurnText(
  game: Pick<GameSnapshot, 'currentPlayer' | 'gameOver'>,
  meId: string,
  nameOf: (id: string) => string,
  t: T,
): string | null {
  if (game.gameOver || !game.currentPlayer) return null;
  return game.currentPlayer === meId
    ? t('games.turnYours')
    : t('games.turnOther', { name: nameOf(game.currentPlayer) });
}

/** The other player of a two-player game. */
export function gameOpponent(players: readonly [string, string], meId: string): string {
  return players[0] === meId ? players[1] : players[0];
}

/** A countdown as m:ss, rounded up to the second so it reads 0:00 only when time is up. */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** True when a refused move was made on an old version: just fetch the game again. */
export function moveRefusalIsStale(status: number, body: unknown): boolean {
  return (
    status === 409 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { reason?: unknown }).reason === 'stale'
  );
}
