/**
 * `npm start`: the whole product in demo mode on one machine. Builds what changed, starts the
 * API with its embedded database and seeded data, the host and the four remotes on their own
 * origins, and prints how to sign in. Ctrl-C stops everything.
 */
import path from 'node:path';
import { buildAll } from './lib/build';
import { ROOT } from './lib/paths';
import { startStack } from './lib/stack';

async function main() {
  console.log('Building (unchanged parts are reused) …');
  buildAll();
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? '.data/api');
  const stack = await startStack({ dataDir, demo: true });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping …`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const { ports } = stack;
  console.log(`
Vendor Dashboard is running in demo mode.

  Open        ${stack.hostUrl}
  Sign in     phone 9876543210 (Sharma General Store), OTP 123456
  Other demo  9876543211 pending · 9876543212 rejected · 9876543213 shop offline · 9999999999 customer
  API         ${stack.apiUrl}/health · ${stack.apiUrl}/openapi.json
  Remotes     orders :${ports.orders} · store :${ports.store} · pricing :${ports.pricing} · profile :${ports.profile}
  Data        ${dataDir} (kept across restarts; delete it or run \`pnpm --filter @vd/api db:reset\` to start over)
  Releases    pnpm release status | list <area> | use <area> <id> | rollback <area>

Press Ctrl-C to stop.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
