/**
 * `BENCH_HTTP=2`: the bench serves the host, the remotes and the API over HTTPS with HTTP/2, as
 * production is served (every web server or CDN in front of an installable PWA speaks HTTPS, and
 * HTTP/2 with it); decision 0075. The default, `1.1`, is the plain HTTP/1.1 the demo stack speaks and
 * every figure of record so far was measured on: over HTTP/2 Lighthouse's `/store` scores ~4 points
 * higher, but the slow phone's DevTools throttling shares its bandwidth among all of a page's
 * parallel requests and the signed-in shell comes 10–18 % later (decision 0075).
 *
 * The certificate is made for the run (`openssl`, a self-signed one for `localhost` and `127.0.0.1`,
 * in `.bench/tls/`), and every browser the bench starts accepts it (`--ignore-certificate-errors`,
 * which Lighthouse documents for exactly this: a local HTTP/2 server with a certificate of its own).
 */
import type { Tls } from '../../scripts/lib/static-server';
import { selfSignedCertificate } from '../../scripts/lib/tls';

export type BenchProtocol = 'h2' | 'http/1.1';

/** From `BENCH_HTTP`: `1.1` (default) or `2`; anything else is refused. */
export function benchProtocol(setting: string | undefined): BenchProtocol {
  const value = (setting ?? '1.1').trim();
  if (value === '1.1' || value === '') return 'http/1.1';
  if (value === '2') return 'h2';
  throw new Error(`BENCH_HTTP must be 1.1 or 2, not "${setting}"`);
}

export const PROTOCOL = benchProtocol(process.env.BENCH_HTTP);

/** What the bench's Chromium needs on top of its own flags to accept the run's certificate. */
export const TLS_BROWSER_ARGS: readonly string[] = PROTOCOL === 'h2' ? ['--ignore-certificate-errors'] : [];

/** The page origins' scheme. */
export const PAGE_SCHEME = PROTOCOL === 'h2' ? 'https' : 'http';

/** The run's certificate (`.bench/tls/`), or why there is none. */
export function benchCertificate(dir: string): Tls {
  try {
    return selfSignedCertificate(dir);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}; the default BENCH_HTTP=1.1 measures over plain HTTP/1.1 without one`);
  }
}
