import { type GeoPlace, isInIndia } from '@vd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/types.js';
import { AppError, notFound } from '../../http/errors.js';
import { concurrencyLimit, releasePlace, takePlace } from '../../lib/concurrency.js';
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

/** Searches one vendor may have waiting or running at once, over every API process (counted in the database). */
export const GEO_SEARCHES_PER_VENDOR = 2;
/** Searches one process takes at once (waiting or running); one more is refused at once. */
export const GEO_MAX_IN_LINE = 32;
/** A vendor's search place is leased this long (a search waits and runs well under a second). */
export const GEO_PLACE_LEASE_SECONDS = 30;

export const geoBusy = () => new AppError(503, 'GEO_SEARCH_BUSY', 'Place search is busy right now. Please try again in a moment.', {}, { 'Retry-After': '1' });

export const geoSearchInProgress = () =>
  new AppError(429, 'GEO_SEARCH_IN_PROGRESS', 'Too many place searches at once. Please wait for the last one to finish.', {}, { 'Retry-After': '1' });

/**
 * Searches run one at a time per process, each after letting everything else waiting on the event
 * loop run: a search is bounded (searchWords, MAX_RANKED_PLACES: tens of ms at worst), so twenty at
 * once delay other requests by one search at most, not twenty. The line is bounded too: a process
 * takes at most GEO_MAX_IN_LINE searches at once (503 GEO_SEARCH_BUSY with Retry-After past it, at
 * once), and one vendor holds at most GEO_SEARCHES_PER_VENDOR places over every process (429
 * GEO_SEARCH_IN_PROGRESS), so one vendor cannot fill the line for the others. A search whose caller
 * has gone is skipped.
 */
export function geoService(db: Database) {
  const oneAtATime = concurrencyLimit(1);
  let inLine = 0;
  return {
    async search(vendorId: string, q: string, limit: number, cancelled: () => boolean = () => false): Promise<GeoPlace[]> {
      if (inLine >= GEO_MAX_IN_LINE) throw geoBusy();
      inLine++;
      try {
        const g = await loadGazetteer();
        const place = await takePlace(db, 'geo-search', vendorId, GEO_SEARCHES_PER_VENDOR, GEO_PLACE_LEASE_SECONDS);
        if (!place) throw geoSearchInProgress();
        try {
          return await oneAtATime(async () => {
            await yieldToOthers();
            return cancelled() ? [] : searchPlaces(g, q, limit);
          });
        } finally {
          await releasePlace(db, place).catch(() => undefined);
        }
      } finally {
        inLine--;
      }
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
