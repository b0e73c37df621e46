/**
 * Spec core 9: a recording's length is shown as m:ss. A clock that runs (elapsed) shows whole
 * seconds gone; a length shows the nearest second, so a 1.96 s note reads 0:02, not 0:01.
 */

function mss(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Time gone, in whole seconds: 0:00, 0:59, 1:00, 5:00. */
export function voiceClock(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '0:00';
  return mss(Math.floor(ms / 1000));
}

/** A note's length, to the nearest second; never 0:00 for a note that has sound. */
export function voiceLength(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '0:00';
  return mss(Math.max(1, Math.round(ms / 1000)));
}
