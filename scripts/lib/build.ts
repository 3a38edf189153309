import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AREAS, ROOT, type AreaName } from './paths';
import { buildRelease, ensureRegistry } from './releases';
import { sourceHash } from './source-hash';

function buildIfChanged(name: string, dir: string, inputs: string[], command: string[], log: (line: string) => void, staged: boolean) {
  const hash = sourceHash(inputs, ROOT);
  const dist = path.join(dir, 'dist');
  const marker = path.join(dist, '.source-hash');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === hash) {
    log(`  ${name}: up to date`);
    return;
  }
  log(`  ${name}: building …`);
  const env = { ...process.env, NODE_ENV: 'production' };
  if (!staged) {
    // The package's own build script stages and swaps its output itself.
    execFileSync('pnpm', command, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env });
    writeFileSync(marker, hash);
    return;
  }
  const staging = path.join(dir, `dist.staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  execFileSync('pnpm', command, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...env, BUILD_OUT_DIR: staging } });
  writeFileSync(path.join(staging, '.source-hash'), hash);
  rmSync(dist, { recursive: true, force: true });
  renameSync(staging, dist);
}

/**
 * Production builds of everything the stack serves: the API, the host, and one immutable
 * release per area. Unchanged inputs are not rebuilt. Returns the freshly built release ids.
 */
export function buildAll(log: (line: string) => void = console.log): Record<AreaName, string> {
  const common = [path.join(ROOT, 'pnpm-lock.yaml'), path.join(ROOT, 'tsconfig.base.json')];
  // The API imports the contract package (decisions 0016, 0050); its build compiles it into dist/.
  const apiInputs = ['src', 'scripts', 'package.json', 'tsconfig.build.json', 'tsconfig.contract.json'].map((p) => path.join(ROOT, 'api', p));
  buildIfChanged(
    'api',
    path.join(ROOT, 'api'),
    [...apiInputs, path.join(ROOT, 'contract', 'src'), path.join(ROOT, 'contract', 'package.json'), ...common],
    ['run', 'build'],
    log,
    false,
  );
  buildIfChanged(
    'host',
    path.join(ROOT, 'host'),
    [
      path.join(ROOT, 'host'),
      path.join(ROOT, 'shared', 'src'),
      path.join(ROOT, 'shared', 'package.json'),
      path.join(ROOT, 'contract', 'src'),
      // The Module Federation settings (the shared singletons, the host's runtime chunk).
      path.join(ROOT, 'tooling', 'src'),
      ...common,
    ],
    // The page, then the service worker (/sw.js) into the same folder: the package's build script.
    ['run', 'build'],
    log,
    true,
  );
  const latest = {} as Record<AreaName, string>;
  for (const area of AREAS) latest[area] = buildRelease(area, { log }).id;
  const registry = ensureRegistry(latest);
  for (const area of AREAS) {
    const entry = registry.areas[area];
    if (entry?.pinned && entry.release !== latest[area]) {
      log(`  ${area}: serving pinned release ${entry.release} (newest build ${latest[area]}; \`pnpm release latest ${area}\` unpins)`);
    }
  }
  return latest;
}
