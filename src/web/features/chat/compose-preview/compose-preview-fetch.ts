import type { Translation, TranslationOutcome } from '../../../../protocol';
import { ApiError, errorText } from '../../../lib/api';
import {
  translateText,
  translationCode,
  translationUnavailable,
} from '../../../lib/translate-text';
import type { TranslatorPair } from '../../device-translate/translator-api';
import { DEVICE_ENGINE } from '../../translate/engine-choice';
import { deviceOutcome } from '../../translate/device-translation';
import { throughEngines } from '../../translate/through-engines';

/** A pair of languages this app has no translation for (codes, as the server names them). */
export interface UnavailablePair {
  from: string;
  to: string;
  /** This device could translate it once the pair's pack is downloaded. */
  pack?: TranslatorPair;
}

/**
 * The forward translation cannot be done: no engine for the pair. Its message is the server's
 * English words for the same refusal; the panel says it in the app language from the pair.
 */
export class PairUnavailableError extends Error {
  readonly pair: UnavailablePair;

  constructor(from: string, to: string, pack?: TranslatorPair) {
    super(translationUnavailable(from, to));
    this.name = 'PairUnavailableError';
    this.pair = pack ? { from, to, pack } : { from, to };
  }
}

/** The pair a 422 'Translation unavailable for …' names; null for any other failure. */
function refusedPair(err: unknown): { source: string; target: string } | null {
  if (!(err instanceof ApiError) || err.status !== 422) return null;
  const body = err.body as { code?: unknown; params?: { source?: unknown; target?: unknown } };
  const { source, target } = body?.params ?? {};
  if (body?.code !== 'translationUnavailable') return null;
  return typeof source === 'string' && typeof target === 'string' ? { source, target } : null;
}

/**
 * One way of the check: by the server, or on the writer's own device where the server cannot
 * (or the writer prefers the device and has the pair). A draft is never kept in the browser's
 * cache. Rejects as the server did, or with a {@link PairUnavailableError} naming the pack the
 * device could download.
 */
async function oneWay(
  text: string,
  source: string,
  target: string,
  signal?: AbortSignal,
): Promise<Translation> {
  const answer = await throughEngines<TranslationOutcome>({
    source: source === 'auto' ? null : source,
    target,
    server: () =>
      translateText(text, source, target, signal).catch((err: unknown) => {
        const pair = refusedPair(err);
        if (!pair || signal?.aborted) throw err;
        return { error: errorText(err), detectedLanguage: pair.source };
      }),
    // A draft: never kept in the browser's cache.
    device: (from) => deviceOutcome({ words: text, source: from, target, keep: [], cacheAs: null }),
  });
  if (!('error' in answer)) return answer;
  throw new PairUnavailableError(answer.detectedLanguage ?? source, target, answer.pack);
}

export interface ComposePreview {
  /** The message as the reader will see it. */
  translated: string;
  /** One way or the other was translated by this device's own translator. */
  onDevice: boolean;
  /** That translation put back into the sender's language; null when it could not be. */
  back: string | null;
  /**
   * Why there is no back-translation: the server's words, or the pair there is no engine for
   * (the panel words it in the app language).
   */
  backError: string | UnavailablePair | null;
}

/**
 * The message translated into `target` and back into `mine`. Rejects (with the server's words,
 * such as 'Translation unavailable for es → ja') when the forward translation fails; a failed
 * way back still shows the forward one.
 */
export async function composePreviewFetch(
  text: string,
  mine: string,
  target: string,
  signal?: AbortSignal,
): Promise<ComposePreview> {
  const to = translationCode(target);
  if (!to) throw new PairUnavailableError(mine, target);
  // The text may not be in the sender's usual language: let the server detect it.
  const forward = await oneWay(text, 'auto', to, signal);
  const translated = forward.translatedText;
  const onDevice = forward.engine === DEVICE_ENGINE;
  const home = translationCode(mine);
  if (!home) return { translated, onDevice, back: null, backError: { from: to, to: mine } };
  try {
    const back = await oneWay(translated, to, home, signal);
    const both = onDevice || back.engine === DEVICE_ENGINE;
    return { translated, onDevice: both, back: back.translatedText, backError: null };
  } catch (err) {
    if (signal?.aborted) throw err;
    const backError = err instanceof PairUnavailableError ? err.pair : errorText(err);
    return { translated, onDevice, back: null, backError };
  }
}
