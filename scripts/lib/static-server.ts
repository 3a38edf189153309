import { access, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyRequest } from 'fastify';

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

/**
 * Brotli quality of an answer: 11 (the smallest, and slow to make) for a hashed file cached for a
 * year, made once per file and kept beside it as `<file>.br`; 5 for everything else, compressed on
 * the fly per request (within a few per cent of 9's size at a fraction of its time).
 */
export const brotliQualityFor = (urlPath: string): 5 | 11 => (cacheControlFor(urlPath) === IMMUTABLE ? 11 : 5);

/** A certificate and its key (PEM): the server speaks HTTPS, HTTP/2 to a browser that offers it. */
export interface Tls {
  key: string | Buffer;
  cert: string | Buffer;
}

/** A server of `createStaticServer`: start it with `listen({ port, host })`, stop it with `close()`. */
export type WebServer = FastifyInstance;

/** Something a server answers besides its own folder (JSON answers, another folder), added to it before it starts. */
export type Route = (server: WebServer) => void;

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
   * the others, as a production web server or CDN does. Without it: plain HTTP/1.1.
   */
  tls?: Tls;
}

const brotliAsync = promisify(brotliCompress);
const PRECOMPRESSED = /\.(m?js|css|svg)$/;
const making = new Map<string, Promise<void>>();

/**
 * Writes `<file>.br` (brotli 11) beside a hashed file the first time it is asked for, off the event
 * loop, so that @fastify/static's `preCompressed` sends it from then on, as nginx's `brotli_static`
 * would. Written under another name and renamed, so a request never reads half of it; a folder that
 * cannot be written to is served compressed on the fly instead.
 */
function ensureBrotli(file: string): Promise<void> {
  const target = `${file}.br`;
  let made = making.get(target);
  if (!made) {
    made = (async () => {
      try {
        await access(target);
        return;
      } catch {
        // not made yet
      }
      const raw = await readFile(file).catch(() => null);
      if (!raw) {
        // No such file (a 404 to come): nothing to remember.
        making.delete(target);
        return;
      }
      try {
        const packed = await brotliAsync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } });
        const partial = `${target}.${process.pid}.partial`;
        await writeFile(partial, packed);
        await rename(partial, target);
      } catch {
        // A folder that cannot be written to: its files go compressed on the fly, without trying again.
      }
    })();
    making.set(target, made);
  }
  return made;
}

/** The files of `root` under the URL prefix `prefix`, with the cache policy and brotli 11 for hashed files. */
function folder(root: string, prefix: string, decorateReply: boolean): FastifyPluginAsync {
  const resolvedRoot = path.resolve(root);
  return async (scope) => {
    scope.addHook('onRequest', async (request: FastifyRequest<{ Params: { '*'?: string } }>) => {
      const relative = request.params['*'] ?? '';
      if (!/\bbr\b/.test(request.headers['accept-encoding'] ?? '') || !PRECOMPRESSED.test(relative) || cacheControlFor(relative) !== IMMUTABLE) return;
      const file = path.resolve(resolvedRoot, relative);
      if (file.startsWith(resolvedRoot + path.sep)) await ensureBrotli(file);
    });
    await scope.register(fastifyStatic, {
      root: resolvedRoot,
      prefix,
      decorateReply,
      preCompressed: true,
      cacheControl: false,
      // The policy of the file sent, not of the URL: a page route's fallback is index.html's.
      setHeaders: (reply, file) => {
        reply.header('Cache-Control', cacheControlFor(file.replace(/\.(br|gz)$/, '')));
        reply.header('X-Content-Type-Options', 'nosniff');
      },
    });
  };
}

/** A route serving the files of `root` under the URL prefix `mount` (a page the benchmark serves beside the product), with the same policy. */
export function staticRoute(mount: string, root: string): Route {
  return (server) => void server.register(folder(root, mount.replace(/\/?$/, '/'), false));
}

/** JSON answered fresh on every request (registry, runtime config). */
export function jsonRoute(urlPath: string, produce: () => unknown): Route {
  return (server) => void server.get(urlPath, (_request, reply) => reply.header('Cache-Control', NO_CACHE).send(produce()));
}

const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' };

const pathOf = (url: string) => new URL(url, 'http://x').pathname;

/** A static file server (Fastify, @fastify/static, @fastify/compress) with the product's cache, header and CORS policy. */
export function createStaticServer(options: StaticServerOptions): WebServer {
  const base = { logger: false, forceCloseConnections: true } as const;
  // The HTTP/2 instance is typed by its raw request and answer; nothing here touches those.
  const server = (options.tls
    ? Fastify({ ...base, http2: true, https: { key: options.tls.key, cert: options.tls.cert, allowHTTP1: true } })
    : Fastify(base)) as unknown as WebServer;

  void server.register(fastifyCompress, { encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } });
  server.addHook('onRequest', async (request, reply) => {
    reply.headers(options.headers?.(pathOf(request.url)) ?? {});
    if (options.cors) reply.headers(CORS);
    if (request.method === 'OPTIONS') return reply.code(204).send();
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).header('Allow', 'GET, HEAD').send();
  });
  server.addHook('onError', async (_request, _reply, error) => {
    if ((error.statusCode ?? 500) >= 500) console.error(`[${options.name}]`, error);
  });
  // The routes once @fastify/compress is in, which hooks each route as it is added.
  server.after((error) => {
    if (error) throw error;
    for (const route of options.routes ?? []) route(server);
    void server.register(folder(options.root, (options.mount ?? '/').replace(/\/?$/, '/'), true));
  });
  server.setNotFoundHandler((request, reply) => {
    if (options.spaFallback && !path.posix.extname(pathOf(request.url))) return reply.code(200).sendFile('index.html');
    return reply.code(404).header('Cache-Control', NO_CACHE).type('text/plain; charset=utf-8').send('Not found');
  });
  return server;
}
