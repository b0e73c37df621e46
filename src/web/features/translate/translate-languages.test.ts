import { describe, expect, it } from 'vitest';
import type { TranslateLanguages } from '../../../protocol';
import { sourcesOffered, targetsOffered } from './translate-languages';

const APERTIUM: TranslateLanguages = {
  engine: 'apertium',
  languages: [
    { code: 'en', targets: ['es', 'fr'] },
    { code: 'es', targets: ['en', 'fr', 'it'] },
    { code: 'de', targets: [] },
  ],
};

describe('targetsOffered', () => {
  it("should offer what the engine reaches from the source, from any for 'auto'", () => {
    expect(targetsOffered(APERTIUM, 'en')).toEqual(new Set(['es', 'fr']));
    expect(targetsOffered(APERTIUM, 'auto')).toEqual(new Set(['es', 'fr', 'en', 'it']));
    expect(targetsOffered(APERTIUM, 'de')).toEqual(new Set());
  });

  it('should know nothing before the list arrives', () => {
    expect(targetsOffered(undefined, 'en')).toBeNull();
    expect(sourcesOffered(undefined)).toBeNull();
  });

  it('should offer as sources only languages with a target', () => {
    expect(sourcesOffered(APERTIUM)).toEqual(new Set(['en', 'es']));
  });
});
