import { describe, expect, it } from 'vitest';
import { objectKeyCheck, rangeParse } from './keys';

describe('objectKeyCheck', () => {
  it('should take the keys the server makes', () => {
    for (const key of ['image/0b1c-22', 'image/0b1c-22.thumb', 'voice/a_b', 'video/x/y/z']) {
      expect(objectKeyCheck(key)).toBe(key);
    }
  });

  it('should refuse anything that could leave the store or hide in it', () => {
    for (const key of [
      '',
      '..',
      '../a',
      'a/..',
      'a/../b',
      '/a',
      'a//b',
      'a/',
      '.a',
      'a\\b',
      'a b',
      'a\u0000',
      'a/b/c/d/e',
    ]) {
      expect(() => objectKeyCheck(key), JSON.stringify(key)).toThrow('Invalid object key');
    }
  });
});

describe('rangeParse (RFC 9110 14.1.2)', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-99', { kind: 'range', start: 0, end: 99 }],
    ['bytes=900-', { kind: 'range', start: 900, end: 999 }],
    ['bytes=-100', { kind: 'range', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'range', start: 0, end: 999 }],
    ['bytes=990-5000', { kind: 'range', start: 990, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=5-1', { kind: 'whole' }],
    ['bytes=0-1,4-5', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
  ])('should read %j of 1000 bytes as %j', (header, expected) => {
    expect(rangeParse(header, 1000)).toEqual(expected);
  });
});
