import type { ConnectFourView } from '../../../../games/connect-four';
import {
  CONNECT_FOUR_COLUMNS,
  connectFourPlayable,
  connectFourWinningLine,
} from '../../../../games/connect-four';
import { useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';
import type { GameBoardProps } from '../shared/game-board-props';
import { cellId, cellSet } from './connect-four-cells';

const DISC = [
  '',
  'bg-rose-500 shadow-[inset_0_-3px_0_rgb(0_0_0/0.2)]',
  'bg-amber-300 shadow-[inset_0_-3px_0_rgb(0_0_0/0.15)]',
];
/** The discs' colours for screen readers, by player number: '(red)', '(yellow)'. */
const COLOUR_NAMES = ['', 'games.c4Red', 'games.c4Yellow'];

/**
 * Spec core 4 Four in a Row: a 6x7 board, red moves first. A whole column is the button that
 * drops a disc there; it is disabled when the column is full, it is not the reader's turn, or
 * the game is over (and while a move is on its way).
 */
export function ConnectFourBoard({
  view,
  meId,
  nameOf,
  onMove,
  pending,
}: GameBoardProps<ConnectFourView>) {
  const t = useT();
  const winning = cellSet(connectFourWinningLine(view));
  const last = view.lastMove;
  const myColour = view.players.indexOf(meId) + 1;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-center gap-4 text-sm font-medium text-slate-700">
        {view.players.map((id, index) => (
          <span
            key={id}
            className="flex items-center gap-1.5"
            data-testid={`c4-player-${index + 1}`}
          >
            <span aria-hidden className={cn('h-3.5 w-3.5 rounded-full', DISC[index + 1])} />
            {id === meId ? t('games.you') : nameOf(id)}
            <span className="sr-only">{t(COLOUR_NAMES[index + 1]!)}</span>
          </span>
        ))}
      </div>
      <div
        role="grid"
        aria-label={t('games.c4Board')}
        data-testid="c4-board"
        className="grid grid-cols-7 gap-1 rounded-3xl bg-brand-700 p-2 shadow-card"
      >
        {Array.from({ length: CONNECT_FOUR_COLUMNS }, (_, column) => {
          const playable = !pending && connectFourPlayable(view, column, meId);
          return (
            <button
              key={column}
              type="button"
              data-testid={`c4-column-${column}`}
              aria-label={t('games.c4Drop', { column: column + 1 })}
              disabled={!playable}
              onClick={() => onMove({ type: 'drop', column })}
              className={cn(
                'group flex flex-col gap-1 rounded-2xl p-0.5 transition',
                playable && 'hover:bg-white/15 active:bg-white/25',
              )}
            >
              {view.board.map((cells, row) => {
                const value = cells[column];
                const key = cellId(row, column);
                const isLast = last?.row === row && last.column === column;
                return (
                  <span
                    key={key}
                    data-testid={`c4-cell-${row}-${column}`}
                    data-value={value}
                    data-winning={winning.has(key) ? 'true' : undefined}
                    data-last={isLast ? 'true' : undefined}
                    className={cn(
                      'relative flex aspect-square w-full items-center justify-center rounded-full',
                      value === 0 ? 'bg-brand-900/60' : DISC[value],
                      winning.has(key) && 'ring-4 ring-white ring-offset-2 ring-offset-brand-700',
                      row === 0 &&
                        value === 0 &&
                        playable &&
                        myColour > 0 &&
                        'group-hover:bg-white/30',
                    )}
                  >
                    {isLast && (
                      <span
                        aria-label={t('games.lastMove')}
                        className="h-2 w-2 rounded-full bg-white/90"
                      />
                    )}
                  </span>
                );
              })}
            </button>
          );
        })}
      </div>
    </div>
  );
}
