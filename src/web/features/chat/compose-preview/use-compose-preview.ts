import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { packDownloads } from '../../device-translate/pack-download';
import { languagesMatch } from './compose-targets';
import { composePreviewFetch } from './compose-preview-fetch';
import { useDebounced } from './use-debounced';

/**
 * A pause in typing this long means the writer is reading what they wrote: check it then, not
 * on every keystroke (which would also spend the per-user translation rate limit).
 */
export const PREVIEW_DELAY_MS = 400;

/**
 * The translation and back-translation of the composer's text. Each settled text is one query:
 * when the text moves on, the query for the old one loses its last observer and TanStack Query
 * aborts its request (the fetch takes the query's signal). The last answer stays on screen
 * while the next one loads, so the panel does not flicker while typing.
 */
export function useComposePreview(text: string, mine: string, target: string | null) {
  const settled = useDebounced(text.trim(), PREVIEW_DELAY_MS);
  const client = useQueryClient();
  // A pack downloaded from the panel: check again, now on this device.
  useEffect(
    () =>
      packDownloads.onDone(() => void client.invalidateQueries({ queryKey: ['compose-preview'] })),
    [client],
  );
  const wanted = !!settled && !!target && !languagesMatch(mine, target);
  const query = useQuery({
    queryKey: ['compose-preview', mine, target, settled],
    queryFn: ({ signal }) => composePreviewFetch(settled, mine, target!, signal),
    enabled: wanted,
    placeholderData: keepPreviousData,
    gcTime: 60_000,
  });
  return {
    query,
    /** Typing has not settled yet, or the answer for the settled text is on its way. */
    waiting: wanted && (settled !== text.trim() || query.isFetching),
    wanted,
  };
}
