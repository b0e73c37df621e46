/** One piece of a message's text: words, or a web address to open. */
export interface TextPiece {
  text: string;
  /** Set for an http(s) address: where the link goes (the address as written). */
  href?: string;
}

/**
 * Candidates: what starts with http:// or https:// and runs to the next space or character
 * that cannot be in an address as people write it. Only these two schemes ever become links:
 * `javascript:`, `data:` and the rest stay words (issue 27: links in messages).
 */
const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address ('see https://x.org.'). */
const TRAILING = /[.,;:!?'"»”’…]+$/;

/** Drops closing brackets the address did not open ('(see https://x.org/a)'). */
function bracketsBalanced(address: string): string {
  let s = address;
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
    ['{', '}'],
  ] as const) {
    while (s.endsWith(close) && s.split(close).length > s.split(open).length) s = s.slice(0, -1);
  }
  return s;
}

/** The address as a link target, or null when it does not parse as http(s) with a host. */
function linkTarget(address: string): string | null {
  try {
    const url = new URL(address);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Splits a message's text into words and http(s) links, in order; joined, the pieces give the
 * text back exactly. Pure: the bubble renders the pieces as text and `<a>` elements (never as
 * markup), so nothing in a message can make any other element.
 */
export function textLinks(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const match of text.matchAll(ADDRESS)) {
    let address = match[0];
    for (let before = ''; before !== address;) {
      before = address;
      address = bracketsBalanced(address.replace(TRAILING, ''));
    }
    const href = linkTarget(address);
    if (!href) continue;
    const start = match.index;
    if (start > at) pieces.push({ text: text.slice(at, start) });
    pieces.push({ text: address, href });
    at = start + address.length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}

/** The first http(s) address of a message's words as the chat shows it as a link, if any. */
export function textFirstLink(text: string): string | undefined {
  return textLinks(text).find((p) => p.href !== undefined)?.href;
}
