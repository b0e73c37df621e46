import { useEffect, useRef, useState } from 'react';
import { AlertCircle, Pause, Play } from 'lucide-react';
import { cn } from '../../lib/cn';
import { waveformOrFlat } from './waveform';
import { voiceProgress, voiceSeekSeconds } from './voice-note-meta';
import { voicePlaybackStarted, voicePlaybackStopped } from './voice-playback';
import { voiceClock, voiceLength } from '../../lib/voice-time';
import { useT } from '../../i18n/use-t';
import { WaveformBars } from './WaveformBars';

export interface VoicePlayerProps {
  src: string;
  /**
   * The note may download before it is played (Settings > Storage > Auto-download Media); when
   * not, nothing of it is fetched until the play button is pressed.
   */
  autoLoad?: boolean;
  /** The note's length from its metadata: a recorded webm often does not say its own. */
  durationMs: number;
  waveform: readonly number[] | undefined;
  /** Drawn on my own (brand-coloured) bubble. */
  own: boolean;
}

/**
 * A voice note's player: play/pause, the waveform as its progress bar and seek slider, and
 * elapsed / total as m:ss. Only one note plays at a time. The bytes stream from the server
 * with Range requests, so a seek fetches from that point on.
 */
export function VoicePlayer({ src, durationMs, waveform, own, autoLoad = true }: VoicePlayerProps) {
  const t = useT();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [failed, setFailed] = useState(false);

  // While playing, follow the playhead every frame ('timeupdate' comes only ~4 times a second).
  useEffect(() => {
    const el = audio.current;
    if (!playing || !el) return;
    let frame = requestAnimationFrame(function follow() {
      setSeconds(el.currentTime);
      frame = requestAnimationFrame(follow);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  // Leaving the screen (scrolled out of the list, the chat closed) gives up the turn.
  useEffect(() => {
    const el = audio.current;
    return () => {
      if (el) voicePlaybackStopped(el);
    };
  }, []);

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (el.paused) el.play().catch(() => setFailed(true));
    else el.pause();
  };

  const seek = (fraction: number) => {
    const el = audio.current;
    if (!el) return;
    const to = voiceSeekSeconds(fraction, durationMs);
    el.currentTime = to;
    setSeconds(to);
  };

  if (failed) {
    return (
      <p
        data-testid="voice-unavailable"
        className={cn(
          'flex items-center gap-1.5 py-2 pe-12 text-[14px]',
          own ? 'text-white/85' : 'text-slate-500',
        )}
      >
        <AlertCircle aria-hidden className="h-4 w-4 shrink-0" />
        {t('voice-notes.unavailable')}
      </p>
    );
  }

  return (
    <div
      className="flex w-[15.5rem] max-w-full items-center gap-2.5 pt-1.5 pb-3.5"
      data-testid="voice-player"
    >
      <audio
        ref={audio}
        src={src}
        preload={autoLoad ? 'metadata' : 'none'}
        data-testid="voice-audio"
        onPlay={(e) => {
          voicePlaybackStarted(e.currentTarget);
          setPlaying(true);
        }}
        onPause={(e) => {
          voicePlaybackStopped(e.currentTarget);
          setPlaying(false);
          setSeconds(e.currentTarget.currentTime);
        }}
        onEnded={(e) => {
          // Back to the start, ready to play again, as messengers do.
          e.currentTarget.currentTime = 0;
          setSeconds(0);
        }}
        onTimeUpdate={(e) => setSeconds(e.currentTarget.currentTime)}
        onError={() => setFailed(true)}
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? t('voice-notes.pauseNote') : t('voice-notes.play')}
        data-testid="voice-play"
        data-playing={playing ? 'true' : 'false'}
        className={cn(
          'flex h-10 w-10 shrink-0 items-center justify-center rounded-full transition active:scale-95',
          own
            ? 'bg-white/25 text-white hover:bg-white/35'
            : 'bg-brand-600 text-white hover:bg-brand-700',
        )}
      >
        {playing ? (
          <Pause aria-hidden className="h-5 w-5" fill="currentColor" />
        ) : (
          <Play aria-hidden className="ms-0.5 h-5 w-5" fill="currentColor" />
        )}
      </button>
      <div className="relative min-w-0 flex-1">
        <WaveformBars
          bars={waveformOrFlat(waveform)}
          progress={voiceProgress(seconds, durationMs)}
          durationMs={durationMs}
          onSeek={seek}
          own={own}
        />
        <span
          data-testid="voice-time"
          className={cn(
            'absolute top-full start-0 mt-0.5 text-[11px] leading-none tabular-nums',
            own ? 'text-white/80' : 'text-slate-500',
          )}
        >
          {voiceClock(seconds * 1000)} / {voiceLength(durationMs)}
        </span>
      </div>
    </div>
  );
}
