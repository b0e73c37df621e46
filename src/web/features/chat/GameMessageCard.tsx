import { Gamepad2 } from 'lucide-react';
import { unknownGameText } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { cn } from '../../lib/cn';
import { gameChoice, gameMessageRead } from '../games/game-names';

export interface GameMessageCardProps {
  message: ChatMessage;
  own: boolean;
  onOpenGame: (gameId: string) => void;
}

/**
 * A 'game' message (spec core 3 game metadata): the game's name and a button into it. A type
 * this app does not know says so (spec core 8) instead of offering a game it cannot show.
 */
export function GameMessageCard({ message, own, onOpenGame }: GameMessageCardProps) {
  const meta = gameMessageRead(message.metadata);
  const choice = meta ? gameChoice(meta.gameType) : null;
  const known = meta !== null && choice !== null;

  return (
    <div
      data-testid="game-message"
      data-game-id={meta?.gameId}
      data-game-type={meta?.gameType}
      className="flex min-w-[210px] items-center gap-3 pt-1 pb-5"
    >
      <span
        aria-hidden
        className={cn(
          'flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl text-2xl',
          own ? 'bg-white/20' : 'bg-brand-50',
        )}
      >
        {choice?.emoji ?? <Gamepad2 className="h-6 w-6" />}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-[15px] leading-tight font-semibold">
          {known ? choice.name : 'Unknown Game'}
        </span>
        <span className={cn('block text-xs', own ? 'text-white/80' : 'text-slate-500')}>
          {known ? 'Allogames' : unknownGameText(meta?.gameType ?? '')}
        </span>
      </span>
      {known && (
        <button
          type="button"
          data-testid="game-open"
          onClick={() => onOpenGame(meta.gameId)}
          className={cn(
            'shrink-0 rounded-full px-4 py-1.5 text-sm font-semibold transition active:scale-95',
            own ? 'bg-white text-brand-700' : 'bg-brand-600 text-white hover:bg-brand-700',
          )}
        >
          {own ? 'Open' : 'Play'}
        </button>
      )}
    </div>
  );
}
