/**
 * Language detection on the regression set (src/lang/testdata/chat-messages.tsv): accuracy and
 * microseconds per detection, for the server's model (eld medium) and the smallest one (eld small),
 * overall and for short messages (at most two words).
 */
import { performance } from 'node:perf_hooks';
import { eld as medium } from 'eld/medium';
import { eld as small } from 'eld/small';
import type { NgramDetector } from '../src/lang/detect';
import { detectLanguage } from '../src/lang/detect';
import { detectionSamples } from '../src/lang/testdata/samples';
import { round } from './lib/stats';

export interface DetectionResult {
  model: string;
  samples: number;
  accuracyPct: number;
  shortSamples: number;
  shortAccuracyPct: number;
  microsPerDetection: number;
}

const ROUNDS = 50;

function measure(model: string, detector: NgramDetector): DetectionResult {
  const samples = detectionSamples();
  const right = (s: (typeof samples)[number]) =>
    detectLanguage(detector, s.text, '').language === s.language;
  const short = samples.filter((s) => s.text.trim().split(/\s+/).length <= 2);
  for (const s of samples) detectLanguage(detector, s.text, '');
  const t0 = performance.now();
  for (let r = 0; r < ROUNDS; r++) for (const s of samples) detectLanguage(detector, s.text, '');
  const micros = ((performance.now() - t0) * 1000) / (ROUNDS * samples.length);
  return {
    model,
    samples: samples.length,
    accuracyPct: round((100 * samples.filter(right).length) / samples.length, 1),
    shortSamples: short.length,
    shortAccuracyPct: round((100 * short.filter(right).length) / short.length, 1),
    microsPerDetection: round(micros, 1),
  };
}

export function benchDetection(): DetectionResult[] {
  return [measure('eld medium (server)', medium), measure('eld small', small)];
}
