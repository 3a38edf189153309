/**
 * What a Lighthouse run's simulated largest contentful paint waits for (issue 25, decision 0077).
 * Lantern estimates LCP as the latest end among the nodes of a graph cut at the observed LCP: every
 * request that had ended by then (pictures at low priority left out of the estimate, not of the
 * graph) and the main-thread tasks that ran the scripts before it and laid the page out. This turns
 * the simulated nodes into lines a reader can follow and says which ones the estimate ends on.
 */
import { taskSource } from './lighthouse-blocking';

/** One node of a simulation, in plain terms. */
export interface SimulatedNode {
  kind: 'network' | 'cpu';
  /** Network: the request's URL. */
  url?: string;
  priority?: string;
  resourceType?: string;
  transferBytes?: number;
  /** CPU: the scripts the task evaluated, and whether it laid the page out. */
  evaluates?: string[];
  layout?: boolean;
  /** Simulated start and end, ms from navigation. */
  start: number;
  end: number;
}

/** Lantern leaves low-priority pictures out of the LCP estimate (`isNotLowPriorityImageNode`). */
export const countsForLcp = (node: SimulatedNode): boolean =>
  !(node.kind === 'network' && node.resourceType === 'Image' && (node.priority === 'Low' || node.priority === 'VeryLow'));

/** The estimate: the latest end among the nodes that count. */
export const lcpEstimate = (nodes: readonly SimulatedNode[]): number => Math.max(...nodes.filter(countsForLcp).map((n) => n.end));

/** What a node is, named as the bench names files (`lib-boot`, `vd_store (localhost:4202)`, an API path). */
export function nodeLabel(node: SimulatedNode, pageUrl: string): string {
  if (node.kind === 'cpu') {
    const scripts = (node.evaluates ?? []).map((url) => taskSource(url, pageUrl));
    return `main thread: ${[scripts.length ? `runs ${scripts.join(', ')}` : '', node.layout ? 'layout' : ''].filter(Boolean).join(', ') || 'task'}`;
  }
  const url = node.url ?? '';
  let name = url;
  try {
    const parsed = new URL(url);
    const file = parsed.pathname.split('/').pop() ?? '';
    // A built file without its content hash (`lib-boot.js`, `h.css`); anything else by its last two path segments.
    name = /\.(js|css)$/.test(file) ? file.replace(/\.[0-9a-f]{8,}\.(js|css)$/, '.$1') : `${parsed.pathname.split('/').slice(-2).join('/')}${parsed.search}`;
    if (parsed.origin !== new URL(pageUrl).origin && !name.includes(parsed.host)) name += ` (${parsed.host})`;
  } catch {
    // Not a URL (a data: or blob: address): shown as it is.
  }
  return `${node.resourceType ?? 'request'} ${name}`;
}

/** The nodes as lines, in order of simulated start; `*` marks what ends last of what counts, `-` what does not count. */
export function lcpPathLines(nodes: readonly SimulatedNode[], pageUrl: string): string[] {
  const estimate = lcpEstimate(nodes);
  return [...nodes]
    .sort((a, b) => a.start - b.start || a.end - b.end)
    .map((node) => {
      const mark = !countsForLcp(node) ? '-' : node.end === estimate ? '*' : ' ';
      const size = node.kind === 'network' ? `${((node.transferBytes ?? 0) / 1024).toFixed(1).padStart(6)} KB` : ''.padStart(9);
      const priority = node.kind === 'network' ? (node.priority ?? '').padEnd(8) : ''.padEnd(8);
      return `${mark} ${String(Math.round(node.start)).padStart(5)} → ${String(Math.round(node.end)).padStart(5)} ms ${size} ${priority} ${nodeLabel(node, pageUrl)}`;
    });
}

/** A devtools log entry, as far as `withoutRequests` reads it. */
interface LogEntry {
  method: string;
  params?: { requestId?: string; request?: { url?: string } };
}

/**
 * A Lighthouse run's devtools log without the requests whose URL matches `drop` (every event of those
 * requests, by request id; decision 0086): simulated again, it tells what those requests cost the
 * estimate, on the same observed load (`lighthouse-whatif.ts --drop`). The log given is not changed.
 */
export function withoutRequests<E extends LogEntry>(log: readonly E[], drop: RegExp): { log: E[]; dropped: string[] } {
  const ids = new Set<string>();
  const dropped: string[] = [];
  for (const entry of log) {
    const { requestId, request } = entry.params ?? {};
    if (entry.method === 'Network.requestWillBeSent' && requestId && typeof request?.url === 'string' && drop.test(request.url) && !ids.has(requestId)) {
      ids.add(requestId);
      dropped.push(request.url);
    }
  }
  return { log: log.filter((entry) => !(entry.params?.requestId && ids.has(entry.params.requestId))), dropped };
}

/**
 * Why a saved Lighthouse run cannot be simulated again, from its report (`lhr.report.json`): the code
 * of the run's own runtime error (e.g. `NO_NAVSTART`: the trace has no navigation, and the bench made
 * that run again), or null for a run that completed. A report that is not an object is no failure of
 * the run's: the simulation says what is wrong with its artifacts itself.
 */
export function failedRunCode(report: unknown): string | null {
  if (typeof report !== 'object' || report === null) return null;
  const error = (report as { runtimeError?: { code?: unknown } }).runtimeError;
  if (!error) return null;
  return typeof error.code === 'string' && error.code !== '' ? error.code : 'an unnamed runtime error';
}
