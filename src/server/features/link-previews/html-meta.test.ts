import { describe, expect, it } from 'vitest';
import { ENTITY_NAMES, entitiesDecode } from './html-entities';
import { htmlMetaRead } from './html-meta';
import { pageText, textClean } from './preview-text';

describe('htmlMetaRead', () => {
  it('should read the title, charset and the preview meta tags, first of each', () => {
    const html = `<!doctype html><html><head>
      <meta charset="windows-1252">
      <title>  The &amp; title </title>
      <META PROPERTY="og:title" CONTENT="OG title">
      <meta property='og:title' content='second og:title'>
      <meta name=description content=unquoted>
      <meta name="og:site_name" content="Named with name=">
      <meta property="twitter:image" content="/card.png">
      <meta property="og:unknown" content="skipped">
      </head><body><meta property="og:description" content="in the body &quot;too&quot;"></body>`;
    const { meta, title, charset } = htmlMetaRead(html);
    expect(title).toBe('  The & title ');
    expect(charset).toBe('windows-1252');
    expect(Object.fromEntries(meta)).toEqual({
      'og:title': 'OG title',
      description: 'unquoted',
      'og:site_name': 'Named with name=',
      'twitter:image': '/card.png',
      'og:description': 'in the body "too"',
    });
  });

  it('should ignore tags inside comments, scripts, styles and svg', () => {
    const html = `<head><!-- <meta property="og:title" content="comment"> -->
      <script>document.write('<meta property="og:title" content="script">')</script>
      <style>/* <title>style</title> */</style>
      <svg><title>icon</title></svg>
      <title>Real</title><meta property="og:title" content="real"></head>`;
    const { meta, title } = htmlMetaRead(html);
    expect(title).toBe('Real');
    expect(meta.get('og:title')).toBe('real');
  });

  it('should keep a quoted > inside an attribute and read a charset from http-equiv', () => {
    const html = `<meta content="a > b" property="og:title">
      <meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">`;
    const { meta, charset } = htmlMetaRead(html);
    expect(meta.get('og:title')).toBe('a > b');
    expect(charset).toBe('ISO-8859-1');
  });

  it('should survive unterminated markup', () => {
    expect(htmlMetaRead('<title>never closed').title).toBe('never closed');
    expect(htmlMetaRead('<meta property="og:title" content="open').meta.get('og:title')).toBe(
      'open',
    );
    expect(htmlMetaRead('<!-- open <title>x</title>').title).toBeNull();
    expect(htmlMetaRead('<script><title>x</title>').title).toBeNull();
    expect(htmlMetaRead('< <  <a').title).toBeNull();
  });

  it('should read hostile markup in time linear in its length', () => {
    const size = 512 * 1024;
    const hostile = [
      '<'.repeat(size),
      '<a '.repeat(size / 3),
      '<a b='.repeat(size / 5),
      '<!--'.repeat(size / 4),
      '</'.repeat(size / 2),
      '<title>'.repeat(size / 7),
      '<script>'.repeat(size / 8),
      `<meta property="og:title" content="${'x'.repeat(size)}`,
      `<meta property="og:description" content="${'&amp;'.repeat(size / 5)}">`,
      `<meta ${'a'.repeat(size)}>`,
      `<meta ${'a="b" '.repeat(size / 6)}>`,
      '&#'.repeat(size / 2),
      `&#${'9'.repeat(size)};`,
    ];
    for (const html of hostile) {
      const started = performance.now();
      htmlMetaRead(html);
      entitiesDecode(html);
      // A quadratic scan of 512 KB takes minutes; a linear one, milliseconds.
      expect(performance.now() - started).toBeLessThan(1_000);
    }
    const huge = htmlMetaRead(`<meta property="og:title" content="${'x'.repeat(size)}">`);
    expect(huge.meta.get('og:title')).toHaveLength(size);
  });
});

describe('entitiesDecode', () => {
  it('should decode named, decimal and hex references', () => {
    expect(
      entitiesDecode('Tom &amp; Jerry &lt;3 &quot;hi&quot; &#39;x&#x27; &#x263A; &#128512;'),
    ).toBe(`Tom & Jerry <3 "hi" 'x' ☺ 😀`);
    expect(entitiesDecode('Caf&eacute; &mdash; na&iuml;ve &hellip; &rsquo;&euro;')).toBe(
      'Café — naïve … ’€',
    );
  });

  it('should read bad numbers as HTML does', () => {
    expect(entitiesDecode('&#0;&#xD800;&#x110000;&#99999999999;')).toBe('\ufffd'.repeat(4));
    expect(entitiesDecode('it&#146;s &#150; fine')).toBe('it’s – fine');
    expect(entitiesDecode('&#65&#x42;')).toBe('AB');
  });

  it('should leave what is no reference as written', () => {
    expect(entitiesDecode('a & b &unknown; &amp &#; &#x; &')).toBe(
      'a & b &unknown; &amp &#; &#x; &',
    );
  });

  it('should name Latin-1 in order', () => {
    expect(ENTITY_NAMES.get('nbsp')).toBe('\u00a0');
    expect(ENTITY_NAMES.get('times')).toBe('×');
    expect(ENTITY_NAMES.get('divide')).toBe('÷');
    expect(ENTITY_NAMES.get('yuml')).toBe('ÿ');
  });
});

describe('textClean', () => {
  it('should make one line without controls or direction overrides', () => {
    expect(textClean('  a\n\tb \u0000 c\u202e d\u2066 ', 100)).toBe('a b c d');
    expect(textClean(' \n ', 100)).toBeNull();
  });

  it('should cap by characters with an ellipsis, never splitting an emoji', () => {
    expect(textClean('abcdef', 6)).toBe('abcdef');
    expect(textClean('abcdefg', 6)).toBe('abcde…');
    expect(textClean('abcd 😀😀', 6)).toBe('abcd…');
    expect(textClean('abc😀😀😀', 5)).toBe('abc😀…');
    const capped = textClean('😀'.repeat(300), 200)!;
    expect(Array.from(capped)).toHaveLength(200);
    expect(capped.endsWith('😀…')).toBe(true);
  });
});

describe('pageText', () => {
  it('should decode by the header, then a meta charset, then UTF-8', () => {
    const latin1 = Buffer.from('<title>caf\xe9</title>', 'latin1');
    expect(htmlMetaRead(pageText(latin1, 'iso-8859-1')).title).toBe('café');
    const declared = Buffer.from('<meta charset="latin1"><title>\x93q\x94 \x80</title>', 'latin1');
    expect(htmlMetaRead(pageText(declared, undefined)).title).toBe('“q” €');
    expect(htmlMetaRead(pageText(Buffer.from('<title>café</title>'), 'no-such')).title).toBe(
      'café',
    );
    const utf16 = Buffer.from('<meta charset="utf-16"><title>café</title>');
    expect(htmlMetaRead(pageText(utf16, undefined)).title).toBe('café');
  });
});
