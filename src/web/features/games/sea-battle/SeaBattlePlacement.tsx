import { useState } from 'react';
import { RotateCw, Shuffle } from 'lucide-react';
import type { ShipOrientation } from '../../../../games/sea-battle-fleet';
import {
  SEA_BATTLE_FLEET,
  SEA_BATTLE_SHIP_NAMES,
  seaBattleFleetCheck,
  seaBattleRandomFleet,
} from '../../../../games/sea-battle-fleet';
import { useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/Button';
import type { FleetDraft, FleetDraftProblem } from './sea-placement';
import {
  fleetDraftEmpty,
  fleetDraftGrid,
  fleetDraftNext,
  fleetDraftPlace,
  fleetDraftProblem,
  fleetDraftRemove,
  fleetDraftShipAt,
  fleetDraftShips,
} from './sea-placement';
import { SeaGrid, seaCellName } from './SeaGrid';
import { DRAFT_PROBLEM_IDS, SHIP_NAME_IDS, fleetRefusalText } from './sea-text';

export interface SeaBattlePlacementProps {
  onReady: (ships: NonNullable<ReturnType<typeof fleetDraftShips>>) => void;
  pending: boolean;
}

/**
 * Spec core 4 and 5 Sea Battle placement: tap a cell to place the next ship of the fleet there
 * (running right or down, as the rotate button says), tap a placed ship to pick it up again,
 * or let 'Random' place the whole fleet. 'Ready' sends it; the server checks it again.
 */
export function SeaBattlePlacement({ onReady, pending }: SeaBattlePlacementProps) {
  const t = useT();
  const [draft, setDraft] = useState<FleetDraft>(fleetDraftEmpty);
  const [chosen, setChosen] = useState<number | null>(null);
  const [orientation, setOrientation] = useState<ShipOrientation>('horizontal');
  const [problem, setProblem] = useState<FleetDraftProblem | null>(null);
  const slot = chosen ?? fleetDraftNext(draft);
  const grid = fleetDraftGrid(draft);
  const ships = fleetDraftShips(draft);
  const refusal = ships ? seaBattleFleetCheck(ships) : null;
  const fleetProblem = refusal ? fleetRefusalText(refusal, t) : null;

  const tap = (row: number, col: number) => {
    const at = fleetDraftShipAt(draft, row, col);
    if (at >= 0) {
      // Picked up: it goes back to the list, chosen, to be placed again.
      setDraft(fleetDraftRemove(draft, at));
      setChosen(at);
      setProblem(null);
      return;
    }
    if (slot < 0) return;
    const why = fleetDraftProblem(draft, slot, row, col, orientation);
    setProblem(why);
    if (why) return;
    setDraft(fleetDraftPlace(draft, slot, row, col, orientation));
    setChosen(null);
  };

  const random = () => {
    const fleet = seaBattleRandomFleet(Math.random);
    setDraft(fleet);
    setChosen(null);
    setProblem(null);
  };

  return (
    <div data-testid="sea-placement" className="flex flex-col gap-3">
      <p className="text-center text-sm text-slate-600">
        {slot >= 0
          ? t('games.seaPlaceShip', {
              ship: t(SHIP_NAME_IDS[slot]!),
              length: SEA_BATTLE_FLEET[slot]!,
            })
          : t('games.seaPlaced')}
      </p>
      <ul className="flex flex-wrap justify-center gap-1.5" aria-label={t('games.seaYourFleet')}>
        {SEA_BATTLE_SHIP_NAMES.map((name, i) => (
          <li key={name}>
            <button
              type="button"
              data-testid="sea-fleet-ship"
              data-placed={draft[i] ? 'true' : 'false'}
              aria-pressed={slot === i}
              onClick={() => {
                setChosen(i);
                setProblem(null);
              }}
              className={cn(
                'flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 transition',
                slot === i
                  ? 'bg-brand-600 text-white ring-brand-600'
                  : draft[i]
                    ? 'bg-slate-100 text-slate-400 line-through ring-slate-200'
                    : 'bg-white text-slate-700 ring-slate-200',
              )}
            >
              {t(SHIP_NAME_IDS[i]!)}
              <span className="tabular-nums opacity-80">{SEA_BATTLE_FLEET[i]}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="rounded-2xl bg-white p-2 shadow-card">
        <SeaGrid
          label={t('games.seaYours')}
          testId="sea-placement-grid"
          cellTestId="sea-place"
          cell={(r, c) => ({
            label: grid[r][c]
              ? t('games.seaCellShip', {
                  cell: seaCellName(r, c),
                  ship: t(SHIP_NAME_IDS[grid[r][c] - 1]!),
                })
              : seaCellName(r, c),
            className: grid[r][c]
              ? 'bg-slate-600 hover:bg-slate-500'
              : 'bg-sky-100 hover:bg-sky-200',
            onClick: () => tap(r, c),
            disabled: pending,
          })}
        />
      </div>
      {(problem ?? fleetProblem) && (
        <p role="alert" data-testid="sea-problem" className="text-center text-sm text-rose-600">
          {problem ? t(DRAFT_PROBLEM_IDS[problem]) : fleetProblem}
        </p>
      )}
      <div className="flex gap-2">
        <Button
          variant="outline"
          className="flex-1"
          data-testid="sea-rotate"
          onClick={() => setOrientation((o) => (o === 'horizontal' ? 'vertical' : 'horizontal'))}
        >
          <RotateCw
            className={cn('h-4 w-4 transition', orientation === 'vertical' && 'rotate-90')}
          />
          {orientation === 'horizontal' ? t('games.seaAcross') : t('games.seaDown')}
        </Button>
        <Button variant="outline" className="flex-1" data-testid="sea-random" onClick={random}>
          <Shuffle className="h-4 w-4" />
          {t('games.seaRandom')}
        </Button>
      </div>
      <Button
        data-testid="sea-ready"
        disabled={!ships || !!fleetProblem || pending}
        onClick={() => ships && onReady(ships)}
      >
        {t('games.seaReady')}
      </Button>
    </div>
  );
}
