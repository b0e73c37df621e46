import { describe, expect, it } from 'vitest';
import { nameWords, spansAllKept, spansProtect } from './protect';

const kept = (text: string, terms?: string[]) =>
  spansProtect(text, terms)
    .filter((s) => s.keep)
    .map((s) => s.text);

describe('spansProtect', () => {
  it('should keep URLs, e-mail addresses, @mentions, numbers and emoji', () => {
    expect(kept('mira https://allo.example/a?b=1, escribe a ana@correo.es o a @lucia_m')).toEqual([
      'https://allo.example/a?b=1',
      'ana@correo.es',
      '@lucia_m',
    ]);
    expect(kept('nos vemos a las 18:30 el 12/05, 25% más barato')).toEqual([
      '18:30',
      '12/05',
      '25%',
    ]);
    expect(kept('feliz cumpleaños 🎉🎂 y 👍🏽 y 👨‍👩‍👧')).toEqual(['🎉🎂', '👍🏽', '👨‍👩‍👧']);
  });

  it('should keep named words whole, case-insensitively, and not parts of longer words', () => {
    expect(kept('Rosa y rosa vienen, Rosario no', ['Rosa'])).toEqual(['Rosa', 'rosa']);
    expect(kept('habla con Ana María mañana', ['Ana', 'Ana María'])).toEqual(['Ana María']);
  });

  it('should give back the text unchanged when its spans are joined', () => {
    const text = 'Hi @sam, call +34 600 123 456 or see www.allo.chat 😀 — Sofia';
    expect(
      spansProtect(text, ['Sofia'])
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });

  it('should tell when there is nothing to translate', () => {
    expect(spansAllKept(spansProtect('👍 10:30 https://a.example'))).toBe(true);
    expect(spansAllKept(spansProtect('ok 👍'))).toBe(false);
  });
});

describe('nameWords', () => {
  it('should keep a name whole and each of its parts, but not single letters', () => {
    expect(nameWords(['Sofía García', 'Yuki', 'J R Tolkien'])).toEqual([
      'Sofía García',
      'Sofía',
      'García',
      'Yuki',
      'Yuki',
      'J R Tolkien',
      'Tolkien',
    ]);
  });
});
