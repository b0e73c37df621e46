import { useQuery } from '@tanstack/react-query';
import type { TranslateLanguages } from '../../../protocol';

/** GET /api/translate/languages: what the server's engine translates. */
export const TRANSLATE_LANGUAGES_KEY = ['/api/translate/languages'] as const;

/**
 * The pairs change only when the server's engine does: asked for once per page load. `enabled`
 * false: not yet (a closed dialog waits until the first screen is shown).
 */
export function useTranslateLanguages(enabled = true) {
  return useQuery<TranslateLanguages>({ queryKey: TRANSLATE_LANGUAGES_KEY, enabled });
}

/**
 * The targets worth offering for `source`: those the engine reaches from it, or for 'auto' from
 * any language (each message's own is only known when it arrives). Null until the list is known.
 */
export function targetsOffered(
  pairs: TranslateLanguages | undefined,
  source: string,
): Set<string> | null {
  if (!pairs) return null;
  const from =
    source === 'auto' ? pairs.languages : pairs.languages.filter((l) => l.code === source);
  return new Set(from.flatMap((l) => l.targets));
}

/** The sources worth offering: those with at least one target. Null until the list is known. */
export function sourcesOffered(pairs: TranslateLanguages | undefined): Set<string> | null {
  if (!pairs) return null;
  return new Set(pairs.languages.filter((l) => l.targets.length > 0).map((l) => l.code));
}
