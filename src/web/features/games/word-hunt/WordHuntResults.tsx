import type { WordHuntView } from '../../../../games/word-hunt';
import { useLocale, useT } from '../../../i18n/use-t';
import { cn } from '../../../lib/cn';
import { numberLabel } from '../../../lib/format';

/** The end of the round: each player's words, and what was on the board besides. */
export function WordHuntResults({
  view,
  meId,
  nameOf,
}: {
  view: WordHuntView;
  meId: string;
  nameOf: (id: string) => string;
}) {
  const t = useT();
  const locale = useLocale();
  const foundByAnyone = new Set(Object.values(view.foundWords).flat());
  const missed = (view.validWords ?? []).filter((w) => !foundByAnyone.has(w));
  return (
    <div data-testid="wh-results" className="flex flex-col gap-3">
      {view.players.map((id) => {
        const words = view.foundWords[id] ?? [];
        return (
          <section key={id} className="rounded-2xl bg-white p-3 shadow-card">
            <h2 className="mb-1.5 text-sm font-semibold text-slate-700">
              {t('games.whPlayerWords', {
                name: id === meId ? t('games.you') : nameOf(id),
                count: words.length,
              })}
            </h2>
            <p className={cn('text-sm', words.length ? 'text-slate-800' : 'text-slate-400')}>
              {words.length ? words.join(', ') : t('games.whNoWords')}
            </p>
          </section>
        );
      })}
      {missed.length > 0 && (
        <section className="rounded-2xl bg-white/70 p-3">
          <h2 className="mb-1.5 text-sm font-semibold text-slate-500">
            {t('games.whAlsoOnBoard', {
              missed: numberLabel(locale, missed.length),
              total: numberLabel(locale, view.validWordCount),
            })}
          </h2>
          <p className="text-sm text-slate-500">{missed.join(', ')}</p>
        </section>
      )}
    </div>
  );
}
