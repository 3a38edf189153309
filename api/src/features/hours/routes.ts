/** Holidays: GET/POST vendor/holidays, DELETE vendor/holidays/{holidayId}. */
import * as routes from '@vd/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { on } from '../../http/route.js';
import { typed } from '../../http/typed.js';
import { requireVendor, vendorOf } from '../auth/guard.js';
import { addHoliday, comingHolidays, removeHoliday } from './service.js';

export async function holidayRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typed(fastify);
  const guard = requireVendor(ctx);

  on(app, routes.listHolidays, { preValidation: guard }, async (req) => comingHolidays(ctx.db, vendorOf(req).vendorId, ctx.clock()));

  on(app, routes.addHoliday, { preValidation: guard }, async (req, reply) => {
    const holidays = await addHoliday(ctx.db, vendorOf(req).vendorId, req.body, ctx.clock());
    return reply.code(201).send(holidays);
  });

  on(app, routes.deleteHoliday, { preValidation: guard }, async (req) => removeHoliday(ctx.db, vendorOf(req).vendorId, req.params.holidayId, ctx.clock()));
}
