import type { Translation, TranslationOutcome } from '../../../protocol';
import { spansAllKept, spansProtect } from '../../../lang/protect';
import type { LanguageDetector } from '../../context/app-context';
import type { Translator } from './translator';

/** Texts translated lately, by engine, pair, kept words and text: most chat repeats itself. */
const CACHE_MAX = 20_000;

export interface TextToTranslate {
  text: string;
  /** Known source language; detected when missing or 'auto'. */
  source?: string;
  /** Words to keep as they are (people's names, the user's own list). */
  keep?: readonly string[];
}

/**
 * Translation with its bookkeeping: the source detected when not given, text that needs no
 * translation returned as it is, every answer remembered, and identical requests that arrive
 * together sharing one call to the engine.
 */
export class TextTranslations {
  private readonly cache = new Map<string, string>();
  private readonly inflight = new Map<string, Promise<string>>();

  constructor(
    readonly translator: Translator,
    private readonly detector: LanguageDetector,
  ) {}

  /** Per text, its translation or why there is none, in order. Never throws for one text. */
  async translate(
    items: readonly TextToTranslate[],
    target: string,
    userId: string,
  ): Promise<TranslationOutcome[]> {
    return Promise.all(
      items.map(async (item): Promise<TranslationOutcome> => {
        const source =
          item.source && item.source !== 'auto'
            ? item.source
            : (await this.detector.detect(item.text, userId)).language;
        const spans = spansProtect(item.text, item.keep);
        // Spec: a same-language request returns the text untouched; so does one with nothing
        // but names, numbers, links and emoji in it.
        if (source === target || spansAllKept(spans)) {
          return { translatedText: item.text, detectedLanguage: source, engine: 'none' };
        }
        const { engine } = this.translator;
        const key = [
          engine,
          source,
          target,
          spans.map((s) => `${+s.keep}${s.text}`).join('\u0001'),
        ].join('\u0000');
        try {
          const translatedText = await this.once(key, async () => {
            const [text] = await this.translator.translate([spans], source, target);
            return text!;
          });
          return { translatedText, detectedLanguage: source, engine } satisfies Translation;
        } catch (err) {
          return { error: (err as Error).message, detectedLanguage: source };
        }
      }),
    );
  }

  async close(): Promise<void> {
    await this.translator.close();
  }

  /** The cached answer, the call already under way, or a new call whose answer is kept. */
  private once(key: string, call: () => Promise<string>): Promise<string> {
    const cached = this.cache.get(key);
    if (cached !== undefined) {
      // Recently used goes last, so the oldest go first.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return Promise.resolve(cached);
    }
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = call().then(
        (text) => {
          this.inflight.delete(key);
          if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
          this.cache.set(key, text);
          return text;
        },
        (err: unknown) => {
          this.inflight.delete(key);
          throw err;
        },
      );
      this.inflight.set(key, pending);
    }
    return pending;
  }
}
