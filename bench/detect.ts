/**
 * Language detection on the regression set (src/lang/testdata/chat-messages.tsv): accuracy per
 * kind of message (sentence, two words, one word) and microseconds per detection, for the
 * server's model (eld small) beside eld medium and extrasmall. Then the writer's-language
 * margin (PRIOR_MARGIN in src/lang/detect.ts) swept: accuracy when the writer's language is the
 * text's, and when it is any of the eleven others.
 *
 * `npx tsx bench/detect.ts` prints both tables on its own.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { eld as extrasmall } from 'eld/extrasmall';
import { eld as medium } from 'eld/medium';
import { eld as small } from 'eld/small';
import { TRANSLATION_LANGUAGES } from '../src/lang/catalog';
import type { NgramDetector } from '../src/lang/detect';
import { PRIOR_MARGIN, detectLanguage } from '../src/lang/detect';
import type { Sample } from '../src/lang/testdata/samples';
import { SAMPLE_KINDS, detectionSamples } from '../src/lang/testdata/samples';
import { printTable, round } from './lib/stats';

export interface DetectionResult {
  model: string;
  samples: number;
  sentencePct: number;
  pairPct: number;
  wordPct: number;
  /** Every sample, each written by someone of another translation language. */
  otherWriterPct: number;
  microsPerDetection: number;
}

export interface MarginResult {
  margin: string;
  [kindAndWriter: string]: string | number;
}

const ROUNDS = 50;
const CODES = TRANSLATION_LANGUAGES.map((l) => l.code);

const pct = (right: number, total: number) => round((100 * right) / total, 1);

/** Share of `samples` named right, with the writer's language `writer(s)` (none if undefined). */
function accuracy(
  detector: NgramDetector,
  samples: readonly Sample[],
  writers: (s: Sample) => Array<string | undefined>,
  margin = PRIOR_MARGIN,
): number {
  let right = 0;
  let total = 0;
  for (const s of samples) {
    for (const writer of writers(s)) {
      total++;
      if (detectLanguage(detector, s.text, writer, margin).language === s.language) right++;
    }
  }
  return pct(right, total);
}

const others = (s: Sample) => CODES.filter((c) => c !== s.language);

function measure(model: string, detector: NgramDetector): DetectionResult {
  const samples = detectionSamples();
  const ofKind = (kind: string) => samples.filter((s) => s.kind === kind);
  const alone = () => [undefined];
  // Warm-up, discarded: the first calls compile the detector's code paths.
  for (const s of samples) detectLanguage(detector, s.text);
  const t0 = performance.now();
  for (let r = 0; r < ROUNDS; r++) for (const s of samples) detectLanguage(detector, s.text);
  const micros = ((performance.now() - t0) * 1000) / (ROUNDS * samples.length);
  return {
    model,
    samples: samples.length,
    sentencePct: accuracy(detector, ofKind('sentence'), alone),
    pairPct: accuracy(detector, ofKind('pair'), alone),
    wordPct: accuracy(detector, ofKind('word'), alone),
    otherWriterPct: accuracy(detector, samples, others),
    microsPerDetection: round(micros, 1),
  };
}

export function benchDetection(): DetectionResult[] {
  return [
    measure('eld small (server)', small),
    measure('eld medium', medium),
    measure('eld extrasmall', extrasmall),
  ];
}

/** The margin sweep behind PRIOR_MARGIN, on the server's model. */
export function benchPriorMargins(): MarginResult[] {
  const samples = detectionSamples();
  return [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4].map((margin) => {
    const row: MarginResult = {
      margin: margin === PRIOR_MARGIN ? `${margin} (chosen)` : `${margin}`,
    };
    for (const kind of SAMPLE_KINDS) {
      const ofKind = samples.filter((s) => s.kind === kind);
      row[`${kind} own`] = accuracy(small, ofKind, (s) => [s.language], margin);
      row[`${kind} other`] = accuracy(small, ofKind, others, margin);
    }
    return row;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('Language detection on the regression set (src/lang/testdata)');
  printTable(benchDetection().map((d) => ({ ...d })));
  console.log("\nThe writer's language as a prior: accuracy (%) by margin, writer of the text's");
  console.log('language (own) or of any of the eleven others (other)');
  printTable(benchPriorMargins());
}
