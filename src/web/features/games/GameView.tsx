import { useCallback, useEffect } from 'react';
import { ArrowLeft } from 'lucide-react';
import type { GameSnapshot } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { Spinner } from '../../ui/Spinner';
import type { UsersById } from '../conversations/conversation-utils';
import { GameBoard } from './GameBoard';
import { GameBanner } from './GameBanner';
import { GameMessageState } from './GameMessageState';
import { GameTurn } from './GameTurn';
import { GAMES_BRAND } from './game-card-text';
import { gameChoice } from './game-names';
import { useGame, useGameMove } from './game-queries';
import { gameBannerText, gameOpponent, gameOutcome, gameTurnText } from './shared/game-status';

export interface GameViewProps {
  gameId: string;
  meId: string;
  usersById: UsersById;
  onClose: () => void;
}

/**
 * Spec core 2 Game views: one game, full screen over the chat. It loads the reader's view of
 * the game, keeps it current (live pushes and the 2 s poll) and hands it to that game's board.
 */
export default function GameView({ gameId, meId, usersById, onClose }: GameViewProps) {
  const query = useGame(gameId);
  const game = query.data;
  const move = useGameMove(game);
  const t = useT();
  const nameOf = useCallback(
    (id: string) => usersById.get(id)?.displayName ?? t('games.yourFriend'),
    [usersById, t],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const choice = game ? gameChoice(game.gameType) : null;
  const title = choice ? t(choice.nameId) : game ? t('games.unknownGame') : GAMES_BRAND;
  const opponent = game ? nameOf(gameOpponent(game.players, meId)) : '';

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={title}
      data-testid="game-view"
      data-game-id={gameId}
      data-game-type={game?.gameType}
      className="animate-fade-in fixed inset-0 z-40 flex flex-col bg-chat-bg"
    >
      <header className="flex shrink-0 items-center gap-2 bg-white/95 px-2 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 shadow-sm">
        <button
          type="button"
          aria-label={t('games.close')}
          data-testid="game-close"
          onClick={onClose}
          className="flex h-10 w-10 items-center justify-center rounded-full text-brand-600 hover:bg-brand-50"
        >
          <ArrowLeft className="h-6 w-6 rtl:-scale-x-100" />
        </button>
        <div className="min-w-0">
          <h1 className="truncate text-[17px] font-bold text-slate-900">{title}</h1>
          {opponent && (
            <p className="truncate text-xs text-slate-500">
              {t('games.withOpponent', { name: opponent })}
            </p>
          )}
        </div>
      </header>
      <main className="flex min-h-0 flex-1 flex-col overflow-y-auto">
        {game ? (
          <GameBody
            game={game}
            meId={meId}
            nameOf={nameOf}
            onMove={move.mutate}
            pending={move.isPending}
          />
        ) : query.isError ? (
          // Spec core 8: 'Game not found or failed to load.'
          <GameMessageState testId="game-load-failed" text={t('games.loadFailed')} />
        ) : (
          <GameMessageState testId="game-loading">
            <Spinner className="h-6 w-6 text-brand-500" />
          </GameMessageState>
        )}
      </main>
    </div>
  );
}

interface GameBodyProps {
  game: GameSnapshot;
  meId: string;
  nameOf: (id: string) => string;
  onMove: ReturnType<typeof useGameMove>['mutate'];
  pending: boolean;
}

/** The banner or whose turn it is, then the game's own board. */
function GameBody({ game, meId, nameOf, onMove, pending }: GameBodyProps) {
  const t = useT();
  if (!gameChoice(game.gameType)) {
    return (
      <GameMessageState
        testId="game-unknown"
        title={t('games.unknownGame')}
        text={t('games.unsupported', { type: game.gameType })}
      />
    );
  }
  const outcome = gameOutcome(game, meId);
  const banner = gameBannerText(game.gameType, game, meId, nameOf, t);
  const turn = gameTurnText(game, meId, nameOf, t);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-3 px-3 py-4">
      {outcome && banner ? (
        <GameBanner outcome={outcome} text={banner} />
      ) : (
        turn && <GameTurn text={turn} mine={game.currentPlayer === meId} />
      )}
      <GameBoard
        game={game}
        meId={meId}
        nameOf={nameOf}
        onMove={(m, handlers) => onMove(m, handlers)}
        pending={pending}
      />
    </div>
  );
}
