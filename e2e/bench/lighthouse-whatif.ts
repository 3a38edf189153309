/**
 * Lighthouse runs simulated again with other settings (decision 0074): for each folder of a saved
 * run (`BENCH_LIGHTHOUSE_ARTIFACTS`), the run's FCP, LCP, TBT, Speed Index and performance score as
 * Lighthouse gave them, then with every origin over HTTP/2 (one warm connection each, as a CDN
 * serves production), with half the main thread's work (the trace's tasks ×2 instead of ×4), and both.
 * Since decision 0075 the bench serves every origin over HTTP/2 itself, so on its runs the HTTP/2 rows
 * repeat the run; they still tell what HTTP/2 would give a run made with `BENCH_HTTP=1.1`.
 *
 *   pnpm --filter @vd/e2e exec tsx bench/lighthouse-whatif.ts /tmp/lh/store-12 /tmp/lh/store-14 …
 *
 * With `--path` first, it prints instead what each run's simulated LCP waits for, as run: the nodes of
 * Lantern's pessimistic LCP simulation in order of simulated start, the one the estimate ends on
 * marked `*`, low-priority pictures (left out of the estimate) marked `-` (decision 0077).
 *
 * With `--drop <regexp>` first, it prints each run as run and simulated again without the requests
 * whose URL matches (e.g. `--drop 'orders/vendor/live'`): what those requests cost the estimates, on
 * the same observed load (decision 0086).
 *
 * Lighthouse's command line will not audit saved artifacts with other throttling settings, so this
 * uses its own computed metrics (Lantern) on them. It prints figures and asserts nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
// Lighthouse's modules below are not part of its documented API; the version is pinned (catalog).
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { LanternSpeedIndex } from 'lighthouse/core/computed/metrics/lantern-speed-index.js';
import * as constants from 'lighthouse/core/config/constants.js';
import { Util } from 'lighthouse/shared/util.js';
import { median } from './lib';
import { failedRunCode, lcpPathLines, type SimulatedNode, withoutRequests } from '../../scripts/lib/lantern-path';

/** Lighthouse 12's mobile scoring curves and weights of the performance category (CLS taken from the run). */
const CURVES = {
  fcp: { p10: 1800, median: 3000, weight: 10 },
  si: { p10: 3387, median: 5800, weight: 10 },
  lcp: { p10: 2500, median: 4000, weight: 25 },
  tbt: { p10: 200, median: 600, weight: 30 },
} as const;
const CLS_WEIGHT = 25;

type Metric = keyof typeof CURVES;
type Figures = Record<Metric, number> & { score: number };

interface Variant {
  label: string;
  h2: boolean;
  cpu: number;
}
const VARIANTS: Variant[] = [
  { label: 'as run (4x CPU)', h2: false, cpu: 4 },
  { label: 'HTTP/2 on every origin', h2: true, cpu: 4 },
  { label: "half the main thread's work", h2: false, cpu: 2 },
  { label: 'both', h2: true, cpu: 2 },
];

const COMPUTED = {
  fcp: LanternFirstContentfulPaint,
  lcp: LanternLargestContentfulPaint,
  tbt: LanternTotalBlockingTime,
  si: LanternSpeedIndex,
} as const;

async function simulationData(folder: string, variant: Variant, drop?: RegExp) {
  const artifacts = await loadArtifacts(folder);
  type Entry = { method: string; params: { requestId?: string; request?: { url?: string }; response?: { protocol?: string } } };
  const devtoolsLog = drop ? withoutRequests(artifacts.DevtoolsLog as Entry[], drop).log : (artifacts.DevtoolsLog as Entry[]);
  if (variant.h2)
    for (const entry of devtoolsLog) if (entry.method === 'Network.responseReceived' && entry.params.response) entry.params.response.protocol = 'h2';
  const settings = {
    ...constants.defaultSettings,
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: variant.cpu },
    screenEmulation: constants.screenEmulationMetrics.mobile,
  };
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  return { data, context, url: String((artifacts.URL as { finalDisplayedUrl?: string }).finalDisplayedUrl ?? '') };
}

async function simulate(folder: string, variant: Variant, clsScore: number, drop?: RegExp): Promise<Figures> {
  const { data, context } = await simulationData(folder, variant, drop);
  const figures = { score: 0 } as Figures;
  let weighted = CLS_WEIGHT * clsScore;
  for (const metric of Object.keys(CURVES) as Metric[]) {
    const result = (await COMPUTED[metric].request(data as never, context as never)) as { timing: number };
    figures[metric] = result.timing;
    weighted += CURVES[metric].weight * Util.computeLogNormalScore(CURVES[metric], result.timing);
  }
  figures.score = Math.round(weighted);
  return figures;
}

/** A saved run's report (`lhr.report.json`), or null when it cannot be read. */
function reportOf(folder: string): unknown {
  try {
    return JSON.parse(readFileSync(path.join(folder, 'lhr.report.json'), 'utf8'));
  } catch {
    return null;
  }
}

function clsScoreOf(folder: string): number {
  const lhr = reportOf(folder) as { audits?: Record<string, { score: number | null }> } | null;
  return lhr?.audits?.['cumulative-layout-shift']?.score ?? 1;
}

/** A node of Lantern's graph, as far as this script reads it (not part of Lighthouse's documented API). */
interface LanternNode {
  type: string;
  request?: { url: string; priority: string; resourceType?: string; transferSize: number };
  getEvaluateScriptURLs?: () => Set<string>;
  didPerformLayout?: () => boolean;
}

/** `--path`: the pessimistic LCP simulation's nodes as run (decision 0077). */
async function printLcpPath(folder: string) {
  const { data, context, url } = await simulationData(folder, VARIANTS[0]!);
  const lcp = (await LanternLargestContentfulPaint.request(data as never, context as never)) as unknown as {
    timing: number;
    optimisticEstimate: { timeInMs: number };
    pessimisticEstimate: { timeInMs: number; nodeTimings: Map<LanternNode, { startTime: number; endTime: number }> };
  };
  const nodes: SimulatedNode[] = [...lcp.pessimisticEstimate.nodeTimings].map(([node, timing]) =>
    node.type === 'network' && node.request
      ? {
          kind: 'network',
          url: node.request.url,
          priority: node.request.priority,
          resourceType: node.request.resourceType,
          transferBytes: node.request.transferSize,
          start: timing.startTime,
          end: timing.endTime,
        }
      : {
          kind: 'cpu',
          evaluates: [...(node.getEvaluateScriptURLs?.() ?? [])],
          layout: node.didPerformLayout?.() ?? false,
          start: timing.startTime,
          end: timing.endTime,
        },
  );
  console.log(
    `${path.basename(folder)}: LCP ${ms(lcp.timing)} (optimistic ${ms(lcp.optimisticEstimate.timeInMs)}, pessimistic ${ms(lcp.pessimisticEstimate.timeInMs)}); the pessimistic simulation:`,
  );
  for (const line of lcpPathLines(nodes, url)) console.log(`  ${line}`);
}

/**
 * The folders whose run Lighthouse completed. A failed run (the bench keeps its folder and makes the
 * run again; NO_NAVSTART, for one) has no navigation to simulate: it is named and left out, and the
 * figures and medians are those of the rest.
 */
function completedRuns(folders: string[]): string[] {
  return folders.filter((folder) => {
    // No readable report is no failure here: the simulation reads the artifacts and says what is wrong.
    const failed = failedRunCode(reportOf(folder));
    if (failed) console.log(`${path.basename(folder)}: left out, Lighthouse's own run failed (${failed})`);
    return !failed;
  });
}

async function main() {
  const args = process.argv.slice(2);
  const mode = args[0] === '--path' || args[0] === '--drop' ? args[0] : 'variants';
  const given = mode === '--drop' ? args.slice(2) : mode === '--path' ? args.slice(1) : args;
  if (given.length === 0) {
    console.error('usage: tsx bench/lighthouse-whatif.ts [--path | --drop <regexp>] <saved run folder>… (BENCH_LIGHTHOUSE_ARTIFACTS)');
    process.exitCode = 2;
    return;
  }
  const folders = completedRuns(given);
  if (folders.length === 0) {
    console.error('none of the saved runs given was completed by Lighthouse: nothing to simulate');
    process.exitCode = 2;
    return;
  }
  if (mode === '--drop') {
    await printWithout(new RegExp(args[1] ?? '^$'), folders);
    return;
  }
  if (mode === '--path') {
    for (const folder of folders) await printLcpPath(folder);
    return;
  }
  const byVariant = new Map<string, Figures[]>(VARIANTS.map((v) => [v.label, []]));
  for (const folder of folders) {
    const cls = clsScoreOf(folder);
    console.log(path.basename(folder));
    for (const variant of VARIANTS) {
      const f = await simulate(folder, variant, cls);
      byVariant.get(variant.label)!.push(f);
      console.log(`  ${variant.label.padEnd(30)} FCP ${ms(f.fcp)} · LCP ${ms(f.lcp)} · TBT ${Math.round(f.tbt)} ms · SI ${ms(f.si)} · performance ${f.score}`);
    }
  }
  if (folders.length > 1) {
    console.log(`median of ${folders.length} runs`);
    for (const [label, runs] of byVariant) {
      const m = (metric: keyof Figures) => median(runs.map((f) => f[metric]));
      console.log(
        `  ${label.padEnd(30)} FCP ${ms(m('fcp'))} · LCP ${ms(m('lcp'))} · TBT ${Math.round(m('tbt'))} ms · performance ${m('score')} (runs ${runs.map((f) => f.score).join(', ')})`,
      );
    }
  }
}

/** `--drop`: each run as run and without the matching requests (decision 0086). */
async function printWithout(drop: RegExp, folders: string[]) {
  const runs: [Figures, Figures][] = [];
  for (const folder of folders) {
    const cls = clsScoreOf(folder);
    const artifacts = await loadArtifacts(folder);
    const { dropped } = withoutRequests(artifacts.DevtoolsLog as never[], drop);
    const pair: [Figures, Figures] = [await simulate(folder, VARIANTS[0]!, cls), await simulate(folder, VARIANTS[0]!, cls, drop)];
    runs.push(pair);
    console.log(`${path.basename(folder)}: ${dropped.length} requests left out`);
    for (const [label, f] of [
      ['as run', pair[0]],
      ['without them', pair[1]],
    ] as const)
      console.log(`  ${label.padEnd(14)} FCP ${ms(f.fcp)} · LCP ${ms(f.lcp)} · TBT ${Math.round(f.tbt)} ms · performance ${f.score}`);
  }
  if (runs.length > 1)
    for (const [i, label] of ['as run', 'without them'].entries()) {
      const m = (metric: keyof Figures) => median(runs.map((pair) => pair[i]![metric]));
      console.log(`median of ${runs.length} runs, ${label}: LCP ${ms(m('lcp'))} · TBT ${Math.round(m('tbt'))} ms · performance ${m('score')}`);
    }
}

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;

await main();
