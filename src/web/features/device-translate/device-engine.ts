import { spansAllKept, spansProtect } from '../../../lang/protect';
import type { DeviceAvailability, DeviceTranslator, TranslatorStatic } from './translator-api';
import { translatorApi } from './translator-api';

const pairKey = (source: string, target: string) => `${source} ${target}`;
/** A piece's blanks around its words: a model may drop them, and the sentence needs them. */
const EDGES = /^(\s*)([\s\S]*?)(\s*)$/u;
const LETTER = /\p{L}/u;
/**
 * A device that has not answered by then is taken as unable, for this page: a translation must
 * never wait on it (an answer takes milliseconds where the API works).
 */
export const AVAILABILITY_WAIT_MS = 5_000;

/**
 * Translation on the reader's device, through the browser's Translator API. It never starts a
 * download (`packDownload` does, after a tap): a pair is used only once it is `available`.
 * Names, links, numbers and the reader's do-not-translate words (`spansProtect`) are never sent
 * to the model: the pieces between them are translated one by one and put back around them.
 */
export class DeviceEngine {
  private readonly availabilities = new Map<string, Promise<DeviceAvailability>>();
  /** The answers already in, for a choice that must not wait (a chat's first paint). */
  private readonly settled = new Map<string, DeviceAvailability>();
  private readonly availableListeners = new Set<(source: string, target: string) => void>();
  private readonly translators = new Map<string, Promise<DeviceTranslator>>();

  constructor(private readonly api: () => TranslatorStatic | null = translatorApi) {}

  /** True where the browser has the API at all. */
  present(): boolean {
    return this.api() !== null;
  }

  /** What the device says of the pair; null without the API. Asked once per pair until `forget`. */
  async availability(source: string, target: string): Promise<DeviceAvailability | null> {
    const api = this.api();
    if (!api) return null;
    const key = pairKey(source, target);
    let known = this.availabilities.get(key);
    if (!known) {
      const asked = api
        .availability({ sourceLanguage: source, targetLanguage: target })
        .catch(() => 'unavailable' as const);
      known = Promise.race([
        asked,
        new Promise<'unavailable'>((resolve) =>
          setTimeout(() => resolve('unavailable'), AVAILABILITY_WAIT_MS),
        ),
      ]).then((answer) => this.settle(source, target, answer));
      this.availabilities.set(key, known);
    }
    return known;
  }

  /**
   * What the device said of the pair, if it has answered already: undefined while unknown
   * (then `availability` asks), null without the API.
   */
  known(source: string, target: string): DeviceAvailability | null | undefined {
    if (!this.api()) return null;
    return this.settled.get(pairKey(source, target));
  }

  /** Told when a pair is found ready on this device (asked, or just downloaded). */
  onAvailable(listener: (source: string, target: string) => void): () => void {
    this.availableListeners.add(listener);
    return () => this.availableListeners.delete(listener);
  }

  /** The pair changed (a download ended, well or not): ask the device again. */
  forget(source: string, target: string): void {
    this.availabilities.delete(pairKey(source, target));
    this.settled.delete(pairKey(source, target));
  }

  private settle(source: string, target: string, answer: DeviceAvailability): DeviceAvailability {
    const key = pairKey(source, target);
    const before = this.settled.get(key);
    this.settled.set(key, answer);
    if (answer === 'available' && before !== 'available')
      for (const listener of this.availableListeners) listener(source, target);
    return answer;
  }

  /** A translator made by a download (`packDownload`): used from now on. */
  adopt(translator: DeviceTranslator): void {
    const { sourceLanguage: source, targetLanguage: target } = translator;
    this.translators.set(pairKey(source, target), Promise.resolve(translator));
    this.availabilities.set(pairKey(source, target), Promise.resolve('available'));
    this.settle(source, target, 'available');
  }

  /** `text` in `target`, with `keep` (and names, links, numbers...) left as written. */
  async translate(
    text: string,
    source: string,
    target: string,
    keep: readonly string[] = [],
  ): Promise<string> {
    const spans = spansProtect(text, keep);
    if (spansAllKept(spans)) return text;
    const translator = await this.translator(source, target);
    const pieces = [];
    // One at a time: the browser runs a translator's calls in turn anyway.
    for (const span of spans) {
      const [, before = '', words = '', after = ''] = EDGES.exec(span.text) ?? [];
      pieces.push(
        span.keep || !LETTER.test(words)
          ? span.text
          : before + (await translator.translate(words)) + after,
      );
    }
    return pieces.join('');
  }

  private translator(source: string, target: string): Promise<DeviceTranslator> {
    const key = pairKey(source, target);
    let made = this.translators.get(key);
    if (!made) {
      const api = this.api();
      if (!api) return Promise.reject(new Error('No translator on this device'));
      made = (async () => {
        if ((await this.availability(source, target)) !== 'available')
          throw new Error('The language pack is not on this device');
        return api.create({ sourceLanguage: source, targetLanguage: target });
      })();
      // A failed one is asked for again next time (the pack may have come meanwhile).
      made.catch(() => this.translators.delete(key));
      this.translators.set(key, made);
    }
    return made;
  }
}

/** The app's one engine: every bubble, list row and download shares its translators. */
export const deviceEngine = new DeviceEngine();
