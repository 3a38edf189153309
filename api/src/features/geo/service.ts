import { type GeoPlace, isInIndia } from '@vd/contract';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../http/errors.js';
import { concurrencyLimit } from '../../lib/concurrency.js';
import { outsideIndia } from '../address/model.js';
import { loadGazetteer, nearestPlace, searchPlaces, toGeoPlace } from './gazetteer.js';

/** How far GET geo/reverse looks for a known place. */
export const REVERSE_MAX_KM = 50;

/**
 * Reads the place data now rather than on the first address search (seconds of one core and
 * tens of MB, once per process). main.ts calls it after listening; tests that build many apps do not.
 */
export function warmGeocoder(log: FastifyBaseLogger): void {
  const started = performance.now();
  loadGazetteer().then(
    (g) => log.info({ places: g.places.length, ms: Math.round(performance.now() - started) }, 'geocoding data loaded'),
    (err: unknown) => log.error({ err }, 'geocoding data could not be loaded'),
  );
}

/** The event loop's other work (other requests, /health) runs before the next search. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Searches run one at a time per process, each after letting everything else waiting on the event
 * loop run: a search is bounded (searchWords, MAX_RANKED_PLACES: tens of ms at
 * worst), so twenty at once delay other requests by one search at most, not twenty.
 */
export function geoService() {
  const oneAtATime = concurrencyLimit(1);
  return {
    async search(q: string, limit: number): Promise<GeoPlace[]> {
      const g = await loadGazetteer();
      return oneAtATime(async () => {
        await yieldToOthers();
        return searchPlaces(g, q, limit);
      });
    },
    /** 400 LOCATION_OUTSIDE_INDIA outside India; 404 PLACE_NOT_FOUND when nothing is within REVERSE_MAX_KM. */
    async reverse(lat: number, lng: number): Promise<GeoPlace> {
      if (!isInIndia(lat, lng)) throw outsideIndia();
      const g = await loadGazetteer();
      const hit = nearestPlace(g, lat, lng, REVERSE_MAX_KM);
      if (!hit) throw notFound('PLACE_NOT_FOUND', 'Could not determine address from your location.');
      return toGeoPlace(hit.place, hit.km);
    },
  };
}
