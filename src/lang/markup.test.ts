import { describe, expect, it } from 'vitest';
import { markupFind } from './markup';
import { spansProtect } from './protect';

const kept = (text: string) =>
  spansProtect(text)
    .filter((s) => s.keep)
    .map((s) => s.text);
const translated = (text: string) =>
  spansProtect(text)
    .filter((s) => !s.keep)
    .map((s) => s.text);
const joined = (text: string) =>
  spansProtect(text)
    .map((s) => s.text)
    .join('');

describe('markupFind', () => {
  it('should keep <script> as written', () => {
    expect(markupFind('<script>alert(1)</script> hola')).toEqual(['<script>alert(1)</script>']);
    expect(kept('<script>alert(1)</script> hola')).toEqual(['<script>alert(1)</script>']);
    expect(translated('<script>alert(1)</script> hola')).toEqual([' hola']);
    expect(markupFind('<script>')).toEqual(['<script>']);
  });

  it('should keep what is inside <script> and <style> whole: it is code, not words', () => {
    const code = '<STYLE type="x">b > i { color: red }</style >';
    expect(markupFind(`mira ${code} y <script>\nwindow.x = "<b>"\n</script>`)).toEqual([
      code,
      '<script>\nwindow.x = "<b>"\n</script>',
    ]);
    // An opening never closed is a tag like any other, and the words after it are words.
    expect(markupFind('<script> hola <script> mundo </b>')).toEqual([
      '<script>',
      '<script>',
      '</b>',
    ]);
  });

  it('should keep a tag whole, attributes and all, whatever they hold', () => {
    expect(markupFind('<img src=x onerror="window.__pwned=1"> mira')).toEqual([
      '<img src=x onerror="window.__pwned=1">',
    ]);
    expect(markupFind('"><svg onload=window.__pwned=1>')).toEqual([
      '<svg onload=window.__pwned=1>',
    ]);
    expect(
      markupFind('<!-- nota --> <?xml version="1.0"?> <a href="https://x.example/?a=1">'),
    ).toEqual(['<!-- nota -->', '<?xml version="1.0"?>', '<a href="https://x.example/?a=1">']);
  });

  it('should keep nested and unbalanced brackets around a tag as text', () => {
    expect(markupFind('<<b>> y <b <i>x</i>')).toEqual(['<b>', '<b', '<i>', '</i>']);
    expect(joined('<<b>> y <b <i>x</i>')).toBe('<<b>> y <b <i>x</i>');
    // An opening never closed keeps its name; the words after it are still translated.
    expect(markupFind('mira <img src=x onerror=alert(1) ahora')).toEqual(['<img']);
    expect(translated('mira <img src=x ahora')).toEqual(['mira ', ' src=x ahora']);
  });

  it('should read a < b > c as maths whose words are translated, and <3 as a heart', () => {
    expect(markupFind('si a < b > c entonces')).toEqual([]);
    expect(markupFind('te quiero <3 >_<')).toEqual([]);
    expect(translated('si a < b > c entonces')).toEqual(['si a < b > c entonces']);
  });

  it('should keep entities, named and numbered, and not a lone ampersand', () => {
    expect(markupFind('a &lt; b &amp;&#39;c&#x202E; y Tom & Jerry &nbsp')).toEqual([
      '&lt;',
      '&amp;',
      '&#39;',
      '&#x202E;',
    ]);
  });

  it('should leave emoji, right-to-left marks and zero-width characters as they are', () => {
    const text = '\u202Ehola\u200b <b>🐈‍⬛</b> 👍🏽 \u2066x\u2069';
    expect(joined(text)).toBe(text);
    expect(kept(text)).toEqual(['<b>🐈‍⬛</b>', '👍🏽']);
  });

  it('should never cross a line, so one stray < cannot swallow a message', () => {
    expect(markupFind('<b\nhola>')).toEqual(['<b']);
    const long = `<${'a'.repeat(50_000)}`;
    expect(markupFind(long)).toEqual([long]);
  });
});
