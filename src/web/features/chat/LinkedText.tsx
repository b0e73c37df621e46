import { useMemo } from 'react';
import { cn } from '../../lib/cn';
import { textLinks } from '../../../protocol/text-links';
import { textMentions } from '../mentions/text-mentions';

export interface LinkedTextProps {
  text: string;
  /** The usernames of the members the message mentions (issue 31), highlighted with their @. */
  mentioned?: readonly string[];
  /** The reader's username: a mention of them stands out more. */
  mine?: string;
  /** The bubble is the reader's own (the highlight takes its colours). */
  own?: boolean;
}

/**
 * A message's words with its http(s) addresses as links that open in a new tab, without giving
 * that tab a handle on this page or telling it where the reader came from, and its @mentions
 * of members highlighted (the reader's own most). Text stays text:
 * the pieces are React children, never markup (e2e/hostile.e2e.ts).
 */
export function LinkedText({ text, mentioned, mine, own = false }: LinkedTextProps) {
  const pieces = useMemo(
    () => textMentions(textLinks(text), mentioned ?? [], mine),
    [text, mentioned, mine],
  );
  return (
    <>
      {pieces.map((p, i) =>
        p.mention ? (
          <span
            key={i}
            data-testid="message-mention"
            data-mention={p.mention}
            className={cn(
              'rounded px-0.5 font-semibold',
              own
                ? 'bg-white/20 text-white'
                : p.mention === 'me'
                  ? 'bg-amber-100 text-amber-900'
                  : 'text-brand-700',
            )}
          >
            {p.text}
          </span>
        ) : p.href === undefined ? (
          p.text
        ) : (
          <a
            key={i}
            href={p.href}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="message-link"
            className="underline decoration-1 underline-offset-2 hover:decoration-2"
            // A tap on a link opens it; it is not a tap on the bubble.
            onClick={(e) => e.stopPropagation()}
          >
            {p.text}
          </a>
        ),
      )}
    </>
  );
}
