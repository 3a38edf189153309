/**
 * `pnpm --filter @vd/api support:messages [--limit N] [--json]`: the newest support messages, for
 * operators. Uses DATABASE_URL when set, else the PGlite folder DATA_DIR (default <repo>/.data/api;
 * a running API holds that folder: stop it first, or read the API's log, where every message is
 * logged as "support message received").
 */
import { loadConfig } from '../../config/env.js';
import { openDatabase } from '../../db/index.js';
import { migrate } from '../../db/migrate.js';
import { listSupportMessages, type StoredSupportMessage } from './service.js';

export function formatSupportMessage(m: StoredSupportMessage): string {
  const emailed = m.emailedAt ? `e-mailed ${m.emailedAt.toISOString()}` : 'not e-mailed';
  return [
    `── ${m.createdAt.toISOString()}  ${m.topic}  ${m.id}  (${emailed})`,
    `   shop:  ${m.shopName} ${m.vendorPhone}`,
    `   from:  ${m.name} <${m.email}>`,
    ...m.message.split('\n').map((line) => `   ${line}`),
  ].join('\n');
}

export function parseArgs(argv: readonly string[]): { limit: number; json: boolean } {
  const i = argv.indexOf('--limit');
  const limit = i >= 0 ? Number(argv[i + 1]) : 20;
  return { limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, 1000) : 20, json: argv.includes('--json') };
}

async function main(): Promise<void> {
  const { limit, json } = parseArgs(process.argv.slice(2));
  const config = loadConfig({ ...process.env, DEMO_MODE: process.env.DEMO_MODE ?? 'true' });
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const messages = await listSupportMessages(db, limit);
    if (json) console.log(JSON.stringify(messages, null, 2));
    else if (messages.length === 0) console.log('No support messages.');
    else console.log(messages.map(formatSupportMessage).join('\n\n'));
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((err: unknown) => {
    console.error('support:messages failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
