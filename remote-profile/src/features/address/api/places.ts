/**
 * Where the address screen's place search and reverse geocoding come from:
 * - by default our API (GET geo/search, GET geo/reverse), backed by an embedded data set of Indian
 *   places — no call leaves our servers, in demo mode and tests;
 * - Google Places when the runtime configuration has a `mapsApiKey` (loaded on first use).
 */
import { getRuntimeConfig } from '@vd/shared/config';
import { reverseGeocode, searchPlaces } from './address';
import type { PlacesProvider } from './place-types';

export type { PlaceSuggestion, PlacesProvider } from './place-types';

export const apiPlaces: PlacesProvider = {
  kind: 'api',
  search: async (q, signal) =>
    (await searchPlaces(q, signal)).map((place, i) => ({ id: `${i}:${place.label}`, label: place.label, resolve: async () => place })),
  reverse: (latitude, longitude) => reverseGeocode(latitude, longitude),
};

let google: Promise<PlacesProvider> | null = null;

/** The provider for this page: Google when a key is configured (its module loads then), else our API. */
export function placesProvider(): Promise<PlacesProvider> {
  const key = getRuntimeConfig().mapsApiKey;
  if (!key) return Promise.resolve(apiPlaces);
  google ??= import('./google-places').then((m) => m.googlePlaces(key));
  return google;
}
