import { describe, expect, it } from 'vitest';
import { broadcastReadPercent } from '../../../protocol/lists-limits';
import { broadcastListMatches } from './broadcasts-text';

describe('broadcast list texts', () => {
  const list = { name: 'Team news', description: 'Every Monday', category: 'Work' as const };

  it('should match name, description or category, in any case (spec secondary 5)', () => {
    for (const q of ['TEAM', 'monday', 'work', '', '  news '])
      expect(broadcastListMatches(list, q, 'Work')).toBe(true);
    expect(broadcastListMatches(list, 'sport', 'Work')).toBe(false);
  });

  it('should match the category by the words the app shows for it', () => {
    expect(broadcastListMatches(list, 'trabajo', 'Trabajo', 'es')).toBe(true);
    expect(broadcastListMatches(list, '仕事', '仕事', 'ja')).toBe(true);
  });

  it('should round the read percentage', () => {
    expect(broadcastReadPercent(2, 3)).toBe(67);
    expect(broadcastReadPercent(0, 0)).toBe(0);
  });
});
