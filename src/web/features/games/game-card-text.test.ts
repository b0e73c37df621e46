import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { GAME_CARD_TEXT, gameCardResult } from './game-card-text';
import { wordHuntRefusalReason } from './word-hunt/word-hunt-text';

describe('gameCardResult', () => {
  it("should say the result from the reader's side", () => {
    expect(gameCardResult('won', 'Emma')).toBe('You won');
    expect(gameCardResult('lost', 'Sofía')).toBe('Sofía won');
    expect(gameCardResult('tie', 'Sofía')).toBe(GAME_CARD_TEXT.tie);
  });
});

describe('wordHuntRefusalReason', () => {
  const refusal = (status: number, reason: string) =>
    new ApiError(status, 'x', JSON.stringify({ error: 'Not in the word list.', reason }));

  it("should name the server's refusal of the word itself", () => {
    expect(wordHuntRefusalReason(refusal(400, 'word_not_valid'))).toBe('word_not_valid');
    expect(wordHuntRefusalReason(refusal(409, 'already_found'))).toBe('already_found');
    expect(wordHuntRefusalReason(refusal(400, 'word_too_short'))).toBe('word_too_short');
  });

  it('should leave real failures to the toast: network, 5xx, other refusals', () => {
    expect(wordHuntRefusalReason(new TypeError('Failed to fetch'))).toBeNull();
    expect(wordHuntRefusalReason(refusal(503, 'word_not_valid'))).toBeNull();
    expect(wordHuntRefusalReason(refusal(409, 'stale'))).toBeNull();
    expect(wordHuntRefusalReason(refusal(409, 'time_up'))).toBeNull();
  });
});
