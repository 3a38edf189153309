import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  apiOrigins,
  COMMON_HEADERS,
  headersForPath,
  hostContentSecurityPolicy,
  hostHeaders,
  isSubresourcePath,
  inlineScriptHashes,
  nginxSnippet,
  originOf,
  preconnectLinks,
  remoteHeaders,
  STRICT_TRANSPORT_SECURITY,
  SUBRESOURCE_LOCATION,
  tileOrigins,
} from './web-headers';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

const config = {
  services: { auth: 'http://localhost:8080/rest/localbig/api/v1', order: 'https://orders.example.in/api', user: 'not a url' },
};
const remotes = ['http://localhost:3001/releases/1.0.0-a/mf-manifest.json', 'https://cdn.example.in/store/releases/2/mf-manifest.json'];

describe('host Content-Security-Policy', () => {
  it('names exactly the registry’s remote origins, the API origins and the inline scripts’ hashes', () => {
    const html = '<html><head><style>body{}</style></head><body><script>document.x=1</script><script src="/static/js/a.js"></script></body></html>';
    const csp = hostContentSecurityPolicy({ remotes, config, indexHtml: html });
    const hash = `'sha256-${createHash('sha256').update('document.x=1').digest('base64')}'`;
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'http://localhost:3001', 'https://cdn.example.in', hash]);
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'http://localhost:8080',
      'https://orders.example.in',
      'http://localhost:3001',
      'https://cdn.example.in',
    ]);
    expect(directive(csp, 'img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'http://localhost:8080']));
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    // The service worker, and no other worker.
    expect(directive(csp, 'worker-src')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).not.toContain('googleapis');
  });

  it('allows Google Maps only when config.json has a mapsApiKey', () => {
    const csp = hostContentSecurityPolicy({ remotes: [], config: { ...config, mapsApiKey: 'k' } });
    expect(directive(csp, 'script-src')).toContain('https://maps.googleapis.com');
    expect(directive(csp, 'connect-src')).toContain('https://maps.googleapis.com');
  });

  it('allows map tiles (images only) from config.json’s mapTilesUrl origin, a {s} subdomain as *', () => {
    const csp = hostContentSecurityPolicy({ remotes: [], config: { ...config, mapTilesUrl: 'https://{s}.tiles.example.in/osm/{z}/{x}/{y}.png' } });
    expect(directive(csp, 'img-src')).toContain('https://*.tiles.example.in');
    expect(directive(csp, 'connect-src')).not.toContain('https://*.tiles.example.in');
    expect(tileOrigins({ mapTilesUrl: 'http://localhost:9000/{z}/{x}/{y}.png' })).toEqual(['http://localhost:9000']);
    expect(tileOrigins({ mapTilesUrl: '' })).toEqual([]);
    expect(tileOrigins({ mapTilesUrl: 'javascript:{z}{x}{y}' })).toEqual([]);
    expect(tileOrigins(config)).toEqual([]);
  });

  it('ignores what is not an http(s) URL', () => {
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('nonsense')).toBeNull();
    expect(apiOrigins({ services: { a: 'ftp://x', b: 3 } })).toEqual([]);
    expect(apiOrigins(null)).toEqual([]);
    const csp = hostContentSecurityPolicy({ remotes: ['data:text/javascript,1', ''], config: {} });
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
  });

  it('hashes inline scripts only, each once', () => {
    expect(inlineScriptHashes('<script type="module" src="/a.js"></script><script></script>')).toEqual([]);
    expect(inlineScriptHashes('<script>a</script><SCRIPT>a</SCRIPT><script>b</script>')).toHaveLength(2);
  });
});

describe('headers', () => {
  it('host: no framing, referrer trimmed, location for the page itself only', () => {
    const h = hostHeaders({ remotes, config });
    expect(h['X-Frame-Options']).toBe('DENY');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(h['Permissions-Policy']).toContain('geolocation=(self)');
    expect(h['X-Content-Type-Options']).toBe('nosniff');
  });
  it('host: preconnects to every remote origin (both connection pools) and the API, once each (issue 25)', () => {
    expect(preconnectLinks({ remotes, config }).split(', ')).toEqual([
      '<http://localhost:3001>; rel=preconnect',
      '<http://localhost:3001>; rel=preconnect; crossorigin',
      '<https://cdn.example.in>; rel=preconnect',
      '<https://cdn.example.in>; rel=preconnect; crossorigin',
      '<http://localhost:8080>; rel=preconnect; crossorigin',
      '<https://orders.example.in>; rel=preconnect; crossorigin',
    ]);
    expect(hostHeaders({ remotes, config }).Link).toBe(preconnectLinks({ remotes, config }));
    expect(hostHeaders({ remotes: [], config: {} }).Link).toBeUndefined();
  });
  it('remote: nothing served there runs as a page or is framed', () => {
    const h = remoteHeaders();
    expect(h['Content-Security-Policy']).toContain("default-src 'none'");
    expect(h['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(h['X-Frame-Options']).toBe('DENY');
  });
  it("a page's scripts, styles, fonts, images and JSON carry the common headers only; the page, sw.js, SVGs and unknown paths the documents' (issue 25)", () => {
    const documents = () => hostHeaders({ remotes, config });
    for (const file of [
      '/static/js/index.85854afb68.js',
      '/static/js/async/lib-boot.95502174b2.js',
      '/static/css/async/shell.64ea6497d8.css',
      '/config.json',
      '/remotes.json',
      '/releases/1.0.0-22f6b1eb/mf-manifest.json',
      '/manifest.webmanifest',
      '/icons/icon-192.png',
      '/static/font/noto.woff2',
    ]) {
      expect(isSubresourcePath(file), file).toBe(true);
      expect(headersForPath(file, documents), file).toEqual(COMMON_HEADERS);
    }
    for (const page of ['/', '/store', '/orders/42', '/index.html', '/sw.js', '/icons/icon.svg', '/bench-floor/', '/releases/']) {
      expect(isSubresourcePath(page), page).toBe(false);
      expect(headersForPath(page, documents)['Content-Security-Policy'], page).toBe(hostContentSecurityPolicy({ remotes, config }));
    }
    // Every answer keeps nosniff, no framing and the referrer policy.
    expect(headersForPath('/static/js/a.js', documents)).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' });
    expect(headersForPath('/', remoteHeaders)['Content-Security-Policy']).toContain("default-src 'none'");
  });
  it('HSTS for a year with the subdomains on every answer of the host and the remotes, files and documents alike', () => {
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=31536000; includeSubDomains');
    const documents = () => hostHeaders({ remotes, config });
    for (const file of ['/', '/orders/42', '/sw.js', '/static/js/index.85854afb68.js', '/config.json', '/releases/1.0.0-22f6b1eb/mf-manifest.json']) {
      expect(headersForPath(file, documents)['Strict-Transport-Security'], `host ${file}`).toBe(STRICT_TRANSPORT_SECURITY);
      expect(headersForPath(file, remoteHeaders)['Strict-Transport-Security'], `remote ${file}`).toBe(STRICT_TRANSPORT_SECURITY);
    }
  });
  it('nginx: the host, remote and assets snippets each print the HSTS line (an add_header in a location drops the server’s)', () => {
    const line = 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;';
    for (const [name, headers] of [
      ['host', hostHeaders({ remotes, config })],
      ['remote', remoteHeaders()],
      [`assets ${SUBRESOURCE_LOCATION}`, COMMON_HEADERS],
    ] as const) {
      expect(nginxSnippet(headers, name).split('\n'), name).toContain(line);
    }
  });
  it('nginx snippet: one add_header … always per header, quotes escaped', () => {
    const out = nginxSnippet({ 'X-Frame-Options': 'DENY', 'Content-Security-Policy': `script-src 'self' "x"` }, 'host');
    expect(out).toBe(`# host\nadd_header X-Frame-Options "DENY" always;\nadd_header Content-Security-Policy "script-src 'self' \\"x\\"" always;\n`);
  });
});

describe('the demo host’s headers (stack.ts)', () => {
  it('follow the registry file, config.json’s API origin and the built index.html', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { hostHeadersFor } = await import('./stack');
    const dir = mkdtempSync(path.join(tmpdir(), 'vd-headers-'));
    const registry = path.join(dir, 'registry.json');
    writeFileSync(registry, JSON.stringify({ areas: { orders: { release: 'r1', manifest: 'http://localhost:4501/releases/r1/mf-manifest.json' } } }));
    writeFileSync(path.join(dir, 'index.html'), '<script>gate()</script>');
    const headers = hostHeadersFor(dir, { REGISTRY_FILE: registry, API_PORT: '4580' });
    const csp = headers()['Content-Security-Policy'] ?? '';
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'http://localhost:4501', `'sha256-${createHash('sha256').update('gate()').digest('base64')}'`]);
    expect(directive(csp, 'connect-src')).toContain('http://localhost:4580');
    // The registry names another origin: the next answer's policy follows.
    writeFileSync(registry, JSON.stringify({ areas: { orders: { release: 'r2', manifest: 'https://cdn.example.in/r2/mf-manifest.json' } } }));
    expect(directive(headers()['Content-Security-Policy'] ?? '', 'script-src')).toContain('https://cdn.example.in');
    expect(directive(headers()['Content-Security-Policy'] ?? '', 'script-src')).not.toContain('http://localhost:4501');
  });
});
