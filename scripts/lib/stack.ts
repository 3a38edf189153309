import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { AREAS, originFor, ports as readPorts, releasesDir, ROOT, type Ports } from './paths';
import { readRegistry } from './releases';
import { createStaticServer, jsonRoute, type Route, type Tls } from './static-server';
import { createTlsProxy } from './tls-proxy';
import { headersForPath, hostHeaders, remoteHeaders } from './web-headers';

export const API_BASE_PATH = '/rest/localbig/api/v1';

export interface StackOptions {
  env?: NodeJS.ProcessEnv;
  /** PGlite data folder for the API. */
  dataDir: string;
  demo: boolean;
  log?: (line: string) => void;
  /** Extra environment for the API process. */
  apiEnv?: NodeJS.ProcessEnv;
  /** Extra routes of the host's server, tried before its own files (the benchmark's floor page). */
  hostRoutes?: Route[];
  /**
   * Served as production is (the benchmark): the host's and the remotes' servers speak
   * HTTPS with this certificate, HTTP/2 to a browser, and so does the API's port, through a proxy in
   * front of the API, which listens on `apiPort` (plain HTTP/1.1, as behind a load balancer). The
   * origins (`HOST_ORIGIN`, `STORE_ORIGIN`, `API_ORIGIN`, …) are then https ones.
   */
  https?: { tls: Tls; apiPort: number };
}

export interface Stack {
  ports: Ports;
  hostUrl: string;
  apiUrl: string;
  stop(): Promise<void>;
}

/** The product's social accounts (the Follow Us dialog, /profile/social); `SOCIAL_<NETWORK>=<url>` replaces one, an empty value hides it. */
const SOCIAL_ACCOUNTS = {
  facebook: { url: 'https://www.facebook.com/localbig', handle: '@localbig' },
  instagram: { url: 'https://www.instagram.com/localbig', handle: '@localbig' },
  twitter: { url: 'https://x.com/localbig', handle: '@localbig' },
  linkedin: { url: 'https://www.linkedin.com/company/localbig', handle: 'LocalBig' },
  youtube: { url: 'https://www.youtube.com/@localbig', handle: '@localbig' },
} as const;

function socialAccounts(env: NodeJS.ProcessEnv): Record<string, { url: string; handle?: string }> {
  const accounts: Record<string, { url: string; handle?: string }> = {};
  for (const [network, account] of Object.entries(SOCIAL_ACCOUNTS)) {
    const override = env[`SOCIAL_${network.toUpperCase()}`];
    if (override === undefined) accounts[network] = account;
    else if (override.trim() !== '') accounts[network] = { url: override.trim() };
  }
  return accounts;
}

/**
 * Runtime config the browser apps read from /config.json: nothing of it is in any build. The support
 * number is `SUPPORT_PHONE`'s; without it, demo mode shows a fictional one and any other deployment
 * none.
 */
export function runtimeConfig(env: NodeJS.ProcessEnv = process.env, demo = env.DEMO_MODE === 'true') {
  const api = `${originFor('api', env)}${API_BASE_PATH}`;
  return {
    services: {
      auth: env.AUTH_SERVICE_URL ?? api,
      user: env.USER_SERVICE_URL ?? api,
      vendor: env.VENDOR_SERVICE_URL ?? api,
      order: env.ORDER_SERVICE_URL ?? api,
      product: env.PRODUCT_SERVICE_URL ?? api,
    },
    userAppUrl: env.USER_APP_URL ?? 'https://localbig.in/app',
    registrationUrl: env.REGISTRATION_URL ?? 'https://localbig.in/register',
    aboutUrl: env.ABOUT_URL ?? 'https://localbig.in/about',
    ...(env.SUPPORT_PHONE?.trim() ? { supportPhone: env.SUPPORT_PHONE.trim() } : {}),
    productName: env.PRODUCT_NAME ?? 'Vendor Dashboard',
    // The shop maps' tiles: none unless set, so the demo and e2e draw only the
    // embedded outline of India and reach no tile server.
    ...(env.MAP_TILES_URL ? { mapTilesUrl: env.MAP_TILES_URL } : {}),
    ...(env.MAP_TILES_ATTRIBUTION ? { mapTilesAttribution: env.MAP_TILES_ATTRIBUTION } : {}),
    demoMode: demo,
    social: socialAccounts(env),
  };
}

/**
 * The host's security headers, from what its page loads right now: the registry's remote origins,
 * config.json's API origins and the built index.html's inline scripts (re-read when it changes).
 */
export function hostHeadersFor(hostRoot: string, env: NodeJS.ProcessEnv = process.env): () => Record<string, string> {
  const indexFile = path.join(hostRoot, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  const indexHtml = (): string => {
    try {
      const { mtimeMs } = statSync(indexFile);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
      return cached.html;
    } catch {
      return '';
    }
  };
  return () =>
    hostHeaders({
      remotes: Object.values(readRegistry(env).areas).map((entry) => entry?.manifest ?? ''),
      config: runtimeConfig(env),
      indexHtml: indexHtml(),
    });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not become healthy at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts the whole product from built output: the API (child process, embedded PGlite unless
 * DATABASE_URL is set), the host on its origin serving /remotes.json and /config.json, and each
 * remote's releases on its own origin.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const env = options.env ?? process.env;
  const log = options.log ?? console.log;
  const ports = readPorts(env);
  const bindHost = env.BIND_HOST ?? '127.0.0.1';
  /** How to stop each server started so far. */
  const closers: (() => Promise<void>)[] = [];
  const tls = options.https?.tls;
  // The API's own port: behind the HTTPS proxy when served as production is, else the origin's.
  const apiPort = options.https?.apiPort ?? ports.api;

  const api = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'main.js')], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...env,
      PORT: String(apiPort),
      HOST: options.https ? '127.0.0.1' : bindHost,
      DATA_DIR: options.dataDir,
      DEMO_MODE: options.demo ? 'true' : 'false',
      // The demo provider only in demo mode: outside it the API refuses to start without a real one.
      ...(options.demo ? { OTP_PROVIDER: env.OTP_PROVIDER ?? 'demo' } : {}),
      ...options.apiEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let stopping = false;
  const apiExited = new Promise<void>((resolve) => api.once('exit', () => resolve()));
  api.once('exit', (code) => {
    if (!stopping) log(`API exited unexpectedly (code ${code})`);
  });

  const stop = async () => {
    stopping = true;
    await Promise.all(closers.map((close) => close()));
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      const timer = setTimeout(() => api.kill('SIGKILL'), 5000);
      await apiExited;
      clearTimeout(timer);
    }
  };

  try {
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    await waitForHealth(apiUrl, api);
    if (options.https) {
      const proxy = createTlsProxy({ tls: options.https.tls, target: { host: '127.0.0.1', port: apiPort } });
      await proxy.listen(ports.api, bindHost);
      closers.push(() => proxy.close());
    }

    const hostRoot = path.join(ROOT, 'host', 'dist');
    const documentHeaders = hostHeadersFor(hostRoot, env);
    const host = createStaticServer({
      name: 'host',
      root: hostRoot,
      spaFallback: true,
      tls,
      headers: (urlPath) => headersForPath(urlPath, documentHeaders),
      routes: [
        ...(options.hostRoutes ?? []),
        jsonRoute('/remotes.json', () => ({ areas: readRegistry(env).areas })),
        jsonRoute('/config.json', () => runtimeConfig(env, options.demo)),
      ],
    });
    await host.listen({ port: ports.host, host: bindHost });
    closers.push(() => host.close());

    for (const area of AREAS) {
      const server = createStaticServer({
        name: `remote-${area}`,
        root: path.join(releasesDir(env), area),
        mount: '/releases',
        cors: true,
        tls,
        headers: (urlPath) => headersForPath(urlPath, remoteHeaders),
        routes: [jsonRoute('/', () => ({ area, releases: '/releases/<id>/mf-manifest.json' }))],
      });
      await server.listen({ port: ports[area], host: bindHost });
      closers.push(() => server.close());
    }
    return { ports, hostUrl: originFor('host', env), apiUrl: originFor('api', env), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
