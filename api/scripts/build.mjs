// Builds the API to dist/: clean, compile (tsconfig.build.json, ESM), copy the SQL migrations.
// Result: `node dist/main.js` runs the API.
import { execFileSync } from 'node:child_process';
import { cpSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

// Build into a staging folder and swap it in, so two builds at once (parallel test runs) never
// leave a half-written dist/ behind.
const staging = join(root, `dist.staging-${process.pid}`);
rmSync(staging, { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json'), '--outDir', staging], { stdio: 'inherit', cwd: root });
cpSync(join(root, 'src/db/migrations'), join(staging, 'db/migrations'), { recursive: true, filter: (src) => !src.endsWith('.ts') });
rmSync(join(root, 'dist'), { recursive: true, force: true });
renameSync(staging, join(root, 'dist'));
console.log('api: built dist/ (run with: node dist/main.js)');
