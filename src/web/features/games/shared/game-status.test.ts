import { describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en';
import { messagesFrom } from '../../../i18n/catalog-load';
import type { Values } from '../../../i18n/intl';
import { intlCreate } from '../../../i18n/intl';
import {
  clockText,
  gameBannerText,
  gameOpponent,
  gameOutcome,
  gameTurnText,
  moveRefusalIsStale,
} from './game-status';

/** The app's words in English, from the real catalog. */
const intl = intlCreate('en', messagesFrom(english));
const t = (id: string, values?: Values) => intl.formatMessage({ id }, values);

const ME = 'u-emma';
const THEM = 'u-sofia';
const nameOf = (id: string) => (id === THEM ? 'Sofía' : 'Emma');

describe('gameOutcome', () => {
  it('should say nothing while the game goes on', () => {
    expect(gameOutcome({ winner: null }, ME)).toBeNull();
  });
  it('should tell a win, a loss and a tie apart', () => {
    expect(gameOutcome({ winner: ME }, ME)).toBe('won');
    expect(gameOutcome({ winner: THEM }, ME)).toBe('lost');
    expect(gameOutcome({ winner: 'tie' }, ME)).toBe('tie');
  });
});

describe('gameBannerText', () => {
  it.each([
    ['connect_four', ME, 'You won!'],
    ['connect_four', THEM, 'Sofía won'],
    ['dots_boxes', 'tie', "It's a tie"],
    ['word_hunt', THEM, 'Sofía won'],
    ['sea_battle', ME, 'Victory!'],
    ['sea_battle', THEM, 'Defeat'],
  ] as const)('should show %s won by %s as %s', (type, winner, text) => {
    expect(gameBannerText(type, { winner }, ME, nameOf, t)).toBe(text);
  });
  it('should show no banner before the end', () => {
    expect(gameBannerText('connect_four', { winner: null }, ME, nameOf, t)).toBeNull();
  });
});

describe('gameTurnText', () => {
  it('should say whose turn it is', () => {
    expect(gameTurnText({ currentPlayer: ME, gameOver: false }, ME, nameOf, t)).toBe('Your turn');
    expect(gameTurnText({ currentPlayer: THEM, gameOver: false }, ME, nameOf, t)).toBe(
      "Sofía's turn",
    );
  });
  it('should say nothing when nobody has the turn', () => {
    expect(gameTurnText({ currentPlayer: null, gameOver: false }, ME, nameOf, t)).toBeNull();
    expect(gameTurnText({ currentPlayer: ME, gameOver: true }, ME, nameOf, t)).toBeNull();
  });
});

describe('gameOpponent', () => {
  it('should name the other player whichever side the reader is on', () => {
    expect(gameOpponent([ME, THEM], ME)).toBe(THEM);
    expect(gameOpponent([ME, THEM], THEM)).toBe(ME);
  });
});

describe('clockText', () => {
  it.each([
    [120_000, '2:00'],
    [119_001, '2:00'],
    [61_000, '1:01'],
    [29_500, '0:30'],
    [9_000, '0:09'],
    [0, '0:00'],
    [-5_000, '0:00'],
  ])('should show %i ms as %s', (ms, text) => {
    expect(clockText(ms)).toBe(text);
  });
});

describe('moveRefusalIsStale', () => {
  it('should recognise a stale version refusal only', () => {
    expect(moveRefusalIsStale(409, { error: 'x', reason: 'stale' })).toBe(true);
    expect(moveRefusalIsStale(409, { error: 'x', reason: 'not_your_turn' })).toBe(false);
    expect(moveRefusalIsStale(400, { reason: 'stale' })).toBe(false);
    expect(moveRefusalIsStale(409, 'stale')).toBe(false);
  });
});
