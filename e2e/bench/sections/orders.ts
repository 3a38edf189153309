/**
 * Orders area figures:
 *  - GET orders/vendor (one page of 50, newest first) and GET orders/vendor/live for a vendor with
 *    10,000 orders, 50 requests in flight at once, as shares of the floor: GET /health of the same
 *    API process under the same load (its handler runs `SELECT 1` and nothing else). Measured on a
 *    separate API process (the built api/dist) over its own PGlite folder, filled with 10,000 orders
 *    (with lines and attributes) by SQL, so the load generator and the database do not share an
 *    event loop; when DATABASE_URL is set, the same again on that PostgreSQL server, in a database of
 *    its own (vd_bench_orders, created and dropped by the run). BENCH_ORDERS_ROUNDS rounds (default
 *    5), each the floor, list and poll taken in turns, after one warm-up round; the medians are the
 *    figures (bench/orders-api.ts, also runnable on its own).
 *  - Slow phone (4x CPU, 1.6 Mbps, 150 ms RTT), cold cache: navigation to / → first order card, as a
 *    ratio to the floor page loaded beside it (budget CARD_RATIO).
 */
import type { ChildProcess } from 'node:child_process';
import { API_DIR, interleaved, newPage, ratioLine, slowPhone, trackImages, type BenchSection, loadUntil } from '../lib';
import {
  apiBase,
  benchDatabase,
  CONCURRENCY,
  describeRounds,
  fillDatabase,
  listUrl,
  load,
  REQUESTS,
  ROUNDS,
  round,
  type Round,
  signIn,
  startApi,
  stopApi,
} from '../orders-api';
import { CARD_RATIO } from '../budgets';

const PORT = Number(process.env.BENCH_ORDERS_API_PORT ?? 4290);

const section: BenchSection = async ({ browser, host, runs, session, floor }) => {
  const lines = ['Orders'];

  // ---- API under load, 10,000 orders: PGlite, and PostgreSQL when DATABASE_URL is set
  // BENCH_ORDERS_API=off skips the API under load (minutes) and keeps the page timing.
  const servers = process.env.BENCH_ORDERS_API === 'off' ? [] : [undefined, ...(process.env.DATABASE_URL ? [process.env.DATABASE_URL] : [])];
  for (const serverUrl of servers) {
    const db = benchDatabase(serverUrl, PORT);
    try {
      const count = fillDatabase(API_DIR, db.env, db.label);
      const api: ChildProcess = await startApi(API_DIR, db.env, PORT);
      try {
        const target = { label: db.label, port: PORT, token: await signIn(apiBase(PORT)), pid: api.pid, database: db.database };
        // Cold: the first burst after start, every request at once (the database reads its pages from disk).
        const cold = await load(listUrl(PORT), target.token, CONCURRENCY);
        await round(target); // warm-up: JIT, the database's caches, the API's kept answers; not counted
        const rounds: Round[] = [];
        for (let r = 0; r < ROUNDS; r++) rounds.push(await round(target));
        lines.push(
          `  vendor with ${count} orders, ${CONCURRENCY} requests in flight, ${REQUESTS} requests per run (separate API process, ${db.label})`,
          `  cold start: first ${CONCURRENCY} list requests at once   slowest ${Math.max(...cold.times).toFixed(0)} ms   errors ${cold.errors}`,
          ...describeRounds(rounds),
        );
      } finally {
        await stopApi(api);
      }
    } finally {
      db.cleanup();
    }
  }

  // ---- slow phone: navigation → first order card, each load beside a cold load of the floor page
  const toCard = await interleaved(runs, floor, async () => {
    const { context, page } = await newPage(browser, session);
    await slowPhone(context, page);
    const images = trackImages(page);
    const ms = await loadUntil(page, `${host}/`, ['[data-testid="order-card"]']);
    await page.waitForLoadState('networkidle');
    const imageBytes = (await images.total()).bytes;
    await context.close();
    return { ms, imageBytes };
  });
  lines.push('  slow phone, cold cache, each load beside a cold load of the floor page', ...ratioLine('navigation → first order card', toCard, CARD_RATIO));
  return lines;
};

export default section;
