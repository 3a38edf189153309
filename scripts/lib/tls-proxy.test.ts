import { createServer } from 'node:http';
import { once } from 'node:events';
import { connect, constants as h2 } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTlsProxy } from './tls-proxy';
import { selfSignedCertificate } from './tls';

describe('the HTTPS proxy in front of the API (the benchmark)', () => {
  const tls = selfSignedCertificate(mkdtempSync(path.join(tmpdir(), 'vd-proxy-cert-')));
  // The upstream answers what it was asked: method, path, the headers it got and the body; /slow
  // sends a first chunk and then waits, and says when its client went away.
  let slowClosed: () => void = () => undefined;
  const upstream = createServer((req, res) => {
    if (req.url === '/slow') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first');
      res.on('close', () => slowClosed());
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes', connection: 'keep-alive' });
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() }));
    });
  });
  let upstreamPort = 0;
  let proxyPort = 0;
  const proxies: ReturnType<typeof createTlsProxy>[] = [];
  beforeAll(async () => {
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    upstreamPort = (upstream.address() as AddressInfo).port;
    const proxy = createTlsProxy({ tls, target: { host: '127.0.0.1', port: upstreamPort } });
    proxies.push(proxy);
    proxyPort = await proxy.listen(0);
  });
  afterAll(async () => {
    await Promise.all(proxies.map((proxy) => proxy.close()));
    upstream.closeAllConnections();
    upstream.close();
    await once(upstream, 'close');
  });

  const h2Request = (port: number, headers: Record<string, string>, body?: string) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
      session.on('error', reject);
      const stream = session.request(headers);
      let answer: Record<string, unknown> = {};
      const chunks: Buffer[] = [];
      stream.on('response', (h) => (answer = h));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        session.close();
        resolve({ status: Number(answer[h2.HTTP2_HEADER_STATUS]), headers: answer, body: Buffer.concat(chunks).toString() });
      });
      stream.on('error', reject);
      stream.end(body);
    });

  it('passes a request on over HTTP/1.1 with its method, path, headers and body, and the answer back', async () => {
    const answer = await h2Request(
      proxyPort,
      { [h2.HTTP2_HEADER_METHOD]: 'POST', [h2.HTTP2_HEADER_PATH]: '/rest/v1/orders?x=1', sessiontoken: 'abc', 'content-type': 'application/json' },
      '{"a":1}',
    );
    expect(answer.status).toBe(201);
    expect(answer.headers['x-upstream']).toBe('yes');
    expect(answer.headers.connection).toBeUndefined();
    const seen = JSON.parse(answer.body) as { method: string; url: string; headers: Record<string, string>; body: string };
    expect(seen).toMatchObject({ method: 'POST', url: '/rest/v1/orders?x=1', body: '{"a":1}' });
    expect(seen.headers).toMatchObject({ sessiontoken: 'abc', 'content-type': 'application/json', 'x-forwarded-proto': 'https' });
  });

  it('ends the request upstream when the client goes away mid-answer', async () => {
    const closed = new Promise<void>((resolve) => (slowClosed = resolve));
    const session = connect(`https://127.0.0.1:${proxyPort}`, { rejectUnauthorized: false });
    session.on('error', () => undefined);
    const stream = session.request({ [h2.HTTP2_HEADER_PATH]: '/slow' });
    stream.on('error', () => undefined);
    stream.end();
    await new Promise<void>((resolve) => stream.once('data', () => resolve()));
    session.destroy();
    await closed;
  });

  it('answers 502 when the API does not answer', async () => {
    const dead = createTlsProxy({ tls, target: { host: '127.0.0.1', port: 1 } });
    proxies.push(dead);
    const answer = await h2Request(await dead.listen(0), { [h2.HTTP2_HEADER_PATH]: '/health' });
    expect(answer.status).toBe(502);
  });
});
