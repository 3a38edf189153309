import { GEO_SEARCH_DEFAULT_LIMIT } from '@vd/contract';
import type { FastifyInstance } from 'fastify';
import { on } from '../../http/route.js';
import * as routes from '@vd/contract/routes';
import type { AppContext } from '../../context.js';
import { typed } from '../../http/typed.js';
import { requireVendor, vendorOf } from '../auth/guard.js';
import { geoService } from './service.js';

export { REVERSE_MAX_KM, warmGeocoder } from './service.js';

/**
 * GET geo/search and GET geo/reverse: offline geocoding for the address
 * screen from embedded Indian postal data. Signed-in vendors only (it is the address screen's;
 * vendors still pending approval too), the search's line bounded per vendor and per process.
 */
export async function geoRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typed(fastify);
  const guard = requireVendor(ctx, { allowUnapproved: true });
  const geo = geoService(ctx.db);
  on(app, routes.geoSearch, { preValidation: guard }, async (req) =>
    geo.search(vendorOf(req).vendorId, req.query.q, req.query.limit ?? GEO_SEARCH_DEFAULT_LIMIT, () => req.raw.socket?.destroyed === true),
  );
  on(app, routes.geoReverse, { preValidation: guard }, async (req) => geo.reverse(req.query.lat, req.query.lng));
}
