/** Staff: GET/POST vendor/staff, PUT/DELETE vendor/staff/{staffId} (the owner only: the contract's access). */
import * as routes from '@vd/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { on } from '../../http/route.js';
import { typed } from '../../http/typed.js';
import { requireVendor, vendorOf } from '../auth/guard.js';
import { addStaff, changeRole, listStaff, removeStaff } from './service.js';

export async function staffRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typed(fastify);
  const guard = requireVendor(ctx);

  on(app, routes.listStaff, { preValidation: guard }, async (req) => listStaff(ctx.db, vendorOf(req).vendorId));

  on(app, routes.addStaff, { preValidation: guard }, async (req, reply) => {
    const member = await addStaff(ctx.db, vendorOf(req).vendorId, req.body, ctx.clock());
    return reply.code(201).send(member);
  });

  on(app, routes.updateStaff, { preValidation: guard }, async (req) => changeRole(ctx.db, vendorOf(req).vendorId, req.params.staffId, req.body.role));

  on(app, routes.removeStaff, { preValidation: guard }, async (req) => {
    const { staff, endedSessions } = await removeStaff(ctx.db, vendorOf(req).vendorId, req.params.staffId, ctx.clock());
    ctx.sessions.forget(endedSessions);
    return staff;
  });
}
