/**
 * Build-time Module Federation settings shared by the host and every remote, so that the
 * singleton list and required versions are written once. Node-only: import it from
 * `rsbuild.config.ts`, never from browser code.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Packages that must exist once per page. */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'jotai',
  'axios',
  '@vd/shared',
  // One QueryClient per page (decision 0017): the host provides it, the remotes read it through
  // react-query's context, which exists only once if react-query does. Reached only through
  // '@vd/shared/data', never the '@vd/shared' root, so the login page does not load it.
  '@tanstack/react-query',
] as const;

export interface SharedConfigEntry {
  singleton: true;
  requiredVersion: string;
  strictVersion: false;
}

function packageRoot(name: string): string {
  const slash = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
  return slash;
}

/** Where a package's package.json is for the app in `appDir`, else for @vd/shared (whose dependency it is). */
function resolvePackageJson(root: string, appDir: string): string {
  try {
    return createRequire(path.join(appDir, 'package.json')).resolve(`${root}/package.json`);
  } catch {
    return createRequire(import.meta.url).resolve(`${root}/package.json`);
  }
}

/**
 * Shared-module settings with explicit `requiredVersion`s read from what is installed for the
 * app in `appDir` (package.json ranges say `catalog:`, which Module Federation cannot read).
 * A singleton the app only reaches through @vd/shared (react-query) is read from @vd/shared's
 * dependencies; the pnpm catalog pins one version for every app either way.
 */
export function sharedDependencies(appDir: string): Record<string, SharedConfigEntry> {
  const result: Record<string, SharedConfigEntry> = {};
  for (const name of SINGLETON_PACKAGES) {
    const root = packageRoot(name);
    const pkgJson = resolvePackageJson(root, appDir);
    const { version } = JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string };
    const major = version.split('.')[0];
    result[name] = { singleton: true, requiredVersion: `^${major}.0.0`, strictVersion: false };
  }
  return result;
}

/** Default ports (demo-and-ports.md), each overridable by environment variable. */
export const DEFAULT_PORTS = {
  host: 3000,
  orders: 3001,
  store: 3002,
  pricing: 3003,
  profile: 3004,
  api: 8080,
} as const;

export type PortName = keyof typeof DEFAULT_PORTS;

export const PORT_ENV: Record<PortName, string> = {
  host: 'HOST_PORT',
  orders: 'ORDERS_PORT',
  store: 'STORE_PORT',
  pricing: 'PRICING_PORT',
  profile: 'PROFILE_PORT',
  api: 'API_PORT',
};

export function portFor(name: PortName, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[PORT_ENV[name]];
  const parsed = raw ? Number.parseInt(raw, 10) : Number.NaN;
  return Number.isInteger(parsed) && parsed > 0 && parsed < 65536 ? parsed : DEFAULT_PORTS[name];
}

/**
 * Module Federation options of an area remote (what it exposes and shares).
 *
 * A release build (RELEASE_ID set, as `pnpm release build` and the start/test commands do) uses
 * the host's copy of the MF runtime instead of carrying its own (`externalRuntime`; the host
 * sets `provideExternalRuntime`): about 20 KB gzip less on every area's first screen. Without
 * RELEASE_ID (the standalone dev server, a plain `pnpm build`) the remote keeps its own runtime
 * so it runs on its own. Remotes load no other remotes, so the runtime's remote-loading and
 * snapshot code is left out either way. Decision 0010.
 */
export function remoteFederationOptions(area: 'orders' | 'store' | 'pricing' | 'profile', appDir: string, env: NodeJS.ProcessEnv = process.env) {
  return {
    name: `vd_${area}`,
    exposes: { './Area': './src/app/Area.tsx' },
    shared: sharedDependencies(appDir),
    shareStrategy: 'loaded-first' as const,
    dts: false,
    experiments: {
      externalRuntime: env.RELEASE_ID !== undefined,
      optimization: { disableRemote: true, disableSnapshot: true, target: 'web' as const },
    },
  };
}

/**
 * Rsbuild settings every remote shares: the release id compiled in, a relative asset prefix
 * (`auto`: chunks load from wherever the release's manifest was served, so a release folder
 * can be served from any origin or path without rebuilding), CORS for the dev server.
 */
export function remoteRsbuildOptions(area: 'orders' | 'store' | 'pricing' | 'profile', env: NodeJS.ProcessEnv = process.env) {
  const release = env.RELEASE_ID ?? 'dev';
  return {
    source: {
      entry: { index: './src/index.ts' },
      define: { __RELEASE_ID__: JSON.stringify(release) },
    },
    output: { assetPrefix: 'auto', distPath: { root: env.BUILD_OUT_DIR ?? 'dist' }, cleanDistPath: true },
    server: {
      port: portFor(area, env),
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
    },
    html: { title: `${area[0]!.toUpperCase()}${area.slice(1)} — standalone` },
    performance: { chunkSplit: { strategy: 'split-by-experience' as const } },
  };
}
