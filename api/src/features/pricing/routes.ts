import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import * as routes from '@vd/contract/routes';
import { on } from '../../http/route.js';
import type { AppContext } from '../../context.js';
import { typed } from '../../http/typed.js';
import { requireVendor, vendorOf } from '../auth/guard.js';
import { absoluteUrl, publicBase } from '../media/urls.js';
import { validatePriceRows } from './model.js';
import { listPricingProducts, pricingCategories, savePrices } from './service.js';

/**
 * The body as the client sent it is checked before schema validation: Ajv's type coercion would
 * otherwise turn a price sent as "12" into 12 (and a single object into a list of one).
 */
const checkPriceRows: preValidationAsyncHookHandler = async (req) => {
  validatePriceRows(req.body);
};

/** Pricing routes. Vendor from the session only. */
export async function pricingRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typed(fastify);
  const guard = requireVendor(ctx);

  on(app, routes.listPricingProducts, { preValidation: guard }, async (req) => {
    const base = publicBase(req, ctx.config.publicUrl);
    return listPricingProducts(ctx.db, vendorOf(req).vendorId, req.query.categoryId, (p) => absoluteUrl(base, p));
  });

  on(app, routes.listPricingCategories, { preValidation: guard }, async (req) => {
    const base = publicBase(req, ctx.config.publicUrl);
    return pricingCategories(ctx.db, vendorOf(req).vendorId, (p) => absoluteUrl(base, p));
  });

  on(app, routes.savePrices, { preValidation: [guard, checkPriceRows] }, async (req) => {
    const base = publicBase(req, ctx.config.publicUrl);
    return savePrices(ctx.db, vendorOf(req).vendorId, validatePriceRows(req.body), ctx.clock(), (p) => absoluteUrl(base, p));
  });
}
