import { healthRoute } from '@vd/contract';
import { health } from '@vd/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { typed } from '../../http/typed.js';

/** GET /health at the root and under each prefix given (the API base path). */
export async function healthRoutes(fastify: FastifyInstance, ctx: AppContext, prefixes: readonly string[]): Promise<void> {
  const app = typed(fastify);
  const started = Date.now();
  for (const prefix of ['', ...prefixes]) {
    app.get(`${prefix}${health.path}`, { schema: healthRoute }, async (req, reply) => {
      const uptimeSeconds = Math.floor((Date.now() - started) / 1000);
      try {
        await ctx.db.query('SELECT 1 AS ok');
        return { status: 'ok', db: 'ok', dbKind: ctx.db.kind, uptimeSeconds } as const;
      } catch (err) {
        req.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', db: 'error', dbKind: ctx.db.kind, uptimeSeconds });
      }
    });
  }
}
