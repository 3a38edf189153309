import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureRegistry, isValidReleaseId, listReleases, readRegistry, unpinRelease, useRelease } from './releases';

function fakeReleases() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vd-releases-'));
  const env = { RELEASES_DIR: dir, ORDERS_PORT: '5001' } as NodeJS.ProcessEnv;
  const add = (id: string, builtAt: string) => {
    mkdirSync(path.join(dir, 'orders', id), { recursive: true });
    writeFileSync(path.join(dir, 'orders', id, 'release.json'), JSON.stringify({ id, area: 'orders', version: '1.0.0', sourceHash: id, builtAt }));
  };
  return { dir, env, add };
}

describe('releases and the registry', () => {
  it('validates release ids', () => {
    expect(isValidReleaseId('1.0.0-3f9a1c2b')).toBe(true);
    expect(isValidReleaseId('../etc')).toBe(false);
    expect(isValidReleaseId('')).toBe(false);
  });

  it('lists releases oldest first, skipping damaged folders', () => {
    const { dir, env, add } = fakeReleases();
    add('1.0.1-bbbb', '2026-11-02T00:00:00Z');
    add('1.0.0-aaaa', '2026-11-01T00:00:00Z');
    mkdirSync(path.join(dir, 'orders', 'broken'));
    writeFileSync(path.join(dir, 'orders', 'broken', 'release.json'), '{not json');
    expect(listReleases('orders', env).map((r) => r.id)).toEqual(['1.0.0-aaaa', '1.0.1-bbbb']);
  });

  it('points an area at a release, pins it across starts, and unpins', () => {
    const { env, add } = fakeReleases();
    add('1.0.0-aaaa', '2026-11-01T00:00:00Z');
    add('1.0.1-bbbb', '2026-11-02T00:00:00Z');
    ensureRegistry({ orders: '1.0.1-bbbb' }, env);
    expect(readRegistry(env).areas.orders).toEqual({
      release: '1.0.1-bbbb',
      manifest: 'http://localhost:5001/releases/1.0.1-bbbb/mf-manifest.json',
    });
    useRelease('orders', '1.0.0-aaaa', env);
    ensureRegistry({ orders: '1.0.1-bbbb' }, env);
    expect(readRegistry(env).areas.orders?.release).toBe('1.0.0-aaaa');
    unpinRelease('orders', env);
    ensureRegistry({ orders: '1.0.1-bbbb' }, env);
    expect(readRegistry(env).areas.orders?.release).toBe('1.0.1-bbbb');
  });

  it('refuses a release that does not exist and keeps the registry as it was', () => {
    const { env, add, dir } = fakeReleases();
    add('1.0.0-aaaa', '2026-11-01T00:00:00Z');
    ensureRegistry({ orders: '1.0.0-aaaa' }, env);
    const before = readFileSync(path.join(dir, 'registry.json'), 'utf8');
    expect(() => useRelease('orders', 'nope', env)).toThrow(/no release "nope"/);
    expect(readFileSync(path.join(dir, 'registry.json'), 'utf8')).toBe(before);
  });

  it('treats a corrupt registry file as empty', () => {
    const { env, dir } = fakeReleases();
    writeFileSync(path.join(dir, 'registry.json'), 'garbage');
    expect(readRegistry(env)).toEqual({ areas: {} });
  });
});
