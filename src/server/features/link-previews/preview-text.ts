import { windows1252Char } from './html-entities';
import { htmlMetaRead } from './html-meta';

/**
 * How far into a page its `<meta charset>` is looked for, before the page is decoded: HTML's own
 * prescan stops at 1024 bytes, and pages put the declaration first for that reason.
 */
const CHARSET_PRESCAN_BYTES = 1024;

/**
 * Runs of white space, control characters and the bidirectional overrides and isolates: a title
 * is one line, and one that reverses the text around it could make a preview read as something
 * else. One character class with one quantifier: no backtracking to exploit.
 */
const UNWANTED = /[\s\p{Cc}\u202a-\u202e\u2066-\u2069]+/gu;

/**
 * A page's text as one line, cut to at most `max` characters (code points, so an emoji is never
 * split; an ellipsis ends a cut one); null when nothing is left.
 */
export function textClean(text: string, max: number): string | null {
  const flat = text.replace(UNWANTED, ' ').trim();
  if (!flat) return null;
  // A string of `max` UTF-16 units has at most `max` code points.
  if (flat.length <= max) return flat;
  let count = 0;
  let at = 0;
  let cut = 0;
  for (const point of flat) {
    count++;
    // Where the max-th code point starts: a cut keeps max - 1 of them and the ellipsis.
    if (count === max) cut = at;
    if (count > max) return `${flat.slice(0, cut).trimEnd()}…`;
    at += point.length;
  }
  return flat;
}

/**
 * The encoding a page's bytes are in: a byte order mark, else the Content-Type header's charset,
 * else a `<meta>` near the top, else UTF-8. A `<meta>` naming UTF-16 means UTF-8, as in HTML: a
 * page whose markup could be read as ASCII to find it is not UTF-16.
 */
function charsetOf(body: Buffer, header: string | undefined): string {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  if (header) return header;
  const declared = htmlMetaRead(body.toString('latin1', 0, CHARSET_PRESCAN_BYTES)).charset;
  if (!declared || /^utf-?16/i.test(declared)) return 'utf-8';
  return declared;
}

/**
 * A page's bytes as text, in its declared encoding; UTF-8 when it names one we do not know.
 * Latin-1 and its labels mean Windows-1252 in HTML; Node 20's TextDecoder reads that as Latin-1
 * (curly quotes come out as C1 controls), so it is decoded here.
 */
export function pageText(body: Buffer, headerCharset: string | undefined): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charsetOf(body, headerCharset));
  } catch {
    decoder = new TextDecoder();
  }
  if (decoder.encoding !== 'windows-1252') return decoder.decode(body);
  return body.toString('latin1').replace(/[\x80-\x9f]/g, (c) => windows1252Char(c.charCodeAt(0)));
}
