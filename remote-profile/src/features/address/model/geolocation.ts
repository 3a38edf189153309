/**
 * The browser's position for 'use current location' (spec section 9: timeout 10000 ms, high
 * accuracy, no cached position), as a promise with the failure reasons the screen tells apart.
 */

export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

export type LocateFailure = 'unsupported' | 'failed';

export type LocateResult = { ok: true; latitude: number; longitude: number } | { ok: false; reason: LocateFailure };

export function locate(geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation): Promise<LocateResult> {
  if (!geolocation) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ ok: true, latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve({ ok: false, reason: 'failed' }),
      GEOLOCATION_OPTIONS,
    );
  });
}
