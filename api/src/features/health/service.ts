import type { Database } from '../../db/types.js';

/**
 * How long GET /health waits for the database: a stalled database (a held lock
 * that filled the pool, a connection that stopped answering, a stuck PGlite transaction) is a 503
 * within a second, so a load balancer takes the process out instead of waiting with it.
 */
export const HEALTH_DB_TIMEOUT_MS = 600;

export type Health =
  | { status: 'ok'; db: 'ok'; dbKind: Database['kind']; uptimeSeconds: number }
  | { status: 'error'; db: 'error'; dbKind: Database['kind']; uptimeSeconds: number; reason: string };

export async function checkHealth(db: Database, startedAt: number, timeoutMs = HEALTH_DB_TIMEOUT_MS): Promise<Health> {
  const uptimeSeconds = Math.floor((Date.now() - startedAt) / 1000);
  try {
    await db.ping(timeoutMs);
    return { status: 'ok', db: 'ok', dbKind: db.kind, uptimeSeconds };
  } catch (err) {
    return { status: 'error', db: 'error', dbKind: db.kind, uptimeSeconds, reason: err instanceof Error ? err.message : String(err) };
  }
}
