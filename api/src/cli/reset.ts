/**
 * `pnpm --filter @vd/api db:reset`: wipes the API's tables and seeds the demo data again.
 * Uses DATABASE_URL when set, else the PGlite folder DATA_DIR (default <repo>/.data/api).
 * Stop the API first: a PGlite folder must not be opened by two processes.
 */
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/index.js';
import { dropOwnTables, migrate } from '../db/migrate.js';
import { seedDemo } from '../seed/seed.js';

async function reset(): Promise<void> {
  const config = loadConfig({ ...process.env, DEMO_MODE: process.env.DEMO_MODE ?? 'true' });
  const where = config.databaseUrl ? 'the PostgreSQL database in DATABASE_URL' : `PGlite in ${config.dataDir}`;
  const db = await openDatabase(config);
  try {
    await dropOwnTables(db);
    await migrate(db);
    const result = await seedDemo(db, new Date());
    console.log(`db:reset: wiped and reseeded ${where} (demo seed v${result.version}).`);
  } finally {
    await db.close();
  }
}

reset().catch((err: unknown) => {
  console.error('db:reset failed:', err);
  process.exit(1);
});
