import { describe, expect, it } from 'vitest';
import { languageName } from './language-name';

describe('languageName', () => {
  it("should keep the list's own name in English", () => {
    expect(languageName('en', 'zh', 'Chinese')).toBe('Chinese');
    expect(languageName('en', 'haw', 'Hawaiian')).toBe('Hawaiian');
  });

  it('should name the language in the app language, capitalised on its own', () => {
    expect(languageName('es', 'en', 'English')).toBe('inglés');
    expect(languageName('es', 'en', 'English', { standalone: true })).toBe('Inglés');
    expect(languageName('de', 'ja', 'Japanese')).toBe('Japanisch');
  });

  it("should fall back to the list's name for a code Intl cannot name", () => {
    expect(languageName('fr', 'not a code', 'Somewhere')).toBe('Somewhere');
  });
});
