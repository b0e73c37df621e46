import { Fragment } from 'react';
import type { DotsBoxesLine, DotsBoxesView } from '../../../../games/dots-boxes';
import { DOTS_BOXES_SIZE } from '../../../../games/dots-boxes';
import { useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';
import type { GameBoardProps } from '../shared/game-board-props';
import { DotsBoxesScores } from './DotsBoxesScores';
import { PLAYER_BOX, PLAYER_LINE } from './dots-boxes-colours';

const DOTS = DOTS_BOXES_SIZE + 1;
/** Dots are narrow tracks, the spaces between them wide: 5 dots and 4 gaps each way. */
const TRACKS = Array.from({ length: DOTS * 2 - 1 }, (_, i) => (i % 2 ? '1fr' : '14px')).join(' ');

/**
 * Spec core 4 Dots and Boxes: a 5x5 grid of dots. On the reader's turn every undrawn line is a
 * button; a closed box takes its owner's colour and keeps the turn.
 */
export function DotsBoxesBoard({
  view,
  meId,
  nameOf,
  onMove,
  pending,
}: GameBoardProps<DotsBoxesView>) {
  const t = useT();
  const canDraw = !view.gameOver && view.currentPlayer === meId && !pending;
  const last = view.lastMove;
  const isLast = (line: DotsBoxesLine) =>
    last?.orientation === line.orientation && last.row === line.row && last.col === line.col;

  const lineCell = (line: DotsBoxesLine) => {
    const lines = line.orientation === 'horizontal' ? view.horizontalLines : view.verticalLines;
    const mark = lines[line.row][line.col];
    const across = line.orientation === 'horizontal';
    const id = `db-${across ? 'h' : 'v'}-${line.row}-${line.col}`;
    const bar = cn(
      'shrink-0 rounded-full transition',
      across ? 'h-[6px] w-full' : 'h-full w-[6px]',
      mark ? PLAYER_LINE[mark] : canDraw ? 'bg-slate-300 group-hover:bg-brand-400' : 'bg-slate-200',
      isLast(line) && 'ring-2 ring-amber-300',
    );
    if (mark)
      return (
        <span data-testid={id} data-drawn={mark} className="flex items-center justify-center">
          <span className={bar} />
        </span>
      );
    return (
      <button
        type="button"
        data-testid={id}
        aria-label={t(across ? 'games.dbLineHorizontal' : 'games.dbLineVertical', {
          row: line.row + 1,
          col: line.col + 1,
        })}
        disabled={!canDraw}
        onClick={() => onMove({ type: 'draw_line', ...line })}
        // The tap area reaches past the thin track into the gaps beside it: easier on a phone.
        className={cn(
          'group relative z-10 flex items-center justify-center',
          across ? '-my-2 py-2' : '-mx-2 px-2',
        )}
      >
        <span className={bar} />
      </button>
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <DotsBoxesScores view={view} meId={meId} nameOf={nameOf} />
      <div
        data-testid="db-board"
        className="grid aspect-square w-full rounded-3xl bg-white p-4 shadow-card"
        style={{ gridTemplateColumns: TRACKS, gridTemplateRows: TRACKS }}
      >
        {Array.from({ length: DOTS * 2 - 1 }, (_, gr) =>
          Array.from({ length: DOTS * 2 - 1 }, (_, gc) => {
            const key = `${gr}-${gc}`;
            const row = Math.floor(gr / 2);
            const col = Math.floor(gc / 2);
            if (gr % 2 === 0 && gc % 2 === 0) {
              return <span key={key} className="m-auto h-3 w-3 rounded-full bg-slate-700" />;
            }
            if (gr % 2 === 0) {
              return (
                <Fragment key={key}>{lineCell({ orientation: 'horizontal', row, col })}</Fragment>
              );
            }
            if (gc % 2 === 0) {
              return (
                <Fragment key={key}>{lineCell({ orientation: 'vertical', row, col })}</Fragment>
              );
            }
            const owner = view.boxes[row][col];
            return (
              <span
                key={key}
                data-testid={`db-box-${row}-${col}`}
                data-owner={owner}
                className={cn(
                  'm-1 flex items-center justify-center rounded-lg text-sm font-bold transition',
                  owner ? PLAYER_BOX[owner] : '',
                )}
              >
                {owner
                  ? view.players[owner - 1] === meId
                    ? t('games.you')
                    : nameOf(view.players[owner - 1]).slice(0, 1)
                  : ''}
              </span>
            );
          }),
        )}
      </div>
    </div>
  );
}
