import type { Span } from '../../../lang/protect';
import { spansAllKept } from '../../../lang/protect';

/*
 * How kept spans get through an engine that translates whole sentences (LibreTranslate, a chat
 * model) without being changed.
 *
 * Each kept span travels as `<span translate="no" id="k0">Emma</span>`. LibreTranslate's HTML
 * mode leaves an element marked translate="no" alone, a chat model is told to, and both still
 * see the word inside its sentence, so the grammar around it stays right. What comes back inside
 * the element is never trusted: its id says which kept span goes there, and the span's text is
 * put back from our side. An answer where a mark is missing, doubled, or left half-broken is
 * thrown away, and that line is translated again piece by piece between its kept spans: worse
 * sentences, but the kept text is then never sent at all, so it cannot be changed or leak markup.
 *
 * Bare placeholders ("__0__", "{0}") were the alternative; engines translate, split or drop them
 * more often than markup they were built to carry, and they hide the word from the sentence.
 */

/** What an engine must offer: one answer per string, in order. */
export interface SentenceEngine {
  /** Lines whose kept spans are marks (see above). */
  marked(lines: string[]): Promise<string[]>;
  /** Pieces of plain text with nothing kept in them. */
  plain(pieces: string[]): Promise<string[]>;
}

/** A mark as it comes back: any attribute order or quoting, so long as the id is there. */
const MARK = /<span\b[^>]*?\bid\s*=\s*["']?k(\d+)\b["']?[^>]*>[\s\S]*?<\/span\s*>/gi;
const SPAN_TAG = /<\/?span\b/gi;
const LETTER = /\p{L}/u;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** The spans cut at every newline: engines may drop or move newlines, so each line goes alone. */
export function spansLines(spans: readonly Span[]): Span[][] {
  const lines: Span[][] = [[]];
  for (const span of spans) {
    const parts = span.keep ? [span.text] : span.text.split('\n');
    parts.forEach((text, i) => {
      if (i > 0) lines.push([]);
      if (text) lines[lines.length - 1]!.push({ text, keep: span.keep });
    });
  }
  return lines;
}

/** The line with its kept spans as numbered marks; `escape` readies text for the engine. */
export function markupEncode(spans: readonly Span[], escape: (text: string) => string): string {
  let k = 0;
  return spans
    .map((s) =>
      s.keep ? `<span translate="no" id="k${k++}">${escape(s.text)}</span>` : escape(s.text),
    )
    .join('');
}

/**
 * The answer with the kept texts put back in place of their marks; null when any mark is not
 * there exactly once, or when span markup is left over that the line itself did not have.
 */
export function markupDecode(answer: string, spans: readonly Span[]): string | null {
  const kept = spans.filter((s) => s.keep).map((s) => s.text);
  const seen = kept.map(() => 0);
  for (const m of answer.matchAll(MARK)) {
    const i = Number(m[1]);
    if (i >= kept.length) return null;
    seen[i]!++;
  }
  if (seen.some((n) => n !== 1)) return null;
  const own = spans.filter((s) => !s.keep).map((s) => s.text);
  // More span tags than the text had are pieces of broken marks.
  if (count(answer.replace(MARK, ''), SPAN_TAG) > count(own.join(''), SPAN_TAG)) return null;
  return answer.replace(MARK, (_mark, id: string) => kept[Number(id)]!);
}

/** Splits off the blanks around a text: engines drop them, so they are put back from here. */
function blanksAround(text: string): { lead: string; core: string; trail: string } {
  const core = text.trim();
  if (!core) return { lead: text, core, trail: '' };
  const lead = text.slice(0, text.indexOf(core));
  return { lead, core, trail: text.slice(lead.length + core.length) };
}

/** Translates texts cut into spans through `engine`, every kept span coming back unchanged. */
export async function keptTranslate(
  texts: readonly Span[][],
  engine: SentenceEngine,
  escape: (text: string) => string = (text) => text,
): Promise<string[]> {
  const lines = texts.map(spansLines);
  const todo = lines.flat().filter((line) => !spansAllKept(line));
  const answers = todo.length
    ? await engine.marked(todo.map((line) => blanksAround(markupEncode(line, escape)).core))
    : [];
  const done = new Map<Span[], string>();
  const again: Span[][] = [];
  todo.forEach((line, i) => {
    const decoded = markupDecode(answers[i]!.trim(), line);
    if (decoded === null) again.push(line);
    else done.set(line, decoded);
  });

  // Piece by piece: only the runs between kept spans that have words in them are sent.
  const pieces = again.flatMap((line) =>
    line.filter((s) => !s.keep && LETTER.test(s.text)).map((s) => blanksAround(s.text).core),
  );
  const translated = pieces.length ? await engine.plain(pieces) : [];
  let next = 0;
  for (const line of again) {
    const text = line.map((s) => {
      if (s.keep || !LETTER.test(s.text)) return s.text;
      const { lead, trail } = blanksAround(s.text);
      return lead + translated[next++]!.trim() + trail;
    });
    // The line's own blanks are in its spans here; they are put back once, below.
    done.set(line, text.join('').trim());
  }

  return lines.map((text) =>
    text
      .map((line) => {
        const source = line.map((s) => s.text).join('');
        const answer = done.get(line);
        if (answer === undefined) return source;
        const { lead, trail } = blanksAround(source);
        return lead + answer + trail;
      })
      .join('\n'),
  );
}
