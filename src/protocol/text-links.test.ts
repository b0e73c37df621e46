import { describe, expect, it } from 'vitest';
import { textLinks } from './text-links';

const links = (text: string) => textLinks(text).filter((p) => p.href !== undefined);

describe('textLinks (issue 27: links in messages)', () => {
  it('should make http and https addresses links, and give the text back exactly', () => {
    const text = 'Mira https://example.com/a?b=1&c=2#x y http://allo.test:8080/ruta ok';
    const pieces = textLinks(text);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
    expect(links(text)).toEqual([
      { text: 'https://example.com/a?b=1&c=2#x', href: 'https://example.com/a?b=1&c=2#x' },
      { text: 'http://allo.test:8080/ruta', href: 'http://allo.test:8080/ruta' },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT://example.com/%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/file',
    '<a href="javascript:alert(1)">x</a>',
    'https://',
    'https:// spaced.com',
  ])('should leave %s as words', (text) => {
    expect(links(text)).toEqual([]);
    expect(
      textLinks(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });

  it('should keep sentence punctuation and unopened brackets out of the link', () => {
    expect(links('See https://x.org/a.').map((p) => p.text)).toEqual(['https://x.org/a']);
    expect(links('(see https://x.org/a)').map((p) => p.text)).toEqual(['https://x.org/a']);
    expect(links('https://en.wikipedia.org/wiki/Rome_(city)!').map((p) => p.text)).toEqual([
      'https://en.wikipedia.org/wiki/Rome_(city)',
    ]);
  });

  it('should not let an address carry markup or quotes into the link', () => {
    const [link] = links('https://x.org/"><img src=x onerror=alert(1)>');
    expect(link).toEqual({ text: 'https://x.org/', href: 'https://x.org/' });
  });
});
