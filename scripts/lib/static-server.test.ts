import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { connect, constants as h2 } from 'node:http2';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brotliQualityFor,
  cacheControlFor,
  closeServer,
  createStaticServer,
  IMMUTABLE,
  jsonRoute,
  listen,
  NO_CACHE,
  pickEncoding,
  safeJoin,
  staticRoute,
} from './static-server';
import { selfSignedCertificate } from './tls';

describe('cache policy', () => {
  it('revalidates registry, config, manifests, documents and the service worker', () => {
    for (const p of ['/', '/index.html', '/remotes.json', '/config.json', '/releases/1.0.0-abc/mf-manifest.json', '/sw.js', '/manifest.webmanifest']) {
      expect(cacheControlFor(p), p).toBe(NO_CACHE);
    }
  });
  it('caches hashed chunks forever', () => {
    expect(cacheControlFor('/static/js/index.78560f81fd.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/releases/1.0.0-abc/static/js/async/t.5ccdc1eed6.js')).toBe(IMMUTABLE);
  });
});

describe('paths and encodings', () => {
  it('refuses paths that escape the root', () => {
    expect(safeJoin('/srv/site', '/../etc/passwd')).toBe('/srv/site/etc/passwd');
    expect(safeJoin('/srv/site', '/%2e%2e/%2e%2e/etc/passwd')).toBe('/srv/site/etc/passwd');
    expect(safeJoin('/srv/site', '/%E0%A4%A')).toBeNull();
    expect(safeJoin('/srv/site', '/a%00b')).toBeNull();
  });
  it('prefers brotli, then gzip', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});

describe('static server', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'vd-static-'));
  let base = '';
  const server = createStaticServer({
    name: 'test',
    root,
    spaFallback: true,
    cors: true,
    routes: [jsonRoute('/remotes.json', () => ({ areas: {} }))],
    headers: (urlPath) => ({ ...(urlPath.endsWith('.js') ? {} : { 'Content-Security-Policy': "frame-ancestors 'none'" }), 'X-Frame-Options': 'DENY' }),
  });

  beforeAll(async () => {
    mkdirSync(path.join(root, 'static', 'js'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(path.join(root, 'static', 'js', 'a.0123456789.js'), 'console.log(1);'.repeat(100));
    await listen(server, 0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a hashed chunk as brotli of the best quality, and a page that changes as quick brotli (issue 25)', async () => {
    expect(brotliQualityFor('/static/js/a.0123456789.js')).toBe(11);
    expect(brotliQualityFor('/index.html')).toBe(9);
    const [chunk, page] = await Promise.all([
      fetch(`${base}/static/js/a.0123456789.js`, { headers: { 'accept-encoding': 'br' } }),
      fetch(`${base}/index.html`, { headers: { 'accept-encoding': 'br' } }),
    ]);
    expect(chunk.headers.get('content-encoding')).toBe('br');
    // fetch decodes it: the file as written.
    expect(await chunk.text()).toBe('console.log(1);'.repeat(100));
    expect(page.status).toBe(200);
  });

  it('serves hashed chunks compressed, immutable, with CORS', async () => {
    const response = await fetch(`${base}/static/js/a.0123456789.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toContain('console.log(1);');
  });

  it('falls back to index.html for app routes but 404s missing files', async () => {
    const page = await fetch(`${base}/orders/123`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe(NO_CACHE);
    expect((await fetch(`${base}/static/js/missing.js`)).status).toBe(404);
  });

  it('answers dynamic JSON routes fresh', async () => {
    const response = await fetch(`${base}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe(NO_CACHE);
    expect(await response.json()).toEqual({ areas: {} });
  });

  it('sets the headers of each answer by its path: files, the page, routes and 404s', async () => {
    for (const p of ['/orders/123', '/remotes.json', '/index.html', '/missing']) {
      const response = await fetch(`${base}${p}`);
      expect(response.headers.get('content-security-policy'), p).toBe("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options'), p).toBe('DENY');
    }
    for (const p of ['/static/js/a.0123456789.js', '/static/js/missing.js']) {
      const response = await fetch(`${base}${p}`);
      expect(response.headers.get('content-security-policy'), p).toBeNull();
      expect(response.headers.get('x-frame-options'), p).toBe('DENY');
    }
  });

  it('refuses writes', async () => {
    expect((await fetch(`${base}/index.html`, { method: 'POST' })).status).toBe(405);
  });
});

describe('a static route on another server', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'vd-static-route-'));
  mkdirSync(path.join(root, 'static'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><p>floor</p>');
  writeFileSync(path.join(root, 'static', 'a.0123456789.js'), 'console.log(1)');
  let base = '';
  const server = createStaticServer({ name: 'test', root: mkdtempSync(path.join(tmpdir(), 'vd-static-main-')), routes: [staticRoute('/bench-floor/', root)] });
  beforeAll(async () => {
    await listen(server, 0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves its folder under the prefix, with the same cache policy', async () => {
    const page = await fetch(`${base}/bench-floor/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('floor');
    const chunk = await fetch(`${base}/bench-floor/static/a.0123456789.js`);
    expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await fetch(`${base}/bench-floor/../index.html`)).status).toBe(404);
    expect((await fetch(`${base}/other/`)).status).toBe(404);
  });
});

describe('over HTTPS with HTTP/2 (the benchmark, decision 0075)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'vd-static-tls-'));
  mkdirSync(path.join(root, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>tls</title>');
  writeFileSync(path.join(root, 'static', 'js', 'a.0123456789.js'), 'console.log(2);'.repeat(100));
  const server = createStaticServer({
    name: 'test',
    root,
    spaFallback: true,
    routes: [jsonRoute('/config.json', () => ({ ok: true }))],
    headers: () => ({ 'X-Frame-Options': 'DENY' }),
    tls: selfSignedCertificate(mkdtempSync(path.join(tmpdir(), 'vd-static-cert-'))),
  });
  let port = 0;
  beforeAll(async () => {
    await listen(server, 0);
    port = (server.address() as AddressInfo).port;
  });

  /** One HTTP/2 request: status, headers and body (the session is left open, as a browser's is). */
  const h2Get = (session: ReturnType<typeof connect>, urlPath: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const stream = session.request({ [h2.HTTP2_HEADER_PATH]: urlPath, ...headers });
      const chunks: Buffer[] = [];
      let answer: Record<string, unknown> = {};
      stream.on('response', (h) => (answer = h));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve({ status: Number(answer[h2.HTTP2_HEADER_STATUS]), headers: answer, body: Buffer.concat(chunks) }));
      stream.on('error', reject);
    });

  it('answers files, routes and the page fallback over one HTTP/2 connection with the same headers and compression', async () => {
    const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    try {
      const [chunk, config, page, missing] = await Promise.all([
        h2Get(session, '/static/js/a.0123456789.js', { 'accept-encoding': 'br' }),
        h2Get(session, '/config.json'),
        h2Get(session, '/store'),
        h2Get(session, '/nothing.js'),
      ]);
      expect(chunk.status).toBe(200);
      expect(chunk.headers['content-encoding']).toBe('br');
      expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
      expect(chunk.headers['x-frame-options']).toBe('DENY');
      expect(brotliDecompressSync(chunk.body).toString()).toBe('console.log(2);'.repeat(100));
      expect(JSON.parse(config.body.toString())).toEqual({ ok: true });
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('<title>tls</title>');
      expect(missing.status).toBe(404);
    } finally {
      session.close();
    }
  });

  it('closes with a connection still open', async () => {
    const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    expect((await h2Get(session, '/config.json')).status).toBe(200);
    const ended = new Promise<void>((resolve) => session.once('close', () => resolve()));
    session.on('error', () => undefined);
    await closeServer(server);
    await ended;
    expect(server.listening).toBe(false);
  });
});
