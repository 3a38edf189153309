/**
 * `npm test`: every test. Lint and format check (Biome, `biome.json`), strict type
 * checks of every package, unit tests (shared, tooling, host, remotes, scripts, bench), the API's tests on embedded
 * PGlite (and again on PostgreSQL when DATABASE_URL is set), then end-to-end tests in Chromium
 * against production builds, each remote on its own origin, against the real API.
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/paths';

interface Stage {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
}

const withoutDb = { ...process.env };
delete withoutDb.DATABASE_URL;

const stages: Stage[] = [
  { name: 'lint and format (Biome)', command: ['pnpm', 'exec', 'biome', 'check', '.'] },
  { name: 'type check (strict, every package)', command: ['pnpm', '-r', '--workspace-concurrency=2', 'run', 'typecheck'] },
  { name: 'type check (scripts)', command: ['pnpm', 'exec', 'tsc', '-p', 'scripts/tsconfig.json'] },
  {
    name: 'unit tests (shared, tooling, host, remotes)',
    command: ['pnpm', '-r', '--workspace-concurrency=1', '--filter', '!@vd/api', '--filter', '!@vd/e2e', 'run', 'test'],
  },
  { name: 'unit tests (scripts)', command: ['pnpm', 'exec', 'vitest', 'run', '--root', 'scripts'] },
  { name: 'unit tests (bench)', command: ['pnpm', 'exec', 'vitest', 'run', '--root', 'e2e/bench'] },
  { name: 'API tests (embedded PGlite)', command: ['pnpm', '--filter', '@vd/api', 'run', 'test'], env: withoutDb },
];
if (process.env.DATABASE_URL) {
  stages.push({
    name: 'API tests (PostgreSQL at DATABASE_URL)',
    command: ['pnpm', '--filter', '@vd/api', 'run', 'test'],
    env: process.env,
  });
}
stages.push({ name: 'end-to-end tests (Chromium, production builds)', command: ['pnpm', '--filter', '@vd/e2e', 'run', 'test'], env: withoutDb });

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
for (const stage of stages) {
  console.log(`\n━━ ${stage.name}\n$ ${stage.command.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(stage.command[0]!, stage.command.slice(1), {
    cwd: ROOT,
    stdio: 'inherit',
    env: stage.env ?? process.env,
  });
  results.push({ name: stage.name, ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
