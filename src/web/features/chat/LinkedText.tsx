import { useMemo } from 'react';
import { textLinks } from './text-links';

/**
 * A message's words with its http(s) addresses as links that open in a new tab, without giving
 * that tab a handle on this page or telling it where the reader came from. Text stays text:
 * the pieces are React children, never markup (e2e/hostile.e2e.ts).
 */
export function LinkedText({ text }: { text: string }) {
  const pieces = useMemo(() => textLinks(text), [text]);
  return (
    <>
      {pieces.map((p, i) =>
        p.href === undefined ? (
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
