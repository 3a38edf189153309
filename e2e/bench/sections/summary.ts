/**
 * The Today summary (issue 23): GET orders/vendor/summary for a vendor with 10,000 orders placed over
 * the last seven days (the orders bench's shop; Completed and Paid ones stamped Delivered and Paid an
 * hour after they came in), 50 requests in flight, as a share of the floor (GET /health of the same
 * process: `SELECT 1`), taken in turns with it like the orders list (bench/orders-api.ts). On
 * PostgreSQL when DATABASE_URL is set (a database of its own, created and dropped by the run), else
 * PGlite; a separate API process (api/dist). Aim: p99 under 50 ms.
 *
 * Runnable on its own (no browser, no stack; run `pnpm --filter @vd/api build` first):
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter @vd/e2e exec tsx bench/sections/summary.ts
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { API_DIR, median, type BenchSection } from '../lib';
import { apiBase, benchDatabase, CONCURRENCY, FILL, load, type LoadResult, REQUESTS, ROUNDS, signIn, startApi, stopApi } from '../orders-api';

const PORT = Number(process.env.BENCH_SUMMARY_API_PORT ?? Number(process.env.BENCH_ORDERS_API_PORT ?? 4290) + 4);
const SLICES = 5;

/** The orders bench's fill, plus the Delivered and Paid stamps of its Completed and Paid orders. */
const SUMMARY_FILL = FILL.replace(
  "await db.query('ANALYZE');",
  `await db.query(\`INSERT INTO order_attributes (id, order_id, name, value)
  SELECT gen_random_uuid(), o.id, n.name, to_char((o.order_date + interval '1 hour') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    FROM orders o CROSS JOIN (VALUES ('deliveredOn'), ('paidOn')) n(name)
   WHERE o.vendor_id = $1 AND o.customer_name LIKE 'Bench Customer %' AND (o.status = 'Paid' OR (o.status = 'Completed' AND n.name = 'deliveredOn'))
  ON CONFLICT (order_id, name) DO NOTHING\`, [vendor]);
await db.query(\`UPDATE orders SET updated_at = order_date + interval '1 hour' WHERE vendor_id = $1 AND customer_name LIKE 'Bench Customer %' AND status IN ('Paid', 'Completed')\`, [vendor]);
await db.query('ANALYZE');`,
);

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(0.99 * values.length) - 1)] ?? 0;
const pct = (n: number) => `${Math.round(n * 100)}%`;

/** One round: REQUESTS of the floor and of the summary, in SLICES turns (a neighbour's burst falls on both alike). */
async function round(port: number, token: string): Promise<{ floor: LoadResult; summary: LoadResult }> {
  const urls = [() => `http://127.0.0.1:${port}/health`, () => `${apiBase(port)}/orders/vendor/summary`];
  const acc = urls.map(() => ({ times: [] as number[], errors: 0, ms: 0, n: 0 }));
  const per = Math.max(CONCURRENCY, Math.round(REQUESTS / SLICES));
  for (let slice = 0; acc[0]!.n < REQUESTS; slice++) {
    for (let k = 0; k < urls.length; k++) {
      const e = (k + slice) % urls.length;
      const a = acc[e]!;
      const count = Math.min(per, REQUESTS - a.n);
      const r = await load(urls[e]!, token, count);
      a.times.push(...r.times);
      a.errors += r.errors;
      a.ms += (count / r.rate) * 1000;
      a.n += count;
    }
  }
  const [floor, summary] = acc.map((a) => ({ times: a.times, errors: a.errors, rate: (a.n / a.ms) * 1000 })) as [LoadResult, LoadResult];
  return { floor, summary };
}

export async function measureSummary(serverUrl: string | undefined): Promise<string[]> {
  const db = benchDatabase(serverUrl, PORT);
  try {
    const fill = spawnSync(process.execPath, ['--input-type=module', '-e', SUMMARY_FILL], { cwd: API_DIR, env: db.env, encoding: 'utf8' });
    if (fill.status !== 0) throw new Error(`filling the summary bench database (${db.label}) failed: ${fill.stderr}`);
    const count = Number(fill.stdout.trim());
    const api = await startApi(API_DIR, db.env, PORT);
    try {
      const token = await signIn(apiBase(PORT));
      const sample = (await (await fetch(`${apiBase(PORT)}/orders/vendor/summary`, { headers: { sessionToken: token } })).json()) as {
        days: { orders: number }[];
        today: { delivered: number; paidRupees: number };
      };
      const cold = await load(() => `${apiBase(PORT)}/orders/vendor/summary`, token, CONCURRENCY);
      await round(PORT, token); // warm-up, not counted
      const rounds: { floor: LoadResult; summary: LoadResult }[] = [];
      for (let r = 0; r < ROUNDS; r++) rounds.push(await round(PORT, token));
      const times = rounds.flatMap((r) => r.summary.times);
      const floorTimes = rounds.flatMap((r) => r.floor.times);
      const shares = rounds.map((r) => r.summary.rate / r.floor.rate);
      const errors = rounds.reduce((n, r) => n + r.floor.errors + r.summary.errors, 0) + cold.errors;
      return [
        `  vendor with ${count} orders (${sample.days.reduce((n, d) => n + d.orders, 0)} in the chart's seven days), ${CONCURRENCY} requests in flight, ${REQUESTS} per run, ${ROUNDS} rounds (separate API process, ${db.label})`,
        `  cold start: first ${CONCURRENCY} summary requests at once   slowest ${Math.max(...cold.times).toFixed(0)} ms`,
        `  GET /health (floor: SELECT 1)      ${String(Math.round(median(rounds.map((r) => r.floor.rate)))).padStart(5)} req/s   latency median ${median(floorTimes).toFixed(1)} ms, p99 ${p99(floorTimes).toFixed(1)} ms`,
        `  GET orders/vendor/summary          ${String(Math.round(median(rounds.map((r) => r.summary.rate)))).padStart(5)} req/s   latency median ${median(times).toFixed(1)} ms, p99 ${p99(times).toFixed(1)} ms   ${pct(median(shares))} of the floor (rounds: ${shares.map(pct).join(', ')})   (aim: p99 < 50 ms)`,
        `  errors (non-200 answers): ${errors}`,
      ];
    } finally {
      await stopApi(api);
    }
  } finally {
    db.cleanup();
  }
}

const section: BenchSection = async () => {
  const lines = ['Today summary (GET orders/vendor/summary)'];
  lines.push(...(await measureSummary(process.env.DATABASE_URL || undefined)));
  return lines;
};

export default section;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  measureSummary(process.env.DATABASE_URL || undefined).then(
    (lines) => console.log(['Today summary (GET orders/vendor/summary)', ...lines].join('\n')),
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
