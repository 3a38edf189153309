import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './types.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Migration files live beside this module (copied to dist/db/migrations by the build). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** Reads `NNNN_name.sql` files in version order. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir).filter((f) => FILE.test(f));
  const migrations = files.map((f) => {
    const m = FILE.exec(f)!;
    return { version: Number(m[1]), name: m[2]!, sql: readFileSync(`${dir}/${f}`, 'utf8') };
  });
  migrations.sort((a, b) => a.version - b.version);
  migrations.forEach((m, i) => {
    if (i > 0 && migrations[i - 1]!.version === m.version) throw new Error(`duplicate migration version ${m.version}`);
  });
  return migrations;
}

/** Key of the advisory lock that serialises migrations between processes sharing one database. */
const MIGRATION_LOCK = 7_220_001;

/**
 * Applies every migration not yet recorded in schema_migrations, all in one transaction, under an
 * advisory lock (so two API processes starting together do not both migrate). Returns the versions applied.
 */
export async function migrate(db: Database, migrations: Migration[] = loadMigrations()): Promise<number[]> {
  return db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await q.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    integer PRIMARY KEY,
      name       text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await q.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => Number(r.version)));
    const done: number[] = [];
    for (const m of migrations) {
      if (applied.has(m.version)) continue;
      await q.exec(m.sql);
      await q.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      done.push(m.version);
    }
    return done;
  });
}

/** Every table of the current schema (tests use it to compare counts). */
export async function listTables(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      ORDER BY table_name`,
  );
  return rows.map((r) => r.table_name);
}

/** The tables the migrations create (from their CREATE TABLE statements), plus schema_migrations. */
export function ownedTables(migrations: Migration[] = loadMigrations()): string[] {
  const names = new Set<string>(['schema_migrations']);
  for (const m of migrations) {
    for (const match of m.sql.matchAll(/CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?([a-z_][a-z0-9_]*)/gi)) names.add(match[1]!.toLowerCase());
  }
  return [...names].sort();
}

/**
 * Drops the API's own tables from the current schema (the reset command). Tables that other
 * software keeps in the same database are left alone.
 */
export async function dropOwnTables(db: Database): Promise<void> {
  const present = new Set(await listTables(db));
  const ours = ownedTables().filter((t) => present.has(t));
  if (ours.length === 0) return;
  await db.exec(`DROP TABLE IF EXISTS ${ours.map((t) => `"${t}"`).join(', ')} CASCADE`);
}
