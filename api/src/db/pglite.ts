import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
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

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one embedded server: two processes opening the same folder would corrupt it. A
 * `<dataDir>.lock` file holding the owner's pid keeps a second process out (a lock whose process is
 * gone is taken over). Several API processes need DATABASE_URL instead.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && (owner === process.pid || processAlive(owner))) {
        throw new Error(`DATA_DIR ${dataDir} is in use by process ${owner}. Stop it first, or use DATABASE_URL to run several API processes on one database.`);
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`could not lock ${lockPath}`);
}

/** Embedded PostgreSQL. dataDir `memory://` (or undefined) keeps everything in memory. */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const inMemory = dataDir === undefined || dataDir.startsWith('memory://');
  let unlock = () => undefined as void;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
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
