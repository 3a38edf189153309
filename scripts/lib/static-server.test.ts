import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { connect, constants as h2 } from 'node:http2';
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliQualityFor, cacheControlFor, createStaticServer, IMMUTABLE, jsonRoute, NO_CACHE, staticRoute, type WebServer } from './static-server';
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

/** Listens on a free port of 127.0.0.1 and returns the port. */
async function start(server: WebServer): Promise<number> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  return (server.server.address() as AddressInfo).port;
}

/** One HTTP/1.1 request sent as written (fetch would normalise the path and decode the body): status, headers and raw body. */
const rawGet = (port: number, urlPath: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: urlPath, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });

describe('static server', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'vd-static-'));
  let base = '';
  let port = 0;
  const server = createStaticServer({
    name: 'test',
    root,
    spaFallback: true,
    cors: true,
    routes: [jsonRoute('/remotes.json', () => ({ areas: {} })), jsonRoute('/config.json', () => ({ text: 'a config of some size '.repeat(100) }))],
    headers: (urlPath) => ({ ...(urlPath.endsWith('.js') ? {} : { 'Content-Security-Policy': "frame-ancestors 'none'" }), 'X-Frame-Options': 'DENY' }),
  });

  beforeAll(async () => {
    mkdirSync(path.join(root, 'static', 'js'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>x</title>${'<p>page</p>'.repeat(200)}`);
    writeFileSync(path.join(root, 'static', 'js', 'a.0123456789.js'), chunkText);
    writeFileSync(path.join(root, 'secret.txt'), 'outside the mount');
    port = await start(server);
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => server.close());
  const chunkText = Array.from({ length: 400 }, (_, i) => `console.log(${i * 7919});`).join('\n');

  it('sends a hashed chunk as brotli of the best quality, made once and kept beside it, and a page that changes as quick brotli', async () => {
    expect(brotliQualityFor('/static/js/a.0123456789.js')).toBe(11);
    expect(brotliQualityFor('/index.html')).toBe(5);
    const best = brotliCompressSync(chunkText, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    const [first, second, page] = await Promise.all([
      rawGet(port, '/static/js/a.0123456789.js', { 'accept-encoding': 'gzip, deflate, br' }),
      rawGet(port, '/static/js/a.0123456789.js', { 'accept-encoding': 'br' }),
      rawGet(port, '/index.html', { 'accept-encoding': 'br' }),
    ]);
    for (const chunk of [first, second]) {
      expect(chunk.headers['content-encoding']).toBe('br');
      expect(chunk.headers['content-type']).toMatch(/javascript/);
      expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
      expect(chunk.body.equals(best)).toBe(true);
    }
    expect(existsSync(path.join(root, 'static', 'js', 'a.0123456789.js.br'))).toBe(true);
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe(NO_CACHE);
    expect(brotliDecompressSync(page.body).toString()).toContain('<title>x</title>');
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const chunk = await rawGet(port, '/static/js/a.0123456789.js');
    expect(chunk.headers['content-encoding']).toBeUndefined();
    expect(chunk.body.toString()).toBe(chunkText);
  });

  it('never serves a file outside its folder', async () => {
    const other = createStaticServer({ name: 'test', root: path.join(root, 'static') });
    const otherPort = await start(other);
    try {
      for (const p of ['/../secret.txt', '/%2e%2e/secret.txt', '/js/%2e%2e/%2e%2e/secret.txt', '/a%00b']) {
        const answer = await rawGet(otherPort, p);
        expect(answer.status, p).toBeGreaterThanOrEqual(400);
        expect(answer.body.toString(), p).not.toContain('outside the mount');
      }
    } finally {
      await other.close();
    }
  });

  it('serves hashed chunks compressed, immutable, with CORS', async () => {
    const response = await fetch(`${base}/static/js/a.0123456789.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe(chunkText);
  });

  it('falls back to index.html for app routes but 404s missing files', async () => {
    const page = await fetch(`${base}/orders/123`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe(NO_CACHE);
    expect((await fetch(`${base}/static/js/missing.js`)).status).toBe(404);
  });

  it('answers dynamic JSON routes fresh, compressed when large', async () => {
    const response = await fetch(`${base}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe(NO_CACHE);
    expect(await response.json()).toEqual({ areas: {} });
    const config = await rawGet(port, '/config.json', { 'accept-encoding': 'br' });
    expect(config.headers['content-encoding']).toBe('br');
    expect(config.headers['cache-control']).toBe(NO_CACHE);
    expect(JSON.parse(brotliDecompressSync(config.body).toString())).toEqual({ text: 'a config of some size '.repeat(100) });
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

  it('refuses writes and answers a CORS preflight', async () => {
    const post = await fetch(`${base}/index.html`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const preflight = await fetch(`${base}/static/js/a.0123456789.js`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers HEAD like GET without a body', async () => {
    const head = await fetch(`${base}/remotes.json`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe(NO_CACHE);
    expect(await head.text()).toBe('');
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
    base = `http://127.0.0.1:${await start(server)}`;
  });
  afterAll(() => server.close());

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

describe('over HTTPS with HTTP/2 (the benchmark)', () => {
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
    port = await start(server);
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
    await server.close();
    await ended;
    expect(server.server.listening).toBe(false);
  });
});
