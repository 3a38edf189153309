import type { FastifyInstance } from 'fastify';
import * as routes from '@vd/contract/routes';
import { on } from '../../http/route.js';
import type { AppContext } from '../../context.js';
import { typed } from '../../http/typed.js';
import { requireVendor, vendorOf } from '../auth/guard.js';
import { ensureAttributeDefinitions, listAttributeDefinitions, saveAttributes } from './service.js';

/** GET/PUT vendor/attribute. Vendor from the session only. */
export async function attributeRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typed(fastify);
  const guard = requireVendor(ctx);
  await ensureAttributeDefinitions(ctx.db);

  on(app, routes.listAttributeDefinitions, { preValidation: guard }, async () => listAttributeDefinitions(ctx.db));

  on(app, routes.saveAttributes, { preValidation: guard }, async (req) => {
    const { vendorId, role } = vendorOf(req);
    return saveAttributes(ctx.db, vendorId, req.body, ctx.clock(), role);
  });
}
