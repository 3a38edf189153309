import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createSecureServer, type Http2SecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { Socket } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompress, brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { promisify } from 'node:util';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/**
 * Cache policy (architecture guide): the registry, config, manifests, documents and the
 * service worker are revalidated on every load so a rollback is seen at once; hashed chunks
 * and everything inside an immutable release folder are cached forever.
 */
export function cacheControlFor(urlPath: string): string {
  const base = path.posix.basename(urlPath);
  if (
    urlPath === '/' ||
    base.endsWith('.html') ||
    base === 'remotes.json' ||
    base === 'config.json' ||
    base === 'mf-manifest.json' ||
    base === 'mf-stats.json' ||
    base === 'release.json' ||
    base === 'sw.js' ||
    base.endsWith('.webmanifest')
  ) {
    return NO_CACHE;
  }
  if (/\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/.test(base)) return IMMUTABLE;
  return SHORT;
}

export function contentTypeFor(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Resolves a URL path inside `root`, refusing anything that escapes it. */
export function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

export type Encoding = 'br' | 'gzip' | 'identity';

export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;

/** What the server reads of a request: an HTTP/1.1 one (`node:http`) or an HTTP/2 one (`node:http2`'s compatibility API). */
export interface WebRequest {
  readonly method?: string;
  readonly url?: string;
  readonly headers: IncomingHttpHeaders;
}

/** What the server does with an answer, over HTTP/1.1 or HTTP/2. */
export interface WebResponse {
  statusCode: number;
  readonly headersSent: boolean;
  setHeader(name: string, value: number | string | readonly string[]): unknown;
  end(): unknown;
  end(chunk: Buffer | string): unknown;
}

/** Answers a request itself (dynamic files), or returns false to fall through. */
export type Route = (req: WebRequest, res: WebResponse, urlPath: string) => boolean | Promise<boolean>;

/** A certificate and its key (PEM): the server speaks HTTPS, HTTP/2 to a browser that offers it (decision 0075). */
export interface Tls {
  key: string | Buffer;
  cert: string | Buffer;
}

/** A server of `createStaticServer`: plain HTTP/1.1, or HTTPS with HTTP/2 and HTTP/1.1. */
export type WebServer = Server | Http2SecureServer;

export interface StaticServerOptions {
  name: string;
  root: string;
  /** URL prefix mapped onto root, e.g. '/releases' → root. Default '/'. */
  mount?: string;
  /** Serve index.html for unknown extension-less paths (single-page app). */
  spaFallback?: boolean;
  /** Allow any origin (remotes are loaded cross-origin by the host). */
  cors?: boolean;
  routes?: Route[];
  /**
   * The headers of the answer to a URL path (files, routes, 404s): the security headers of
   * `web-headers.ts` (`headersForPath`: the documents' in full, a subresource's fewer). Called per
   * request, so a changed registry or config is seen at once.
   */
  headers?: (urlPath: string) => Record<string, string>;
  /**
   * Serve HTTPS with this certificate: HTTP/2 to a client that offers it (every browser), HTTP/1.1 to
   * the others, as a production web server or CDN does (decision 0075). Without it: plain HTTP/1.1.
   */
  tls?: Tls;
}

interface CachedBody {
  mtimeMs: number;
  raw: Buffer;
  br?: Buffer;
  /** The best brotli (quality 11) of a file that never changes, made once, off the event loop. */
  brBest?: Promise<Buffer>;
  gzip?: Buffer;
}

const brotliAsync = promisify(brotliCompress);

/**
 * Brotli quality of an answer: 11 (the smallest, ~7 % below 9 for the boot's JavaScript; ~5x the
 * time to make, once per file, on the thread pool) for hashed files cached for a year, 9 (made at
 * once) for the files that change between deploys (index.html, config.json, …). Issue 25: on a
 * 1.6 Mbps phone every 10 KB of the login page's JavaScript is ~50 ms.
 */
export const brotliQualityFor = (urlPath: string): 9 | 11 => (cacheControlFor(urlPath) === IMMUTABLE ? 11 : 9);

/** Reads files under `root` (kept in memory by mtime) and sends them with the cache and compression policy. */
function fileSender(root: string) {
  const cache = new Map<string, CachedBody>();

  async function load(file: string): Promise<CachedBody | null> {
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      const hit = cache.get(file);
      if (hit && hit.mtimeMs === info.mtimeMs) return hit;
      const body: CachedBody = { mtimeMs: info.mtimeMs, raw: await readFile(file) };
      cache.set(file, body);
      return body;
    } catch {
      return null;
    }
  }

  async function send(req: WebRequest, res: WebResponse, file: string, body: CachedBody, urlPath: string) {
    const type = contentTypeFor(file);
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', cacheControlFor(urlPath));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Vary', 'Accept-Encoding');
    let payload = body.raw;
    const encoding = COMPRESSIBLE.test(type) && body.raw.length > 512 ? pickEncoding(req.headers['accept-encoding']) : 'identity';
    if (encoding === 'br' && brotliQualityFor(urlPath) === 11) {
      body.brBest ??= brotliAsync(body.raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.raw.length } });
      payload = await body.brBest;
      res.setHeader('Content-Encoding', 'br');
    } else if (encoding === 'br') {
      body.br ??= brotliCompressSync(body.raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
      payload = body.br;
      res.setHeader('Content-Encoding', 'br');
    } else if (encoding === 'gzip') {
      body.gzip ??= gzipSync(body.raw, { level: 9 });
      payload = body.gzip;
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.setHeader('Content-Length', payload.length);
    res.statusCode = 200;
    if (req.method === 'HEAD') res.end();
    else res.end(payload);
  }

  /** Sends the file (or folder index.html) at `relative` inside root; false when there is none. */
  async function serve(req: WebRequest, res: WebResponse, relative: string, urlPath: string): Promise<boolean> {
    const target = safeJoin(root, relative);
    if (!target) return false;
    const direct = await load(target);
    if (direct) {
      await send(req, res, target, direct, urlPath);
      return true;
    }
    const index = await load(path.join(target, 'index.html'));
    if (index) {
      await send(req, res, path.join(target, 'index.html'), index, `${urlPath.replace(/\/$/, '')}/index.html`);
      return true;
    }
    return false;
  }

  return { load, send, serve };
}

/**
 * A route serving the files of `root` under the URL prefix `mount` (e.g. a page the benchmark
 * serves beside the product from the host's own server), with the same cache and compression policy.
 */
export function staticRoute(mount: string, root: string): Route {
  const prefix = mount.replace(/\/?$/, '/');
  const files = fileSender(path.resolve(root));
  return (req, res, urlPath) => {
    if (!urlPath.startsWith(prefix) && `${urlPath}/` !== prefix) return false;
    return files.serve(req, res, urlPath.slice(prefix.length - 1), urlPath);
  };
}

/** A small, dependency-free static file server with the product's cache and CORS policy. */
export function createStaticServer(options: StaticServerOptions): WebServer {
  const root = path.resolve(options.root);
  const mount = (options.mount ?? '/').replace(/\/?$/, '/');
  const { load, send, serve } = fileSender(root);

  const handle = async (req: WebRequest, res: WebResponse) => {
    try {
      const urlPath = new URL(req.url ?? '/', 'http://x').pathname;
      for (const [name, value] of Object.entries(options.headers?.(urlPath) ?? {})) res.setHeader(name, value);
      if (options.cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', '*');
      }
      if (req.method === 'OPTIONS') {
        res.statusCode = 204;
        res.end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.statusCode = 405;
        res.setHeader('Allow', 'GET, HEAD');
        res.end();
        return;
      }
      for (const route of options.routes ?? []) {
        if (await route(req, res, urlPath)) return;
      }
      if (urlPath.startsWith(mount) || `${urlPath}/` === mount) {
        if (await serve(req, res, urlPath.slice(mount.length - 1), urlPath)) return;
      }
      if (options.spaFallback && !path.posix.extname(urlPath)) {
        const file = path.join(root, 'index.html');
        const index = await load(file);
        if (index) return send(req, res, file, index, '/index.html');
      }
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', NO_CACHE);
      res.end('Not found');
    } catch (error) {
      console.error(`[${options.name}]`, error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
  };
  return options.tls ? secureServer(options.tls, (req, res) => void handle(req, res)) : createServer(handle);
}

/** An HTTPS server speaking HTTP/2 to clients that offer it and HTTP/1.1 to the others, closable by closeServer. */
export function secureServer(tls: Tls, handle: (req: Http2ServerRequest, res: Http2ServerResponse) => void): Http2SecureServer {
  const server = createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handle);
  // Every connection, HTTP/2 or HTTP/1.1, so that closeServer can end them.
  const sockets = new Set<Socket>();
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  openSockets.set(server, sockets);
  return server;
}

const openSockets = new WeakMap<WebServer, Set<Socket>>();

/** Stops accepting connections and ends the open ones (a browser keeps its own open). */
export function closeServer(server: WebServer): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
    for (const socket of openSockets.get(server) ?? []) socket.destroy();
  });
}

export function listen(server: WebServer, port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** JSON answered fresh on every request (registry, runtime config). */
export function jsonRoute(urlPath: string, produce: () => unknown): Route {
  return (req, res, requested) => {
    if (requested !== urlPath) return false;
    const body = Buffer.from(JSON.stringify(produce()));
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', NO_CACHE);
    res.setHeader('Content-Length', body.length);
    if (req.method === 'HEAD') res.end();
    else res.end(body);
    return true;
  };
}
