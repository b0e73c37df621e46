import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { levelFromRms, rmsOf } from './waveform';
import { useT } from '../../i18n/use-t';

/** Bars across the meter: the last few seconds of sound, newest on the right. */
const METER_BARS = 36;
/** A new bar this often: about 3.5 s on screen, as voice recorders on phones show. */
const METER_STEP_MS = 100;
const BAR_KEYS = Array.from({ length: METER_BARS }, (_, i) => i);

export interface LevelMeterProps {
  analyser: AnalyserNode | null;
  /** Recording (the bars move) or paused (they hold still). */
  live: boolean;
}

/**
 * The live level meter while recording: the microphone's loudness, measured every frame and
 * drawn straight into the bars (no React render per frame).
 */
export function LevelMeter({ analyser, live }: LevelMeterProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const levels = useRef<number[]>(Array.from({ length: METER_BARS }, () => 0));

  useEffect(() => {
    const el = box.current;
    if (!analyser || !live || !el) return;
    const samples = new Float32Array(analyser.fftSize);
    let loudest = 0;
    let last = performance.now();
    let frame = requestAnimationFrame(function measure(now) {
      analyser.getFloatTimeDomainData(samples);
      // The loudest moment since the last bar, so short syllables are not missed.
      loudest = Math.max(loudest, levelFromRms(rmsOf(samples)));
      if (now - last >= METER_STEP_MS) {
        last = now;
        levels.current = [...levels.current.slice(1), loudest];
        el.dataset.level = loudest.toFixed(2);
        el.setAttribute('aria-valuenow', loudest.toFixed(2));
        loudest = 0;
        const bars = el.children;
        for (let i = 0; i < bars.length; i++) {
          const v = levels.current[i] ?? 0;
          (bars[i] as HTMLElement).style.height = `${Math.max(8, Math.round(v * 100))}%`;
        }
      }
      frame = requestAnimationFrame(measure);
    });
    return () => cancelAnimationFrame(frame);
  }, [analyser, live]);

  return (
    <div
      ref={box}
      role="meter"
      aria-label={t('voice-notes.level')}
      aria-valuemin={0}
      aria-valuemax={1}
      aria-valuenow={0}
      data-testid="voice-level"
      data-level="0.00"
      className="flex h-14 w-full items-center justify-center gap-[3px]"
    >
      {BAR_KEYS.map((key) => (
        <span
          key={key}
          style={{ height: '8%' }}
          className={cn(
            'w-[4px] rounded-full transition-[height] duration-100',
            live ? 'bg-rose-500' : 'bg-slate-300',
          )}
        />
      ))}
    </div>
  );
}
