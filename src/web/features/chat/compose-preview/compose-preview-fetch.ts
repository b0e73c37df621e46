import { errorText } from '../../../lib/api';
import {
  translateText,
  translationCode,
  translationUnavailable,
} from '../../../lib/translate-text';

export interface ComposePreview {
  /** The message as the reader will see it. */
  translated: string;
  /** That translation put back into the sender's language; null when it could not be. */
  back: string | null;
  /** Why there is no back-translation. */
  backError: string | null;
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
  if (!to) throw new Error(translationUnavailable(mine, target));
  // The text may not be in the sender's usual language: let the server detect it.
  const forward = await translateText(text, 'auto', to, signal);
  const home = translationCode(mine);
  if (!home) {
    return {
      translated: forward.translatedText,
      back: null,
      backError: translationUnavailable(to, mine),
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
