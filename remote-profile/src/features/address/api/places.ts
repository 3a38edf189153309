/**
 * Where the address screen's place search and reverse geocoding come from (decision 0034):
 * - by default our API (GET geo/search, GET geo/reverse), backed by an embedded data set of Indian
 *   places — no call leaves our servers, in demo mode and tests;
 * - Google Places when the runtime configuration has a `mapsApiKey` (loaded on first use).
 */
import { getRuntimeConfig } from '@vd/shared/config';
import type { GeoPlace } from '@vd/contract';
import { reverseGeocode, searchPlaces } from './address';

export interface PlaceSuggestion {
  id: string;
  label: string;
  /** The place with coordinates (Google needs a second call for them). */
  resolve: () => Promise<GeoPlace | null>;
}

export interface PlacesProvider {
  kind: 'api' | 'google';
  search: (q: string, signal?: AbortSignal) => Promise<PlaceSuggestion[]>;
  reverse: (latitude: number, longitude: number) => Promise<GeoPlace | null>;
}

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
