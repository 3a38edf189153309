import type { Config } from '../config/env.js';
import { openPg } from './pg.js';
import { openPglite } from './pglite.js';
import type { Database } from './types.js';

export type { Database, Queryable, QueryResult } from './types.js';

/** PostgreSQL server when DATABASE_URL is set, embedded PGlite in DATA_DIR otherwise. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'dataDirLockWaitSeconds'>>): Promise<Database> {
  if (config.databaseUrl) return openPg({ connectionString: config.databaseUrl });
  return openPglite(config.dataDir, config.dataDirLockWaitSeconds === undefined ? {} : { waitMs: config.dataDirLockWaitSeconds * 1000 });
}
