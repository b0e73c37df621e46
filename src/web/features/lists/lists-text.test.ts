import { describe, expect, it } from 'vitest';
import { listDateLabel, listMatches, listTagsParse, listTagsShown } from './lists-text';

describe('contact list texts', () => {
  it('should show the first two tags, then how many more (spec secondary 9)', () => {
    expect(listTagsShown([])).toEqual({ shown: [], more: 0 });
    expect(listTagsShown(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(listTagsShown(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b'], more: 3 });
  });

  it('should match name, description or any tag, in any case (spec secondary 5)', () => {
    const list = { name: 'Family', description: 'The ones at Home', tags: ['kids', 'Sunday'] };
    for (const q of ['fam', 'HOME', 'sunday', ' kids ', ''])
      expect(listMatches(list, q)).toBe(true);
    expect(listMatches(list, 'work')).toBe(false);
    expect(listMatches({ name: 'İstanbul', description: '', tags: [] }, 'istanbul', 'tr')).toBe(
      true,
    );
  });

  it("should write the date as en-US does, in the app's language", () => {
    const iso = '2025-09-01T12:00:00Z';
    expect(listDateLabel('en', iso)).toBe('Sep 1, 2025');
    expect(listDateLabel('ja', iso)).toBe('2025年9月1日');
    expect(listDateLabel('de', iso)).toBe('1. Sept. 2025');
    expect(listDateLabel('en', 'not a date')).toBe('');
  });

  it('should read tags typed with commas, in any script', () => {
    expect(listTagsParse(' work, family,, sport ')).toEqual(['work', 'family', 'sport']);
    expect(listTagsParse('仕事、家族')).toEqual(['仕事', '家族']);
    expect(listTagsParse('')).toEqual([]);
  });
});
