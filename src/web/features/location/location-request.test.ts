import { describe, expect, it } from 'vitest';
import { locationMapUrl, locationRequest } from './location-request';

/** A stand-in for navigator.geolocation that answers once, as the browser would. */
function geolocation(answer: { coords?: Partial<GeolocationCoordinates>; errorCode?: number }) {
  return {
    getCurrentPosition(ok: PositionCallback, fail?: PositionErrorCallback | null) {
      if (answer.coords) ok({ coords: answer.coords, timestamp: 0 } as GeolocationPosition);
      else fail?.({ code: answer.errorCode, message: '' } as GeolocationPositionError);
    },
  };
}

describe('locationRequest (core 8 Location)', () => {
  it('should make a location message with 6 decimals of the position found', async () => {
    const coords = { latitude: 40.41677543, longitude: -3.70379001, accuracy: 20.04 };
    expect(await locationRequest(geolocation({ coords }))).toEqual({
      kind: 'found',
      share: {
        content: '40.416775, -3.703790',
        metadata: { latitude: 40.416775, longitude: -3.70379, accuracy: 20 },
      },
    });
  });

  it('should tell a denial (code 1) from a position not found (codes 2 and 3)', async () => {
    expect(await locationRequest(geolocation({ errorCode: 1 }))).toEqual({ kind: 'denied' });
    expect(await locationRequest(geolocation({ errorCode: 2 }))).toEqual({ kind: 'unavailable' });
    expect(await locationRequest(geolocation({ errorCode: 3 }))).toEqual({ kind: 'unavailable' });
  });

  it('should say unsupported where the browser has no geolocation', async () => {
    expect(await locationRequest(undefined)).toEqual({ kind: 'unsupported' });
  });

  it('should link Google Maps at the point', () => {
    expect(locationMapUrl(40.416775, -3.70379)).toBe(
      'https://www.google.com/maps?q=40.416775,-3.703790',
    );
  });
});
