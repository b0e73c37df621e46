/** Contract (issue 12): a voice note's waveform is at most 64 loudness values from 0 to 1. */
export const WAVEFORM_BARS = 64;

/**
 * The loudness of a recording in `bars` even slices: the RMS of each slice over every channel,
 * scaled so the loudest slice is 1, rounded to two decimals (the metadata stays small). Fewer
 * bars than asked when there are fewer samples; all zeros for silence.
 */
export function waveformReduce(
  channels: readonly ArrayLike<number>[],
  bars: number = WAVEFORM_BARS,
): number[] {
  const length = Math.min(...channels.map((c) => c.length));
  if (channels.length === 0 || !Number.isFinite(length) || length === 0 || bars < 1) return [];
  const count = Math.min(Math.floor(bars), length);
  const rms: number[] = [];
  for (let b = 0; b < count; b++) {
    const from = Math.floor((b * length) / count);
    const to = Math.floor(((b + 1) * length) / count);
    let sum = 0;
    for (const channel of channels) {
      for (let i = from; i < to; i++) {
        const v = channel[i] ?? 0;
        // A broken decoder can hand back NaN; it counts as silence, not as a poisoned bar.
        if (Number.isFinite(v)) sum += v * v;
      }
    }
    rms.push(Math.sqrt(sum / ((to - from) * channels.length)));
  }
  const loudest = Math.max(...rms);
  if (loudest === 0) return rms.map(() => 0);
  return rms.map((v) => Math.round((v / loudest) * 100) / 100);
}

/** What the player draws when a note came without a waveform: an even, quiet line. */
export function waveformOrFlat(waveform: readonly number[] | undefined, bars = 40): number[] {
  if (waveform && waveform.length > 0) return [...waveform];
  return Array.from({ length: bars }, () => 0.3);
}

/**
 * The live meter's height for one moment of sound: its RMS on a decibel scale from -50 dBFS
 * (a quiet room: nothing) to 0 dBFS (full scale), since loudness is heard in decibels.
 */
export function levelFromRms(rms: number): number {
  if (!(rms > 0)) return 0;
  const db = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (db + 50) / 50));
}

/** The RMS of one block of samples. */
export function rmsOf(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / samples.length);
}
