import type { Span } from '../../../lang/protect';
import { templateError } from '../../kernel/http';

/**
 * A translation engine (TRANSLATOR). Texts come cut into spans (lang/protect.ts): the kept ones
 * must come back unchanged. A pair the engine cannot do is an error, never the input echoed back
 * as if translated.
 */
export interface Translator {
  readonly engine: string;
  translate(texts: readonly Span[][], source: string, target: string): Promise<string[]>;
  /**
   * Of `codes`, the targets each source can be translated into, for GET
   * /api/translate/languages: what the client may offer without it failing.
   */
  languagePairs(codes: readonly string[]): Promise<LanguagePairs>;
  /**
   * The languages a pair goes through, in order (fr → en through es), for an engine that
   * chains pairs; none (or no method) for a direct translation.
   */
  via?(source: string, target: string): string[];
  close(): Promise<void>;
}

/** Source code → the target codes the engine translates it into. */
export type LanguagePairs = Map<string, string[]>;

/** The pairs among `codes` that `supports` accepts. */
export function pairsWhere(
  codes: readonly string[],
  supports: (source: string, target: string) => boolean,
): LanguagePairs {
  return new Map(codes.map((s) => [s, codes.filter((t) => t !== s && supports(s, t))]));
}

/** The refusal for a pair nobody can translate, in the words the client shows. */
export const translationUnavailable = (source: string, target: string) =>
  templateError(422, 'translationUnavailable', { source, target });
