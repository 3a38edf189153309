// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sharedPackage from '../../shared/package.json' with { type: 'json' };
import {
  BUNDLER_RUNTIME_GLOBAL,
  bundlerRuntimeExternal,
  federationMajor,
  remoteExternals,
  remoteFederationOptions,
  remoteRsbuildOptions,
  SHARED_NOT_SINGLETON,
  SHARED_RUNTIME_MODULES,
  SINGLETON_PACKAGES,
  sharedRuntimeEntries,
} from './mf';

const appDir = path.resolve(import.meta.dirname, '../../remote-orders');

describe('remote build settings', () => {
  it('a release build uses the host-provided MF runtime; a standalone build keeps its own (decision 0010)', () => {
    expect(remoteFederationOptions('orders', appDir, { RELEASE_ID: '1.0.0-abcd1234' }).experiments.externalRuntime).toBe(true);
    expect(remoteFederationOptions('orders', appDir, {}).experiments.externalRuntime).toBe(false);
  });

  it('exposes ./Area, shares every singleton and leaves out remote loading either way', () => {
    const options = remoteFederationOptions('store', appDir, {});
    expect(options.name).toBe('vd_store');
    expect(options.exposes).toEqual({ './Area': './src/app/Area.tsx' });
    expect(Object.keys(options.shared).sort()).toEqual([...SINGLETON_PACKAGES, ...sharedRuntimeEntries()].sort());
    expect(options.experiments.optimization).toMatchObject({ disableRemote: true, target: 'web' });
  });

  it('shares react-query as a singleton (one QueryClient context per page), version read although the app reaches it only through @vd/shared', () => {
    const shared = remoteFederationOptions('orders', appDir, {}).shared;
    expect(shared['@tanstack/react-query']).toEqual({ singleton: true, requiredVersion: '^5.0.0', strictVersion: false });
    expect(shared.react?.singleton).toBe(true);
  });

  it('shares no axios: the one API client is @vd/shared/api, with its own transport (decisions 0061, 0066)', () => {
    expect(SINGLETON_PACKAGES).not.toContain('axios');
    expect(remoteFederationOptions('orders', appDir, {}).shared).not.toHaveProperty('axios');
    expect(sharedRuntimeEntries()).toContain('@vd/shared/api');
  });

  it('shares every runtime entry point of @vd/shared as its own singleton, read from its package.json exports (decision 0052)', () => {
    expect(sharedRuntimeEntries()).toEqual([
      '@vd/shared/api',
      '@vd/shared/config',
      '@vd/shared/data',
      '@vd/shared/i18n',
      '@vd/shared/i18n/react',
      '@vd/shared/navigation',
      '@vd/shared/orders',
      '@vd/shared/outbox',
      '@vd/shared/pwa',
      '@vd/shared/router',
      '@vd/shared/session',
      '@vd/shared/share',
      '@vd/shared/toast',
      '@vd/shared/ui',
      '@vd/shared/ui/base',
    ]);
    // Pure functions (tree-shaken into each app), the standalone shell, test helpers, the stylesheet:
    // SHARED_NOT_SINGLETON, each an entry point of the package.
    for (const key of SHARED_NOT_SINGLETON) expect(Object.keys(sharedPackage.exports)).toContain(key);
    const shared = remoteFederationOptions('orders', appDir, {}).shared;
    expect(shared['@vd/shared/session']).toEqual({ singleton: true, requiredVersion: '^1.0.0', strictVersion: false });
  });

  it("names the page runtime's modules (shared and contract code); the host's boot decides which go into its chunk", () => {
    for (const file of [
      '/r/shared/src/session/atoms.ts',
      '/r/shared/src/api/client.ts',
      '/r/shared/src/i18n/sharedMessages.ts',
      '/r/contract/src/routes.ts',
      'C:\\r\\shared\\src\\ui\\Dialog.tsx',
    ])
      expect(SHARED_RUNTIME_MODULES.test(file), file).toBe(true);
    for (const file of ['/r/host/src/app/App.tsx', '/r/remote-orders/src/app/Area.tsx', '/r/node_modules/axios/index.js', '/r/shared/package.json'])
      expect(SHARED_RUNTIME_MODULES.test(file), file).toBe(false);
  });

  it('compiles the release id in and loads chunks relative to the manifest (assetPrefix auto)', () => {
    const options = remoteRsbuildOptions('pricing', { RELEASE_ID: '2.0.0-0000ffff', PRICING_PORT: '4203' });
    expect(options.source.define.__RELEASE_ID__).toBe('"2.0.0-0000ffff"');
    expect(options.output.assetPrefix).toBe('auto');
    expect(options.server.port).toBe(4203);
  });
});

describe('remote releases take the bundler runtime from the host (decision 0068)', () => {
  const request =
    '/repo/node_modules/.pnpm/@module-federation+webpack-bundler-runtime@2.9.2/node_modules/@module-federation/webpack-bundler-runtime/dist/index.cjs';
  const resolve = (externals: ReturnType<typeof remoteExternals>, req: string) =>
    new Promise<[string | undefined, string | undefined]>((done) => externals[0]!({ request: req }, (_error, result, type) => done([result, type])));

  it('maps the bundler runtime of a release build to an expression the host answers, and nothing else', async () => {
    const externals = remoteExternals({ RELEASE_ID: '1.0.0-abcd1234' }, 2);
    expect(externals).toHaveLength(1);
    expect(await resolve(externals, request)).toEqual([bundlerRuntimeExternal(2), 'var']);
    expect(await resolve(externals, request.replace('index.cjs', 'index.js'))).toEqual([bundlerRuntimeExternal(2), 'var']);
    expect(await resolve(externals, '/repo/node_modules/@module-federation/sdk/dist/index.cjs')).toEqual([undefined, undefined]);
    expect(await resolve(externals, 'react')).toEqual([undefined, undefined]);
  });

  it('keeps the runtime in a standalone build (no RELEASE_ID)', () => {
    expect(remoteExternals({}, 2)).toEqual([]);
    expect(remoteRsbuildOptions('orders', {}).output.externals).toEqual([]);
    expect(remoteRsbuildOptions('orders', { RELEASE_ID: '1.0.0-abcd1234' }).output.externals).toHaveLength(1);
  });

  it("evaluates to a fresh copy from the host's provider, or fails clearly without one of the same major", () => {
    const target = globalThis as Record<string, unknown>;
    const evaluate = () => new Function(`return ${bundlerRuntimeExternal(2)}`)() as unknown;
    try {
      delete target[BUNDLER_RUNTIME_GLOBAL];
      expect(evaluate).toThrow("This area needs the host's Module Federation bundler runtime 2.x");
      target[BUNDLER_RUNTIME_GLOBAL] = { major: 3, create: () => ({}) };
      expect(evaluate).toThrow("This area needs the host's Module Federation bundler runtime 2.x");
      let made = 0;
      target[BUNDLER_RUNTIME_GLOBAL] = { major: 2, create: () => ({ copy: ++made }) };
      expect(evaluate()).toEqual({ copy: 1 });
      expect(evaluate()).toEqual({ copy: 2 });
    } finally {
      delete target[BUNDLER_RUNTIME_GLOBAL];
    }
  });

  it('reads the major of the Module Federation packages this repository pins', () => {
    expect(federationMajor()).toBe(2);
  });
});
