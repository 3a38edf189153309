/**
 * Issue 20 point 4: a stalled database answers 503 fast instead of hanging every request and
 * /health. On PGlite and PostgreSQL: a held lock (a transaction that does not end). On PostgreSQL
 * also: statement time-outs and a connection that stops answering (a TCP proxy we pause).
 */
import { createServer, type Server, type Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config/env.js';
import { migrate } from '../src/db/migrate.js';
import { dropPgSchema, openPg } from '../src/db/pg.js';
import type { Database } from '../src/db/types.js';
import { manualClock } from '../src/lib/clock.js';
import { B, createTestApp, createTestDb, DEMO, signIn, type TestApp, type TestDb } from './helpers.js';

const PG_URL = process.env.DATABASE_URL;

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

let tdb: TestDb;
let t: TestApp;
let token: string;

beforeAll(async () => {
  tdb = await createTestDb();
  t = await createTestApp(tdb.db, { seed: true });
  token = (await signIn(t, DEMO.approved, '123456')).sessionToken;
}, 120_000);
afterAll(async () => {
  await t.close();
  await tdb.cleanup();
});

const orders = (app: TestApp['app'], sessionToken: string) =>
  app.inject({ method: 'GET', url: `${B}/orders/vendor?status=Pending`, headers: { sessionToken, 'X-USER-ROLE': 'VENDOR' } });

describe('a held lock', () => {
  it('/health answers 503 within a second while requests wait on it, 200 again once it is released; the waiting requests then finish', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // Another process's transaction holding the orders table (PGlite: any open transaction holds everything).
    const holder = PG_URL ? await tdb.openAnother() : tdb.db;
    const holding = holder.tx(async (q) => {
      if (PG_URL) await q.exec('LOCK TABLE orders IN ACCESS EXCLUSIVE MODE');
      locked();
      await released;
    });
    await isLocked;
    try {
      // More waiting requests than the pool has connections.
      const waiting = Array.from({ length: 10 }, () => orders(t.app, token));
      // Until those requests hold every connection (a loaded machine may take more than a moment to
      // get them there), /health still finds one free and answers 200.
      await expect.poll(async () => (await t.app.inject({ method: 'GET', url: '/health' })).statusCode, { timeout: 10_000, interval: 50 }).toBe(503);
      const { value: health, ms } = await timed(t.app.inject({ method: 'GET', url: '/health' }));
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'error', db: 'error' });
      expect(health.headers['retry-after']).toBe('5');
      expect(ms).toBeLessThan(1000);
      release();
      await holding;
      for (const res of await Promise.all(waiting)) expect(res.statusCode).toBe(200);
    } finally {
      release();
      await holding.catch(() => undefined);
    }
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

/** A TCP proxy to PostgreSQL that can stop forwarding (a paused server or a dead network path). */
function pausableProxy(target: URL): { start(): Promise<number>; pause(): void; resume(): void; close(): Promise<void> } {
  let paused = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      if (!paused) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!paused) client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  return {
    start: () => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

// PostgreSQL only (PGlite has no server, connections or statement time-outs: its stall is the held
// lock above). Registered only with DATABASE_URL, like the two-process test.
if (PG_URL)
  describe('PostgreSQL time-outs', () => {
    const schema = `vdstall_${randomBytes(5).toString('hex')}`;
    let db: Database;

    afterAll(async () => {
      await db?.close();
      if (PG_URL) await dropPgSchema(PG_URL, schema);
    });

    it('a statement waiting on a lock longer than the statement time-out is a 503, not a hang or a 500', async () => {
      db = await openPg({ connectionString: PG_URL!, schema, max: 4, timeouts: { statementMs: 300 } });
      await migrate(db);
      const app = await buildApp({ config: testConfig(), db, clock: manualClock(new Date()), seed: true, logger: false });
      try {
        const session = (await signIn({ app } as TestApp, DEMO.approved, '123456')).sessionToken;
        let release!: () => void;
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        const holder = await openPg({ connectionString: PG_URL!, schema, max: 1 });
        let locked!: () => void;
        const isLocked = new Promise<void>((resolve) => {
          locked = resolve;
        });
        const holding = holder.tx(async (q) => {
          await q.exec('LOCK TABLE orders IN ACCESS EXCLUSIVE MODE');
          locked();
          await released;
        });
        await isLocked;
        try {
          const { value: res, ms } = await timed(orders(app, session));
          expect(res.statusCode).toBe(503);
          expect(res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE', message: 'The service is busy right now. Please try again in a moment.' });
          expect(ms).toBeLessThan(2000);
        } finally {
          release();
          await holding;
          await holder.close();
        }
        expect((await orders(app, session)).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });

    it('a connection that stops answering: /health 503 within a second, requests 503 within the query time-out, all well again after', async () => {
      const proxy = pausableProxy(new URL(PG_URL!));
      const port = await proxy.start();
      const url = new URL(PG_URL!);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      const viaProxy = await openPg({ connectionString: url.toString(), schema, max: 4, timeouts: { connectMs: 500, queryMs: 700 } });
      const app = await buildApp({ config: testConfig(), db: viaProxy, clock: manualClock(new Date()), seed: false, logger: false });
      try {
        expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
        proxy.pause();
        const { value: health, ms } = await timed(app.inject({ method: 'GET', url: '/health' }));
        expect(health.statusCode).toBe(503);
        expect(ms).toBeLessThan(1000);
        const { value: res, ms: requestMs } = await timed(orders(app, 'a'.repeat(64)));
        expect(res.statusCode).toBe(503);
        expect(res.json().code).toBe('DATABASE_UNAVAILABLE');
        expect(requestMs).toBeLessThan(2000);
        proxy.resume();
        // Connections that timed out are dropped; the next ones work.
        await expect.poll(async () => (await app.inject({ method: 'GET', url: '/health' })).statusCode, { timeout: 5000 }).toBe(200);
      } finally {
        await app.close();
        await viaProxy.close();
        await proxy.close();
      }
    });
  });
