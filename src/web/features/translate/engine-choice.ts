import type { DeviceAvailability } from '../device-translate/translator-api';
import type { EnginePreference } from './engine-preference';

/** The engine name a translation made on the reader's device carries (`Translation.engine`). */
export const DEVICE_ENGINE = 'device';

/**
 * Asked first for a message: the device, when it has the pair ready and the reader prefers it;
 * else the server (whose answer may send us to the device after all: `whenServerCannot`).
 */
export function engineFirst(
  device: DeviceAvailability | null,
  preference: EnginePreference,
): 'device' | 'server' {
  return device === 'available' && preference === 'device' ? 'device' : 'server';
}

/**
 * The server could not translate: the device does it when it can now; a pack it could download
 * is offered (downloads wait for a tap); else the message stays 'Translation unavailable'.
 */
export function whenServerCannot(
  device: DeviceAvailability | null,
): 'device' | 'pack' | 'unavailable' {
  if (device === 'available') return 'device';
  if (device === 'downloadable' || device === 'downloading') return 'pack';
  return 'unavailable';
}
