import { PartyPopper, Handshake, Flag } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { GameOutcome } from './shared/game-status';

/** Spec core 2 Game views: the banner shown once a game is over. */
export function GameBanner({ outcome, text }: { outcome: GameOutcome; text: string }) {
  const Icon = outcome === 'won' ? PartyPopper : outcome === 'tie' ? Handshake : Flag;
  return (
    <div
      role="status"
      data-testid="game-banner"
      data-outcome={outcome}
      className={cn(
        'animate-pop-in flex items-center justify-center gap-2 rounded-2xl px-4 py-3 text-lg font-bold shadow-card',
        outcome === 'won' && 'bg-emerald-500 text-white',
        outcome === 'lost' && 'bg-slate-700 text-white',
        outcome === 'tie' && 'bg-amber-400 text-slate-900',
      )}
    >
      <Icon aria-hidden className="h-5 w-5" />
      {text}
    </div>
  );
}
