import type { FastifyInstance } from 'fastify';
import * as routes from '@vd/contract/routes';
import { on } from '../../http/route.js';
import type { AppContext } from '../../context.js';
import { typed } from '../../http/typed.js';
import { requireVendor, vendorOf } from '../auth/guard.js';
import { saveVendorAddress } from './service.js';

/** POST address: the signed-in vendor's shop address. */
export async function addressRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typed(fastify);
  on(app, routes.saveAddress, { preValidation: requireVendor(ctx) }, async (req) => saveVendorAddress(ctx.db, vendorOf(req).vendorId, req.body, ctx.clock()));
}
