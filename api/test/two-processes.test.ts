import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiProcess, freePort, startApi, stopApi, waitForHealth } from './api-process.js';

// Several API processes on one database (docs/api-scaling.md, decision 0042).
//
// With DATABASE_URL: two real API processes (src/main.ts) on a database of their own, created on
// that server for this test and dropped after it: a sign-in through one is read through the other,
// and the other state that must be shared (refresh rotation, sign-out, the sign-in limits' counters,
// the live poll) is too. Without DATABASE_URL (PGlite) two processes cannot share one database at
// all: the test registered then proves that a second process on the same data folder is refused
// with a message that says so, instead of silently running on a copy.

const serverUrl = process.env.DATABASE_URL;
const running: ApiProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];

afterAll(async () => {
  for (const api of running) await stopApi(api, 'SIGKILL');
  for (const c of cleanups.reverse()) await c();
});

const BASE = '/rest/localbig/api/v1';
const post = (api: ApiProcess, path: string, headers: Record<string, string> = {}, body?: unknown) =>
  fetch(`${api.url}${BASE}/${path}`, {
    method: 'POST',
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const get = (api: ApiProcess, path: string, headers: Record<string, string> = {}) => fetch(`${api.url}${BASE}/${path}`, { headers });

async function signIn(api: ApiProcess, phone: string, role = 'VENDOR') {
  expect((await post(api, `auth/otp/send?phoneNumber=${phone}&role=${role}`)).status).toBe(200);
  const res = await post(api, `auth/otp/verify?phoneNumber=${phone}&otp=123456&role=${role}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { sessionToken: string; refreshToken: string; vendorId?: string };
}

/** A database of its own on the server of DATABASE_URL; answers its URL and drops it at the end. */
async function ownDatabase(url: string): Promise<string> {
  const name = `vd_two_proc_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

if (serverUrl) {
  describe('two API processes on one PostgreSQL database', () => {
    it('sign in through one, read, refresh, count and sign out through the other', { timeout: 180_000 }, async () => {
      const databaseUrl = await ownDatabase(serverUrl);
      // Session cache off: what one process writes, the other's next request must see (the cache's
      // cross-process window is tested in session-cache.test.ts).
      const env = { DEMO_MODE: 'true', DATABASE_URL: databaseUrl, SESSION_CACHE_MS: '0', AUTH_SEND_PER_CALLER: '3' };
      // Started together: they migrate and seed the same empty database at the same time.
      const [a, b] = [startApi(await freePort(), env), startApi(await freePort(), env)];
      running.push(a, b);
      expect(await waitForHealth(a)).toMatchObject({ status: 'ok', dbKind: 'pg' });
      expect(await waitForHealth(b)).toMatchObject({ status: 'ok', dbKind: 'pg' });

      // Sign in through A (send and verify), read through B.
      const s = await signIn(a, '9876543210');
      const fromB = await get(b, 'orders/vendor?status=Pending', { sessionToken: s.sessionToken });
      expect(fromB.status).toBe(200);
      const listB = (await fromB.json()) as Array<{ orderId: string }>;
      const listA = (await (await get(a, 'orders/vendor?status=Pending', { sessionToken: s.sessionToken })).json()) as Array<{ orderId: string }>;
      expect(listB.length).toBeGreaterThan(0);
      expect(listB.map((o) => o.orderId)).toEqual(listA.map((o) => o.orderId));
      expect(((await (await get(b, 'vendor', { sessionToken: s.sessionToken })).json()) as { contactNo: string }).contactNo).toBe('+919876543210');

      // The live poll: an order placed through A shows in B's poll at once.
      const before = (await (await get(b, 'orders/vendor/live', { sessionToken: s.sessionToken })).json()) as { pendingCount: number; revision: string };
      const customer = await signIn(a, '9999999999', 'USER');
      const anyHour = { vendorContactNo: '9876543210', ignoreHours: true };
      expect((await post(a, 'customer/orders', { sessionToken: customer.sessionToken }, anyHour)).status).toBe(201);
      const after = (await (await get(b, 'orders/vendor/live', { sessionToken: s.sessionToken })).json()) as { pendingCount: number; revision: string };
      expect(after.pendingCount).toBe(before.pendingCount + 1);
      expect(after.revision).not.toBe(before.revision);

      // Refresh through B: the session A issued ends everywhere, the new one works through A.
      const r = await post(b, 'auth/token/refresh?role=VENDOR', { refreshToken: s.refreshToken });
      expect(r.status).toBe(200);
      const rotated = (await r.json()) as { sessionToken: string; refreshToken: string };
      expect((await get(a, 'vendor', { sessionToken: s.sessionToken })).status).toBe(401);
      expect((await get(a, 'vendor', { sessionToken: rotated.sessionToken })).status).toBe(200);
      // Two tabs, one on each process, refreshing the same token within the grace: the same pair.
      const [ra, rb] = await Promise.all([
        post(a, 'auth/token/refresh?role=VENDOR', { refreshToken: rotated.refreshToken }),
        post(b, 'auth/token/refresh?role=VENDOR', { refreshToken: rotated.refreshToken }),
      ]);
      expect([ra.status, rb.status]).toEqual([200, 200]);
      const [pa, pb] = (await Promise.all([ra.json(), rb.json()])) as Array<{ sessionToken: string }>;
      expect(pa!.sessionToken).toBe(pb!.sessionToken);

      // The sign-in limits count across processes: 3 sends per caller, spread over A and B.
      const unregistered = ['9000000001', '9000000002', '9000000003', '9000000004'];
      expect((await post(a, `auth/otp/send?phoneNumber=${unregistered[0]}&role=VENDOR`)).status).toBe(404);
      expect((await post(b, `auth/otp/send?phoneNumber=${unregistered[1]}&role=VENDOR`)).status).toBe(404);
      expect((await post(a, `auth/otp/send?phoneNumber=${unregistered[2]}&role=VENDOR`)).status).toBe(404);
      const limited = await post(b, `auth/otp/send?phoneNumber=${unregistered[3]}&role=VENDOR`);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });

      // Sign-out through A ends the sign-in for B.
      expect((await post(a, 'auth/logout?role=vendor', { sessionToken: pa!.sessionToken })).status).toBe(200);
      expect((await get(b, 'vendor', { sessionToken: pa!.sessionToken })).status).toBe(401);

      // What the processes wrote is one database's: one seed, one family per sign-in.
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      try {
        const seeds = await c.query(`SELECT count(*)::int AS n FROM app_meta WHERE key = 'demo_seed_version'`);
        expect(seeds.rows[0].n).toBe(1);
        const fam = await c.query(`SELECT count(*)::int AS n, count(revoked_at)::int AS revoked FROM auth_families WHERE phone = '+919876543210'`);
        expect(fam.rows[0]).toEqual({ n: 1, revoked: 1 });
      } finally {
        await c.end();
      }
      await Promise.all([stopApi(a), stopApi(b)]);
    });

    it('offline until a time: set through one process, live again by itself in the other (no timer; issue 24)', { timeout: 180_000 }, async () => {
      const databaseUrl = await ownDatabase(serverUrl);
      const env = { DEMO_MODE: 'true', DATABASE_URL: databaseUrl, SESSION_CACHE_MS: '0' };
      const a = startApi(await freePort(), env);
      running.push(a);
      expect(await waitForHealth(a)).toMatchObject({ status: 'ok', dbKind: 'pg' });
      const b = startApi(await freePort(), env);
      running.push(b);
      expect(await waitForHealth(b)).toMatchObject({ status: 'ok', dbKind: 'pg' });
      const s = await signIn(a, '9876543210');
      const customer = await signIn(b, '9999999999', 'USER');
      const until = new Date(Date.now() + 4000).toISOString();
      const off = await fetch(`${a.url}${BASE}/vendor/status?status=OutOfStation&offlineUntil=${encodeURIComponent(until)}`, {
        method: 'PUT',
        headers: { sessionToken: s.sessionToken },
      });
      expect(off.status).toBe(200);
      const statusInB = async () => ((await (await get(b, 'vendor', { sessionToken: s.sessionToken })).json()) as { status: string }).status;
      // At any hour (demo mode): only the offline time refuses.
      const order = () => post(b, 'customer/orders', { sessionToken: customer.sessionToken }, { vendorContactNo: '9876543210', ignoreHours: true });
      // Process A is stopped: nothing in any process could act at that time.
      await stopApi(a);
      if (Date.now() < Date.parse(until) - 500) {
        expect(await statusInB()).toBe('OutOfStation');
        expect((await order()).status).toBe(409);
      }
      await expect.poll(statusInB, { timeout: 30_000, interval: 250 }).toBe('Approved');
      expect((await order()).status).toBe(201);
      await stopApi(b);
    });
  });
} else {
  describe('two API processes on PGlite', () => {
    it('cannot share one data folder: the second process is refused with a message naming the first (several processes need DATABASE_URL)', {
      timeout: 120_000,
    }, async () => {
      const root = mkdtempSync(join(tmpdir(), 'vd-two-proc-'));
      cleanups.push(() => rmSync(root, { recursive: true, force: true }));
      const dataDir = join(root, 'api');
      const first = startApi(await freePort(), { DEMO_MODE: 'true', DATA_DIR: dataDir });
      running.push(first);
      expect(await waitForHealth(first)).toMatchObject({ status: 'ok', dbKind: 'pglite' });
      const second = startApi(await freePort(), { DEMO_MODE: 'true', DATA_DIR: dataDir, DATA_DIR_LOCK_WAIT_SECONDS: '0' });
      running.push(second);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by process ${first.child.pid}`);
      // The first keeps serving.
      expect((await post(first, 'auth/otp/send?phoneNumber=9876543210&role=VENDOR')).status).toBe(200);
      await stopApi(first);
    });
  });
}
