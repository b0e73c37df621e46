import type { SeaBattleView } from '../../../../games/sea-battle';
import { useT } from '../../../i18n/use-t';
import { Spinner } from '../../../ui/Spinner';
import type { GameBoardProps } from '../shared/game-board-props';
import { gameOpponent } from '../shared/game-status';
import { SeaBattleBattle } from './SeaBattleBattle';
import { SeaBattlePlacement } from './SeaBattlePlacement';

/** Spec core 4 Sea Battle: placement until both fleets are ready, then the battle. */
export function SeaBattleBoard({
  view,
  meId,
  nameOf,
  onMove,
  pending,
}: GameBoardProps<SeaBattleView>) {
  const t = useT();
  const opponentId = gameOpponent(view.players, meId);
  const opponentName = nameOf(opponentId);
  const ready = view.playerGrids[meId]?.ready ?? false;

  if (view.phase === 'placement' && !ready) {
    return (
      <SeaBattlePlacement pending={pending} onReady={(ships) => onMove({ type: 'ready', ships })} />
    );
  }
  if (view.phase === 'placement') {
    return (
      <p
        data-testid="sea-waiting"
        className="flex items-center justify-center gap-2 py-10 text-sm text-slate-600"
      >
        <Spinner className="h-4 w-4 text-brand-500" />
        {t('games.seaWaiting', { name: opponentName })}
      </p>
    );
  }
  return (
    <SeaBattleBattle
      view={view}
      meId={meId}
      opponentId={opponentId}
      opponentName={opponentName}
      onShoot={(row, col) => onMove({ type: 'shoot', row, col })}
      pending={pending}
    />
  );
}
