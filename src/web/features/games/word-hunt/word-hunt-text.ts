import { ApiError } from '../../../lib/api';

/**
 * What a refused word says, next to the word on the board (issue 11: say what is wrong where the
 * player looks, rather than the generic move-failed toast), as catalog ids: 'Not a word',
 * 'Already found', 'Too short', 'Letters must touch, each used once'. Keyed by the server's
 * refusal reason (src/games/word-hunt.ts).
 */
export const WORD_HUNT_REFUSAL_IDS = {
  word_not_valid: 'games.whNotAWord',
  already_found: 'games.whAlreadyFound',
  word_too_short: 'games.whTooShort',
  path_invalid: 'games.whPathInvalid',
} as const;

export type WordHuntRefusalReason = keyof typeof WORD_HUNT_REFUSAL_IDS;

/** The refusal's reason when the server refused the word itself (not a network or 5xx failure). */
export function wordHuntRefusalReason(err: unknown): WordHuntRefusalReason | null {
  if (!(err instanceof ApiError) || err.status >= 500) return null;
  const body = err.body;
  const reason =
    body && typeof body === 'object' && 'reason' in body ? (body.reason as unknown) : null;
  return typeof reason === 'string' && reason in WORD_HUNT_REFUSAL_IDS
    ? (reason as WordHuntRefusalReason)
    : null;
}
