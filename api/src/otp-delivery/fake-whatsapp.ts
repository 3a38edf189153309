import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A stand-in for the WhatsApp Cloud API on 127.0.0.1, for tests. `status` is what it answers next. */
export interface FakeWhatsApp {
  baseUrl: string;
  requests: RecordedRequest[];
  status: number;
  /** Delay before answering, to test timeouts. */
  delayMs: number;
  close(): Promise<void>;
}

export async function startFakeWhatsApp(): Promise<FakeWhatsApp> {
  const fake: Omit<FakeWhatsApp, 'baseUrl' | 'close'> = { requests: [], status: 200, delayMs: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        /* keep raw */
      }
      fake.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      setTimeout(() => {
        res.statusCode = fake.status;
        res.setHeader('content-type', 'application/json');
        res.end(
          fake.status < 300
            ? JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ wa_id: '919876543210' }], messages: [{ id: 'wamid.TEST' }] })
            : JSON.stringify({ error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } }),
        );
      }, fake.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v21.0`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as FakeWhatsApp;
}
