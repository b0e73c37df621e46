/** A piece of a message's words: text, or a link to `href` (as `protocol/text-links.ts` cuts them). */
export interface WordPiece {
  text: string;
  href?: string;
}

/** A piece of a message's words that names a member with @ (issue 31). */
export interface MentionPiece extends WordPiece {
  /** Set on an @mention of one of the message's mentioned members: is it the reader? */
  mention?: 'me' | 'other';
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Marks the @usernames of the members a message mentions in its word pieces (links stay as they
 * are). Only the mentioned members' names count: '@emma' in a message that mentions nobody is
 * just words. A name ends where a username cannot go on ('@emma,' but not '@emmanuel'). Joined,
 * the pieces still give the text back exactly.
 */
export function textMentions(
  pieces: readonly WordPiece[],
  usernames: readonly string[],
  mine: string | undefined,
): MentionPiece[] {
  if (usernames.length === 0) return [...pieces];
  // Longest first, so '@ana.maria' is taken whole before '@ana'.
  const names = [...usernames].sort((a, b) => b.length - a.length).map(escaped);
  const pattern = new RegExp(`@(${names.join('|')})(?![\\p{L}\\p{N}_.-]*[\\p{L}\\p{N}_])`, 'giu');
  const out: MentionPiece[] = [];
  for (const piece of pieces) {
    if (piece.href !== undefined) {
      out.push(piece);
      continue;
    }
    let at = 0;
    for (const match of piece.text.matchAll(pattern)) {
      const start = match.index;
      // '@' inside a word (an e-mail address) is no mention.
      if (start > 0 && /[\p{L}\p{N}_]/u.test(piece.text[start - 1]!)) continue;
      if (start > at) out.push({ text: piece.text.slice(at, start) });
      const who = match[1]!.toLowerCase() === mine?.toLowerCase() ? 'me' : 'other';
      out.push({ text: match[0], mention: who });
      at = start + match[0].length;
    }
    if (at < piece.text.length) out.push({ text: piece.text.slice(at) });
  }
  return out;
}

/** Where the name being typed starts, and what of it is typed: '@so|' gives { start, query: 'so' }. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const found = /(?:^|[^\p{L}\p{N}_])@([\p{L}\p{N}_.-]{0,32})$/u.exec(before);
  if (!found) return null;
  return { start: caret - found[1]!.length - 1, query: found[1]! };
}

/** The members a text names with @username, by id, each once (the send's `mentions`). */
export function mentionsIn(
  text: string,
  members: ReadonlyArray<{ id: string; username: string }>,
): string[] {
  const named = textMentions(
    [{ text }],
    members.map((m) => m.username),
    undefined,
  ).flatMap((p) => (p.mention ? [p.text.slice(1).toLowerCase()] : []));
  if (named.length === 0) return [];
  const wanted = new Set(named);
  return members.filter((m) => wanted.has(m.username.toLowerCase())).map((m) => m.id);
}
