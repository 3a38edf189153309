/**
 * The address screen's calls (spec section 7: POST address; the geocoding reads of our API) as
 * query options on the area's keys.
 */
import type { AddressInput, GeoPlace } from '@vd/contract';
import * as routes from '@vd/contract/routes';
import { callApi, isApiError } from '@vd/shared/api';
import { queryOptions } from '@vd/shared/data';
import { profileKeys } from '../../../lib/data/keys';

/** POST address. */
export async function postAddress(address: AddressInput): Promise<void> {
  await callApi(routes.saveAddress, { body: address });
}

/** GET geo/search?q=: places in India matching the text. */
export async function searchPlaces(q: string, signal?: AbortSignal): Promise<GeoPlace[]> {
  const data: unknown = await callApi(routes.geoSearch, { query: { q } }, { signal });
  return Array.isArray(data) ? (data as GeoPlace[]) : [];
}

/** GET geo/reverse?lat=&lng=: the nearest place, or null when none is known (404). */
export async function reverseGeocode(lat: number, lng: number, signal?: AbortSignal): Promise<GeoPlace | null> {
  try {
    const data = await callApi(routes.geoReverse, { query: { lat, lng } }, { signal });
    return data && typeof data.latitude === 'number' ? data : null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The shortest text GET geo/search accepts. */
export const PLACE_SEARCH_MIN_LENGTH = 2;

/**
 * Place suggestions for a search text (the caller debounces); answers stay fresh for a minute.
 * `search` is our API's by default; the address screen passes Google's when a key is configured.
 */
export function placeSearchQuery<T = GeoPlace>(q: string, search: (q: string, signal?: AbortSignal) => Promise<T[]> = searchPlaces as never) {
  const text = q.trim();
  return queryOptions({
    queryKey: profileKeys.business.placeSearch(text),
    queryFn: ({ signal }) => search(text, signal),
    staleTime: 60_000,
    enabled: text.length >= PLACE_SEARCH_MIN_LENGTH,
  });
}
