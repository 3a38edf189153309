/**
 * Where a Lighthouse run's blocking time comes from (issue 25): the `long-tasks` audit's tasks
 * (under simulated throttling, their simulated start and duration, attributed to a script's URL)
 * counted as total blocking time counts them — the part of each task between the first contentful
 * paint and time to interactive, less 50 ms — and added up by source.
 *
 * Lighthouse's own TBT blends two simulations (an optimistic and a pessimistic one), so the sum here
 * is close to, not equal to, the audit's figure; it says which files the blocking comes from.
 */

/** One row of the `long-tasks` audit's details. */
export interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

/** Blocking time (ms) by source, largest first. */
export type BlockingBySource = Array<[source: string, ms: number]>;

const BLOCKING_THRESHOLD_MS = 50;

/**
 * A task's source as a reader knows it: the page's document → `index.html (inline scripts)`, a
 * script → its file name without the content hash (`lib-boot`, `shell`, a remote's `vd_store`),
 * Lighthouse's injected code → `Lighthouse's own`, else the audit's label (`Unattributable`).
 */
export function taskSource(url: string, pageUrl: string): string {
  if (url === '_lighthouse-eval.js') return "Lighthouse's own";
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const page = new URL(pageUrl);
  if (parsed.origin === page.origin && parsed.pathname === page.pathname) return 'index.html (inline scripts)';
  const file = parsed.pathname.split('/').pop() ?? parsed.pathname;
  const name = file.replace(/\.[0-9a-f]{8,}\.js$/, '').replace(/\.js$/, '');
  return parsed.origin === page.origin ? name : `${name} (${parsed.host})`;
}

/** The blocking time of each source, over the tasks that end after `fcpMs` and start before `ttiMs`. */
export function blockingBySource(tasks: readonly LongTask[], fcpMs: number, ttiMs: number, pageUrl: string): BlockingBySource {
  const sums = new Map<string, number>();
  for (const task of tasks) {
    const start = Math.max(task.startTime, fcpMs);
    const end = Math.min(task.startTime + task.duration, ttiMs);
    const blocking = end - start - BLOCKING_THRESHOLD_MS;
    if (!(blocking > 0)) continue;
    const source = taskSource(task.url, pageUrl);
    sums.set(source, (sums.get(source) ?? 0) + blocking);
  }
  return [...sums].sort((a, b) => b[1] - a[1]);
}
