import type { FastifyInstance } from 'fastify';
import * as routes from '@vd/contract/routes';
import { on } from '../../http/route.js';
import type { AppContext } from '../../context.js';
import { typed } from '../../http/typed.js';
import { requireVendor, vendorOf } from '../auth/guard.js';
import { allCategories } from '../categories/repository.js';
import { buildCategoryTree } from '../categories/tree.js';
import { absoluteUrl, publicBase } from '../media/urls.js';
import { replaceVendorCategories } from './repository.js';

/** PUT vendor/category (issue 12, decision 0032): the leaf categories the vendor sells in. */
export async function vendorCategoryRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typed(fastify);
  on(app, routes.saveVendorCategories, { preValidation: requireVendor(ctx) }, async (req) => {
    const categoryIds = await replaceVendorCategories(ctx.db, vendorOf(req).vendorId, req.body);
    const base = publicBase(req, ctx.config.publicUrl);
    const tree = buildCategoryTree(await allCategories(ctx.db), (p) => absoluteUrl(base, p), new Set(categoryIds));
    return { categoryIds, vendorCategories: tree };
  });
}
