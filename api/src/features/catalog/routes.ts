import type { FastifyInstance } from 'fastify';
import * as routes from '@vd/contract/routes';
import { on } from '../../http/route.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { typed } from '../../http/typed.js';
import { isUuid } from '../../lib/ids.js';
import { requireVendor, vendorOf } from '../auth/guard.js';
import { categoryTree } from '../categories/service.js';
import { vendorCategoryIds } from '../business-categories/service.js';
import { absoluteUrl, publicBase } from '../media/urls.js';
import { getStoreProduct, listStoreProducts } from './service.js';

/** Catalogue routes: category tree, store products by category, one product. Vendor from the session only. */
export async function catalogRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typed(fastify);
  const guard = requireVendor(ctx);

  on(app, routes.listCategories, { preValidation: guard }, async (req) => {
    const base = publicBase(req, ctx.config.publicUrl);
    const only = req.query.scope === 'vendor' ? await vendorCategoryIds(ctx.db, vendorOf(req).vendorId) : undefined;
    return categoryTree(ctx.db, (p) => absoluteUrl(base, p), only);
  });

  on(app, routes.listStoreProducts, { preValidation: guard }, async (req) => {
    const base = publicBase(req, ctx.config.publicUrl);
    return listStoreProducts(ctx.db, vendorOf(req).vendorId, req.query.categoryId, (p) => absoluteUrl(base, p));
  });

  on(app, routes.getStoreProduct, { preValidation: guard }, async (req) => {
    const { productId } = req.params;
    const missing = () => notFound('PRODUCT_NOT_FOUND', 'Product not found');
    if (!isUuid(productId)) throw missing();
    const base = publicBase(req, ctx.config.publicUrl);
    const product = await getStoreProduct(ctx.db, vendorOf(req).vendorId, productId, (p) => absoluteUrl(base, p));
    if (!product) throw missing();
    return product;
  });
}
