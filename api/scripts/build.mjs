// Builds the API to dist/: clean, compile (tsconfig.build.json, ESM), compile the API contract it
// imports, copy the SQL migrations. Result: `node dist/main.js` runs the API.
//
// The contract ('@vd/contract') is TypeScript
// source that the browser apps bundle and the API imports. Node cannot run it as it is, so the build
// compiles it (tsconfig.contract.json) into dist/node_modules/@vd/contract/ with a package.json naming
// the same subpaths: Node's package lookup from dist/**/*.js finds that copy before the workspace's,
// and every file keeps its place (paths relative to import.meta.url, such as the migrations, hold).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const tsc = (project, outDir) =>
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(root, project), '--outDir', outDir], { stdio: 'inherit', cwd: root });

// Build into a staging folder and swap it in, so two builds at once (parallel test runs) never
// leave a half-written dist/ behind.
const staging = join(root, `dist.staging-${process.pid}`);
rmSync(staging, { recursive: true, force: true });
tsc('tsconfig.build.json', staging);

const contractPackage = join(staging, 'node_modules/@vd/contract');
tsc('tsconfig.contract.json', contractPackage);
mkdirSync(contractPackage, { recursive: true });
writeFileSync(
  join(contractPackage, 'package.json'),
  `${JSON.stringify(
    {
      name: '@vd/contract',
      private: true,
      type: 'module',
      description: 'The API contract compiled for the API build (scripts/build.mjs); the source is contract/src.',
      exports: { '.': './index.js', './rules': './rules/index.js', './routes': './routes.js', './i18n': './i18n/index.js' },
    },
    null,
    2,
  )}\n`,
);

cpSync(join(root, 'src/db/migrations'), join(staging, 'db/migrations'), { recursive: true, filter: (src) => !src.endsWith('.ts') });
rmSync(join(root, 'dist'), { recursive: true, force: true });
renameSync(staging, join(root, 'dist'));
console.log('api: built dist/ (run with: node dist/main.js)');
