/**
 * Text that looks like markup: HTML/XML tags and character entities. A translation keeps it
 * byte for byte: an engine would otherwise translate a tag's name (`<script>` → `<guión>`) or an
 * entity's, and what someone wrote as code would come back as something else.
 *
 * A tag is read the way a browser's tokenizer starts one: `<` followed at once by a letter, `/`,
 * `!` or `?`. So `a < b > c` stays maths whose words are translated, and `<3` stays a heart. A
 * tag runs to the first `>` and never crosses a line (quotes are not balanced: that would make
 * the pattern slow on hostile text). A tag that is never closed keeps just its opening (`<img`),
 * so the words after it are still translated. What is between `<script>` or `<style>` and its
 * end is code, not words, as it is to a browser: kept whole with its tags.
 */

/** Raw text up to its end tag; it may not hold another opening, so no text is read twice. */
const RAW = String.raw`<(?<raw>script|style)\b[^<>]*>(?:(?!<\/?\k<raw>\b)[\s\S])*<\/\k<raw>\s*>`;
const TAG = String.raw`<[\p{L}/!?][^<>\n]*>`;
const TAG_OPENING = String.raw`<\/?\p{L}[\p{L}\p{N}:._-]*`;
const ENTITY = String.raw`&(?:[a-z][a-z0-9]*|#[0-9]+|#x[0-9a-f]+);`;

/** The pattern source of one piece of markup; use it with the `u` and `i` flags. */
export const MARKUP = `${RAW}|${TAG}|${TAG_OPENING}|${ENTITY}`;

/** The pieces of markup in `text`, in order. */
export function markupFind(text: string): string[] {
  return [...text.matchAll(new RegExp(MARKUP, 'giu'))].map((m) => m[0]);
}
