import { MARKUP } from './markup';

/**
 * What a translation must leave as it is: URLs, e-mail addresses, @mentions, numbers, emoji,
 * markup (`<b>`, `&lt;`: markup.ts), and the words a caller names (people's names, a user's
 * do-not-translate list). The text is cut into spans; engines translate the others around them
 * and put these back unchanged.
 */

export interface Span {
  text: string;
  /** True for a span that passes through untranslated. */
  keep: boolean;
}

const URL = String.raw`(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)\]'}]`;
const EMAIL = String.raw`[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}`;
const MENTION = String.raw`(?<![\p{L}\p{N}])@[\p{L}\p{N}_.]*[\p{L}\p{N}_]`;
const NUMBER = String.raw`(?<![\p{L}\p{N}])[+-]?\p{Nd}+(?:[.,:/-]\p{Nd}+)*%?`;
/** A pictograph with its modifiers, variation selectors and zero-width joins; flags too. */
const EMOJI = String.raw`(?:\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\ufe0f|\u20e3)*(?:\u200d\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\ufe0f)*)*|\p{Regional_Indicator}{2})+`;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole words only: "Rosa" is kept, "Rosario" is not touched by it. */
function termsPattern(terms: readonly string[]): string | null {
  const clean = [...new Set(terms.map((t) => t.trim()).filter((t) => t.length > 0))];
  if (clean.length === 0) return null;
  clean.sort((a, b) => b.length - a.length);
  return String.raw`(?<![\p{L}\p{N}])(?:${clean.map(escapeRegExp).join('|')})(?![\p{L}\p{N}])`;
}

/** Cuts `text` into spans to translate and spans to keep, in order; adjacent spans never share a kind. */
export function spansProtect(text: string, terms: readonly string[] = []): Span[] {
  const parts = [MARKUP, URL, EMAIL, MENTION, NUMBER, EMOJI];
  const named = termsPattern(terms);
  if (named) parts.unshift(named);
  const pattern = new RegExp(parts.map((p) => `(?:${p})`).join('|'), 'giu');
  const spans: Span[] = [];
  const push = (s: string, keep: boolean) => {
    if (!s) return;
    const last = spans[spans.length - 1];
    if (last && last.keep === keep) last.text += s;
    else spans.push({ text: s, keep });
  };
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    push(text.slice(at, m.index), false);
    push(m[0], true);
    at = m.index + m[0].length;
  }
  push(text.slice(at), false);
  return spans;
}

/** True when nothing in the spans needs translating (only kept spans and blanks). */
export function spansAllKept(spans: readonly Span[]): boolean {
  return spans.every((s) => s.keep || !/[\p{L}]/u.test(s.text));
}

/** People's names, kept whole and by each part: people write "Sofia" as often as "Sofia García". */
export function nameWords(names: readonly string[]): string[] {
  return names.flatMap((n) => [n, ...n.split(/\s+/).filter((w) => w.length > 1)]);
}
