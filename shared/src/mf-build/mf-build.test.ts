// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { remoteFederationOptions, remoteRsbuildOptions, SINGLETON_PACKAGES } from './index';

const appDir = path.resolve(import.meta.dirname, '../../../remote-orders');

describe('remote build settings', () => {
  it('a release build uses the host-provided MF runtime; a standalone build keeps its own (decision 0010)', () => {
    expect(remoteFederationOptions('orders', appDir, { RELEASE_ID: '1.0.0-abcd1234' }).experiments.externalRuntime).toBe(true);
    expect(remoteFederationOptions('orders', appDir, {}).experiments.externalRuntime).toBe(false);
  });

  it('exposes ./Area, shares every singleton and leaves out remote loading either way', () => {
    const options = remoteFederationOptions('store', appDir, {});
    expect(options.name).toBe('vd_store');
    expect(options.exposes).toEqual({ './Area': './src/app/Area.tsx' });
    expect(Object.keys(options.shared).sort()).toEqual([...SINGLETON_PACKAGES].sort());
    expect(options.experiments.optimization).toMatchObject({ disableRemote: true, target: 'web' });
  });

  it('shares react-query as a singleton (one QueryClient context per page), version read although the app reaches it only through @vd/shared', () => {
    const shared = remoteFederationOptions('orders', appDir, {}).shared;
    expect(shared['@tanstack/react-query']).toEqual({ singleton: true, requiredVersion: '^5.0.0', strictVersion: false });
    expect(shared.react?.singleton).toBe(true);
  });

  it('compiles the release id in and loads chunks relative to the manifest (assetPrefix auto)', () => {
    const options = remoteRsbuildOptions('pricing', { RELEASE_ID: '2.0.0-0000ffff', PRICING_PORT: '4203' });
    expect(options.source.define.__RELEASE_ID__).toBe('"2.0.0-0000ffff"');
    expect(options.output.assetPrefix).toBe('auto');
    expect(options.server.port).toBe(4203);
  });
});
