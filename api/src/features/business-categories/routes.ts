import type { FastifyInstance } from 'fastify';
import * as routes from '@vd/contract/routes';
import type { AppContext } from '../../context.js';
import { on } from '../../http/route.js';
import { typed } from '../../http/typed.js';
import { requireVendor, vendorOf } from '../auth/guard.js';
import { absoluteUrl, publicBase } from '../media/urls.js';
import { saveVendorCategories } from './service.js';

/** PUT vendor/category: the leaf categories the vendor sells in. */
export async function vendorCategoryRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typed(fastify);
  on(app, routes.saveVendorCategories, { preValidation: requireVendor(ctx) }, async (req) => {
    const base = publicBase(req, ctx.config.publicUrl);
    return saveVendorCategories(ctx.db, vendorOf(req).vendorId, req.body, (p) => absoluteUrl(base, p));
  });
}
