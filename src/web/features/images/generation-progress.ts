/**
 * Spec core 4 and 9: while a picture is made, progress is simulated and never passes 90 % until
 * the reply comes; then it is 100.
 */
export const PROGRESS_CAP = 90;

/** How often the simulated progress moves on. */
export const PROGRESS_TICK_MS = 400;

/**
 * The next simulated value: a tenth of the way left to the cap, at least half a point, so it
 * moves quickly at first and slows as it nears 90 without ever passing it.
 */
export function progressStep(progress: number): number {
  return Math.min(PROGRESS_CAP, progress + Math.max(0.5, (PROGRESS_CAP - progress) * 0.1));
}
