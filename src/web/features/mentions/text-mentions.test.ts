import { describe, expect, it } from 'vitest';
import { textLinks } from '../../../protocol/text-links';
import { mentionQuery, mentionsIn, textMentions } from './text-mentions';

const marked = (text: string, names: string[], mine?: string) =>
  textMentions(textLinks(text), names, mine)
    .filter((p) => p.mention)
    .map((p) => `${p.text}:${p.mention}`);

describe('textMentions', () => {
  it('should mark the mentioned members, the reader apart, and give the text back whole', () => {
    const text = '@sofia and @Emma, see https://x.org/@sofia tonight';
    const pieces = textMentions(textLinks(text), ['sofia', 'emma'], 'emma');
    expect(pieces.map((p) => p.text).join('')).toBe(text);
    expect(marked(text, ['sofia', 'emma'], 'emma')).toEqual(['@sofia:other', '@Emma:me']);
  });

  it('should leave names nobody mentioned, longer names and e-mail addresses alone', () => {
    expect(marked('@sofia hi', [])).toEqual([]);
    expect(marked('@emmanuel hi', ['emma'])).toEqual([]);
    expect(marked('mail emma@sofia.org', ['sofia'])).toEqual([]);
    expect(marked('@ana.maria and @ana.', ['ana', 'ana.maria'])).toEqual([
      '@ana.maria:other',
      '@ana:other',
    ]);
  });

  it('should take names with characters that mean something in a pattern as written', () => {
    expect(marked('@a+b (hi)', ['a+b'])).toEqual(['@a+b:other']);
  });

  it('should find the name being typed before the caret, and only after a space or the start', () => {
    expect(mentionQuery('hi @so', 6)).toEqual({ start: 3, query: 'so' });
    expect(mentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQuery('mail a@so', 9)).toBeNull();
    expect(mentionQuery('hi @sofia there', 15)).toBeNull();
  });

  it('should give the ids of the members a text names, each once', () => {
    const members = [
      { id: 'u-sofia', username: 'sofia' },
      { id: 'u-emma', username: 'emma' },
    ];
    expect(mentionsIn('@sofia @Sofia and @lukas', members)).toEqual(['u-sofia']);
    expect(mentionsIn('no one', members)).toEqual([]);
  });
});
