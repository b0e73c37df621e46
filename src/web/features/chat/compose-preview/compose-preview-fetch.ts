import { errorText } from '../../../lib/api';
import {
  translateText,
  translationCode,
  translationUnavailable,
} from '../../../lib/translate-text';

/** A pair of languages this app has no translation for (codes, as the server names them). */
export interface UnavailablePair {
  from: string;
  to: string;
}

/**
 * The forward translation cannot be done: no engine for the pair. Its message is the server's
 * English words for the same refusal; the panel says it in the app language from the pair.
 */
export class PairUnavailableError extends Error {
  readonly pair: UnavailablePair;

  constructor(from: string, to: string) {
    super(translationUnavailable(from, to));
    this.name = 'PairUnavailableError';
    this.pair = { from, to };
  }
}

export interface ComposePreview {
  /** The message as the reader will see it. */
  translated: string;
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
  const forward = await translateText(text, 'auto', to, signal);
  const home = translationCode(mine);
  if (!home) {
    return {
      translated: forward.translatedText,
      back: null,
      backError: { from: to, to: mine },
    };
  }
  try {
    const back = await translateText(forward.translatedText, to, home, signal);
    return { translated: forward.translatedText, back: back.translatedText, backError: null };
  } catch (err) {
    if (signal?.aborted) throw err;
    return { translated: forward.translatedText, back: null, backError: errorText(err) };
  }
}
