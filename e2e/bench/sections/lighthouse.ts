/**
 * Lighthouse (mobile, default simulated throttling: 4x CPU, 1.6 Mbps, 150 ms RTT) of `/login` and of
 * a signed-in `/store`: the four category scores and LCP / TBT / CLS, median of
 * BENCH_LIGHTHOUSE_RUNS runs (default 5) each; issue 25's budget: performance ≥ 95, the other three 100.
 *
 * Each run gets a Chromium of its own (launched by Playwright with a remote-debugging port and a new
 * user-data folder, closed after the run), as Lighthouse's own command line does: in one browser kept
 * for all runs, each run of a page reused the renderer of the run before, and Lighthouse's
 * instrumentation at the start of the load (a heap walk that deoptimises the code already there) grew
 * with it, one task of 90–160 ms at the start of `/login` that no change to the page could move
 * (decision 0072). `/login` runs with Lighthouse's storage reset; for `/store` the section signs in
 * (a session of its own, so the token rotation a long run may cause cannot touch the other
 * sections' session), writes it into the origin's localStorage from `/config.json` (a page of the
 * origin that loads nothing), and runs Lighthouse with `disableStorageReset` so the page opens signed
 * in, with nothing of the product's in the browser's caches: what a vendor sees after a release.
 *
 * Each run of either page is preceded by a run of the floor page (react + react-dom, one button; the
 * same page the load timings are divided by), with the same settings: Lighthouse simulates the slow
 * phone from the machine's own trace, so what the machine's browser costs before any product code
 * shows up in every score. The floor page's score is the highest a React page gets from Lighthouse
 * on this machine in these minutes (decision 0070); the budget stays absolute. The last line gives
 * Lighthouse's own CPU benchmark of the machine over all the runs, and whether it is the class
 * Lighthouse's 4x is meant for (decision 0081).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { executablePath, FLOOR_PATH, median, signInSession, type BenchSection } from '../lib';
import { type BlockingBySource, blockingBySource, type LongTask } from '../../../scripts/lib/lighthouse-blocking';
import { machineLine } from '../../../scripts/lib/lighthouse-machine';
import { TLS_BROWSER_ARGS } from '../tls';

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4270);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const BUDGET = { performance: 95, others: 100 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Figures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  finalUrl: string;
  /** Where the run's blocking time came from (the `long-tasks` audit, counted as TBT counts it). */
  blocking: BlockingBySource;
  /** Lighthouse's CPU benchmark of the machine, measured before the run (`environment.benchmarkIndex`). */
  benchmarkIndex: number;
}

/**
 * One Lighthouse run of `url` in a Chromium of its own; with `storage`, those localStorage items are
 * written on `url`'s origin first (from /config.json) and kept for the run.
 */
async function audit(url: string, storage?: Record<string, string>): Promise<Figures> {
  // A new browser's first trace now and then comes back without its navigation (Lighthouse's
  // NO_NAVSTART, about one run in twenty here): such a run is made again, up to twice, and counted.
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, storage);
    } catch (error) {
      if (attempt >= 3) throw error;
      retried.push(`${new URL(url).pathname}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
}

/** Runs made again, with why (printed under the figures). */
const retried: string[] = [];

async function auditOnce(url: string, storage?: Record<string, string>): Promise<Figures> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'vd-bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args: [`--remote-debugging-port=${PORT}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', ...TLS_BROWSER_ARGS],
  });
  try {
    // Lighthouse takes the browser's page; it has loaded something (about:blank) before it starts.
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('about:blank');
    if (storage) {
      await page.goto(new URL('/config.json', url).href);
      await page.evaluate((items) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      }, storage);
      await page.goto('about:blank');
    }
    return await run(url, storage !== undefined);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * BENCH_LIGHTHOUSE_ARTIFACTS=<folder>: each run's trace and network log are kept there (Lighthouse's
 * own `-G`/`-A` format, one folder per run), to be simulated again with other settings by
 * `bench/lighthouse-whatif.ts` (decision 0074).
 */
const ARTIFACTS = process.env.BENCH_LIGHTHOUSE_ARTIFACTS;
let artifactRuns = 0;

async function run(url: string, keepStorage: boolean): Promise<Figures> {
  const saveTo = ARTIFACTS ? path.resolve(ARTIFACTS, `${new URL(url).pathname.replace(/\W+/g, '') || 'page'}-${++artifactRuns}`) : undefined;
  const result = await lighthouse(
    url,
    {
      port: PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: keepStorage,
      ...(saveTo ? { gatherMode: saveTo, auditMode: saveTo } : {}),
    },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const longTasks = ((audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? []).filter(
    (task) => typeof task.url === 'string' && Number.isFinite(task.startTime) && Number.isFinite(task.duration),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Figures['scores'],
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    finalUrl: result.lhr.finalDisplayedUrl,
    blocking: blockingBySource(longTasks, value('first-contentful-paint'), value('interactive'), result.lhr.finalDisplayedUrl),
    benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** The run whose performance score is the median (the first such run). */
function medianRun(runs: Figures[]): Figures | undefined {
  const score = median(runs.map((f) => f.scores.performance));
  return runs.find((f) => f.scores.performance === score) ?? runs[Math.floor(runs.length / 2)];
}

function summary(label: string, runs: Figures[], floor: Figures[]): string[] {
  const m = (pick: (f: Figures) => number) => median(runs.map(pick));
  const onFloor = (pick: (f: Figures) => number) => median(floor.map(pick));
  const landed = [...new Set(runs.map((f) => new URL(f.finalUrl).pathname))].join(', ');
  const scores = CATEGORIES.map((id) => `${id} ${m((f) => f.scores[id])}`).join(' · ');
  const within = CATEGORIES.every((id) => m((f) => f.scores[id]) >= (id === 'performance' ? BUDGET.performance : BUDGET.others));
  return [
    `  ${label.padEnd(17)} ${scores}   (performance per run: ${runs.map((f) => f.scores.performance).join(', ')}; budget performance ≥ ${BUDGET.performance}, others ${BUDGET.others}: ${within ? 'within' : 'NOT MET'})`,
    `  ${''.padEnd(17)} (ended on ${landed}) FCP ${(m((f) => f.fcpMs) / 1000).toFixed(1)} s · LCP ${(m((f) => f.lcpMs) / 1000).toFixed(1)} s · TBT ${Math.round(m((f) => f.tbtMs))} ms · CLS ${m((f) => f.cls).toFixed(3)}`,
    ...blockingLine(medianRun(runs)),
    `  ${''.padEnd(17)} floor page beside it: performance ${onFloor((x) => x.scores.performance)} (runs: ${floor.map((x) => x.scores.performance).join(', ')}) · TBT ${Math.round(onFloor((x) => x.tbtMs))} ms · LCP ${(onFloor((x) => x.lcpMs) / 1000).toFixed(1)} s`,
  ];
}

/**
 * The blocking time of the run with the median score, by source: which files' tasks Lighthouse's
 * simulation counts (decision 0074). Empty when the run had none.
 */
function blockingLine(run: Figures | undefined): string[] {
  if (!run || run.blocking.length === 0) return [];
  const parts = run.blocking.map(([source, ms]) => `${source} ${Math.round(ms)}`).join(' · ');
  return [`  ${''.padEnd(17)} blocking time by source, ms (the median run, TBT ${Math.round(run.tbtMs)} ms): ${parts}`];
}

const section: BenchSection = async ({ host, api }) => {
  // The floor page on another origin of the same server (127.0.0.1 for localhost), run the same way:
  // what this machine's browser gives a minimal React page in the same minutes (decision 0070).
  const floor = new URL(FLOOR_PATH, host);
  floor.hostname = floor.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  const floorUrl = floor.href;
  const login: Figures[] = [];
  const loginFloor: Figures[] = [];
  for (let run = 0; run < RUNS; run++) {
    loginFloor.push(await audit(floorUrl));
    login.push(await audit(`${host}/login`));
  }

  const session = await signInSession(api);
  const store: Figures[] = [];
  const storeFloor: Figures[] = [];
  for (let run = 0; run < RUNS; run++) {
    storeFloor.push(await audit(floorUrl));
    store.push(await audit(`${host}/store`, session));
  }

  return [
    `Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs; ` : '('}mobile, simulated 4x CPU, 1.6 Mbps, 150 ms RTT; a new Chromium for each run)`,
    ...summary('/login', login, loginFloor),
    ...summary('/store signed in', store, storeFloor),
    `  ${machineLine([...login, ...loginFloor, ...store, ...storeFloor].map((f) => f.benchmarkIndex))}`,
    ...(retried.length > 0 ? [`  runs made again (${retried.length}): ${retried.join('; ')}`] : []),
  ];
};

export default section;
