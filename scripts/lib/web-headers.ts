/**
 * The security headers of the dashboard's web origins (issue 20 point 2, decision 0048): the host
 * (the page a vendor opens) and the remotes (scripts, styles and manifests the host loads).
 *
 * The host's Content-Security-Policy is built from what the page really loads:
 *  - its own scripts, plus the inline scripts of its index.html by hash (the first-paint gate,
 *    decision 0022), never 'unsafe-inline' for scripts;
 *  - the remotes' manifests and chunks from the origins the registry names (and no other origin);
 *  - the API (fetch) and its images from the origins in config.json's `services`;
 *  - images from `data:`/`blob:` (media previews);
 *  - Google Maps only when config.json has a `mapsApiKey` (decision 0034);
 *  - map tiles (images) from the origin of config.json's `mapTilesUrl`, when set (decision 0055).
 * Styles need 'unsafe-inline': the first paint's `<style>` could go by hash, but React's `style`
 * attributes and the style tags the bundler injects for CSS modules cannot.
 *
 * The same functions produce the demo/e2e servers' headers (`scripts/lib/stack.ts`) and the
 * production web server's (`pnpm web-headers nginx`, docs/operations.md).
 */
import { createHash } from 'node:crypto';

export type Headers = Record<string, string>;

export interface HostPolicyInput {
  /** Manifest URLs (or origins) of the remotes the registry names. */
  remotes: readonly string[];
  /** The runtime config the page reads (`config.json`): its `services` URLs and `mapsApiKey`. */
  config: unknown;
  /** The host's built index.html: its inline scripts are allowed by hash. */
  indexHtml?: string;
}

/** Google Maps JavaScript API and Places (decision 0034): only with a `mapsApiKey`. */
export const MAPS_SCRIPT_ORIGINS = ['https://maps.googleapis.com'];
export const MAPS_CONNECT_ORIGINS = ['https://maps.googleapis.com', 'https://places.googleapis.com'];
export const MAPS_IMAGE_ORIGINS = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleusercontent.com'];
export const MAPS_STYLE_ORIGINS = ['https://fonts.googleapis.com'];
export const MAPS_FONT_ORIGINS = ['https://fonts.gstatic.com'];

/** The origin (`scheme://host[:port]`) of an http(s) URL, or null. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

const unique = (values: readonly (string | null | undefined)[]): string[] => [...new Set(values.filter((v): v is string => typeof v === 'string' && v !== ''))];

/** `sha256-…` sources for every inline `<script>` (one without `src`) of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attrs) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return unique(hashes);
}

/** The API origins of a runtime config (`services.*`), ignoring what is not an http(s) URL. */
export function apiOrigins(config: unknown): string[] {
  const services = (config as { services?: unknown } | null)?.services;
  if (!services || typeof services !== 'object') return [];
  return unique(Object.values(services as Record<string, unknown>).map((v) => (typeof v === 'string' ? originOf(v) : null)));
}

/**
 * The image source of config.json's `mapTilesUrl` (decision 0055): its origin, with a `{s}` subdomain
 * as `*`; none when absent or not an http(s) template.
 */
export function tileOrigins(config: unknown): string[] {
  const template = (config as { mapTilesUrl?: unknown } | null)?.mapTilesUrl;
  if (typeof template !== 'string' || template.trim() === '') return [];
  const origin = originOf(
    template
      .trim()
      .replace(/\{s\}/g, 'tile-subdomain')
      .replace(/\{[a-z]+\}/g, '0'),
  );
  return origin ? [origin.replace('tile-subdomain', '*')] : [];
}

function hasMapsKey(config: unknown): boolean {
  const key = (config as { mapsApiKey?: unknown } | null)?.mapsApiKey;
  return typeof key === 'string' && key.trim() !== '';
}

/** The host page's Content-Security-Policy. */
export function hostContentSecurityPolicy(input: HostPolicyInput): string {
  const remotes = unique(input.remotes.map(originOf));
  const api = apiOrigins(input.config);
  const maps = hasMapsKey(input.config);
  const hashes = input.indexHtml ? inlineScriptHashes(input.indexHtml) : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...hashes, ...(maps ? MAPS_SCRIPT_ORIGINS : [])]],
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes, ...(maps ? MAPS_STYLE_ORIGINS : [])]],
    ['img-src', ["'self'", 'data:', 'blob:', ...api, ...remotes, ...tileOrigins(input.config), ...(maps ? MAPS_IMAGE_ORIGINS : [])]],
    ['font-src', ["'self'", 'data:', ...remotes, ...(maps ? MAPS_FONT_ORIGINS : [])]],
    ['connect-src', ["'self'", ...api, ...remotes, ...(maps ? MAPS_CONNECT_ORIGINS : [])]],
    // The service worker only.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/**
 * HTTPS only, for a year, on the origin and its subdomains: once a phone has seen it, it never asks
 * those origins over plain HTTP again (no downgrade on a hostile network), and refuses a certificate
 * error instead of letting the vendor click through it. A browser takes it from an HTTPS answer only
 * (RFC 6797): the demo and the e2e stack, plain HTTP, send it to no effect. On every answer, files
 * included: a remote's origin serves nothing but files.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Headers every answer of every dashboard origin carries. */
export const COMMON_HEADERS: Headers = {
  'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Location for the address screen (the page itself only); nothing else the dashboard does not use. */
export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()';

/**
 * `Link` preconnects (issue 25): the page opens its connections to the remotes' origins and the API
 * while its own JavaScript is still arriving, instead of when the area's manifest or the first API
 * read is asked for (on a 150 ms phone link a new connection is one to three round trips). Each
 * origin twice: the MF runtime fetches a manifest without credentials (the anonymous pool,
 * `crossorigin`), and loads the remote's scripts with plain script tags (the credentialed pool); the
 * API is called without credentials. None when the registry and the config name no other origin.
 */
export function preconnectLinks(input: HostPolicyInput): string {
  const remotes = unique(input.remotes.map(originOf));
  const api = apiOrigins(input.config);
  const links = [
    ...remotes.flatMap((origin) => [`<${origin}>; rel=preconnect`, `<${origin}>; rel=preconnect; crossorigin`]),
    ...api.map((origin) => `<${origin}>; rel=preconnect; crossorigin`),
  ];
  return unique(links).join(', ');
}

/**
 * The files a page loads into itself: scripts (but the service worker's), styles, fonts, raster
 * images, JSON, the web manifest, source maps. A Content-Security-Policy, a Permissions-Policy, an
 * opener policy and a preconnect `Link` act on a document (a page, an SVG opened as one) or a worker;
 * on these files a browser ignores them, and over HTTP/1.1, which does not compress headers, a phone
 * downloaded them again with every file: ~1.4 KB each on the host, ~15 KB of a signed-in page's first
 * load (issue 25, decision 0067). They keep the headers every answer carries (`COMMON_HEADERS`).
 */
const SUBRESOURCE_FILE = /\.(m?js|css|json|woff2?|png|jpe?g|webp|ico|webmanifest|map|txt)$/i;
export const SERVICE_WORKER_PATH = '/sw.js';

/** Whether `urlPath` names one of those files (by its extension, as the static server types it). */
export function isSubresourcePath(urlPath: string): boolean {
  return urlPath !== SERVICE_WORKER_PATH && SUBRESOURCE_FILE.test(urlPath);
}

/** The headers of the answer to `urlPath`: a subresource's (`COMMON_HEADERS`), or the documents' in full. */
export function headersForPath(urlPath: string, documentHeaders: () => Headers): Headers {
  return isSubresourcePath(urlPath) ? { ...COMMON_HEADERS } : documentHeaders();
}

/** The nginx location of those files (PCRE, as the static server matches them; `docs/operations.md`). */
export const SUBRESOURCE_LOCATION = `~* ${SUBRESOURCE_FILE.source}`;

/** The host's headers on a document (the page, sw.js, an SVG, 404s): the full set. */
export function hostHeaders(input: HostPolicyInput): Headers {
  const link = preconnectLinks(input);
  return {
    ...COMMON_HEADERS,
    'Content-Security-Policy': hostContentSecurityPolicy(input),
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(link ? { Link: link } : {}),
  };
}

/**
 * A remote origin serves only scripts, styles and JSON the host loads; nothing of it is a page.
 * A CSP header does not apply to a script loaded by another page, so the strict policy only stops
 * anything served there from running as a document or being framed.
 */
export const REMOTE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function remoteHeaders(): Headers {
  return {
    ...COMMON_HEADERS,
    'Content-Security-Policy': REMOTE_CONTENT_SECURITY_POLICY,
    'Permissions-Policy': 'geolocation=(), camera=(), microphone=(), payment=(), usb=()',
  };
}

/** nginx `add_header` lines for a set of headers (`always`: on error answers too). */
export function nginxSnippet(headers: Headers, comment?: string): string {
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} "${value.replace(/["\\]/g, '\\$&')}" always;`);
  return `${comment ? `# ${comment}\n` : ''}${lines.join('\n')}\n`;
}
