/**
 * Is a connection weak? Decided from two readings of its statistics a couple of seconds apart
 * (pure: `call-stats.ts` reads `getStats()`, this only judges the numbers).
 *
 * Thresholds: above 5 % packets lost, audio starts to break up and video to freeze even with
 * Opus's and VP8's concealment; above 400 ms round trip (ITU-T G.114 puts the limit of a
 * comfortable conversation at 400 ms one way; a round trip past that is clearly felt as people
 * talking over each other). To come back it must do clearly better (2 % and 250 ms), and the
 * verdict only changes after it held for a few readings running, so that one bad or good second
 * does not make the badge flicker.
 */
export const WEAK_LOSS = 0.05;
export const WEAK_RTT_MS = 400;
export const GOOD_LOSS = 0.02;
export const GOOD_RTT_MS = 250;
/** Readings running it takes to turn weak (about 4 s) and to turn good again (about 6 s). */
export const WEAK_AFTER = 2;
export const GOOD_AFTER = 3;

/** What a reading adds up to since the call began (the counters only grow). */
export interface StatsSample {
  packetsReceived: number;
  packetsLost: number;
  /** The latest round trip in ms, if the browser measured one. */
  rttMs: number | null;
}

export interface QualityState {
  weak: boolean;
  /** Readings running that said the other way from `weak`. */
  streak: number;
  last: StatsSample | null;
}

export const QUALITY_START: QualityState = { weak: false, streak: 0, last: null };

/** Loss since the previous reading, 0..1; null when no packets were due (nothing to judge). */
export function lossBetween(prev: StatsSample, next: StatsSample): number | null {
  const received = next.packetsReceived - prev.packetsReceived;
  // packetsLost can go down (late packets are recounted); never below nothing lost.
  const lost = Math.max(0, next.packetsLost - prev.packetsLost);
  if (received < 0 || received + lost === 0) return null;
  return lost / (received + lost);
}

/** The next verdict, after one more reading. */
export function qualityStep(state: QualityState, sample: StatsSample): QualityState {
  const loss = state.last ? lossBetween(state.last, sample) : null;
  const rtt = sample.rttMs;
  const bad = (loss !== null && loss > WEAK_LOSS) || (rtt !== null && rtt > WEAK_RTT_MS);
  const good = (loss === null || loss < GOOD_LOSS) && (rtt === null || rtt < GOOD_RTT_MS) && !bad;
  // The first reading has nothing to compare losses with, but a long round trip is already told.
  const against = state.weak ? good : bad;
  const streak = against ? state.streak + 1 : 0;
  const flip = streak >= (state.weak ? GOOD_AFTER : WEAK_AFTER);
  return { weak: flip ? !state.weak : state.weak, streak: flip ? 0 : streak, last: sample };
}
