import { request } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import type { Tls } from './static-server';

/** Headers of one connection, not of the request or answer (RFC 9110 §7.6.1), and HTTP/2's own. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host', 'http2-settings']);

const forwardable = (headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> => {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) out[name] = value;
  }
  return out;
};

export interface TlsProxy {
  readonly server: Http2SecureServer;
  /** Listens on `port` (0: any free one) and resolves with the port it got. */
  listen(port: number, host?: string): Promise<number>;
  /** Stops accepting connections and ends the open ones (a browser keeps its own open). */
  close(): Promise<void>;
}

/**
 * HTTPS with HTTP/2 (and HTTP/1.1 to a client that does not offer it) in front of a plain HTTP/1.1
 * server on this machine, as a production load balancer or web server in front of the API is (the
 * benchmark): each request is passed on with its method, path, headers and body, each answer sent
 * back as it comes; an upstream that does not answer gives 502, one that fails mid-answer ends the
 * answer, and a client that goes away ends its request upstream.
 */
export function createTlsProxy(options: { tls: Tls; target: { host: string; port: number } }): TlsProxy {
  const server = createSecureServer({ key: options.tls.key, cert: options.tls.cert, allowHTTP1: true }, (req, res) => {
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
  // Every connection, HTTP/2 or HTTP/1.1, so that close can end them.
  const sockets = new Set<Socket>();
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return {
    server,
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve((server.address() as AddressInfo).port);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
