import { useQueries } from '@tanstack/react-query';
import { deviceEngine } from '../device-translate/device-engine';
import type { DeviceAvailability, TranslatorPair } from '../device-translate/translator-api';

/** Where the device's answers are kept in the query cache; a finished download asks again. */
export const DEVICE_AVAILABILITY_ROOT = 'device-availability';

/**
 * What this device says of each pair (null without the API; undefined while it answers), in
 * the order asked.
 */
export function useDeviceAvailability(
  pairs: readonly TranslatorPair[],
): Array<DeviceAvailability | null | undefined> {
  return useQueries({
    queries: pairs.map(({ sourceLanguage: source, targetLanguage: target }) => ({
      queryKey: [DEVICE_AVAILABILITY_ROOT, source, target],
      queryFn: () => deviceEngine.availability(source, target),
      staleTime: Infinity,
    })),
  }).map((q) => q.data);
}
