/**
 * Latin-1's named characters, U+00A0 to U+00FF in order: the accented letters of European titles
 * (`&eacute;`, `&uuml;`) and the signs (`&copy;`, `&laquo;`).
 */
const LATIN1_NAMES =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn ' +
  'sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave ' +
  'Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ' +
  'ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN ' +
  'szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute ' +
  'icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml ' +
  'yacute thorn yuml';

/**
 * The named references pages use in titles and descriptions. HTML knows 2,231 names; one not here
 * stays as written (`&hearts;` would read as itself), which a preview survives.
 */
export const ENTITY_NAMES: ReadonlyMap<string, string> = new Map([
  ...LATIN1_NAMES.split(' ').map((name, i) => [name, String.fromCharCode(0xa0 + i)] as const),
  ...Object.entries({
    quot: '"',
    amp: '&',
    apos: "'",
    lt: '<',
    gt: '>',
    OElig: 'Œ',
    oelig: 'œ',
    Scaron: 'Š',
    scaron: 'š',
    Yuml: 'Ÿ',
    circ: 'ˆ',
    tilde: '˜',
    ensp: '\u2002',
    emsp: '\u2003',
    thinsp: '\u2009',
    zwnj: '\u200c',
    zwj: '\u200d',
    lrm: '\u200e',
    rlm: '\u200f',
    ndash: '–',
    mdash: '—',
    lsquo: '‘',
    rsquo: '’',
    sbquo: '‚',
    ldquo: '“',
    rdquo: '”',
    bdquo: '„',
    dagger: '†',
    Dagger: '‡',
    bull: '•',
    hellip: '…',
    permil: '‰',
    prime: '′',
    Prime: '″',
    lsaquo: '‹',
    rsaquo: '›',
    euro: '€',
    trade: '™',
    larr: '←',
    rarr: '→',
    hearts: '♥',
  }),
]);

/**
 * Windows-1252's characters for bytes 0x80 to 0x9F, where it differs from Latin-1: curly quotes,
 * dashes, the euro. HTML reads `&#128;`…`&#159;` so too, as old pages wrote those characters by
 * their byte (`&#146;` for ’).
 */
const WINDOWS_1252 = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/** The character Windows-1252 has for `byte` (0x80 to 0x9F; any other byte is Latin-1's). */
export const windows1252Char = (byte: number): string =>
  String.fromCodePoint(byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252[byte - 0x80]! : byte);

/** The longest name in {@link ENTITY_NAMES} is shorter; looking further is pointless. */
const NAME_MAX = 8;

const isDigit = (c: number) => c >= 48 && c <= 57;
const isHex = (c: number) => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
const isAlnum = (c: number) => isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** The character a numeric reference stands for, by HTML's rules for bad numbers. */
function codePointText(value: number): string {
  if (value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return '\ufffd';
  return value <= 0xff ? windows1252Char(value) : String.fromCodePoint(value);
}

/** The reference at `amp` (which holds '&'): its text and where the text after it starts. */
function referenceAt(text: string, amp: number): [string, number] {
  let i = amp + 1;
  if (text.charCodeAt(i) === 35 /* # */) {
    i++;
    const hex = (text.charCodeAt(i) | 0x20) === 120; /* x or X */
    if (hex) i++;
    const start = i;
    let value = 0;
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (!(hex ? isHex(c) : isDigit(c))) break;
      // Clamped, so a thousand digits neither overflow nor slow anything down.
      value = Math.min(value * (hex ? 16 : 10) + parseInt(text[i]!, 16), 0x110000);
    }
    if (i === start) return ['&', amp + 1];
    if (text.charCodeAt(i) === 59 /* ; */) i++;
    return [codePointText(value), i];
  }
  const start = i;
  while (i < text.length && i - start <= NAME_MAX && isAlnum(text.charCodeAt(i))) i++;
  const named = ENTITY_NAMES.get(text.slice(start, i));
  if (named === undefined || text.charCodeAt(i) !== 59) return ['&', amp + 1];
  return [named, i + 1];
}

/**
 * `text` with its character references decoded (`&amp;`, `&#39;`, `&#x263A;`, the names in
 * {@link ENTITY_NAMES}); an `&` that starts none stays. One pass, linear in the text.
 */
export function entitiesDecode(text: string): string {
  if (!text.includes('&')) return text;
  const parts: string[] = [];
  let from = 0;
  for (let amp = text.indexOf('&'); amp >= 0; amp = text.indexOf('&', from)) {
    parts.push(text.slice(from, amp));
    const [decoded, next] = referenceAt(text, amp);
    parts.push(decoded);
    from = next;
  }
  parts.push(text.slice(from));
  return parts.join('');
}
