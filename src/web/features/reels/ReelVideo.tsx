import { useEffect, useRef, useState } from 'react';
import { Play } from 'lucide-react';
import type { Video } from '../../../protocol';
import { videoCssFilter } from '../../../protocol/video-looks';
import { useT } from '../../i18n/use-t';

export interface ReelVideoProps {
  video: Video;
  /** Spec: only the feed's first video plays by itself. */
  autoPlay: boolean;
  /** Mostly on screen; a reel scrolled away pauses. */
  active: boolean;
  muted: boolean;
}

/**
 * One reel's video, filling its frame, with the owner's edits applied as it plays. A reel that
 * does not play by itself shows its poster and a play button; a tap plays or pauses it.
 */
export function ReelVideo({ video, autoPlay, active, muted }: ReelVideoProps) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(autoPlay);
  const activeRef = useRef(active);

  useEffect(() => {
    activeRef.current = active;
    if (!active) ref.current?.pause();
  }, [active]);

  const toggle = () => {
    const el = ref.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => setPlaying(false));
    else el.pause();
  };

  return (
    <>
      <video
        ref={ref}
        src={video.videoUrl}
        poster={video.thumbnailUrl}
        autoPlay={autoPlay}
        muted={muted}
        loop
        playsInline
        // The others wait for a tap: their posters are enough until then.
        preload={autoPlay ? 'auto' : 'none'}
        style={{ filter: videoCssFilter(video.edits) }}
        onPlay={(e) => {
          // Autoplay may start once the reel is already scrolled away (opened at another).
          if (!activeRef.current) e.currentTarget.pause();
          else setPlaying(true);
        }}
        onPause={() => setPlaying(false)}
        data-testid="reel-video"
        className="absolute inset-0 h-full w-full bg-black object-cover"
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? t('reels.pause') : t('reels.play')}
        data-testid="reel-play"
        className="absolute inset-0 flex items-center justify-center outline-offset-[-4px]"
      >
        {!playing && (
          <span className="flex h-18 w-18 items-center justify-center rounded-full bg-black/45 text-white ring-1 ring-white/30 backdrop-blur-sm">
            <Play aria-hidden className="ms-1 h-9 w-9 fill-current" />
          </span>
        )}
      </button>
    </>
  );
}
