import { Sparkles } from 'lucide-react';
import { useT } from '../../i18n/use-t';

/**
 * Where the picture will appear, while it is made: a soft moving wash, and the simulated
 * progress (spec core 4: capped at 90 until the reply).
 */
export function GenerationProgress({ progress }: { progress: number }) {
  const t = useT();
  const shown = Math.round(progress);
  return (
    <div className="flex flex-col gap-3" data-testid="playground-progress" data-progress={shown}>
      <div className="relative mx-auto flex aspect-square w-4/5 items-center justify-center overflow-hidden rounded-3xl bg-gradient-to-br from-fuchsia-200 via-violet-200 to-sky-200">
        <div className="absolute inset-0 animate-pulse bg-gradient-to-tr from-white/0 via-white/50 to-white/0" />
        <div className="relative flex flex-col items-center gap-2 text-violet-700">
          <Sparkles className="h-10 w-10 animate-pulse" aria-hidden />
          <span className="text-sm font-semibold">{t('images.generating')}</span>
        </div>
      </div>
      <div
        role="progressbar"
        aria-label={t('images.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-fuchsia-500 to-violet-500 transition-[width] duration-300"
          style={{ width: `${shown}%` }}
        />
      </div>
      <span className="text-end text-xs font-medium text-slate-500 tabular-nums">
        {t('images.percent', { progress: shown / 100 })}
      </span>
    </div>
  );
}
