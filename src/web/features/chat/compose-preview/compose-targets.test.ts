import { describe, expect, it } from 'vitest';
import { composeTargets, languagesMatch } from './compose-targets';

const people = (...languages: string[]) => languages.map((language) => ({ language }));

describe('composeTargets', () => {
  it("should offer the other person's language in a 1:1", () => {
    expect(composeTargets('en', people('es'))).toEqual(['es']);
  });

  it('should offer nothing when the other person reads the same language', () => {
    expect(composeTargets('en', people('en'))).toEqual([]);
    expect(composeTargets('pt', people('pt-BR'))).toEqual([]);
  });

  it('should put the most common language among the others first in a group', () => {
    expect(composeTargets('en', people('fr', 'ja', 'ja', 'en', 'en', 'en'))).toEqual(['ja', 'fr']);
  });

  it('should keep participant order between equally common languages', () => {
    expect(composeTargets('en', people('de', 'ko', 'ko', 'de'))).toEqual(['de', 'ko']);
  });
});

describe('languagesMatch', () => {
  it('should treat a regional code as its base translation language', () => {
    expect(languagesMatch('pt-BR', 'pt')).toBe(true);
    expect(languagesMatch('es', 'en')).toBe(false);
    expect(languagesMatch('tr', 'tr')).toBe(true);
  });
});
