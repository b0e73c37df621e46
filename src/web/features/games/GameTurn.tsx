import { cn } from '../../lib/cn';

/** Whose turn it is: loud when it is the reader's, quiet when it is the other's. */
export function GameTurn({ text, mine }: { text: string; mine: boolean }) {
  return (
    <p
      data-testid="game-turn"
      data-mine={mine ? 'true' : 'false'}
      className={cn(
        'self-center rounded-full px-4 py-1.5 text-sm font-semibold',
        mine ? 'bg-brand-600 text-white shadow-float' : 'bg-white text-slate-600 shadow-card',
      )}
    >
      {text}
    </p>
  );
}
