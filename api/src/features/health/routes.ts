import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

const healthSchema = {
  tags: ['ops'],
  summary: 'Liveness and database check',
  response: {
    200: { type: 'object', properties: { status: { type: 'string' }, db: { type: 'string' }, dbKind: { type: 'string' }, uptimeSeconds: { type: 'integer' } } },
    503: { type: 'object', properties: { status: { type: 'string' }, db: { type: 'string' }, dbKind: { type: 'string' }, uptimeSeconds: { type: 'integer' } } },
  },
} as const;

export async function healthRoutes(app: FastifyInstance, ctx: AppContext, paths: readonly string[]): Promise<void> {
  const started = Date.now();
  for (const url of paths) {
    app.get(url, { schema: healthSchema }, async (req, reply) => {
      const uptimeSeconds = Math.floor((Date.now() - started) / 1000);
      try {
        await ctx.db.query('SELECT 1 AS ok');
        return { status: 'ok', db: 'ok', dbKind: ctx.db.kind, uptimeSeconds };
      } catch (err) {
        req.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', db: 'error', dbKind: ctx.db.kind, uptimeSeconds });
      }
    });
  }
}
