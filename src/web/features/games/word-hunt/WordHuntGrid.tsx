import type { WordHuntCell } from '../../../../games/word-hunt';
import { cn } from '../../../lib/cn';
import { wordHuntFace, wordHuntPathIndex } from './word-hunt-utils';

/** The 4x4 letters; cells on the path are lit, the last one brightest. */
export function WordHuntGrid({
  grid,
  path,
  disabled,
  onTap,
}: {
  grid: string[][];
  path: readonly WordHuntCell[];
  disabled: boolean;
  onTap: (cell: WordHuntCell) => void;
}) {
  return (
    <div
      data-testid="wh-grid"
      className="grid grid-cols-4 gap-2 rounded-3xl bg-brand-700 p-3 shadow-card"
    >
      {grid.map((cells, r) =>
        cells.map((letter, c) => {
          const at = wordHuntPathIndex(path, r, c);
          const last = at >= 0 && at === path.length - 1;
          return (
            <button
              key={`${r}-${c}`}
              type="button"
              data-testid={`wh-cell-${r}-${c}`}
              aria-pressed={at >= 0}
              disabled={disabled}
              onClick={() => onTap([r, c])}
              className={cn(
                'flex aspect-square items-center justify-center rounded-2xl text-3xl font-extrabold shadow-[inset_0_-4px_0_rgb(0_0_0/0.12)] transition select-none active:scale-95',
                at < 0 && 'bg-white text-slate-900',
                at >= 0 && !last && 'bg-brand-300 text-white',
                last && 'bg-amber-400 text-slate-900',
              )}
            >
              {wordHuntFace(letter)}
            </button>
          );
        }),
      )}
    </div>
  );
}
