import type { QualityState, StatsSample } from './call-quality';
import { QUALITY_START, qualityStep } from './call-quality';

/** How often the connections' statistics are read: often enough to tell within seconds. */
const STATS_EVERY_MS = 2_000;

/** One reading of a connection's statistics: what came in, what was lost, the round trip. */
export async function statsSample(pc: RTCPeerConnection): Promise<StatsSample> {
  const report = await pc.getStats();
  let packetsReceived = 0;
  let packetsLost = 0;
  let pairRtt: number | null = null;
  let remoteRtt: number | null = null;
  report.forEach((s: Record<string, unknown>) => {
    if (s.type === 'inbound-rtp') {
      packetsReceived += Number(s.packetsReceived ?? 0);
      packetsLost += Number(s.packetsLost ?? 0);
    }
    // The pair ICE picked measures the path itself; remote-inbound-rtp comes from RTCP reports.
    if (s.type === 'candidate-pair' && s.nominated && s.state === 'succeeded') {
      if (typeof s.currentRoundTripTime === 'number') pairRtt = s.currentRoundTripTime * 1000;
    }
    if (s.type === 'remote-inbound-rtp' && typeof s.roundTripTime === 'number') {
      remoteRtt = Math.max(remoteRtt ?? 0, s.roundTripTime * 1000);
    }
  });
  return { packetsReceived, packetsLost, rttMs: pairRtt ?? remoteRtt };
}

/**
 * Reads every connection's statistics every 2 s and keeps a verdict per participant; calls
 * `onChange` with those who are weak when the set changes. Returns a function that stops it.
 */
export function callQualityWatch(
  connections: () => Array<{ userId: string; pc: RTCPeerConnection }>,
  onChange: (weak: string[]) => void,
): () => void {
  const states = new Map<string, QualityState>();
  let said = '';
  const tick = setInterval(() => {
    void Promise.all(
      connections()
        .filter(({ pc }) => pc.connectionState === 'connected')
        .map(async ({ userId, pc }) => {
          const sample = await statsSample(pc).catch(() => null);
          if (sample) states.set(userId, qualityStep(states.get(userId) ?? QUALITY_START, sample));
        }),
    ).then(() => {
      const present = new Set(connections().map((c) => c.userId));
      for (const id of states.keys()) if (!present.has(id)) states.delete(id);
      const weak = [...states].filter(([, s]) => s.weak).map(([id]) => id);
      if (weak.join() !== said) onChange(weak);
      said = weak.join();
    });
  }, STATS_EVERY_MS);
  return () => clearInterval(tick);
}
