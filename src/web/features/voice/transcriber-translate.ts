import { translateText, translationCode, translationUnavailable } from '../../lib/translate-text';
import { languagesMatch } from '../chat/compose-preview/compose-targets';
import type { TranslateFn } from './transcriber';

/**
 * The transcriber's translate function for speech in `spoken`: through POST /api/translate,
 * with no request where none can help (same language, or a target the server has no engine for;
 * the transcriber then keeps the words as heard).
 */
export function transcriberTranslate(spoken: string): TranslateFn {
  const source = translationCode(spoken) ?? 'auto';
  return async (text, target) => {
    if (languagesMatch(spoken, target)) return text;
    const to = translationCode(target);
    if (!to) throw new Error(translationUnavailable(spoken, target));
    return (await translateText(text, source, to)).translatedText;
  };
}
