/**
 * Build-time Module Federation settings shared by the host and every remote, so that the
 * singleton list and required versions are written once. Node-only (the tooling package): import
 * it from `rsbuild.config.ts`, never from browser code (Biome's import rules forbid it there).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './paths';
import { compileHints, entryFiles, exposeFiles } from './compile-hints';
import { portFor } from './ports';

export { DEFAULT_PORTS, PORT_ENV, type PortName, portFor } from './ports';

/**
 * Third-party packages that must exist once per page. The page's one API client is `@vd/shared/api`,
 * itself a singleton, with its own small transport (decision 0066; axios before it was bundled there,
 * never shared, decision 0061).
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'jotai',
  // One QueryClient per page (decision 0017): the host provides it, the remotes read it through
  // react-query's context, which exists only once if react-query does. Reached only through
  // '@vd/shared/data', which the login page does not load.
  '@tanstack/react-query',
] as const;

const SHARED_DIR = path.join(ROOT, 'shared');

/**
 * Entry points of @vd/shared that are NOT shared through Module Federation: those without page state,
 * whose functions are pure (a second copy in an area changes nothing) — `./format`, `./validation`,
 * `./storage`, `./offline`, `./contract` (the host↔remote contract and route table: data and
 * checks), `./catalog` (the store and pricing areas' catalogue functions, decision 0008) — so that
 * each app keeps only what it uses: a shared module cannot be tree-shaken, and sharing them would add
 * about 2 KB gzip to the login page. `./area-kit` is the standalone dev shell (never on the host's
 * page); `./i18n/testing` and `./catalog/testing` serve tests; the stylesheet and package.json are not modules.
 */
export const SHARED_NOT_SINGLETON = [
  './area-kit',
  './catalog',
  './catalog/testing',
  './contract',
  './format',
  './i18n/testing',
  './offline',
  './package.json',
  './storage',
  './styles.css',
  './validation',
] as const;

/**
 * Every entry point of @vd/shared that holds page state (`@vd/shared/api`, `@vd/shared/session`, …),
 * read from its package.json `exports` minus {@link SHARED_NOT_SINGLETON}: each is one Module
 * Federation singleton, so the session, the API client with its single-flight refresh, the toast
 * store, the router, the runtime config and the QueryClient provider exist once per page, whichever
 * app imports them (decision 0052). A new folder added to `exports` is shared unless listed there.
 */
export function sharedRuntimeEntries(sharedDir: string = SHARED_DIR): string[] {
  const pkg = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')) as { name: string; exports: Record<string, string> };
  return Object.keys(pkg.exports)
    .filter((key) => key.startsWith('./') && !(SHARED_NOT_SINGLETON as readonly string[]).includes(key))
    .map((key) => `${pkg.name}/${key.slice(2)}`)
    .sort();
}

export interface SharedConfigEntry {
  singleton: true;
  requiredVersion: string;
  strictVersion: false;
}

function packageRoot(name: string): string {
  return name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
}

/** Where a package's package.json is for the app in `appDir`, else for @vd/shared (whose dependency it is). */
function resolvePackageJson(root: string, appDir: string): string {
  try {
    return createRequire(path.join(appDir, 'package.json')).resolve(`${root}/package.json`);
  } catch {
    return createRequire(path.join(SHARED_DIR, 'package.json')).resolve(`${root}/package.json`);
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
  for (const name of [...SINGLETON_PACKAGES, ...sharedRuntimeEntries()]) {
    const pkgJson = resolvePackageJson(packageRoot(name), appDir);
    const { version } = JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string };
    const major = version.split('.')[0];
    result[name] = { singleton: true, requiredVersion: `^${major}.0.0`, strictVersion: false };
  }
  return result;
}

/**
 * The page runtime's modules: those of `shared/src` and the contract code they use. The host puts the
 * ones its boot runs in one chunk, `vd-shared` (`runtimeChunkGroup` in `host/src/boot/boot-preload.ts`),
 * as when `@vd/shared` was one shared module: each `@vd/shared/*` entry point is a shared module of its
 * own, and without the group the small modules several of them import (storage keys, texts, session
 * atoms) would be copied into each entry's chunk and the login page would load them several times
 * (195 KB instead of 180 KB gzip, decision 0052). Only the ones the boot runs: what loads later — the
 * signed-in shell and what it alone uses (the shop-hours rules, the area-only UI), the data layer, the
 * outbox, the languages and the ICU module, the toast host — stays in the chunks that load it, off the
 * login page (decision 0061; before, a list of folders left out the lazy ones and the rest was forced in).
 */
export const SHARED_RUNTIME_MODULES = /[\\/](?:shared|contract)[\\/]src[\\/]/;

/** What every remote exposes (the area contract's module, `@vd/shared/contract`'s AREA_EXPOSE). */
export const AREA_EXPOSE_KEY = './Area';

/**
 * Module Federation options of an area remote (what it exposes and shares).
 *
 * A release build (RELEASE_ID set, as `pnpm release build` and the start/test commands do) uses
 * the host's copy of the MF runtime instead of carrying its own (`externalRuntime`; the host
 * sets `provideExternalRuntime`): about 20 KB gzip less on every area's first screen. Without
 * RELEASE_ID (the standalone dev server, a plain `pnpm build`) the remote keeps its own runtime
 * so it runs on its own. Remotes load no other remotes, so the runtime's remote-loading and
 * snapshot code is left out either way. Decision 0010. A release also takes the host's bundler
 * runtime (`remoteRsbuildOptions`' externals, decision 0068).
 */
export function remoteFederationOptions(area: 'orders' | 'store' | 'pricing' | 'profile', appDir: string, env: NodeJS.ProcessEnv = process.env) {
  return {
    name: `vd_${area}`,
    exposes: { [AREA_EXPOSE_KEY]: './src/app/Area.tsx' },
    shared: sharedDependencies(appDir),
    shareStrategy: 'loaded-first' as const,
    dts: false,
    experiments: {
      externalRuntime: env.RELEASE_ID !== undefined,
      optimization: { disableRemote: true, disableSnapshot: true, target: 'web' as const },
    },
  };
}

/** The global on which the host lends its bundler runtime (host/src/features/remotes/bundler-runtime-provider.ts). */
export const BUNDLER_RUNTIME_GLOBAL = '__VD_MF_BUNDLER_RUNTIME__';

/** The major version of the Module Federation bundler runtime the host lends (one catalog pin for all MF packages). */
export function federationMajor(): number {
  const file = createRequire(path.join(ROOT, 'host', 'package.json')).resolve('@module-federation/webpack-bundler-runtime/package.json');
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
  return Number(version.split('.')[0]);
}

/** The bundler runtime module the MF plugin puts in every entry (requested by its resolved path). */
const BUNDLER_RUNTIME_REQUEST = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;

/**
 * The expression a remote release's entry evaluates instead of bundling the bundler runtime: a fresh
 * copy made by the host (decision 0068), or a clear error when the host provides none or one of
 * another major (the host's loader shows the area's fallback with Retry, decision 0010).
 */
export function bundlerRuntimeExternal(major: number): string {
  const name = JSON.stringify(BUNDLER_RUNTIME_GLOBAL);
  return (
    `(function(){var p=globalThis[${name}];` +
    `if(!p||p.major!==${major})throw new Error("This area needs the host's Module Federation bundler runtime ${major}.x");` +
    'return p.create()})()'
  );
}

/**
 * rspack externals of a remote release: the bundler runtime from the host (decision 0068). None
 * without RELEASE_ID: the standalone remote keeps its own.
 */
export function remoteExternals(env: NodeJS.ProcessEnv = process.env, major?: number) {
  if (env.RELEASE_ID === undefined) return [];
  const expression = bundlerRuntimeExternal(major ?? federationMajor());
  return [
    ({ request }: { request?: string }, callback: (error?: Error, result?: string, type?: 'var') => void) =>
      request && BUNDLER_RUNTIME_REQUEST.test(request) ? callback(undefined, expression, 'var') : callback(),
  ];
}

/**
 * Rsbuild settings every remote shares: the release id compiled in, a relative asset prefix
 * (`auto`: chunks load from wherever the release's manifest was served, so a release folder
 * can be served from any origin or path without rebuilding), CORS for the dev server, and in a
 * release build the bundler runtime taken from the host (`remoteExternals`, decision 0068).
 */
export function remoteRsbuildOptions(area: 'orders' | 'store' | 'pricing' | 'profile', env: NodeJS.ProcessEnv = process.env) {
  const release = env.RELEASE_ID ?? 'dev';
  return {
    source: {
      entry: { index: './src/index.ts' },
      define: { __RELEASE_ID__: JSON.stringify(release) },
    },
    output: { assetPrefix: 'auto', distPath: { root: env.BUILD_OUT_DIR ?? 'dist' }, cleanDistPath: true, externals: remoteExternals(env) },
    server: {
      port: portFor(area, env),
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
    },
    html: { title: `${area[0]!.toUpperCase()}${area.slice(1)} — standalone` },
    performance: { chunkSplit: { strategy: 'split-by-experience' as const } },
    // The remote's entry and its area's first module, compiled as they arrive (decision 0067).
    tools: { rspack: { plugins: [compileHints((compilation) => [...entryFiles(compilation, `vd_${area}`), ...exposeFiles(compilation, AREA_EXPOSE_KEY)])] } },
  };
}
