import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Tls } from './static-server';

/**
 * A self-signed certificate for `localhost` and `127.0.0.1` (P-256, a year), made with `openssl` in
 * `dir` the first time and read from there after: for serving the stack over HTTPS and HTTP/2 on
 * this machine (the benchmark). A browser accepts it only when told to
 * (`--ignore-certificate-errors`); nothing of the product trusts it.
 */
export function selfSignedCertificate(dir: string): Tls {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-keyout',
          key,
          '-out',
          cert,
          '-days',
          '365',
          '-subj',
          '/CN=localhost',
          '-addext',
          'subjectAltName=DNS:localhost,IP:127.0.0.1',
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
    } catch (error) {
      throw new Error(`could not make a certificate with openssl in ${dir}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}
