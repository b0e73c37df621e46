import type { DotsBoxesView } from '../../../../games/dots-boxes';
import { useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';
import { PLAYER_DOT } from './dots-boxes-colours';

/** Both players' boxes so far, in their colours. */
export function DotsBoxesScores({
  view,
  meId,
  nameOf,
}: {
  view: DotsBoxesView;
  meId: string;
  nameOf: (id: string) => string;
}) {
  const t = useT();
  return (
    <div data-testid="db-scores" className="flex justify-center gap-3">
      {view.players.map((id, i) => (
        <span
          key={id}
          data-testid={`db-score-${i + 1}`}
          className={cn(
            'flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-slate-700 shadow-card',
            !view.gameOver && view.currentPlayer === id && 'ring-2 ring-brand-300',
          )}
        >
          <span aria-hidden className={cn('h-3 w-3 rounded-full', PLAYER_DOT[i + 1])} />
          {id === meId ? t('games.you') : nameOf(id)}
          <span className="text-base font-bold text-slate-900 tabular-nums">{view.scores[i]}</span>
        </span>
      ))}
    </div>
  );
}
