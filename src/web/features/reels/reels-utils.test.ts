import { describe, expect, it } from 'vitest';
import { countLabel } from '../../lib/format';
import {
  commentKeyIntent,
  reelHashtagsShown,
  reelShareUrl,
  reelTargetFromSearch,
} from './reels-utils';
import { reelKeyStep } from './use-reel-scroll';

describe('reelHashtagsShown (secondary: at most the first 2 hashtags)', () => {
  it.each([
    [[], []],
    [['travel'], ['travel']],
    [
      ['travel', 'food'],
      ['travel', 'food'],
    ],
    [
      ['travel', 'food', 'sunset', 'beach'],
      ['travel', 'food'],
    ],
    [
      ['#travel', '##food', 'sunset'],
      ['travel', 'food'],
    ],
    [
      ['travel', '#travel', '', '#', 'food', 'sunset'],
      ['travel', 'food'],
    ],
  ])('should show %j as %j', (tags, shown) => {
    expect(reelHashtagsShown(tags)).toEqual(shown);
  });
});

describe('commentKeyIntent (secondary: Enter sends, Shift+Enter makes a new line)', () => {
  it('should send on Enter', () => {
    expect(commentKeyIntent({ key: 'Enter', shiftKey: false })).toBe('send');
  });
  it('should make a new line on Shift+Enter', () => {
    expect(commentKeyIntent({ key: 'Enter', shiftKey: true })).toBe('newline');
  });
  it('should leave an input method composing its words alone', () => {
    expect(commentKeyIntent({ key: 'Enter', shiftKey: false, isComposing: true })).toBeNull();
  });
  it('should ignore other keys', () => {
    expect(commentKeyIntent({ key: 'a', shiftKey: false })).toBeNull();
    expect(commentKeyIntent({ key: 'Tab', shiftKey: true })).toBeNull();
  });
});

describe('counts on the reels (secondary 9: K and M)', () => {
  it.each([
    [999, '999'],
    [1_234, '1.2K'],
    [56_700, '56.7K'],
    [1_200_000, '1.2M'],
    [3_400_000, '3.4M'],
  ])('should show %i as %s', (n, label) => {
    expect(countLabel('en', n)).toBe(label);
  });
});

describe('reel links', () => {
  it('should share the feed at one video, and read it back', () => {
    const url = reelShareUrl('https://allo.example', 'v 1/2');
    expect(url).toBe('https://allo.example/videos?v=v%201%2F2');
    expect(reelTargetFromSearch(new URL(url).search)).toBe('v 1/2');
    expect(reelTargetFromSearch('')).toBeNull();
    expect(reelTargetFromSearch('?v=')).toBeNull();
  });
});

describe('reelKeyStep', () => {
  it('should move one reel per arrow or page key', () => {
    expect(reelKeyStep('ArrowDown')).toBe(1);
    expect(reelKeyStep('PageDown')).toBe(1);
    expect(reelKeyStep('ArrowUp')).toBe(-1);
    expect(reelKeyStep('PageUp')).toBe(-1);
    expect(reelKeyStep('ArrowLeft')).toBe(0);
  });
});
