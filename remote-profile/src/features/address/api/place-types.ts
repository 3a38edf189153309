import type { GeoPlace } from '@vd/contract';

/** What the address screen's place search offers, from our API or from Google Places. */
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
