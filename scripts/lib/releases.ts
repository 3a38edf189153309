import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AREAS, type AreaName, originFor, registryFile, releasesDir, remoteDir, ROOT } from './paths';
import { sourceHash } from './source-hash';

export interface ReleaseInfo {
  id: string;
  area: AreaName;
  version: string;
  sourceHash: string;
  builtAt: string;
}

export interface RegistryFile {
  areas: Partial<Record<AreaName, { release: string; manifest: string; pinned?: boolean }>>;
  updatedAt?: string;
}

const RELEASE_ID = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

export function isValidReleaseId(id: string): boolean {
  return RELEASE_ID.test(id);
}

function buildInputs(area: AreaName): string[] {
  return [
    remoteDir(area),
    path.join(ROOT, 'shared', 'src'),
    path.join(ROOT, 'shared', 'package.json'),
    path.join(ROOT, 'contract', 'src'),
    // The Module Federation settings (which modules are shared singletons).
    path.join(ROOT, 'tooling', 'src'),
    path.join(ROOT, 'pnpm-lock.yaml'),
    path.join(ROOT, 'tsconfig.base.json'),
  ];
}

function packageVersion(area: AreaName): string {
  const pkg = JSON.parse(readFileSync(path.join(remoteDir(area), 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** `1.0.0-3f9a1c2b`: package version plus the first 8 hex digits of the source hash. */
export function defaultReleaseId(area: AreaName): { id: string; hash: string } {
  const hash = sourceHash(buildInputs(area), ROOT);
  return { id: `${packageVersion(area)}-${hash.slice(0, 8)}`, hash };
}

export function releaseDir(area: AreaName, id: string, env = process.env): string {
  return path.join(releasesDir(env), area, id);
}

export function listReleases(area: AreaName, env = process.env): ReleaseInfo[] {
  const dir = path.join(releasesDir(env), area);
  if (!existsSync(dir)) return [];
  const releases: ReleaseInfo[] = [];
  for (const id of readdirSync(dir)) {
    const file = path.join(dir, id, 'release.json');
    if (!existsSync(file)) continue;
    try {
      releases.push(JSON.parse(readFileSync(file, 'utf8')) as ReleaseInfo);
    } catch {
      // A damaged release folder is skipped, never served.
    }
  }
  return releases.sort((a, b) => a.builtAt.localeCompare(b.builtAt));
}

/**
 * Builds one area and publishes it as an immutable release under
 * `releases/<area>/<id>/`. An existing release with the same id is kept as it is (same id =
 * same sources), so repeated starts do not rebuild.
 */
export function buildRelease(area: AreaName, options: { id?: string; log?: (line: string) => void } = {}): ReleaseInfo {
  const log = options.log ?? console.log;
  const computed = defaultReleaseId(area);
  const id = options.id ?? computed.id;
  if (!isValidReleaseId(id)) throw new Error(`"${id}" is not a valid release id`);
  const target = releaseDir(area, id);
  if (existsSync(path.join(target, 'release.json'))) {
    log(`  ${area}: release ${id} already built`);
    return JSON.parse(readFileSync(path.join(target, 'release.json'), 'utf8')) as ReleaseInfo;
  }
  log(`  ${area}: building release ${id} …`);
  // Build straight into a staging folder, then rename it into place: publishing is atomic and
  // parallel builds (two test runs at once) never share an output folder.
  const staging = `${target}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  execFileSync('pnpm', ['exec', 'rsbuild', 'build'], {
    cwd: remoteDir(area),
    env: { ...process.env, RELEASE_ID: id, NODE_ENV: 'production', BUILD_OUT_DIR: staging },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const info: ReleaseInfo = {
    id,
    area,
    version: packageVersion(area),
    sourceHash: computed.hash,
    builtAt: new Date().toISOString(),
  };
  writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
  if (existsSync(path.join(target, 'release.json'))) {
    // Another build published the same id meanwhile: same sources, keep theirs.
    rmSync(staging, { recursive: true, force: true });
  } else {
    rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
  }
  return info;
}

export function readRegistry(env = process.env): RegistryFile {
  const file = registryFile(env);
  if (!existsSync(file)) return { areas: {} };
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as RegistryFile;
    return parsed && typeof parsed === 'object' && parsed.areas ? parsed : { areas: {} };
  } catch {
    return { areas: {} };
  }
}

export function writeRegistry(registry: RegistryFile, env = process.env): void {
  const file = registryFile(env);
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, `${JSON.stringify({ ...registry, updatedAt: new Date().toISOString() }, null, 2)}\n`);
  renameSync(tmp, file);
}

export function manifestUrl(area: AreaName, id: string, env = process.env): string {
  return `${originFor(area, env)}/releases/${encodeURIComponent(id)}/mf-manifest.json`;
}

/** Points the registry at one release of an area. The next page load uses it. */
export function useRelease(area: AreaName, id: string, env = process.env): void {
  if (!listReleases(area, env).some((release) => release.id === id)) {
    throw new Error(`${area} has no release "${id}". Run \`pnpm release list ${area}\` to see them.`);
  }
  const registry = readRegistry(env);
  registry.areas[area] = { release: id, manifest: manifestUrl(area, id, env), pinned: true };
  writeRegistry(registry, env);
}

/** Lets the next start point the area at its newest build again. */
export function unpinRelease(area: AreaName, env = process.env): void {
  const registry = readRegistry(env);
  const entry = registry.areas[area];
  if (entry) {
    delete entry.pinned;
    writeRegistry(registry, env);
  }
}

/**
 * Points every area at the freshly built release, except where an operator pinned one with
 * `release use` (kept across restarts while that release exists). Manifest URLs are
 * re-derived so a changed port is picked up.
 */
export function ensureRegistry(latest: Partial<Record<AreaName, string>>, env = process.env): RegistryFile {
  const registry = readRegistry(env);
  for (const area of AREAS) {
    const entry = registry.areas[area];
    const known = listReleases(area, env).map((release) => release.id);
    const keep = entry?.pinned === true && known.includes(entry.release);
    const chosen = keep ? entry.release : (latest[area] ?? (entry && known.includes(entry.release) ? entry.release : undefined));
    if (!chosen) continue;
    registry.areas[area] = { release: chosen, manifest: manifestUrl(area, chosen, env), ...(keep ? { pinned: true } : {}) };
  }
  writeRegistry(registry, env);
  return registry;
}
