import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StatusUpdate, TranslationOutcome } from '../../../protocol';
import { currentUserIdGet } from '../../lib/current-user';
import { deviceOutcome, userName, wordsKept } from '../translate/device-translation';
import { devicePairsWatch } from '../translate/device-pairs-watch';
import type { WithPack } from '../translate/through-engines';
import { throughEngines } from '../translate/through-engines';
import type { StatusWordsShown } from './status-words';
import { statusWordsShown } from './status-words';

/** Where a status's translation as its reader gets it is cached, laid out as a message's. */
export function statusTranslationKey(id: string, target: string, source: string) {
  return ['translation', 'status', id, target, source] as const;
}

/**
 * A status's words as its reader sees them: the server's translation, which comes with the
 * status, or this device's where the server could not or the reader prefers the device (as a
 * message's, `../translate/through-engines.ts`), with the pack it could download. Kept in the
 * browser's cache, like a message's; the author's and reader's names and the reader's own
 * do-not-translate words stay as written, as the server keeps them.
 */
export function useStatusWords(status: StatusUpdate, showOriginal: boolean): StatusWordsShown {
  const client = useQueryClient();
  const { translation, language: source, content } = status;
  const server = translation && !('error' in translation) ? translation : null;
  // Only words the server was asked about, and not those it found in the reader's language.
  const wanted = !!translation && !!source && server?.engine !== 'none';
  const target = translation?.targetLanguage ?? '';
  const query = useQuery<WithPack<TranslationOutcome>>({
    queryKey: statusTranslationKey(status.id, target, source ?? ''),
    enabled: wanted,
    staleTime: Infinity,
    queryFn: () => {
      devicePairsWatch(client);
      return throughEngines<TranslationOutcome>({
        source,
        target,
        server: () => Promise.resolve(translation!),
        // The author's and the reader's names stay as written, as the server keeps them.
        device: async (from) =>
          deviceOutcome({
            words: content,
            source: from,
            target,
            keep: await wordsKept(client, [
              status.author.displayName,
              userName(client, currentUserIdGet()),
            ]),
            cacheAs: { id: `status:${status.id}`, version: null },
          }),
      });
    },
  });
  const answer = wanted && query.data ? { ...query.data, targetLanguage: target } : translation;
  return statusWordsShown({ ...status, translation: answer }, showOriginal);
}
