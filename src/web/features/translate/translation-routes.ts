import type { TranslateLanguages } from '../../../protocol';
import type { DeviceAvailability } from '../device-translate/translator-api';
import { engineFirst, whenServerCannot } from './engine-choice';
import type { EnginePreference } from './engine-preference';

/** How messages in one language reach a reader in another. */
export type TranslationRoute = 'server' | 'device' | 'download' | 'unavailable';

/** True when the server's engine translates `source` into `target`. */
export function serverTranslates(
  pairs: TranslateLanguages | undefined,
  source: string,
  target: string,
): boolean {
  return !!pairs?.languages.find((l) => l.code === source)?.targets.includes(target);
}

/** The languages the server's engine goes through for the pair (none: direct). */
export function serverVia(
  pairs: TranslateLanguages | undefined,
  source: string,
  target: string,
): string[] {
  return pairs?.languages.find((l) => l.code === source)?.via?.[target] ?? [];
}

/**
 * The route a message takes, by the same rules a message's translation follows
 * (`message-translation.ts`): the device first when it is ready and preferred, the server where
 * it can, else the device, a pack a download away, or nothing.
 */
export function translationRoute(
  serverCan: boolean,
  device: DeviceAvailability | null,
  preference: EnginePreference,
): TranslationRoute {
  if (engineFirst(device, preference) === 'device') return 'device';
  if (serverCan) return 'server';
  const next = whenServerCannot(device);
  return next === 'device' ? 'device' : next === 'pack' ? 'download' : 'unavailable';
}
