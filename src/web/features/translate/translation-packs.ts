import type { QueryClient } from '@tanstack/react-query';
import { packDownloads } from '../device-translate/pack-download';
import type { ReaderTranslation } from './message-translation';
import { DEVICE_AVAILABILITY_ROOT } from './use-device-availability';

const watched = new WeakSet<QueryClient>();

/**
 * Once a pair's pack is in, every message that waited for it (in the chat, the list, Starred)
 * is asked for again, and this time the device translates it; Translation Settings' table too.
 */
export function packsWatch(client: QueryClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  packDownloads.onDone((source, target) => {
    void client.invalidateQueries({ queryKey: [DEVICE_AVAILABILITY_ROOT, source, target] });
    void client.invalidateQueries({
      queryKey: ['translation'],
      predicate: (q) => {
        const pack = (q.state.data as ReaderTranslation | undefined)?.pack;
        return pack?.sourceLanguage === source && pack.targetLanguage === target;
      },
    });
  });
}
