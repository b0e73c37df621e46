import type { QueryClient } from '@tanstack/react-query';
import { deviceEngine } from '../device-translate/device-engine';
import { packDownloads } from '../device-translate/pack-download';
import { DEVICE_ENGINE } from './engine-choice';
import { enginePreference } from './engine-preference';
import type { ReaderTranslation } from './message-translation';
import { DEVICE_AVAILABILITY_ROOT } from './use-device-availability';

const watched = new WeakSet<QueryClient>();

/**
 * Messages asked again when this device turns out able to translate their pair: once a pack is
 * downloaded, every message that waited for it (in the chat, the list, Starred), and Translation
 * Settings' table; once the device is found to have a pair ready (its answer came after the
 * server's), what the server translated, where the reader prefers the device.
 */
export function devicePairsWatch(client: QueryClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  const pairOf = (q: { queryKey: readonly unknown[]; state: { data?: unknown } }) => {
    const data = q.state.data as ReaderTranslation | undefined;
    return { data, target: q.queryKey[3] };
  };
  packDownloads.onDone((source, target) => {
    void client.invalidateQueries({ queryKey: [DEVICE_AVAILABILITY_ROOT, source, target] });
    void client.invalidateQueries({
      queryKey: ['translation'],
      predicate: (q) => {
        const pack = pairOf(q).data?.pack;
        return pack?.sourceLanguage === source && pack.targetLanguage === target;
      },
    });
  });
  deviceEngine.onAvailable((source, target) => {
    if (enginePreference() !== 'device') return;
    void client.invalidateQueries({
      queryKey: ['translation'],
      predicate: (q) => {
        const { data, target: to } = pairOf(q);
        return (
          !!data &&
          !('error' in data) &&
          data.engine !== DEVICE_ENGINE &&
          data.engine !== 'none' &&
          data.detectedLanguage === source &&
          to === target
        );
      },
    });
  });
}
