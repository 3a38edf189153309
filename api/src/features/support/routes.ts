import type { FastifyInstance } from 'fastify';
import * as routes from '@vd/contract/routes';
import { on } from '../../http/route.js';
import type { AppContext } from '../../context.js';
import { typed } from '../../http/typed.js';
import { requireVendor, vendorOf } from '../auth/guard.js';
import type { SupportMailer } from './mailer.js';
import { markEmailed, storeSupportMessage, vendorSupportMessages } from './service.js';

export const SUPPORT_SENT = 'Message sent successfully! ✅';

/**
 * POST support/messages (the contact form; spec 3 "Contact form", 5). The message is stored first
 * (durable: the answer comes after the insert), logged for operators, then e-mailed when a mailer
 * is configured — a failed e-mail is logged and does not fail the request.
 * A Pending vendor may write to support too (they cannot do anything else yet).
 */
export async function supportRoutes(fastify: FastifyInstance, ctx: AppContext, mailer: SupportMailer | null): Promise<void> {
  const app = typed(fastify);
  const anyVendor = requireVendor(ctx, { allowUnapproved: true });

  on(app, routes.listSupportMessages, { preValidation: anyVendor }, async (req) => {
    const rows = await vendorSupportMessages(ctx.db, vendorOf(req).vendorId);
    return rows.map((m) => ({ id: m.id, topic: m.topic, name: m.name, email: m.email, message: m.message, createdAt: m.createdAt.toISOString() }));
  });

  on(app, routes.sendSupportMessage, { preValidation: anyVendor }, async (req, reply) => {
    const { vendorId } = vendorOf(req);
    const stored = await storeSupportMessage(ctx.db, vendorId, req.body, ctx.clock);
    req.log.info(
      {
        supportMessage: {
          id: stored.id,
          vendorPhone: stored.vendorPhone,
          shopName: stored.shopName,
          topic: stored.topic,
          name: stored.name,
          email: stored.email,
          message: stored.message,
        },
      },
      'support message received',
    );
    if (mailer) {
      void mailer
        .send(stored)
        .then(() => markEmailed(ctx.db, stored.id, ctx.clock()))
        .catch((err: unknown) => req.log.error({ err, supportMessageId: stored.id }, 'support message e-mail failed (the message is stored)'));
    }
    void reply.code(201);
    return { id: stored.id, successMsg: SUPPORT_SENT, createdAt: stored.createdAt.toISOString() };
  });
}
