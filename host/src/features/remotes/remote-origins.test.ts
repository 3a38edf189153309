import { describe, expect, it } from 'vitest';
import { assertRemoteUrl, isAllowedRemoteUrl, RemoteOriginError, registryOrigins, trustRegistryOrigins } from './remote-origins';
import resiliencePlugin from './resilience-plugin';

const registry = {
  orders: { manifest: 'http://localhost:3001/releases/1/mf-manifest.json', release: '1' },
  store: { manifest: 'https://cdn.example.in/store/releases/2/mf-manifest.json', release: '2' },
};
const page = 'http://localhost:3000';

describe('remote origins', () => {
  it('are the origins of the manifests the registry names', () => {
    expect([...registryOrigins(registry)]).toEqual(['http://localhost:3001', 'https://cdn.example.in']);
  });

  it('allow those origins and the page’s own, nothing else', () => {
    const allowed = registryOrigins(registry);
    expect(isAllowedRemoteUrl('http://localhost:3001/releases/1/static/js/vd_orders.1.js', allowed, page)).toBe(true);
    expect(isAllowedRemoteUrl('https://cdn.example.in/other/x.js', allowed, page)).toBe(true);
    expect(isAllowedRemoteUrl('/static/js/a.js', allowed, page)).toBe(true);
    // Same host, another port or scheme or name: another origin.
    expect(isAllowedRemoteUrl('http://localhost:3009/x.js', allowed, page)).toBe(false);
    expect(isAllowedRemoteUrl('http://127.0.0.1:3001/x.js', allowed, page)).toBe(false);
    expect(isAllowedRemoteUrl('http://cdn.example.in/store/x.js', allowed, page)).toBe(false);
    expect(isAllowedRemoteUrl('https://evil.example/mf-manifest.json', allowed, page)).toBe(false);
    expect(isAllowedRemoteUrl('data:text/javascript,alert(1)', allowed, page)).toBe(false);
  });

  it('the MF runtime plugin refuses a manifest or script from an origin the registry does not name', async () => {
    trustRegistryOrigins(registry);
    const plugin = resiliencePlugin();
    expect(() => plugin.createScript?.({ url: 'https://evil.example/remoteEntry.js' } as never)).toThrow(RemoteOriginError);
    await expect(plugin.fetch?.('https://evil.example/mf-manifest.json', {})).rejects.toThrow(/not on an origin the remote registry names/);
    const made = plugin.createScript?.({ url: 'http://localhost:3001/releases/1/remoteEntry.js' } as never) as { script: HTMLScriptElement };
    expect(made.script.src).toBe('http://localhost:3001/releases/1/remoteEntry.js');
    expect(() => assertRemoteUrl('http://localhost:3001/x.js', page)).not.toThrow();
    // A new registry replaces the old origins.
    trustRegistryOrigins({ orders: registry.orders });
    expect(() => assertRemoteUrl('https://cdn.example.in/store/x.js', page)).toThrow(RemoteOriginError);
  });
});
