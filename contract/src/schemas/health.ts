/** GET /health (operations). */
import { Type, type Static } from 'typebox';
import { StringEnum } from './common.js';

export const HealthSchema = Type.Object({
  status: StringEnum(['ok', 'error']),
  db: StringEnum(['ok', 'error']),
  dbKind: Type.String({ description: 'pglite or postgres' }),
  uptimeSeconds: Type.Integer(),
});
export type Health = Static<typeof HealthSchema>;

export const healthRoute = {
  tags: ['ops'],
  summary: 'Liveness and database check',
  response: { 200: HealthSchema, 503: HealthSchema },
};
