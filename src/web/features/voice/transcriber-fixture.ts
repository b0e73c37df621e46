import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import english from 'virtual:catalog/en';
import { messagesFrom } from '../../i18n/catalog-load';
import { intlCreate, intlCurrentSet } from '../../i18n/intl';
import type { Recogniser, RecogniserResultEvent } from './speech-recogniser';
import type { TranslateFn } from './transcriber';
import { Transcriber } from './transcriber';

// What the transcriber's tests share: a recogniser they play, translators, a ready Transcriber.

/** A stand-in for the browser's SpeechRecognition: the test plays its events. */
export class FakeRecogniser implements Recogniser {
  continuous = false;
  interimResults = false;
  lang = '';
  onstart: (() => void) | null = null;
  onresult: ((event: RecogniserResultEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = 0;
  stopped = 0;
  aborted = 0;
  failStart = false;
  /** This run's results so far, as the browser resends them. */
  private results: Array<{ text: string; isFinal: boolean }> = [];

  start(): void {
    if (this.failStart) throw new Error('InvalidStateError');
    this.started++;
  }
  stop(): void {
    this.stopped++;
  }
  abort(): void {
    this.aborted++;
  }

  /** The browser says: result `index` is now `text` (final or not). */
  hear(index: number, text: string, isFinal: boolean): void {
    this.results[index] = { text, isFinal };
    const results = this.results.map((r) => Object.assign([{ transcript: r.text }], r));
    this.onresult?.({ results });
  }
}

/** A translator that answers when told to, so tests decide the order answers arrive in. */
export function deferredTranslator() {
  const calls: Array<{
    text: string;
    target: string;
    resolve: (t: string) => void;
    reject: (e: unknown) => void;
  }> = [];
  const translate: TranslateFn = (text, target) =>
    new Promise((resolve, reject) => calls.push({ text, target, resolve, reject }));
  return { calls, translate };
}

export const upper: TranslateFn = (text, target) =>
  Promise.resolve(`${target}:${text.toUpperCase()}`);

export function setup(translate: TranslateFn = upper, supported = true) {
  const recognisers: FakeRecogniser[] = [];
  const log = vi.fn();
  const t = new Transcriber({
    createRecogniser: supported
      ? () => {
          const r = new FakeRecogniser();
          recognisers.push(r);
          return r;
        }
      : null,
    translate,
    speechLanguage: 'en-US',
    target: 'es',
    log,
  });
  const rec = () => recognisers[recognisers.length - 1]!;
  return { t, rec, recognisers, log };
}

/** Lets resolved translations land. */
export async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

/**
 * The hooks of a file of Transcriber tests: its texts are said in the app language (English
 * here, from the real catalog), and its clock is a fake one the tests move.
 */
export function transcriberTestHooks(): void {
  beforeAll(() => intlCurrentSet(intlCreate('en', messagesFrom(english))));
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
