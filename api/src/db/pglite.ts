import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir, type LockOptions } from './data-dir-lock.js';
import { withDeadline } from './stall.js';
import type { Database, Queryable, QueryResult } from './types.js';

interface PGliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
}

function wrap(q: PGliteLike): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, [...params]);
      return { rows: r.rows, rowCount: r.affectedRows || r.rows.length };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL. dataDir `memory://` (or undefined) keeps everything in memory. PGlite is one
 * embedded server: two processes opening the same folder would corrupt it, so a folder is locked
 * (`data-dir-lock.ts`) for as long as it is open. Several API processes need DATABASE_URL instead.
 */
export async function openPglite(dataDir: string | undefined, lock: LockOptions = {}): Promise<Database> {
  const inMemory = dataDir === undefined || dataDir.startsWith('memory://');
  let unlock: () => void = () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir, lock);
  }
  let pg: PGlite;
  try {
    pg = inMemory ? await PGlite.create() : await PGlite.create(dataDir);
  } catch (err) {
    unlock();
    throw err;
  }
  const base = wrap(pg);
  let closed = false;
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    tx: (fn) => pg.transaction((t) => fn(wrap(t))),
    // PGlite runs one statement at a time: a long or stuck transaction makes every query wait.
    ping: (timeoutMs) => withDeadline(base.query('SELECT 1 AS ok'), timeoutMs).then(() => undefined),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
  };
}
