/**
 * The stack the end-to-end tests run against: production builds, each remote on its own
 * origin, the real API on a fresh embedded database with the demo seed. Ports and state live
 * apart from the demo's (`@vd/tooling/ports`) so a running demo is left alone.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_ENV, E2E_STATE_DIR } from '@vd/tooling/ports';
import { buildAll } from './lib/build';
import { startStack } from './lib/stack';

async function main() {
  Object.assign(process.env, E2E_ENV);
  // The suite always tests the current sources: drop any release pinned by an earlier run.
  rmSync(E2E_ENV.REGISTRY_FILE, { force: true });
  buildAll();
  const dataDir = path.join(E2E_STATE_DIR, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { force: true });
  const stack = await startStack({ dataDir, demo: true, apiEnv: { LOG_LEVEL: 'warn' } });
  console.log(`e2e stack ready at ${stack.hostUrl}`);
  const shutdown = () => void stack.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
