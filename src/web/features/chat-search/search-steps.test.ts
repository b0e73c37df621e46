import { describe, expect, it } from 'vitest';
import type { ChatSearchHit } from '../../../protocol';
import { searchPlace, searchStart, searchStep } from './search-steps';

const hit = (seq: number): ChatSearchHit => ({
  messageId: `m${seq}`,
  seq,
  senderId: 'u',
  createdAt: '2026-01-01T00:00:00.000Z',
  matched: 'original',
});

describe('search steps', () => {
  it('should start at the newest hit, or nowhere without hits', () => {
    expect(searchStart([hit(3), hit(8), hit(12)])).toBe(2);
    expect(searchStart([])).toBe(-1);
  });

  it('should step up to older and down to newer hits, stopping at the ends', () => {
    expect(searchStep(2, 3, -1)).toBe(1);
    expect(searchStep(1, 3, -1)).toBe(0);
    expect(searchStep(0, 3, -1)).toBe(0);
    expect(searchStep(0, 3, 1)).toBe(1);
    expect(searchStep(2, 3, 1)).toBe(2);
    expect(searchStep(0, 0, 1)).toBe(-1);
  });

  it('should count the place from the newest hit', () => {
    expect(searchPlace(2, 3)).toEqual({ n: 1, m: 3 });
    expect(searchPlace(0, 3)).toEqual({ n: 3, m: 3 });
    expect(searchPlace(-1, 0)).toBeNull();
    expect(searchPlace(5, 3)).toBeNull();
  });
});
