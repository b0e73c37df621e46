import { Gamepad2 } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { USERS_KEY } from '../../lib/query-client';
import type { RichBodyProps } from '../chat/registry/rich-bodies';
import { GAME_CARD_BUTTON, GAMES_BRAND, gameCardResult } from './game-card-text';
import { gameChoice, gameMessageRead } from './game-names';
import { useGameSummary } from './game-queries';
import { gameOutcome } from './shared/game-status';

/**
 * A 'game' message (spec core 3 game metadata): the game's name and a button into it. A type
 * this app does not know says so (spec core 8) instead of offering a game it cannot show.
 */
export function GameMessageCard({ message, own, meId, openDialog }: RichBodyProps) {
  const t = useT();
  const meta = gameMessageRead(message.metadata);
  const choice = meta ? gameChoice(meta.gameType) : null;
  const known = meta !== null && choice !== null;
  const game = useGameSummary(known ? meta.gameId : undefined).data;
  const users = useQuery<User[]>({ queryKey: USERS_KEY }).data;
  const outcome = game?.gameOver ? gameOutcome(game, meId) : null;
  // The first name: a card is narrow, and in a chat of two it is plain who is meant.
  const winnerName = users?.find((u) => u.id === game?.winner)?.displayName.split(' ')[0] ?? '';
  const result = outcome ? gameCardResult(outcome, winnerName, t) : null;

  return (
    <div
      data-testid="game-message"
      data-game-id={meta?.gameId}
      data-game-type={meta?.gameType}
      data-over={game?.gameOver ? 'true' : undefined}
      className="flex min-w-[232px] items-center gap-3 pt-1 pb-5"
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
          {known ? t(choice.nameId) : t('games.unknownGame')}
        </span>
        {result ? (
          <span
            data-testid="game-result"
            className={cn('block text-xs font-semibold', own ? 'text-white' : 'text-brand-700')}
          >
            {result}
          </span>
        ) : (
          <span className={cn('block text-xs', own ? 'text-white/80' : 'text-slate-500')}>
            {known ? GAMES_BRAND : t('games.unsupported', { type: meta?.gameType ?? '' })}
          </span>
        )}
      </span>
      {known && (
        <button
          type="button"
          data-testid="game-open"
          onClick={() => openDialog('game', meta.gameId)}
          className={cn(
            'shrink-0 rounded-full px-4 py-1.5 text-sm font-semibold transition active:scale-95',
            own ? 'bg-white text-brand-700' : 'bg-brand-600 text-white hover:bg-brand-700',
          )}
        >
          {t(result ? GAME_CARD_BUTTON.view : own ? GAME_CARD_BUTTON.open : GAME_CARD_BUTTON.play)}
        </button>
      )}
    </div>
  );
}
