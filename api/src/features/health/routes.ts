import { healthRoute } from '@vd/contract';
import { health as healthPath } from '@vd/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { typed } from '../../http/typed.js';
import { checkHealth } from './service.js';

export { HEALTH_DB_TIMEOUT_MS } from './service.js';

/** GET /health at the root and under each prefix given (the API base path). */
export async function healthRoutes(fastify: FastifyInstance, ctx: AppContext, prefixes: readonly string[]): Promise<void> {
  const app = typed(fastify);
  const started = Date.now();
  for (const prefix of ['', ...prefixes]) {
    app.get(`${prefix}${healthPath.path}`, { schema: healthRoute }, async (req, reply) => {
      const health = await checkHealth(ctx.db, started);
      if (health.status === 'ok') return health;
      req.log.error({ reason: health.reason }, 'health check: database unreachable');
      const { reason: _reason, ...body } = health;
      return reply.code(503).header('retry-after', '5').send(body);
    });
  }
}
