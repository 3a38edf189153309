/**
 * The bench serves the host and the remotes over HTTPS with HTTP/2, as production is served (every
 * web server or CDN in front of an installable PWA speaks HTTPS, and HTTP/2 with it); decision 0075.
 * `BENCH_HTTP=1.1` measures the plain HTTP/1.1 the demo stack speaks.
 *
 * The certificate is made for the run (`openssl`, a self-signed one for `localhost` and `127.0.0.1`,
 * in `.bench/tls/`), and every browser the bench starts accepts it (`--ignore-certificate-errors`,
 * which Lighthouse documents for exactly this: a local HTTP/2 server with a certificate of its own).
 */
import type { Tls } from '../../scripts/lib/static-server';
import { selfSignedCertificate } from '../../scripts/lib/tls';

export type BenchProtocol = 'h2' | 'http/1.1';

/** From `BENCH_HTTP`: `2` (default) or `1.1`; anything else is refused. */
export function benchProtocol(setting: string | undefined): BenchProtocol {
  const value = (setting ?? '2').trim();
  if (value === '2' || value === '') return 'h2';
  if (value === '1.1') return 'http/1.1';
  throw new Error(`BENCH_HTTP must be 2 or 1.1, not "${setting}"`);
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
    throw new Error(`${error instanceof Error ? error.message : String(error)}; BENCH_HTTP=1.1 measures over plain HTTP/1.1 without one`);
  }
}
