import { Timer } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { WORD_HUNT_HURRY_MS, clockText } from '../shared/game-status';

/** The round's countdown, m:ss; red below 30 s (spec core 9). */
export function WordHuntClock({ remainingMs }: { remainingMs: number }) {
  const hurry = remainingMs < WORD_HUNT_HURRY_MS;
  return (
    <span
      role="timer"
      data-testid="wh-clock"
      data-hurry={hurry ? 'true' : 'false'}
      className={cn(
        'flex items-center gap-1 rounded-full px-3 py-1 text-lg font-bold tabular-nums shadow-card',
        hurry ? 'bg-rose-500 text-white' : 'bg-white text-slate-900',
      )}
    >
      <Timer aria-hidden className="h-4 w-4" />
      {clockText(remainingMs)}
    </span>
  );
}
