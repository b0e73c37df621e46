import { useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { cn } from '../../lib/cn';
import { voiceSeekSeconds } from './voice-note-meta';
import { voiceClock, voiceLength } from '../../lib/voice-time';
import { useT } from '../../i18n/use-t';

export interface WaveformBarsProps {
  bars: readonly number[];
  /** Where the playhead is, 0..1. */
  progress: number;
  durationMs: number;
  /** Seeks to this point, 0..1 of the note. */
  onSeek: (fraction: number) => void;
  own: boolean;
}

/** Arrow keys move the playhead this far, like a media player's slider. */
const KEY_STEP_MS = 1_000;

function fractionAt(e: PointerEvent<HTMLDivElement>): number {
  const box = e.currentTarget.getBoundingClientRect();
  return box.width > 0 ? (e.clientX - box.left) / box.width : 0;
}

/**
 * The note's loudness bars, the played part coloured: a slider to seek with, by a click, a
 * drag (the playhead follows the pointer and the seek happens on release), or the keyboard.
 */
export function WaveformBars({ bars, progress, durationMs, onSeek, own }: WaveformBarsProps) {
  const t = useT();
  const [dragging, setDragging] = useState<number | null>(null);
  const shown = Math.min(1, Math.max(0, dragging ?? progress));
  const positionMs = voiceSeekSeconds(shown, durationMs) * 1000;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = durationMs > 0 ? KEY_STEP_MS / durationMs : 0;
    const to =
      e.key === 'ArrowRight' || e.key === 'ArrowUp'
        ? shown + step
        : e.key === 'ArrowLeft' || e.key === 'ArrowDown'
          ? shown - step
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? 1
              : null;
    if (to === null) return;
    e.preventDefault();
    onSeek(Math.min(1, Math.max(0, to)));
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={t('voice-notes.seek')}
      aria-valuemin={0}
      aria-valuemax={Math.round(durationMs / 1000)}
      aria-valuenow={Math.floor(positionMs / 1000)}
      aria-valuetext={`${voiceClock(positionMs)} / ${voiceLength(durationMs)}`}
      data-testid="voice-waveform"
      data-progress={shown.toFixed(3)}
      onKeyDown={onKeyDown}
      // The bubble opens its menu on a long touch: a drag here is a seek, not a long press.
      onPointerDown={(e) => {
        e.stopPropagation();
        e.currentTarget.setPointerCapture(e.pointerId);
        setDragging(fractionAt(e));
      }}
      onPointerMove={(e) => {
        if (dragging !== null) setDragging(fractionAt(e));
      }}
      onPointerUp={(e) => {
        if (dragging === null) return;
        setDragging(null);
        onSeek(Math.min(1, Math.max(0, fractionAt(e))));
      }}
      onPointerCancel={() => setDragging(null)}
      className="flex h-8 min-w-0 flex-1 cursor-pointer touch-none items-center gap-px rounded-md outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
    >
      {bars.map((v, i) => {
        const played = (i + 0.5) / bars.length <= shown;
        return (
          <span
            key={i}
            aria-hidden
            style={{ height: `${Math.max(12, Math.round(v * 100))}%` }}
            className={cn(
              'min-w-px flex-1 rounded-full transition-colors',
              own
                ? played
                  ? 'bg-white'
                  : 'bg-white/40'
                : played
                  ? 'bg-brand-600'
                  : 'bg-slate-300',
            )}
          />
        );
      })}
    </div>
  );
}
