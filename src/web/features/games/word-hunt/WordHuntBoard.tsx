import { useState } from 'react';
import type { WordHuntCell, WordHuntView } from '../../../../games/word-hunt';
import { wordHuntPathTap, wordHuntPathWord } from '../../../../games/word-hunt';
import { useLocale, useT } from '../../../i18n/use-t';
import { numberLabel } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { Button } from '../../../ui/Button';
import type { GameBoardProps } from '../shared/game-board-props';
import { gameOpponent } from '../shared/game-status';
import { WordHuntClock } from './WordHuntClock';
import { WordHuntGrid } from './WordHuntGrid';
import { WordHuntResults } from './WordHuntResults';
import { wordHuntRemainingMs, wordHuntSubmitBlock } from './word-hunt-utils';
import { WORD_HUNT_REFUSAL_IDS, wordHuntRefusalReason } from './word-hunt-text';

/** Half a second: the clock shows whole seconds, and this keeps it from skipping one. */
const CLOCK_TICK_MS = 500;

/**
 * Spec core 4 Word Hunt: both players hunt at once on the same 4x4 board until the server's
 * deadline. Tapping builds a path (tapping a chosen cell cuts the path back to before it); a
 * word of 3 or more letters can be sent; the server says whether it counts.
 */
export function WordHuntBoard({
  view,
  meId,
  nameOf,
  onMove,
  pending,
}: GameBoardProps<WordHuntView>) {
  const t = useT();
  const locale = useLocale();
  const [path, setPath] = useState<Array<[number, number]>>([]);
  /** The last word the server refused, and why; cleared when a new path starts. */
  const [refused, setRefused] = useState<{ word: string; textId: string } | null>(null);
  const now = useNow(CLOCK_TICK_MS).getTime();
  const remaining = view.gameOver ? 0 : wordHuntRemainingMs(view.endsAt, now);
  const over = view.gameOver || remaining === 0;
  const opponentId = gameOpponent(view.players, meId);
  const mine = view.foundWords[meId] ?? [];
  const word = wordHuntPathWord(view.grid, path);
  const block = wordHuntSubmitBlock(view.grid, path, mine);

  const tap = (cell: WordHuntCell) => {
    setRefused(null);
    setPath((p) => wordHuntPathTap(p, cell));
  };
  const submit = () => {
    if (block || over || pending) return;
    setRefused(null);
    onMove(
      { type: 'word_found', word, path },
      {
        onError: (err) => {
          const reason = wordHuntRefusalReason(err);
          if (reason) setRefused({ word, textId: WORD_HUNT_REFUSAL_IDS[reason] });
        },
      },
    );
    setPath([]);
  };

  if (view.gameOver) return <WordHuntResults view={view} meId={meId} nameOf={nameOf} />;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <p data-testid="wh-scores" className="text-sm text-slate-600">
          {t('games.you')}{' '}
          <b className="text-slate-900 tabular-nums">{numberLabel(locale, mine.length)}</b> ·{' '}
          {nameOf(opponentId)}{' '}
          <b data-testid="wh-opponent-count" className="text-slate-900 tabular-nums">
            {numberLabel(locale, view.foundCounts[opponentId] ?? 0)}
          </b>
        </p>
        <WordHuntClock remainingMs={remaining} />
      </div>
      <p
        data-testid="wh-word"
        aria-live="polite"
        className="h-9 text-center text-2xl font-bold tracking-widest text-brand-700"
      >
        {word.toUpperCase() ||
          (refused && <s className="text-slate-400">{refused.word.toUpperCase()}</s>)}
      </p>
      <p
        data-testid="wh-refusal"
        role="alert"
        className="-mt-2 h-5 text-center text-sm font-semibold text-rose-600"
      >
        {!word && refused && t(refused.textId)}
      </p>
      <WordHuntGrid grid={view.grid} path={path} disabled={over} onTap={tap} />
      <p className="h-5 text-center text-xs text-slate-500">
        {block === 'already_found' ? t('games.whAlreadyFoundHint') : ''}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          className="flex-1"
          onClick={() => setPath([])}
          disabled={!path.length}
        >
          {t('games.whClear')}
        </Button>
        <Button
          className="flex-[2]"
          data-testid="wh-submit"
          onClick={submit}
          disabled={!!block || over || pending}
        >
          {t('games.whSubmit')}
        </Button>
      </div>
      <section>
        <h2 className="mb-1 text-xs font-semibold text-slate-500">
          {t('games.whYourWords', { count: numberLabel(locale, mine.length) })}
        </h2>
        <ul data-testid="wh-found" className="flex flex-wrap gap-1.5">
          {mine.map((w) => (
            <li
              key={w}
              className="rounded-full bg-white px-2.5 py-0.5 text-sm font-medium text-slate-700 shadow-card"
            >
              {w}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
