import type { RichShare } from '../../../protocol';
import { locationShare } from '../../../protocol';

/** What asking the browser for the position came to. */
export type LocationOutcome =
  { kind: 'found'; share: RichShare } | { kind: 'denied' | 'unsupported' | 'unavailable' };

/**
 * How long to wait for a position. Long enough for a phone to get a fix outdoors; a minute-old
 * position is good enough to say where one is.
 */
export const LOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: 60_000,
};

/** GeolocationPositionError.PERMISSION_DENIED (the constant is not on every stand-in). */
const PERMISSION_DENIED = 1;

/**
 * Asks the browser where the user is and makes the location message of it (6 decimals). The
 * geolocation is passed in (`navigator.geolocation`; undefined where there is none).
 */
export function locationRequest(
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined,
): Promise<LocationOutcome> {
  if (!geolocation) return Promise.resolve({ kind: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          kind: 'found',
          share: locationShare(coords.latitude, coords.longitude, coords.accuracy ?? undefined),
        }),
      (err) => resolve({ kind: err.code === PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      LOCATION_OPTIONS,
    );
  });
}

/** Google Maps at this point (6 decimals, as shown), as the bubble's link opens it. */
export function locationMapUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps?q=${latitude.toFixed(6)},${longitude.toFixed(6)}`;
}
