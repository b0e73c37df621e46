import { describe, expect, it } from 'vitest';
import { languageSearch, searchFold } from './language-search';
import { LANGUAGES } from './languages';

const codes = (query: string) => languageSearch(query).map((l) => l.code);

describe('languageSearch', () => {
  it('should give the whole list for an empty query', () => {
    expect(languageSearch('  ')).toEqual(LANGUAGES);
  });

  it('should find a language by its code first', () => {
    expect(codes('de')[0]).toBe('de');
    expect(codes('zh-tw')).toEqual(['zh-TW']);
    expect(codes('PT-BR')).toEqual(['pt-BR']);
  });

  it('should find a language by its English or native name, accents and case aside', () => {
    expect(codes('espanol')).toEqual(['es']);
    expect(codes('ESPAÑOL')).toEqual(['es']);
    expect(codes('francais')).toEqual(['fr']);
    expect(codes('german')).toEqual(['de']);
    expect(codes('deutsch')).toEqual(['de']);
    expect(codes('日本')).toEqual(['ja']);
    expect(codes('русский')).toEqual(['ru']);
    expect(codes('tieng viet')).toEqual(['vi']);
    expect(codes('olelo')).toEqual(['haw']);
  });

  it('should find the regional entries by a later word of their name', () => {
    expect(codes('brazil')).toEqual(['pt-BR']);
    expect(codes('traditional')).toEqual(['zh-TW']);
    expect(codes('chinese')).toEqual(['zh', 'zh-TW']);
    expect(codes('portug')).toEqual(['pt', 'pt-BR']);
  });

  it('should put names that start with the query before names that merely hold it', () => {
    const found = codes('ma');
    expect(found.indexOf('ms')).toBeLessThan(found.indexOf('so'));
    expect(codes('zzz')).toEqual([]);
  });

  it('should fold accents and special letters the same way on both sides', () => {
    expect(searchFold('Čeština')).toBe('cestina');
    expect(searchFold('Straße')).toBe('strasse');
    expect(searchFold('Føroyskt')).toBe('foroyskt');
  });
});
