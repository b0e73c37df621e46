/**
 * A stand-in for the browser's Translator API, installed with `addInitScript`: the Chromium the
 * tests run has no on-device models (they download from the browser's vendor), so this plays
 * the browser's part, following the interface as documented in "Translator and Language
 * Detector APIs" (WICG Draft Community Group Report, the version Chrome 138 shipped) and MDN's
 * Translator pages:
 *
 * - `Translator.availability({ sourceLanguage, targetLanguage })` answers 'unavailable',
 *   'downloadable', 'downloading' or 'available';
 * - `Translator.create({ sourceLanguage, targetLanguage, monitor, signal })` rejects with a
 *   `NotSupportedError` for a pair the device cannot do, with a `NotAllowedError` when the pair
 *   must be downloaded and the page has no transient user activation, with an `AbortError`
 *   when its signal is aborted, and with a `NetworkError` when the download fails; while it
 *   downloads, the monitor's `downloadprogress` events carry `loaded` from 0 to 1 (`total` 1);
 * - a translator has `sourceLanguage`, `targetLanguage`, `inputQuota`, `translate(text)`,
 *   `translateStreaming(text)`, `measureInputUsage(text)` and `destroy()`, after which its
 *   calls reject with an `InvalidStateError`.
 *
 * A downloaded pack stays on the device (this origin's localStorage plays the disk), so a reload
 * finds the pair available. Its "model" is a phrasebook: a text it holds comes back translated,
 * any other comes back tagged with the target (`[ja] text`), so a test can tell what went
 * through it. `window.__translatorStandIn` counts (and keeps) the texts this page translated;
 * sessionStorage's `translator-standin:sent` keeps those of every page in the tab.
 */

export type StandInAvailability = 'unavailable' | 'downloadable' | 'available';

export interface StandInOptions {
  /** By `${source} ${target}`; a pair not named is 'unavailable'. */
  pairs: Record<string, StandInAvailability>;
  /** Texts and their translations, by `${source} ${target}`. */
  phrasebook?: Record<string, Record<string, string>>;
  /** Downloads fail with a NetworkError after some progress. */
  failDownloads?: boolean;
  /** Milliseconds between progress events. */
  stepMs?: number;
}

/** The init script: pass it with its options to `context.addInitScript(script, options)`. */
export function translatorStandIn(options: StandInOptions): void {
  const STORED = 'translator-standin:packs';
  /** Every text this tab's pages sent to the model, kept across reloads. */
  const SENT = 'translator-standin:sent';
  const stepMs = options.stepMs ?? 120;
  const downloaded = new Set<string>(JSON.parse(localStorage.getItem(STORED) ?? '[]') as string[]);
  const downloading = new Set<string>();
  const counters = { translated: 0, created: 0, downloads: 0, texts: [] as string[] };
  (window as unknown as { __translatorStandIn: typeof counters }).__translatorStandIn = counters;

  const keyOf = (o: { sourceLanguage?: unknown; targetLanguage?: unknown }) =>
    `${String(o.sourceLanguage)} ${String(o.targetLanguage)}`;
  const availabilityOf = (key: string) => {
    const listed = options.pairs[key] ?? 'unavailable';
    if (listed === 'unavailable') return 'unavailable';
    if (listed === 'available' || downloaded.has(key)) return 'available';
    return downloading.has(key) ? 'downloading' : 'downloadable';
  };
  const aborted = (signal?: AbortSignal) =>
    signal?.aborted ? (signal.reason ?? new DOMException('Aborted', 'AbortError')) : null;

  class StandInTranslator {
    private destroyed = false;
    readonly inputQuota = 10_000;
    constructor(
      readonly sourceLanguage: string,
      readonly targetLanguage: string,
    ) {}

    async translate(text: string, o: { signal?: AbortSignal } = {}): Promise<string> {
      if (this.destroyed)
        throw new DOMException('The translator was destroyed', 'InvalidStateError');
      const stop = aborted(o.signal);
      if (stop) throw stop;
      if (typeof text !== 'string') throw new TypeError('text must be a string');
      await new Promise((r) => setTimeout(r, 5));
      counters.translated += 1;
      counters.texts.push(text);
      const all = JSON.parse(sessionStorage.getItem(SENT) ?? '[]') as string[];
      sessionStorage.setItem(SENT, JSON.stringify([...all, text]));
      const book = options.phrasebook?.[`${this.sourceLanguage} ${this.targetLanguage}`] ?? {};
      return book[text] ?? `[${this.targetLanguage}] ${text}`;
    }

    translateStreaming(text: string, o: { signal?: AbortSignal } = {}): ReadableStream<string> {
      const whole = this.translate(text, o);
      return new ReadableStream<string>({
        async start(controller) {
          try {
            controller.enqueue(await whole);
            controller.close();
          } catch (err) {
            controller.error(err);
          }
        },
      });
    }

    async measureInputUsage(text: string): Promise<number> {
      if (this.destroyed)
        throw new DOMException('The translator was destroyed', 'InvalidStateError');
      return text.length;
    }

    destroy(): void {
      this.destroyed = true;
    }
  }

  const api = {
    async availability(o: { sourceLanguage: string; targetLanguage: string }) {
      if (typeof o?.sourceLanguage !== 'string' || typeof o?.targetLanguage !== 'string')
        throw new TypeError('sourceLanguage and targetLanguage are required');
      return availabilityOf(keyOf(o));
    },

    async create(o: {
      sourceLanguage: string;
      targetLanguage: string;
      monitor?: (m: EventTarget) => void;
      signal?: AbortSignal;
    }) {
      const stop = aborted(o?.signal);
      if (stop) throw stop;
      const key = keyOf(o);
      const state = availabilityOf(key);
      if (state === 'unavailable')
        throw new DOMException('This pair is not supported', 'NotSupportedError');
      const monitor = new EventTarget();
      o.monitor?.(monitor);
      const progress = (loaded: number) =>
        monitor.dispatchEvent(new ProgressEvent('downloadprogress', { loaded, total: 1 }));
      if (state !== 'available') {
        // Checked at the call, as the browser does: an await before it loses the gesture.
        if (!navigator.userActivation?.isActive)
          throw new DOMException('Requires a user gesture', 'NotAllowedError');
        downloading.add(key);
        counters.downloads += 1;
        try {
          for (const loaded of [0, 0.25, 0.5, 0.75]) {
            progress(loaded);
            await new Promise((r) => setTimeout(r, stepMs));
            const late = aborted(o.signal);
            if (late) throw late;
            if (options.failDownloads && loaded >= 0.5)
              throw new DOMException('The download failed', 'NetworkError');
          }
          progress(1);
          downloaded.add(key);
          localStorage.setItem(STORED, JSON.stringify([...downloaded]));
        } finally {
          downloading.delete(key);
        }
      }
      counters.created += 1;
      return new StandInTranslator(o.sourceLanguage, o.targetLanguage);
    },
  };
  Object.defineProperty(window, 'Translator', { value: api, configurable: true, writable: true });
}

/** The stand-in as the text of an init script, for `stage.phone(...)`. */
export function standInScript(options: StandInOptions): string {
  return `(${translatorStandIn.toString()})(${JSON.stringify(options)});`;
}

/** A browser without the API at all (Firefox, Safari, a phone): this Chromium has one. */
export const NO_TRANSLATOR = `Object.defineProperty(window, 'Translator', { value: undefined, configurable: true });`;
