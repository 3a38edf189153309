import pg from 'pg';
import { databaseUnavailable, isStalledDatabaseError, withDeadline } from './stall.js';
import type { Database, Queryable, QueryOptions, QueryResult } from './types.js';

/**
 * How long the API waits on PostgreSQL: a stalled server, a held lock or a lost
 * connection ends in a 503 within these bounds instead of hanging every request.
 */
export interface PgTimeouts {
  /** Opening a connection, and waiting for a free one of the pool. */
  connectMs: number;
  /** One statement on the server (lock waits included): `statement_timeout`. */
  statementMs: number;
  /** One query as the client sees it (a server or network that stopped answering). */
  queryMs: number;
  /** A transaction left open doing nothing: the server ends it and frees its locks. */
  idleInTransactionMs: number;
}

export const DEFAULT_PG_TIMEOUTS: PgTimeouts = { connectMs: 5000, statementMs: 15_000, queryMs: 20_000, idleInTransactionMs: 30_000 };

export interface PgOptions {
  connectionString: string;
  /** Schema to create (if missing) and put first on the search_path; used to isolate tests. */
  schema?: string;
  max?: number;
  timeouts?: Partial<PgTimeouts>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** A stalled or unreachable database becomes a 503 DATABASE_UNAVAILABLE; other errors pass through. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw isStalledDatabaseError(err) ? databaseUnavailable(err) : err;
  }
}

function wrap(c: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = [], opts?: QueryOptions): Promise<QueryResult<T>> {
      const r = await guarded(() =>
        opts?.name ? c.query<T & pg.QueryResultRow>({ name: opts.name, text: sql, values: [...params] }) : c.query<T & pg.QueryResultRow>(sql, [...params]),
      );
      return { rows: r.rows, rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string) {
      await guarded(() => c.query(sql));
    },
  };
}

/** A PostgreSQL server through a `pg` connection pool. */
export async function openPg(opts: PgOptions): Promise<Database> {
  const { schema } = opts;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name "${schema}"`);
  if (schema !== undefined) {
    const admin = new pg.Client({ connectionString: opts.connectionString });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const t = { ...DEFAULT_PG_TIMEOUTS, ...opts.timeouts };
  const pool = new pg.Pool({
    connectionString: opts.connectionString,
    max: opts.max ?? 10,
    connectionTimeoutMillis: t.connectMs,
    statement_timeout: t.statementMs,
    query_timeout: t.queryMs,
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
    keepAlive: true,
    ...(schema !== undefined ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const base = wrap(pool);
  let closed = false;
  return {
    kind: 'pg',
    query: base.query,
    exec: base.exec,
    async ping(timeoutMs) {
      await withDeadline(base.query('SELECT 1 AS ok'), timeoutMs);
    },
    async tx(fn) {
      const client = await guarded(() => pool.connect());
      let stalled = false;
      try {
        const q = wrap(client);
        await q.exec('BEGIN');
        const result = await fn(q);
        await q.exec('COMMIT');
        return result;
      } catch (err) {
        stalled = err instanceof Error && err.name === 'AppError' && (err as { code?: string }).code === 'DATABASE_UNAVAILABLE';
        if (!stalled) await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        // A client whose query timed out may still be busy on the server: close it rather than reuse it.
        client.release(stalled ? true : undefined);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Drops a schema made by openPg({schema}); used by tests after they close the database. */
export async function dropPgSchema(connectionString: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name "${schema}"`);
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await admin.end();
  }
}
