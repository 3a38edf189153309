/**
 * Lighthouse (mobile, simulated throttling: 1.6 Mbps, 150 ms RTT, and a CPU slowdown calibrated to
 * this machine) of `/login` and of a signed-in `/store`, each beside the floor page: the four category
 * scores and FCP / LCP / TBT / CLS, median of BENCH_LIGHTHOUSE_RUNS runs (default 5) each. The scores
 * are information; page speed is judged by the load timings' ratios to the floor page.
 *
 * Lighthouse simulates the slow phone from the machine's own trace, multiplying its task times by
 * `cpuSlowdownMultiplier`. Its default 4 is meant for a high-end desktop; on a slower machine it
 * simulates a slower phone. So the section first measures the machine: CALIBRATION_RUNS runs of the
 * floor page, whose reports carry Lighthouse's CPU benchmark (`environment.benchmarkIndex`); the
 * median index gives the multiplier by Lighthouse's calculator (scripts/lib/lighthouse-machine.ts),
 * and every run after it, the product's and the floor page's, is simulated with that multiplier.
 * BENCH_LIGHTHOUSE_CPU_MULTIPLIER=<n> sets the multiplier instead (4: Lighthouse's default).
 *
 * Each run gets a Chromium of its own (launched by Playwright with a remote-debugging port and a new
 * user-data folder, closed after the run), as Lighthouse's own command line does: in one browser kept
 * for all runs, each run of a page would reuse the renderer of the run before, and Lighthouse's
 * instrumentation at the start of the load would grow with it. `/login` runs with Lighthouse's storage
 * reset; for `/store` the section signs in (a session of its own, so the token rotation a long run may
 * cause cannot touch the other sections' session), writes it into the origin's localStorage from
 * `/config.json` (a page of the origin that loads nothing), and runs Lighthouse with
 * `disableStorageReset` so the page opens signed in, with nothing of the product's in the browser's
 * caches: what a vendor sees after a release.
 *
 * Each run of either page is preceded by a run of the floor page (react + react-dom, one button; the
 * same page the load timings are divided by), with the same settings: what this machine's browser
 * gives a minimal React page in the same minutes, printed beside the product's scores.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { INFORMATION } from '../budgets';
import { executablePath, FLOOR_PATH, median, signInSession, type BenchSection } from '../lib';
import { type BlockingBySource, blockingBySource, type LongTask } from '../../../scripts/lib/lighthouse-blocking';
import { cpuSlowdownMultiplier, machineLine, medianIndex } from '../../../scripts/lib/lighthouse-machine';
import { TLS_BROWSER_ARGS } from '../tls';

const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4270);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** Runs of the floor page that measure the machine before the scored runs. */
const CALIBRATION_RUNS = 3;
/** A multiplier for every run instead of the calibrated one. */
const FIXED_MULTIPLIER = Number(process.env.BENCH_LIGHTHOUSE_CPU_MULTIPLIER) > 0 ? Number(process.env.BENCH_LIGHTHOUSE_CPU_MULTIPLIER) : undefined;
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
  /** The CPU slowdown the run was simulated with (the report's own setting). */
  cpuMultiplier: number;
}

/** How a run is made: the CPU slowdown (Lighthouse's default when not given); `measureOnly`: one audit, for the benchmark index alone. */
interface RunSettings {
  cpuMultiplier?: number;
  measureOnly?: boolean;
}

/**
 * One Lighthouse run of `url` in a Chromium of its own; with `storage`, those localStorage items are
 * written on `url`'s origin first (from /config.json) and kept for the run.
 */
async function audit(url: string, settings: RunSettings, storage?: Record<string, string>): Promise<Figures> {
  // A new browser's first trace now and then comes back without its navigation (Lighthouse's
  // NO_NAVSTART): such a run is made again, up to twice, and counted.
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, settings, storage);
    } catch (error) {
      if (attempt >= 3) throw error;
      retried.push(`${new URL(url).pathname}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
}

/** Runs made again, with why (printed under the figures). */
const retried: string[] = [];

async function auditOnce(url: string, settings: RunSettings, storage?: Record<string, string>): Promise<Figures> {
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
    return await run(url, settings, storage !== undefined);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

async function run(url: string, settings: RunSettings, keepStorage: boolean): Promise<Figures> {
  const result = await lighthouse(
    url,
    {
      port: PORT,
      output: 'json',
      logLevel: 'error',
      ...(settings.measureOnly ? { onlyAudits: ['first-contentful-paint'] } : { onlyCategories: [...CATEGORIES] }),
      disableStorageReset: keepStorage,
      ...(settings.cpuMultiplier !== undefined ? { throttling: { cpuSlowdownMultiplier: settings.cpuMultiplier } } : {}),
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
    cpuMultiplier: result.lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
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
  return [
    `  ${label.padEnd(17)} ${scores}   (performance per run: ${runs.map((f) => f.scores.performance).join(', ')}; ${simulatedAt(runs)}; ${INFORMATION})`,
    `  ${''.padEnd(17)} (ended on ${landed}) FCP ${(m((f) => f.fcpMs) / 1000).toFixed(1)} s · LCP ${(m((f) => f.lcpMs) / 1000).toFixed(1)} s · TBT ${Math.round(m((f) => f.tbtMs))} ms · CLS ${m((f) => f.cls).toFixed(3)}`,
    ...blockingLine(medianRun(runs)),
    `  ${''.padEnd(17)} floor page beside it: performance ${onFloor((x) => x.scores.performance)} (runs: ${floor.map((x) => x.scores.performance).join(', ')}; ${simulatedAt(floor)}) · TBT ${Math.round(onFloor((x) => x.tbtMs))} ms · LCP ${(onFloor((x) => x.lcpMs) / 1000).toFixed(1)} s`,
  ];
}

/** The CPU slowdown the runs were simulated with and the machine's median benchmark index in them: `2.7x CPU, benchmarkIndex 1136`. */
function simulatedAt(runs: Figures[]): string {
  const multipliers = [...new Set(runs.map((f) => f.cpuMultiplier))].join('/');
  const index = medianIndex(runs.map((f) => f.benchmarkIndex));
  return `${multipliers}x CPU, benchmarkIndex ${index === null ? 'not reported' : Math.round(index)}`;
}

/**
 * The blocking time of the run with the median score, by source: which files' tasks Lighthouse's
 * simulation counts. Empty when the run had none.
 */
function blockingLine(run: Figures | undefined): string[] {
  if (!run || run.blocking.length === 0) return [];
  const parts = run.blocking.map(([source, ms]) => `${source} ${Math.round(ms)}`).join(' · ');
  return [`  ${''.padEnd(17)} blocking time by source, ms (the median run, TBT ${Math.round(run.tbtMs)} ms): ${parts}`];
}

/**
 * The multiplier for the scored runs: BENCH_LIGHTHOUSE_CPU_MULTIPLIER when set, else the calculator's
 * for the median benchmark index of CALIBRATION_RUNS runs of the floor page (Lighthouse's default 4
 * when the index is not reported). Answers the indexes measured too.
 */
async function calibrate(floorUrl: string): Promise<{ multiplier: number; indexes: number[]; how: string }> {
  if (FIXED_MULTIPLIER !== undefined) return { multiplier: FIXED_MULTIPLIER, indexes: [], how: 'set by BENCH_LIGHTHOUSE_CPU_MULTIPLIER' };
  const indexes: number[] = [];
  for (let run = 0; run < CALIBRATION_RUNS; run++) indexes.push((await audit(floorUrl, { measureOnly: true })).benchmarkIndex);
  const index = medianIndex(indexes);
  const multiplier = index === null ? null : cpuSlowdownMultiplier(index);
  if (index === null || multiplier === null) return { multiplier: 4, indexes, how: "Lighthouse's default: the machine's benchmarkIndex was not reported" };
  const runs = indexes.map((i) => Math.round(i)).join(', ');
  return {
    multiplier,
    indexes,
    how: `calibrated to this machine: benchmarkIndex ${Math.round(index)} (median of ${indexes.length} runs of the floor page: ${runs})`,
  };
}

const section: BenchSection = async ({ host, api }) => {
  // The floor page on another origin of the same server (127.0.0.1 for localhost), run the same way:
  // what this machine's browser gives a minimal React page in the same minutes.
  const floor = new URL(FLOOR_PATH, host);
  floor.hostname = floor.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  const floorUrl = floor.href;
  const { multiplier, how } = await calibrate(floorUrl);
  const settings: RunSettings = { cpuMultiplier: multiplier };

  const login: Figures[] = [];
  const loginFloor: Figures[] = [];
  for (let run = 0; run < RUNS; run++) {
    loginFloor.push(await audit(floorUrl, settings));
    login.push(await audit(`${host}/login`, settings));
  }

  const session = await signInSession(api);
  const store: Figures[] = [];
  const storeFloor: Figures[] = [];
  for (let run = 0; run < RUNS; run++) {
    storeFloor.push(await audit(floorUrl, settings));
    store.push(await audit(`${host}/store`, settings, session));
  }

  return [
    `Lighthouse ${RUNS > 1 ? `(median of ${RUNS} runs; ` : '('}mobile, simulated ${multiplier}x CPU, 1.6 Mbps, 150 ms RTT; a new Chromium for each run; scores are ${INFORMATION}, no budget)`,
    `  CPU slowdown ${multiplier}x, ${how}`,
    ...summary('/login', login, loginFloor),
    ...summary('/store signed in', store, storeFloor),
    `  ${machineLine(
      [...login, ...loginFloor, ...store, ...storeFloor].map((f) => f.benchmarkIndex),
      multiplier,
    )}`,
    ...(retried.length > 0 ? [`  runs made again (${retried.length}): ${retried.join('; ')}`] : []),
  ];
};

export default section;
