import { getAttributeDefinitionsRoute, saveAttributesRoute } from '@vd/shared/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { typed } from '../../http/typed.js';
import { requireVendor, vendorOf } from '../auth/guard.js';
import { checkAttributeRows } from './model.js';
import { ensureAttributeDefinitions, listAttributeDefinitions, saveAttributes } from './repository.js';

/** GET/PUT vendor/attribute (issue 12, decision 0032). Vendor from the session only. */
export async function attributeRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typed(fastify);
  const guard = requireVendor(ctx);
  await ensureAttributeDefinitions(ctx.db);

  app.get('/vendor/attribute', { schema: getAttributeDefinitionsRoute, preValidation: guard }, async () => listAttributeDefinitions(ctx.db));

  app.put('/vendor/attribute', { schema: saveAttributesRoute, preValidation: guard }, async (req) => {
    const now = ctx.clock();
    return saveAttributes(ctx.db, vendorOf(req).vendorId, now, (stored) => checkAttributeRows(req.body, stored, now));
  });
}
