/** Anything that runs SQL: the database itself or a transaction handle. */
export interface Queryable {
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[], opts?: QueryOptions): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface QueryOptions {
  /**
   * Name of a prepared statement for a hot query (PostgreSQL server: parsed and planned once per
   * connection, then only bound and run). One name must always go with the same SQL text. PGlite
   * ignores it.
   */
  name?: string;
}

export interface QueryResult<T> {
  rows: T[];
  /** Rows inserted/updated/deleted (or returned, for SELECT). */
  rowCount: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /**
   * Runs fn in one transaction (READ COMMITTED). Inside fn use ONLY the handle it receives:
   * with PGlite, a query on the outer database would wait for the transaction forever.
   */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /**
   * Checks that the database answers a trivial query within timeoutMs; throws
   * DatabaseUnavailableError (503) otherwise, without waiting any longer (GET /health).
   */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}
