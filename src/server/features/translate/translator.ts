import type { Span } from '../../../lang/protect';
import { HttpError } from '../../http';

/**
 * A translation engine (TRANSLATOR). Texts come cut into spans (lang/protect.ts): the kept ones
 * must come back unchanged. A pair the engine cannot do is an error, never the input echoed back
 * as if translated.
 */
export interface Translator {
  readonly engine: string;
  translate(texts: readonly Span[][], source: string, target: string): Promise<string[]>;
  close(): Promise<void>;
}

/** The refusal for a pair nobody can translate, in the words the client shows. */
export const translationUnavailable = (source: string, target: string) =>
  new HttpError(422, `Translation unavailable for ${source} → ${target}`);
