import { useEffect, useRef } from 'react';
import type { VideoReaction } from '../../../protocol/video-social';
import { VIDEO_REACTIONS, VIDEO_REACTION_EMOJI } from '../../../protocol/video-social';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { REEL_REACTION_LABEL_IDS } from './reels-utils';

export interface ReelReactionPickerProps {
  /** My reaction now, marked in the row. */
  current: VideoReaction | null;
  onPick: (reaction: VideoReaction) => void;
  onClose: () => void;
}

/**
 * The like button's long press (spec secondary 'Videos / Reels feed'): six emoji in the spec's
 * order, heart, heart-eyes, laughing, crying, surprised, clapping. It opens beside the button,
 * with the focus on my reaction (or the first); Escape, a tap elsewhere or a pick closes it.
 */
export function ReelReactionPicker({ current, onPick, onClose }: ReelReactionPickerProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const row = ref.current;
    row?.querySelector<HTMLButtonElement>('[aria-pressed="true"], button')?.focus();
    const outside = (e: PointerEvent) => {
      if (row && e.target instanceof Node && !row.contains(e.target)) onClose();
    };
    // From the next tick: the press that opened the picker is not a tap outside it.
    const id = setTimeout(() => document.addEventListener('pointerdown', outside), 0);
    return () => {
      clearTimeout(id);
      document.removeEventListener('pointerdown', outside);
    };
  }, [onClose]);

  return (
    <div
      ref={ref}
      role="group"
      aria-label={t('reels.reactions')}
      data-testid="reel-reactions"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
        if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
          const buttons = [...(ref.current?.querySelectorAll('button') ?? [])];
          const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
          const step = e.key === 'ArrowRight' ? 1 : -1;
          buttons[(at + step + buttons.length) % buttons.length]?.focus();
          e.preventDefault();
          e.stopPropagation();
        }
      }}
      className="animate-pop-in absolute end-full top-1/2 z-20 me-2 flex -translate-y-1/2 gap-0.5 rounded-full bg-black/75 p-1.5 shadow-2xl ring-1 ring-white/15 backdrop-blur-md"
    >
      {VIDEO_REACTIONS.map((reaction) => (
        <button
          key={reaction}
          type="button"
          aria-label={t(REEL_REACTION_LABEL_IDS[reaction])}
          aria-pressed={current === reaction}
          onClick={() => onPick(reaction)}
          data-testid={`reel-reaction-${reaction}`}
          className={cn(
            'flex h-10 w-10 items-center justify-center rounded-full text-[26px] leading-none transition hover:scale-125 focus-visible:scale-125',
            current === reaction && 'bg-white/20',
          )}
        >
          <span aria-hidden>{VIDEO_REACTION_EMOJI[reaction]}</span>
        </button>
      ))}
    </div>
  );
}
