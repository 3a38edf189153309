import { GEO_SEARCH_DEFAULT_LIMIT, isInIndia } from '@vd/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import * as routes from '@vd/contract/routes';
import { on } from '../../http/route.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { typed } from '../../http/typed.js';
import { outsideIndia } from '../address/model.js';
import { requireVendor } from '../auth/guard.js';
import { loadGazetteer, nearestPlace, searchPlaces, toGeoPlace } from './gazetteer.js';

/** How far GET geo/reverse looks for a known place. */
export const REVERSE_MAX_KM = 50;

/**
 * Reads the place data now rather than on the first address search (2-4 s of one core and
 * ~70 MB, once per process). main.ts calls it after listening; tests that build many apps do not.
 */
export function warmGeocoder(log: FastifyBaseLogger): void {
  const started = performance.now();
  loadGazetteer().then(
    (g) => log.info({ places: g.places.length, ms: Math.round(performance.now() - started) }, 'geocoding data loaded'),
    (err: unknown) => log.error({ err }, 'geocoding data could not be loaded'),
  );
}

/**
 * GET geo/search and GET geo/reverse (issue 12, decision 0031): offline geocoding for the address
 * screen from embedded Indian postal data. Signed-in vendors only (it is the address screen's).
 */
export async function geoRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typed(fastify);
  const guard = requireVendor(ctx, { allowUnapproved: true });

  on(app, routes.geoSearch, { preValidation: guard }, async (req) => {
    const g = await loadGazetteer();
    return searchPlaces(g, req.query.q, req.query.limit ?? GEO_SEARCH_DEFAULT_LIMIT);
  });

  on(app, routes.geoReverse, { preValidation: guard }, async (req) => {
    const { lat, lng } = req.query;
    if (!isInIndia(lat, lng)) throw outsideIndia();
    const g = await loadGazetteer();
    const hit = nearestPlace(g, lat, lng, REVERSE_MAX_KM);
    if (!hit) throw notFound('PLACE_NOT_FOUND', 'Could not determine address from your location.');
    return toGeoPlace(hit.place, hit.km);
  });
}
