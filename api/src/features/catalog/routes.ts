import type { FastifyInstance } from 'fastify';
import * as routes from '@vd/contract/routes';
import type { AppContext } from '../../context.js';
import { on } from '../../http/route.js';
import { typed } from '../../http/typed.js';
import { requireVendor, vendorOf } from '../auth/guard.js';
import { absoluteUrl, publicBase } from '../media/urls.js';
import { getStoreProduct, listStoreProducts, storeCategories } from './service.js';

/** Catalogue routes: category tree, store products by category, one product. Vendor from the session only. */
export async function catalogRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typed(fastify);
  const guard = requireVendor(ctx);

  on(app, routes.listCategories, { preValidation: guard }, async (req) => {
    const base = publicBase(req, ctx.config.publicUrl);
    return storeCategories(ctx.db, vendorOf(req).vendorId, req.query.scope, (p) => absoluteUrl(base, p));
  });

  on(app, routes.listStoreProducts, { preValidation: guard }, async (req) => {
    const base = publicBase(req, ctx.config.publicUrl);
    return listStoreProducts(ctx.db, vendorOf(req).vendorId, req.query.categoryId, (p) => absoluteUrl(base, p));
  });

  on(app, routes.getStoreProduct, { preValidation: guard }, async (req) => {
    const base = publicBase(req, ctx.config.publicUrl);
    return getStoreProduct(ctx.db, vendorOf(req).vendorId, req.params.productId, (p) => absoluteUrl(base, p));
  });
}
