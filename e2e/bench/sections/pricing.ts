/**
 * Pricing area figures:
 *  - the extra JavaScript /product/pricing loads over the shell (budget AREA_JS_KB, like every area);
 *  - slow phone (4x CPU, 1.6 Mbps, 150 ms RTT), cold cache: navigation → first priced card, as a ratio
 *    to the floor page loaded beside it (budget CARD_RATIO);
 *  - a big shop of its own: 3,000 products (2 variants each) of the demo vendor, one leaf holding 500,
 *    in a database of its own (PostgreSQL when DATABASE_URL is set: vd_bench_pricing_<port>, created
 *    and dropped by the run; else a PGlite folder), served by a separate API process (api/dist):
 *      · slow phone: keystroke in the search box → updated grid over the 500-product shelf (the
 *        browser's pricing reads are answered with the big shop's answers, fetched beforehand),
 *        median (budget KEYSTROKE_MS);
 *      · slow phone: scrolling that grid, frames and dropped frames, beside the same scroll of the
 *        floor grid (bench/floor/grid.ts: the same 500 cards as plain HTML and CSS, no framework):
 *        the product's first scroll after the keystrokes, then BENCH_SCROLL_RUNS − 1 more, each in a
 *        page of its own, and as many scrolls of the floor grid, each in a page of its own,
 *        interleaved with them (the medians and every run printed; information, no budget);
 *      · PUT vendor/products with 200 changed variants (100 products × 2), wall time at the client.
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import {
  API_DIR,
  areaExtraJs,
  FLOOR_PATH,
  chunkLines,
  interleaved,
  kb,
  median,
  newPage,
  pgDatabase,
  ratioLine,
  slowPhone,
  trackImages,
  type trackJs,
  waitForHealth,
  loadUntil,
  type BenchSection,
} from '../lib';
import { AREA_JS_KB, budgetNote, CARD_RATIO, INFORMATION, KEYSTROKE_MS } from '../budgets';
import { FLOOR_GRID_CARDS, FLOOR_GRID_FILE } from '../floor/grid';
import { type Scroll, scrollLine } from '../scroll';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PORT = Number(process.env.BENCH_PRICING_API_PORT ?? Number(process.env.BENCH_ORDERS_API_PORT ?? 4290) + 1);
const BASE = `http://127.0.0.1:${PORT}/rest/localbig/api/v1`;
const PG_DB = `vd_bench_pricing_${PORT}`;
const PRODUCTS = 3000;
const BIG_SHELF = 500;
const SAVE_ROWS = 200;
/** Scrolls of the big shop's grid (the first after the keystrokes, each further one in a page of its own), and as many of the floor grid. */
const SCROLL_RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_SCROLL_RUNS ?? 3)) || 1);

/** The demo seed, then a top category "Bench Shop" (first in the strip) with one leaf of 500 products and ten of 250. */
export const FILL = `
import { openDatabase } from './dist/db/index.js';
import { migrate } from './dist/db/migrate.js';
import { seedDemo } from './dist/seed/seed.js';
import { demoVendorId } from './dist/seed/demo-accounts.js';
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
await migrate(db);
await seedDemo(db, new Date());
const vendor = demoVendorId('approved');
const top = 'b0000000-0000-4000-8000-000000000001';
const sub = 'b0000000-0000-4000-8000-000000000002';
await db.query("INSERT INTO categories (id, name, parent_id, level, available, icon, sort) VALUES ($1, 'Bench Shop', NULL, 1, true, '🧪', -1), ($2, 'Bench Aisle', $1, 2, true, NULL, 0)", [top, sub]);
await db.query(\`INSERT INTO categories (id, name, parent_id, level, available, sort)
  SELECT md5('bench-leaf-' || g)::uuid, CASE WHEN g = 0 THEN 'Big Shelf' ELSE 'Shelf ' || g END, $1, 3, true, g FROM generate_series(0, 10) g\`, [sub]);
await db.query(\`INSERT INTO vendor_categories (vendor_id, category_id) SELECT $1, md5('bench-leaf-' || g)::uuid FROM generate_series(0, 10) g\`, [vendor]);
await db.query(\`INSERT INTO products (id, vendor_id, category_id, name, brand, sort)
  SELECT md5('bench-product-' || g)::uuid, $1,
         md5('bench-leaf-' || CASE WHEN g <= ${BIG_SHELF} THEN 0 ELSE 1 + (g - ${BIG_SHELF + 1}) % 10 END)::uuid,
         (ARRAY['Basmati Rice','Toor Dal','Sugar','Tea','Biscuits','Soap','Atta','Mustard Oil','Salt','Ghee'])[1 + g % 10] || ' ' || g,
         'Bench', g
    FROM generate_series(1, ${PRODUCTS}) g\`, [vendor]);
await db.query(\`INSERT INTO product_variants (id, product_id, variant, unit, mrp, net_price, available, sort)
  SELECT md5('bench-variant-' || g || '-' || k)::uuid, md5('bench-product-' || g)::uuid,
         CASE WHEN k = 0 THEN '500' ELSE '1' END, CASE WHEN k = 0 THEN 'g' ELSE 'kg' END,
         (50 + g % 200) * (k + 1), (50 + g % 200) * (k + 1) - g % 7, g % 9 <> 0, k
    FROM generate_series(1, ${PRODUCTS}) g CROSS JOIN generate_series(0, 1) k\`);
await db.query(\`INSERT INTO product_attributes (id, product_id, name, value, sort)
  SELECT md5('bench-attr-' || g)::uuid, md5('bench-product-' || g)::uuid, 'Tag', (ARRAY['Bestseller','Organic','New','Local','Imported'])[1 + g % 5], 0
    FROM generate_series(1, ${BIG_SHELF}) g\`);
await db.query('ANALYZE');
const { rows } = await db.query('SELECT count(*)::int AS n FROM products WHERE vendor_id = $1', [vendor]);
console.log(rows[0].n);
await db.close();
`;

async function signIn(): Promise<string> {
  const phone = encodeURIComponent('+919876543210');
  await fetch(`${BASE}/auth/otp/send?phoneNumber=${phone}&role=VENDOR`, { method: 'POST' });
  const res = await fetch(`${BASE}/auth/otp/verify?phoneNumber=${phone}&otp=123456&role=VENDOR`, { method: 'POST' });
  return ((await res.json()) as { sessionToken: string }).sessionToken;
}

/*
 * In-page measurements, as source text: tsx would wrap named functions of a callback in a helper
 * (__name) that does not exist in the page.
 */

/** Resolves when the main thread is idle (the grid has settled after the last change). */
const IDLE = 'new Promise((resolve) => requestIdleCallback(() => resolve(0), { timeout: 5000 }))';

/**
 * From the keydown's timestamp to the first frame after the product count changed (the grid is
 * re-rendered with it). ARM_KEYSTROKE installs the listeners and leaves the measurement as a promise
 * on window; the key is pressed only after it has returned (so the keydown listener is in place before
 * the key can reach the page, even under load), then KEYSTROKE_RESULT awaits it.
 */
const ARM_KEYSTROKE = `void (window.__vdKeystroke = new Promise((resolve) => {
  setTimeout(() => resolve(Number.NaN), 30000);
  const input = document.querySelector('input[type="search"]');
  const countText = () => document.querySelector('[data-testid="product-count"]')?.textContent;
  const before = countText();
  let start = 0;
  input.addEventListener('keydown', (e) => { start = e.timeStamp; }, { once: true, capture: true });
  // Only a change of the count after the keydown is the keystroke's (a late render of the previous
  // state can touch the element before it).
  const observer = new MutationObserver(() => {
    if (start === 0 || countText() === before) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
  });
  // The whole page is watched: React may put a new count element in place of the old one.
  observer.observe(document.body, { childList: true, characterData: true, subtree: true });
}))`;
const KEYSTROKE_RESULT = 'window.__vdKeystroke';

/** 240 animation frames scrolling 24 px each; dropped frames: the 60 Hz frames each gap between frames skipped. */
const MEASURE_SCROLL = `new Promise((resolve) => {
  setTimeout(() => resolve({ frames: Number.NaN, dropped: Number.NaN, longest: Number.NaN, px: Number.NaN }), 60000);
  const times = [];
  const startY = window.scrollY;
  const step = (t) => {
    times.push(t);
    window.scrollBy(0, 24);
    if (times.length < 240) { requestAnimationFrame(step); return; }
    const gaps = times.slice(1).map((x, i) => x - times[i]);
    const frame = 1000 / 60;
    resolve({
      frames: times.length,
      dropped: gaps.reduce((n, g) => n + Math.max(0, Math.round(g / frame) - 1), 0),
      longest: Math.max(...gaps),
      px: window.scrollY - startY,
    });
  };
  requestAnimationFrame(step);
})`;

/** What DevTools' performance panel reads: tasks, script, layout, paint and the frames. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'toplevel',
];

interface BenchVariant {
  id: string;
  variantId: string | null;
  mrp: number;
  netPrice: number;
  available: boolean;
  updatedAt: string;
}
interface BenchProduct {
  productId: string;
  productVariants: BenchVariant[];
}

const section: BenchSection = async ({ browser, host, runs, session, floor }) => {
  const lines = ['Pricing area'];

  // ---- extra JS over the shell: another area's screen first, then client-side navigation to /product/pricing.
  let sizeOf: ReturnType<typeof trackJs>['sizeOf'] = () => 0;
  const extra = await areaExtraJs(browser, host, session, '/product/pricing', 'pricing-card', async (_page, js) => {
    sizeOf = js.sizeOf;
  });
  lines.push(
    `  + pricing first screen JS over the shell        ${kb(extra.bytes).padStart(10)}  (${extra.files.length} files; ${budgetNote(Number((extra.bytes / 1024).toFixed(1)), AREA_JS_KB)})`,
    ...chunkLines(extra.files, sizeOf),
  );

  // ---- slow phone: navigation → first priced card (demo shop)
  const toCard = await interleaved(runs, floor, async () => {
    const { context, page } = await newPage(browser, session);
    await slowPhone(context, page);
    const images = trackImages(page);
    const ms = await loadUntil(page, `${host}/product/pricing`, ['[data-testid="net-price"]']);
    await page.waitForLoadState('networkidle');
    const imageBytes = (await images.total()).bytes;
    await context.close();
    return { ms, imageBytes };
  });
  lines.push(
    '  slow phone, cold cache, each load beside a cold load of the floor page',
    ...ratioLine('navigation → first priced card (demo shop)', toCard, CARD_RATIO),
  );

  // ---- the big shop
  const { DATABASE_URL: serverUrl, ...envWithoutDb } = process.env;
  const dataDir = path.join(ROOT, '.bench', 'pricing-data');
  rmSync(dataDir, { recursive: true, force: true });
  const target = serverUrl
    ? { label: 'PostgreSQL', env: { ...envWithoutDb, DATABASE_URL: pgDatabase(serverUrl, PG_DB) }, cleanup: () => pgDatabase(serverUrl, PG_DB, true) }
    : { label: 'PGlite', env: { ...envWithoutDb, DATA_DIR: dataDir }, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
  try {
    const fill = spawnSync(process.execPath, ['--input-type=module', '-e', FILL], { cwd: API_DIR, env: target.env, encoding: 'utf8' });
    if (fill.status !== 0) throw new Error(`filling the pricing bench database (${target.label}) failed: ${fill.stderr}`);
    const api = spawn(process.execPath, ['dist/main.js'], {
      cwd: API_DIR,
      env: { ...target.env, PORT: String(PORT), DEMO_MODE: 'true', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    try {
      await waitForHealth(`http://127.0.0.1:${PORT}/health`, api, 'pricing bench');
      const token = await signIn();
      const get = async (p: string) => {
        const res = await fetch(`${BASE}/${p}`, { headers: { sessionToken: token } });
        if (!res.ok) throw new Error(`GET ${p}: ${res.status}`);
        return res.text();
      };
      const bigLeaf = spawnSync(process.execPath, ['-e', "process.stdout.write(require('crypto').createHash('md5').update('bench-leaf-0').digest('hex'))"], {
        encoding: 'utf8',
      }).stdout.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
      const categoriesBody = await get('vendor/products/categories');
      const t0 = performance.now();
      const shelfBody = await get(`vendor/products?categoryId=${bigLeaf}`);
      const readMs = performance.now() - t0;
      const shelf = JSON.parse(shelfBody) as BenchProduct[];
      lines.push(
        `  big shop: ${fill.stdout.trim()} products of the demo vendor, one leaf of ${shelf.length} (${target.label}, separate API process)`,
        `  GET vendor/products (the ${shelf.length}-product leaf)   ${readMs.toFixed(0)} ms, ${kb(shelfBody.length)} of JSON`,
      );

      // The pricing screen on the slow phone over the big shop's shelf, settled (its requests done, the
      // main thread idle once), the search box focused and a first key pressed: that key also starts
      // the order chime's AudioContext (shared/src/orders/chime.ts: the browser lets sound play only
      // after an interaction), a long task on the slow phone that would otherwise fall in the first
      // measured keystroke: the runs measure the grid.
      const bigShopPage = async () => {
        const opened = await newPage(browser, session);
        await opened.page.route('**/vendor/products/categories', (route) =>
          route.fulfill({ status: 200, contentType: 'application/json', body: categoriesBody }),
        );
        await opened.page.route('**/vendor/products?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: shelfBody }));
        await slowPhone(opened.context, opened.page);
        await opened.page.goto(`${host}/product/pricing`);
        await opened.page
          .getByTestId('product-count')
          .filter({ hasText: `${shelf.length} products` })
          .waitFor({ timeout: 120_000 });
        await opened.page.waitForLoadState('networkidle');
        await opened.page.evaluate(IDLE);
        const search = opened.page.getByPlaceholder('Search products in this category...');
        await search.focus();
        await opened.page.keyboard.press('Shift');
        await opened.page.evaluate(IDLE);
        return { ...opened, search };
      };

      // Keystroke → updated grid, and scrolling the 500-card grid, on the slow phone.
      const { context, page, search } = await bigShopPage();
      // BENCH_PRICING_TRACE=<file>: Chromium's trace of the keystrokes and the scroll, for DevTools.
      const tracePath = process.env.BENCH_PRICING_TRACE;
      if (tracePath) await browser.startTracing(page, { path: tracePath, categories: TRACE_CATEGORIES });
      const keystroke: number[] = [];
      for (const key of ['7', '3', '9', '5', '1', '8', '2'].slice(0, Math.max(runs, 3))) {
        await search.fill('');
        await page
          .getByTestId('product-count')
          .filter({ hasText: `${shelf.length} products` })
          .waitFor();
        await page.evaluate(IDLE);
        await search.focus();
        await page.evaluate(ARM_KEYSTROKE);
        await page.keyboard.press(key);
        keystroke.push((await page.evaluate(KEYSTROKE_RESULT)) as number);
      }
      await search.fill('');
      await page
        .getByTestId('product-count')
        .filter({ hasText: `${shelf.length} products` })
        .waitFor();
      await page.evaluate(IDLE);
      const scroll = (await page.evaluate(MEASURE_SCROLL)) as Scroll;
      if (tracePath) await browser.stopTracing();
      await context.close();
      // The floor grid: the same cards as plain HTML and CSS, on the same slow phone, settled the same
      // way before its scroll.
      const floorGridScroll = async (): Promise<Scroll> => {
        const opened = await newPage(browser);
        await slowPhone(opened.context, opened.page);
        await opened.page.goto(`${host}${FLOOR_PATH}${FLOOR_GRID_FILE}`);
        await opened.page
          .locator('#floor-grid > li')
          .nth(FLOOR_GRID_CARDS - 1)
          .waitFor({ state: 'attached' });
        await opened.page.evaluate(IDLE);
        const scrolled = (await opened.page.evaluate(MEASURE_SCROLL)) as Scroll;
        await opened.context.close();
        return scrolled;
      };
      const bigShopScroll = async (): Promise<Scroll> => {
        const again = await bigShopPage();
        const scrolled = (await again.page.evaluate(MEASURE_SCROLL)) as Scroll;
        await again.context.close();
        return scrolled;
      };
      // The further scrolls, each in a page of its own, interleaved with the floor grid's (the floor
      // grid after the product, then first, …) so that a change in the machine's speed falls on both.
      const product: Scroll[] = [scroll];
      const floorGrid: Scroll[] = [await floorGridScroll()];
      for (let run = 1; run < SCROLL_RUNS; run++) {
        if (run % 2 === 1) {
          floorGrid.push(await floorGridScroll());
          product.push(await bigShopScroll());
        } else {
          product.push(await bigShopScroll());
          floorGrid.push(await floorGridScroll());
        }
      }
      lines.push(
        `  slow phone: keystroke in search → updated grid (${shelf.length} cards)  median ${Math.round(median(keystroke))} ms   (runs: ${keystroke.map((n) => Math.round(n)).join(', ')}; ${budgetNote(Math.round(median(keystroke)), KEYSTROKE_MS)})`,
        scrollLine(`  slow phone: scrolling that grid ${scroll.px} px over ${scroll.frames} frames`, product, `(${INFORMATION})`),
        scrollLine(`      the same scroll of the floor grid (${FLOOR_GRID_CARDS} cards, plain HTML and CSS) beside it`, floorGrid, `(${INFORMATION})`),
      );

      // PUT vendor/products with 200 changed variants, 5 times (each with the tokens the last answer gave).
      let current = shelf.slice(0, SAVE_ROWS / 2);
      const saves: number[] = [];
      for (let run = 0; run < 5; run++) {
        const rows = current.flatMap((p) =>
          p.productVariants.map((v) => {
            const mrp = v.mrp + 1;
            return {
              productId: p.productId,
              variantId: v.variantId ?? v.id,
              mrp,
              netPrice: Math.min(mrp, v.netPrice + 1),
              available: true,
              updatedAt: v.updatedAt,
            };
          }),
        );
        const started = performance.now();
        const res = await fetch(`${BASE}/vendor/products`, {
          method: 'PUT',
          headers: { sessionToken: token, 'content-type': 'application/json' },
          body: JSON.stringify(rows),
        });
        const body = (await res.json()) as { savedVariants: number; products: BenchProduct[] };
        saves.push(performance.now() - started);
        if (res.status !== 200 || body.savedVariants !== SAVE_ROWS) throw new Error(`PUT vendor/products: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
        current = body.products;
      }
      lines.push(
        `  PUT vendor/products, ${SAVE_ROWS} changed variants (${target.label})   median ${median(saves).toFixed(0)} ms   (runs: ${saves.map((n) => n.toFixed(0)).join(', ')}; aim < 200 ms)`,
      );
    } finally {
      api.kill('SIGTERM');
      await new Promise((r) => (api.exitCode !== null ? r(null) : api.once('exit', r)));
    }
  } finally {
    target.cleanup();
  }
  return lines;
};

export default section;
