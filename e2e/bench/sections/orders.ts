/**
 * Orders area figures:
 *  - GET orders/vendor (one page of 50, newest first) and GET orders/vendor/live for a vendor with
 *    10,000 orders, 50 requests in flight at once: median and p99. Measured on a separate API process
 *    (the built api/dist) over its own PGlite folder, filled with 10,000 orders (with lines and
 *    attributes) by SQL, so the load generator and the database do not share an event loop. When
 *    DATABASE_URL is set, the same again on that PostgreSQL server, in a database of its own
 *    (vd_bench_orders, created and dropped by the run).
 *  - The floor: GET /health of the same API process in the same run, same load (its handler runs
 *    `SELECT 1` and nothing else: no session lookup, no serialisation to speak of), and the orders
 *    list's and the live poll's throughput as a share of it.
 *  - Slow phone (4x CPU, 1.6 Mbps, 150 ms RTT), cold cache: navigation to / → first order card.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { median, newPage, slowPhone, type BenchSection } from '../lib';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const API_DIR = path.join(ROOT, 'api');
const PORT = Number(process.env.BENCH_ORDERS_API_PORT ?? 4290);
const BASE = `http://127.0.0.1:${PORT}/rest/localbig/api/v1`;
const HEALTH = `http://127.0.0.1:${PORT}/health`;
/** A database of its own per port block, so two benches on one server do not drop each other's. */
const PG_DB = PORT === 4290 ? 'vd_bench_orders' : `vd_bench_orders_${PORT}`;
const ORDERS = 10_000;
const CONCURRENCY = 50;
const REQUESTS = Number(process.env.BENCH_ORDERS_REQUESTS ?? 1000);

/** Seeds the demo data into a fresh database (PGlite folder or DATABASE_URL) and adds ORDERS orders for the demo shop. */
export const FILL = `
import { openDatabase } from './dist/db/index.js';
import { migrate } from './dist/db/migrate.js';
import { seedDemo } from './dist/seed/seed.js';
import { demoVendorId } from './dist/seed/demo-accounts.js';
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
await migrate(db);
await seedDemo(db, new Date());
const vendor = demoVendorId('approved');
await db.query(\`CREATE TEMP TABLE bench_orders AS
  SELECT gen_random_uuid() AS id, g,
         (ARRAY['Pending','Rescheduled','Paid','Completed','Cancelled'])[1 + g % 5] AS status,
         now() - (g || ' minutes')::interval AS at
    FROM generate_series(1, ${ORDERS}) g\`);
await db.query(\`INSERT INTO orders (id, vendor_id, customer_name, customer_phone, status, order_date, delivery_address, total, version, created_at, updated_at)
  SELECT id, $1, 'Bench Customer ' || g, '+917000000100', status, at, 'Bench Lane ' || g, 0, 1, at, at FROM bench_orders\`, [vendor]);
await db.query(\`INSERT INTO order_items (id, order_id, product_id, variant_id, product_name, image_paths, variant, unit, mrp, net_price, quantity, sort)
  SELECT gen_random_uuid(), o.id, v.product_id, v.id, p.name, '[]', v.variant, v.unit, v.mrp, v.net_price, 1 + (o.g % 3), k
    FROM bench_orders o
    CROSS JOIN generate_series(0, 2) k
    JOIN LATERAL (SELECT * FROM product_variants pv WHERE pv.product_id IN (SELECT id FROM products WHERE vendor_id = $1)
                  ORDER BY pv.id OFFSET ((o.g * 7 + k * 13) % 60) LIMIT 1) v ON true
    JOIN products p ON p.id = v.product_id
   WHERE k <= o.g % 3\`, [vendor]);
await db.query(\`UPDATE orders o SET total = s.t FROM (SELECT order_id, sum(net_price * quantity) t FROM order_items GROUP BY order_id) s WHERE s.order_id = o.id AND o.vendor_id = $1\`, [vendor]);
await db.query(\`INSERT INTO order_attributes (id, order_id, name, value)
  SELECT gen_random_uuid(), id, n.name, n.value FROM bench_orders
  CROSS JOIN (VALUES ('deliveryMethod', 'Home Delivery'), ('deliveryCharges', '0')) n(name, value)\`);
await db.query('ANALYZE');
const { rows } = await db.query('SELECT count(*)::int AS n FROM orders WHERE vendor_id = $1', [vendor]);
console.log(rows[0].n);
await db.close();
`;

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`orders bench API exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('orders bench API did not start');
}

async function signIn(): Promise<string> {
  const phone = encodeURIComponent('+919876543210');
  await fetch(`${BASE}/auth/otp/send?phoneNumber=${phone}&role=VENDOR`, { method: 'POST' });
  const res = await fetch(`${BASE}/auth/otp/verify?phoneNumber=${phone}&otp=123456&role=VENDOR`, { method: 'POST' });
  return ((await res.json()) as { sessionToken: string }).sessionToken;
}

/** `count` requests (default REQUESTS), CONCURRENCY in flight; answers latencies (ms) and non-200 count. */
async function load(url: (i: number) => string, token: string, count = REQUESTS): Promise<{ times: number[]; errors: number; wallMs: number }> {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      const res = await fetch(url(i), { headers: { sessionToken: token } });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      if (res.status !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { times, errors, wallMs: performance.now() - started };
}

/** Creates (drop: drops) a database on the server of DATABASE_URL; answers the URL of the new one. */
function pgDatabase(serverUrl: string, name: string, drop = false): string {
  const script = `import pg from 'pg';
const c = new pg.Client({ connectionString: process.env.SERVER_URL });
await c.connect();
await c.query('DROP DATABASE IF EXISTS ${name} WITH (FORCE)');
if (!${drop}) await c.query('CREATE DATABASE ${name}');
await c.end();`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: API_DIR,
    env: { ...process.env, SERVER_URL: serverUrl },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${drop ? 'dropping' : 'creating'} ${name} failed: ${r.stderr}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const p = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};

const section: BenchSection = async ({ browser, host, runs, session }) => {
  const lines = ['Orders'];

  // ---- API under load, 10,000 orders: PGlite, and PostgreSQL when DATABASE_URL is set
  const { DATABASE_URL: serverUrl, ...envWithoutDb } = process.env;
  const dataDir = path.join(ROOT, '.bench', 'orders-data');
  const targets: Array<{ label: string; env: NodeJS.ProcessEnv; cleanup: () => void }> = [
    { label: 'PGlite', env: { ...envWithoutDb, DATA_DIR: dataDir }, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) },
  ];
  if (serverUrl) {
    targets.push({
      label: 'PostgreSQL',
      env: { ...envWithoutDb, DATABASE_URL: pgDatabase(serverUrl, PG_DB) },
      cleanup: () => pgDatabase(serverUrl, PG_DB, true),
    });
  }
  for (const target of targets) {
    rmSync(dataDir, { recursive: true, force: true });
    try {
      const fill = spawnSync(process.execPath, ['--input-type=module', '-e', FILL], { cwd: API_DIR, env: target.env, encoding: 'utf8' });
      if (fill.status !== 0) throw new Error(`filling the orders bench database (${target.label}) failed: ${fill.stderr}`);
      const api = spawn(process.execPath, ['dist/main.js'], {
        cwd: API_DIR,
        env: { ...target.env, PORT: String(PORT), DEMO_MODE: 'true', LOG_LEVEL: 'warn' },
        stdio: 'ignore',
      });
      try {
        await waitForHealth(`http://127.0.0.1:${PORT}/health`, api);
        const token = await signIn();
        const statuses = ['Pending', 'Rescheduled', 'Paid', 'Completed', 'Cancelled'];
        const listUrl = (i: number) => `${BASE}/orders/vendor?status=${statuses[i % 5]}&pageNo=${i % 3}`;
        // Cold: the first burst after start, every request at once (the database reads its pages from disk).
        const cold = await load(listUrl, token, CONCURRENCY);
        // Floor, list, poll, floor again: the floor is the better of its two runs, so a noisy
        // neighbour during one of them does not flatter the shares.
        const floorA = await load(() => HEALTH, token);
        const list = await load(listUrl, token);
        const live = await load(() => `${BASE}/orders/vendor/live`, token);
        const floorB = await load(() => HEALTH, token);
        const rate = (r: { wallMs: number }) => (REQUESTS / r.wallMs) * 1000;
        const floor = rate(floorA) > rate(floorB) ? floorA : floorB;
        const share = (r: { wallMs: number }) => `${Math.round((rate(r) / rate(floor)) * 100)}% of the floor`;
        lines.push(
          `  vendor with ${fill.stdout.trim()} orders, ${CONCURRENCY} requests in flight, ${REQUESTS} requests each (separate API process, ${target.label})`,
          `  cold start: first ${CONCURRENCY} list requests at once   slowest ${Math.max(...cold.times).toFixed(0)} ms   errors ${cold.errors}`,
          `  GET /health (floor: SELECT 1)    median ${median(floor.times).toFixed(1)} ms   p99 ${p(floor.times, 0.99).toFixed(1)} ms   ${Math.round(rate(floor))} req/s   errors ${floor.errors}   (runs: ${Math.round(rate(floorA))}, ${Math.round(rate(floorB))} req/s)`,
          `  GET orders/vendor (50 per page)  median ${median(list.times).toFixed(1)} ms   p99 ${p(list.times, 0.99).toFixed(1)} ms   ${Math.round(rate(list))} req/s   errors ${list.errors}   ${share(list)}`,
          `  GET orders/vendor/live (poll)    median ${median(live.times).toFixed(1)} ms   p99 ${p(live.times, 0.99).toFixed(1)} ms   ${Math.round(rate(live))} req/s   errors ${live.errors}   ${share(live)}`,
        );
      } finally {
        api.kill('SIGTERM');
        await new Promise((r) => (api.exitCode !== null ? r(null) : api.once('exit', r)));
      }
    } finally {
      target.cleanup();
    }
  }

  // ---- slow phone: navigation → first order card
  const toCard: number[] = [];
  for (let run = 0; run < runs; run++) {
    const { context, page } = await newPage(browser, session);
    await slowPhone(context, page);
    const started = Date.now();
    await page.goto(`${host}/`, { waitUntil: 'commit' });
    await page.getByTestId('order-card').first().waitFor({ timeout: 60_000 });
    toCard.push(Date.now() - started);
    await context.close();
  }
  lines.push(`  slow phone, cold: navigation → first order card  ${String(Math.round(median(toCard))).padStart(6)} ms   (runs: ${toCard.join(', ')})`);
  return lines;
};

export default section;
