import { request } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import { secureServer, type Tls } from './static-server';

/** Headers of one connection, not of the request or answer (RFC 9110 §7.6.1), and HTTP/2's own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host', 'http2-settings']);

const forwardable = (headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> => {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) out[name] = value;
  }
  return out;
};

/**
 * HTTPS with HTTP/2 in front of a plain HTTP/1.1 server on this machine, as a production load
 * balancer or web server in front of the API is (the benchmark, decision 0075): each request is
 * passed on with its method, path, headers and body, each answer sent back as it comes; an upstream
 * that does not answer gives 502, one that fails mid-answer ends the answer, and a client that goes
 * away ends its request upstream.
 */
export function createTlsProxy(options: { tls: Tls; target: { host: string; port: number } }): Http2SecureServer {
  return secureServer(options.tls, (req, res) => {
    let answered = false;
    const upstream = request(
      {
        host: options.target.host,
        port: options.target.port,
        method: req.method,
        path: req.url,
        headers: { ...forwardable(req.headers), host: `${options.target.host}:${options.target.port}`, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.once('end', () => {
          answered = true;
        });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      else {
        res.statusCode = 502;
        res.end();
      }
    });
    // A browser that goes away (a closed page, a poll given up) ends its request upstream too.
    // (HTTP/2's compatibility answer reports itself finished once its stream is gone, so the upstream
    // answer's own end is what tells.)
    res.on('close', () => {
      if (!answered) upstream.destroy();
    });
    req.pipe(upstream);
  });
}
