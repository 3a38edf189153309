/**
 * The orders API under load, as a share of the /health floor of the same process (issue 9).
 *
 * Used by sections/orders.ts, and runnable on its own (no browser, no stack; builds nothing: run
 * `pnpm --filter @vd/api build` first):
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @vd/e2e exec tsx bench/orders-api.ts
 *
 * Without DATABASE_URL it measures PGlite. After the cold first burst and one warm-up round,
 * BENCH_ORDERS_ROUNDS (default 5) rounds, each REQUESTS requests of the floor, the list and the live
 * poll taken in turns (see round()); each share is taken against its own round's floor, and the
 * medians over the rounds are what to quote. BENCH_ORDERS_API_DIRS=api,<dir>,… (each
 * a folder with dist/main.js and node_modules) measures several builds side by side, interleaved per
 * round, each on a database of its own: before/after comparisons made in the same minutes.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { median, pgDatabase, waitForHealth } from './lib';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ORDERS = 10_000;
export const CONCURRENCY = 50;
export const REQUESTS = Number(process.env.BENCH_ORDERS_REQUESTS ?? 1000);
export const ROUNDS = Number(process.env.BENCH_ORDERS_ROUNDS ?? 5);

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

/** Fills the database of `env` (DATABASE_URL or DATA_DIR) with the demo seed and ORDERS orders, using the build in apiDir; answers the vendor's order count. */
export function fillDatabase(apiDir: string, env: NodeJS.ProcessEnv, label: string): number {
  const fill = spawnSync(process.execPath, ['--input-type=module', '-e', FILL], { cwd: apiDir, env, encoding: 'utf8' });
  if (fill.status !== 0) throw new Error(`filling the orders bench database (${label}) failed: ${fill.stderr}`);
  return Number(fill.stdout.trim());
}

/** Starts `node dist/main.js` of apiDir on port (demo mode, quiet) and waits for /health. */
export async function startApi(apiDir: string, env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const api = spawn(process.execPath, [...(process.env.BENCH_ORDERS_NODE_ARGS?.split(' ').filter(Boolean) ?? []), 'dist/main.js'], {
    cwd: apiDir,
    env: { ...env, PORT: String(port), DEMO_MODE: 'true', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}/health`, api, 'orders bench');
  } catch (err) {
    await stopApi(api);
    throw err;
  }
  return api;
}

export async function stopApi(api: ChildProcess): Promise<void> {
  if (api.exitCode === null) api.kill('SIGTERM');
  await new Promise((r) => (api.exitCode !== null ? r(null) : api.once('exit', r)));
}

export async function signIn(base: string): Promise<string> {
  const phone = encodeURIComponent('+919876543210');
  await fetch(`${base}/auth/otp/send?phoneNumber=${phone}&role=VENDOR`, { method: 'POST' });
  const res = await fetch(`${base}/auth/otp/verify?phoneNumber=${phone}&otp=123456&role=VENDOR`, { method: 'POST' });
  return ((await res.json()) as { sessionToken: string }).sessionToken;
}

export interface LoadResult {
  /** Latency of each request, ms. */
  times: number[];
  /** Answers other than 200. */
  errors: number;
  /** Requests per second over the whole run. */
  rate: number;
  /** CPU time per request, ms (API + its PostgreSQL backends + load generator; round() only). */
  cpuPerRequest?: number;
}

/**
 * The load's connections: CONCURRENCY kept open, as a browser's pool of a busy dashboard would be.
 * Requests ask for brotli or gzip as a phone's browser does (decision 0067), and their bodies are read
 * as sent, not decoded: decoding is the phone's work, and on this machine it would take the API's CPU.
 */
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const ACCEPT_ENCODING = 'br, gzip';

/** One GET with the session token, its body read to the end; resolves with the status. */
function get(url: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { sessionToken: token, 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** `count` requests (default REQUESTS), CONCURRENCY in flight, each body read to the end. */
export async function load(url: (i: number) => string, token: string, count = REQUESTS): Promise<LoadResult> {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      const status = await get(url(i), token);
      times.push(performance.now() - t0);
      if (status !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { times, errors, rate: (count / (performance.now() - started)) * 1000 };
}

/** The API of one build under measurement. */
export interface ApiUnderLoad {
  label: string;
  port: number;
  token: string;
  /** The API process, and the database name its PostgreSQL backends show (for CPU time; none on PGlite). */
  pid?: number;
  database?: string;
}

const TICK_MS = 10; // /proc/<pid>/stat counts CPU time in 1/100 s on Linux

function ticksOf(pid: string | number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * CPU time (ms) used so far by everything that serves a request: the API process, the PostgreSQL
 * backends of its database (their process titles name it), and this load generator. Linux only
 * (0 elsewhere). Unlike wall time, it does not move when a neighbour takes the cores.
 */
export function cpuMs(api: ApiUnderLoad): number {
  if (!existsSync('/proc/self/stat')) return 0;
  let ticks = api.pid ? ticksOf(api.pid) : 0;
  if (api.database) {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        if (title.startsWith('postgres: ') && title.includes(` ${api.database} `)) ticks += ticksOf(pid);
      } catch {
        // gone
      }
    }
  }
  const self = process.cpuUsage();
  return ticks * TICK_MS + (self.user + self.system) / 1000;
}

export const apiBase = (port: number) => `http://127.0.0.1:${port}/rest/localbig/api/v1`;
const STATUSES = ['Pending', 'Rescheduled', 'Paid', 'Completed', 'Cancelled'];
export const listUrl = (port: number) => (i: number) => `${apiBase(port)}/orders/vendor?status=${STATUSES[i % 5]}&pageNo=${i % 3}`;

export interface Round {
  floor: LoadResult;
  list: LoadResult;
  live: LoadResult;
}

/** Slices per round: the three endpoints take turns in slices of REQUESTS / SLICES requests. */
export const SLICES = Number(process.env.BENCH_ORDERS_SLICES ?? 5);

/**
 * One round: REQUESTS requests of each endpoint (floor, list, live poll), 50 in flight, taken in
 * SLICES turns (floor, list, poll, then list, poll, floor, …), so that a neighbour's burst of work on
 * the shared cores falls on all three alike; each rate is its requests over the time of its own
 * slices. (Whole runs one after the other let a burst during one run decide the share: measured
 * that way, the list's share moved between 18% and 64% from round to round within one run.)
 */
export async function round(api: ApiUnderLoad, requests = REQUESTS): Promise<Round> {
  const health = () => `http://127.0.0.1:${api.port}/health`;
  const live = () => `${apiBase(api.port)}/orders/vendor/live`;
  const endpoints = [health, listUrl(api.port), live];
  const acc = endpoints.map(() => ({ times: [] as number[], errors: 0, ms: 0, n: 0, cpu: 0 }));
  const per = Math.max(CONCURRENCY, Math.round(requests / SLICES));
  for (let slice = 0; acc[0]!.n < requests; slice++) {
    for (let k = 0; k < endpoints.length; k++) {
      const e = (k + slice) % endpoints.length;
      const a = acc[e]!;
      const count = Math.min(per, requests - a.n);
      const cpu0 = cpuMs(api);
      const r = await load(endpoints[e]!, api.token, count);
      a.cpu += cpuMs(api) - cpu0;
      a.times.push(...r.times);
      a.errors += r.errors;
      a.ms += (count / r.rate) * 1000;
      a.n += count;
    }
  }
  const [floor, list, poll] = acc.map((a) => ({ times: a.times, errors: a.errors, rate: (a.n / a.ms) * 1000, cpuPerRequest: a.cpu / a.n })) as [
    LoadResult,
    LoadResult,
    LoadResult,
  ];
  return { floor, list, live: poll };
}

const p = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const pct = (n: number) => `${Math.round(n * 100)}%`;
const int = (n: number) => String(Math.round(n));

/** The lines printed for one API's rounds: one per round, then the medians. */
export function describeRounds(rounds: readonly Round[]): string[] {
  const lines = rounds.map(
    (r, i) =>
      `    round ${i + 1}: floor ${int(r.floor.rate)} req/s   ` +
      `list ${int(r.list.rate)} req/s, median ${median(r.list.times).toFixed(1)} ms = ${pct(r.list.rate / r.floor.rate)}   ` +
      `live ${int(r.live.rate)} req/s, median ${median(r.live.times).toFixed(1)} ms = ${pct(r.live.rate / r.floor.rate)}` +
      `${r.list.errors + r.live.errors + r.floor.errors ? `   errors ${r.floor.errors}/${r.list.errors}/${r.live.errors}` : ''}`,
  );
  const m = (f: (r: Round) => number) => median(rounds.map(f));
  const errors = rounds.reduce((n, r) => n + r.floor.errors + r.list.errors + r.live.errors, 0);
  const line = (name: string, pick: (r: Round) => LoadResult, share: boolean) => {
    const times = rounds.flatMap((r) => pick(r).times);
    const shares = rounds.map((r) => pick(r).rate / r.floor.rate);
    return (
      `  ${name.padEnd(32)} ${int(m((r) => pick(r).rate)).padStart(5)} req/s   latency median ${median(times).toFixed(1)} ms, p99 ${p(times, 0.99).toFixed(1)} ms` +
      (share ? `   ${pct(median(shares))} of the floor (rounds: ${shares.map(pct).join(', ')})` : '')
    );
  };
  lines.push(
    `  median of ${rounds.length} rounds:`,
    line('GET /health (floor: SELECT 1)', (r) => r.floor, false),
    line('GET orders/vendor (50 per page)', (r) => r.list, true),
    line('GET orders/vendor/live (poll)', (r) => r.live, true),
    `  errors (non-200 answers): ${errors}`,
  );
  const cpu = (pick: (r: Round) => LoadResult) => m((r) => pick(r).cpuPerRequest ?? 0);
  if (cpu((r) => r.floor) > 0) {
    const cpuShare = (pick: (r: Round) => LoadResult) => pct(median(rounds.map((r) => (r.floor.cpuPerRequest ?? 0) / (pick(r).cpuPerRequest ?? 1))));
    lines.push(
      `  CPU time per request (API + its PostgreSQL backends + load generator; not moved by neighbours), median: floor ${cpu((r) => r.floor).toFixed(2)} ms, ` +
        `list ${cpu((r) => r.list).toFixed(2)} ms (floor/list ${cpuShare((r) => r.list)}), poll ${cpu((r) => r.live).toFixed(2)} ms (floor/poll ${cpuShare((r) => r.live)})`,
    );
  }
  return lines;
}

/** A database for one build: a PGlite folder, or a database of its own on the DATABASE_URL server. */
export function benchDatabase(serverUrl: string | undefined, port: number): { label: string; env: NodeJS.ProcessEnv; cleanup: () => void; database?: string } {
  const { DATABASE_URL: _server, ...envWithoutDb } = process.env;
  if (!serverUrl) {
    const dataDir = path.join(ROOT, '.bench', `orders-data-${port}`);
    rmSync(dataDir, { recursive: true, force: true });
    return { label: 'PGlite', env: { ...envWithoutDb, DATA_DIR: dataDir }, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  // A database of its own per port, so two benches on one server do not drop each other's.
  const name = port === 4290 ? 'vd_bench_orders' : `vd_bench_orders_${port}`;
  return {
    label: 'PostgreSQL',
    env: { ...envWithoutDb, DATABASE_URL: pgDatabase(serverUrl, name) },
    cleanup: () => pgDatabase(serverUrl, name, true),
    database: name,
  };
}

async function main() {
  const dirs = (process.env.BENCH_ORDERS_API_DIRS ?? 'api').split(',').map((d) => path.resolve(ROOT, d.trim()));
  const port0 = Number(process.env.BENCH_ORDERS_API_PORT ?? 4290);
  const serverUrl = process.env.DATABASE_URL;
  const running: Array<{ dir: string; api: ApiUnderLoad; child: ChildProcess; cleanup: () => void; rounds: Round[] }> = [];
  try {
    for (const [i, dir] of dirs.entries()) {
      const port = port0 + 2 * i;
      const db = benchDatabase(serverUrl, port);
      let child: ChildProcess;
      let count: number;
      try {
        count = fillDatabase(dir, db.env, db.label);
        child = await startApi(dir, db.env, port);
      } catch (err) {
        db.cleanup();
        throw err;
      }
      const api: ApiUnderLoad = { label: `${path.relative(ROOT, dir)} (${db.label}, ${count} orders)`, port, token: '', pid: child.pid, database: db.database };
      running.push({ dir, child, cleanup: db.cleanup, rounds: [], api });
      api.token = await signIn(apiBase(port));
    }
    for (const run of running) {
      await load(listUrl(run.api.port), run.api.token, CONCURRENCY); // the cold first burst
      await round(run.api); // warm-up: JIT, the database's caches, the API's kept answers; not counted
    }
    for (let r = 0; r < ROUNDS; r++) {
      // Interleaved, the order turning each round, so no build always runs right after another.
      const order = running.map((_, i) => (i + r) % running.length);
      for (const i of order) running[i]!.rounds.push(await round(running[i]!.api));
    }
    for (const run of running) {
      console.log(`${run.api.label}: ${CONCURRENCY} in flight, ${REQUESTS} requests per run`);
      for (const line of describeRounds(run.rounds)) console.log(line);
    }
  } finally {
    for (const run of running) {
      await stopApi(run.child);
      run.cleanup();
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
