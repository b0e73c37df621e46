import { Circle, X } from 'lucide-react';
import type { SeaBattleGridView, SeaBattleView } from '../../../../games/sea-battle';
import { SEA_BATTLE_HIT, SEA_BATTLE_MISS } from '../../../../games/sea-battle';
import type { T } from '../../../i18n/use-t';
import { useLocale, useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';
import { numberLabel } from '../../../lib/format';
import type { SeaCell } from './SeaGrid';
import { SeaGrid, seaCellName } from './SeaGrid';
import { SEA_BATTLE_SHIP_CELLS, seaHitCount } from './sea-score';

export interface SeaBattleBattleProps {
  view: SeaBattleView;
  meId: string;
  opponentId: string;
  opponentName: string;
  onShoot: (row: number, col: number) => void;
  pending: boolean;
}

const MARK = {
  [SEA_BATTLE_MISS]: <Circle aria-hidden className="h-1.5 w-1.5 fill-slate-400 text-slate-400" />,
  [SEA_BATTLE_HIT]: <X aria-hidden className="h-[80%] w-[80%] text-white" strokeWidth={3} />,
};

/** One cell of a side: its ship (when shown) and the shot it took. */
function sideCell(side: SeaBattleGridView, r: number, c: number, last: boolean, t: T): SeaCell {
  const shot = side.hits[r][c];
  const ship = (side.ships?.[r][c] ?? 0) !== 0;
  const cell = seaCellName(r, c);
  return {
    label:
      shot === SEA_BATTLE_HIT
        ? t('games.seaCellHit', { cell })
        : shot === SEA_BATTLE_MISS
          ? t('games.seaCellMiss', { cell })
          : cell,
    content: shot ? MARK[shot as 1 | 2] : undefined,
    className: cn(
      shot === SEA_BATTLE_HIT
        ? 'bg-rose-500'
        : ship
          ? 'bg-slate-600'
          : shot === SEA_BATTLE_MISS
            ? 'bg-sky-200'
            : 'bg-sky-100',
      last && 'ring-2 ring-amber-400',
    ),
  };
}

/**
 * Spec core 4 Sea Battle in battle: the opponent's sea (the reader's shots, a miss or a hit),
 * where the reader fires on their turn at a cell not yet shot, and the reader's own fleet with
 * the shots it took. Once the game is over both fleets are shown.
 */
export function SeaBattleBattle({
  view,
  meId,
  opponentId,
  opponentName,
  onShoot,
  pending,
}: SeaBattleBattleProps) {
  const t = useT();
  const locale = useLocale();
  const mine = view.playerGrids[meId];
  const theirs = view.playerGrids[opponentId];
  const canFire = view.phase === 'battle' && view.turn === meId && !pending;
  const lastAt = (by: string, r: number, c: number) =>
    view.lastShot?.by === by && view.lastShot.row === r && view.lastShot.col === c;
  if (!mine || !theirs) return null;

  return (
    <div className="flex flex-col gap-3">
      <p data-testid="sea-score" className="text-center text-sm text-slate-600">
        {t('games.seaScore', {
          mine: numberLabel(locale, seaHitCount(theirs.hits)),
          theirs: numberLabel(locale, seaHitCount(mine.hits)),
          total: numberLabel(locale, SEA_BATTLE_SHIP_CELLS),
          name: opponentName,
        })}
      </p>
      <section className="rounded-2xl bg-white p-2 shadow-card">
        <h2 className="mb-1 text-xs font-semibold text-slate-500">
          {t('games.seaTheirs', { name: opponentName })}
        </h2>
        <SeaGrid
          label={t('games.seaTheirs', { name: opponentName })}
          testId="sea-target-grid"
          cellTestId="sea-target"
          cell={(r, c) => {
            const cell = sideCell(theirs, r, c, lastAt(meId, r, c), t);
            const open = theirs.hits[r][c] === 0;
            return {
              ...cell,
              className: cn(cell.className, canFire && open && 'hover:bg-sky-300'),
              onClick: () => onShoot(r, c),
              disabled: !canFire || !open,
            };
          }}
        />
      </section>
      <section className="mx-auto w-3/5 rounded-2xl bg-white p-2 shadow-card">
        <h2 className="mb-1 text-xs font-semibold text-slate-500">{t('games.seaYourFleet')}</h2>
        <SeaGrid
          label={t('games.seaYourFleet')}
          testId="sea-own-grid"
          cellTestId="sea-own"
          cell={(r, c) => sideCell(mine, r, c, lastAt(opponentId, r, c), t)}
        />
      </section>
    </div>
  );
}
