/**
 * The reels' look over the video. Text there sits on a shade of at least 60% black (a gradient,
 * a chip's fill) with a shadow, so white keeps a contrast of 4.5:1 or more over any frame.
 */

/** A round action button of the right-hand column. */
export const ACTION_CIRCLE =
  'flex h-12 w-12 items-center justify-center rounded-full bg-black/40 text-white ring-1 ring-white/15 backdrop-blur-sm transition select-none hover:bg-black/55 active:scale-90';

/** The count under an action. */
export const ACTION_COUNT =
  'mt-1 max-w-full truncate text-center text-xs font-semibold text-white tabular-nums [text-shadow:0_1px_3px_rgb(0_0_0/0.9)]';

/** Shadow for text drawn over the video. */
export const TEXT_SHADOW = '[text-shadow:0_1px_3px_rgb(0_0_0/0.85)]';
