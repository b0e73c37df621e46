import { describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en';
import { messagesFrom } from '../../i18n/catalog-load';
import type { Values } from '../../i18n/intl';
import { intlCreate } from '../../i18n/intl';
import { ApiError } from '../../lib/api';
import { GAME_CARD_BUTTON, gameCardResult } from './game-card-text';
import { WORD_HUNT_REFUSAL_IDS, wordHuntRefusalReason } from './word-hunt/word-hunt-text';

/** The app's words in English, from the real catalog. */
const intl = intlCreate('en', messagesFrom(english));
const t = (id: string, values?: Values) => intl.formatMessage({ id }, values);

describe('gameCardResult', () => {
  it("should say the result from the reader's side", () => {
    expect(gameCardResult('won', 'Emma', t)).toBe('You won');
    expect(gameCardResult('lost', 'Sofía', t)).toBe('Sofía won');
    expect(gameCardResult('tie', 'Sofía', t)).toBe('Tie');
  });

  it("should name the card's buttons", () => {
    expect(t(GAME_CARD_BUTTON.play)).toBe('Play');
    expect(t(GAME_CARD_BUTTON.open)).toBe('Open');
    expect(t(GAME_CARD_BUTTON.view)).toBe('View');
  });
});

describe('WORD_HUNT_REFUSAL_IDS', () => {
  it('should say what is wrong with a refused word (issue 11)', () => {
    expect(t(WORD_HUNT_REFUSAL_IDS.word_not_valid)).toBe('Not a word');
    expect(t(WORD_HUNT_REFUSAL_IDS.already_found)).toBe('Already found');
    expect(t(WORD_HUNT_REFUSAL_IDS.word_too_short)).toBe('Too short');
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
