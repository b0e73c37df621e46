import { describe, expect, it } from 'vitest';
import type { Span } from '../../../lang/protect';
import { spansProtect } from '../../../lang/protect';
import type { SentenceEngine } from './kept-markup';
import { keptTranslate, markupDecode, markupEncode, spansLines } from './kept-markup';

const spans = spansProtect('Hi @ana, see https://a.example/x at 9');
const mark = (i: number, text: string) => `<span translate="no" id="k${i}">${text}</span>`;

describe('markupDecode', () => {
  it('should put the kept texts back wherever their marks moved, whatever came back inside', () => {
    expect(markupEncode(spans, (t) => t)).toBe(
      `Hi ${mark(0, '@ana')}, see ${mark(1, 'https://a.example/x')} at ${mark(2, '9')}`,
    );
    const answer = `A las ${mark(2, 'NUEVE')}, mira ${mark(1, 'X')}, hola <span id='k0' translate="no">ANA</span>`;
    expect(markupDecode(answer, spans)).toBe('A las 9, mira https://a.example/x, hola @ana');
  });

  it.each([
    ['a mark is missing', `Hola ${mark(0, '@ana')}, mira ${mark(1, 'x')} a las 9`],
    ['a mark is doubled', `${mark(0, 'a')} ${mark(0, 'a')} ${mark(1, 'x')} ${mark(2, '9')}`],
    ['a mark is unknown', `${mark(0, 'a')} ${mark(1, 'x')} ${mark(2, '9')} ${mark(3, '?')}`],
    ['markup is left over', `${mark(0, 'a')} <span translate="no" id="k1">x ${mark(2, '9')}`],
    ['a mark lost its end', `${mark(0, 'a')} ${mark(1, 'x')} <span id="k2">9`],
  ])('should refuse an answer where %s', (_why, answer) => {
    expect(markupDecode(answer, spans)).toBeNull();
  });

  it("should allow the text's own markup when it comes back as it was", () => {
    const own: Span[] = [
      { text: 'use <span> here ', keep: false },
      { text: '9', keep: true },
    ];
    expect(markupDecode(`usa <span> aquí ${mark(0, '9')}`, own)).toBe('usa <span> aquí 9');
    expect(markupDecode(`usa aquí ${mark(0, '9')}`, own)).toBe('usa aquí 9');
    expect(markupDecode(`usa <span> <span> ${mark(0, '9')}`, own)).toBeNull();
  });
});

describe('keptTranslate', () => {
  /** An engine that forgets every mark, and says what it was sent. */
  const forgetful = (sent: string[][]): SentenceEngine => ({
    async marked(lines) {
      sent.push(lines);
      return lines.map((l) => l.replace(/<[^>]*>/g, '').toUpperCase());
    },
    async plain(pieces) {
      sent.push(pieces);
      return pieces.map((p) => ` ${p.toUpperCase()} `);
    },
  });

  it('should keep every kept span even when the engine loses the marks', async () => {
    const sent: string[][] = [];
    const [out] = await keptTranslate([spans], forgetful(sent));
    expect(out).toBe('HI @ana, SEE https://a.example/x AT 9');
    // The kept texts went out only as context inside marks, never as pieces to translate.
    expect(sent[1]).toEqual(['Hi', ', see', 'at']);
  });

  it('should keep lines, blanks around them and lines with nothing to translate', async () => {
    const sent: string[][] = [];
    const texts = [spansProtect('  good\n\n🙂 42\nbye  '), spansProtect('👍')];
    const out = await keptTranslate(texts, forgetful(sent));
    expect(out).toEqual(['  GOOD\n\n🙂 42\nBYE  ', '👍']);
    expect(sent[0]).toEqual(['good', 'bye']);
  });

  it('should make no call when there is nothing to translate', async () => {
    const sent: string[][] = [];
    expect(await keptTranslate([spansProtect('https://a.example 9')], forgetful(sent))).toEqual([
      'https://a.example 9',
    ]);
    expect(sent).toEqual([]);
  });
});

describe('spansLines', () => {
  it('should cut at newlines inside translated spans only', () => {
    expect(spansLines(spansProtect('a 1\nb'))).toEqual([
      [
        { text: 'a ', keep: false },
        { text: '1', keep: true },
      ],
      [{ text: 'b', keep: false }],
    ]);
  });
});
