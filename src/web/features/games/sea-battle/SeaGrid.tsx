import type { ReactNode } from 'react';
import { SEA_BATTLE_SIZE } from '../../../../games/sea-battle-fleet';
import { cn } from '../../../lib/cn';

export interface SeaCell {
  className: string;
  label: string;
  content?: ReactNode;
  /** A tappable cell; left out for cells that only show. */
  onClick?: () => void;
  disabled?: boolean;
}

const LETTERS = 'ABCDEFGHIJ';

/** A 10x10 sea with A-J and 1-10 on its edges; each cell is drawn by `cell`. */
export function SeaGrid({
  label,
  testId,
  cellTestId,
  cell,
}: {
  label: string;
  testId: string;
  cellTestId: string;
  cell: (row: number, col: number) => SeaCell;
}) {
  const indexes = Array.from({ length: SEA_BATTLE_SIZE }, (_, i) => i);
  return (
    <div
      role="grid"
      aria-label={label}
      data-testid={testId}
      className="grid grid-cols-[1rem_repeat(10,minmax(0,1fr))] gap-[2px] text-[10px] text-slate-400"
    >
      <span />
      {indexes.map((c) => (
        <span key={c} className="text-center">
          {c + 1}
        </span>
      ))}
      {indexes.map((r) => (
        <div key={r} role="row" className="contents">
          <span className="flex items-center justify-center">{LETTERS[r]}</span>
          {indexes.map((c) => {
            const { className, label: cellLabel, content, onClick, disabled } = cell(r, c);
            const shared = cn(
              'flex aspect-square items-center justify-center rounded-[4px] transition',
              className,
            );
            return onClick ? (
              <button
                key={c}
                type="button"
                role="gridcell"
                aria-label={cellLabel}
                data-testid={`${cellTestId}-${r}-${c}`}
                disabled={disabled}
                onClick={onClick}
                className={shared}
              >
                {content}
              </button>
            ) : (
              <span
                key={c}
                role="gridcell"
                aria-label={cellLabel}
                data-testid={`${cellTestId}-${r}-${c}`}
                className={shared}
              >
                {content}
              </span>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** A cell's name as players say it: 'B7'. */
export const seaCellName = (row: number, col: number) => `${LETTERS[row]}${col + 1}`;
