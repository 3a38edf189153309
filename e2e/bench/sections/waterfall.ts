/**
 * Where a first screen's time goes (issue 25): one cold load of each first screen on the slow phone,
 * printed as its request waterfall (each request's start and end in ms from navigation, its bytes on
 * the wire and its initiator type) with the page's marks — first paint, first contentful paint, the
 * screen ready — and the main thread's busy time (long tasks) between them. A load that shows which
 * request waits on which, so a change to the boot path can be read against it. One run each: the
 * timings of record are the interleaved medians above; this says why.
 */
import { kb, loadUntil, newPage, slowPhone, type BenchSection } from '../lib';

interface Row {
  name: string;
  start: number;
  end: number;
  bytes: number;
  type: string;
  /** When the request left (after waiting for a connection), and when its first byte came; 0 where the origin does not say. */
  sent: number;
  firstByte: number;
}

const SCREENS: Array<{ label: string; path: string; signedIn: boolean; ready: Array<string | { text: string }> }> = [
  { label: 'interactive login form', path: '/login', signedIn: false, ready: ['#phone:enabled'] },
  {
    label: 'signed-in shell and first product card (/store)',
    path: '/store',
    signedIn: true,
    ready: [{ text: '[data-testid="header-shop-name"]' }, '[data-testid="product-card"]'],
  },
  { label: 'first order card (/)', path: '/', signedIn: true, ready: ['[data-testid="order-card"]'] },
  { label: 'first priced card (/product/pricing)', path: '/product/pricing', signedIn: true, ready: ['[data-testid="net-price"]'] },
];

/** A URL as printed: the API's path from its version on, a file's name, a page's path. */
function shortName(url: string): string {
  const parsed = new URL(url);
  const api = parsed.pathname.match(/\/api\/v1\/(.*)$/);
  if (api) return `API ${api[1]}${parsed.search}`;
  const file = parsed.pathname.split('/').filter(Boolean);
  const last = file.at(-1) ?? '/';
  return `${parsed.port ? `:${parsed.port} ` : ''}${last}${parsed.search}`;
}

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  samples: number[];
  timeDeltas: number[];
}

/** Self time of a CPU profile by script and by function (top ten each), in ms of the throttled page. */
function profileLines(profile: CpuProfile): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id);
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    const file = frame.url ? shortName(frame.url) : frame.functionName;
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const fn = `${frame.functionName || '(anonymous)'} ${frame.url ? `${shortName(frame.url)}:${frame.lineNumber}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  });
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([name, ms]) => `      ${String(Math.round(ms)).padStart(5)} ms  ${name}`);
  const busy = [...byFile.values()].reduce((sum, ms) => sum + ms, 0);
  return [`    CPU profile: ${Math.round(busy)} ms busy; by script:`, ...top(byFile), '    by function:', ...top(byFunction)];
}

const section: BenchSection = async ({ browser, host, session }) => {
  const lines = ['Where the time goes: one cold load of each first screen on the slow phone (ms from navigation; "queued": waiting for a connection)'];
  for (const screen of SCREENS) {
    const { context, page } = await newPage(browser, screen.signedIn ? session : undefined);
    await context.addInitScript(() => {
      const w = window as unknown as { __vdLong: number[][] };
      w.__vdLong = [];
      try {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__vdLong.push([entry.startTime, entry.duration]);
        }).observe({ type: 'longtask', buffered: true });
      } catch {
        // no long-task timing in this browser
      }
    });
    await slowPhone(context, page);
    // BENCH_CPU_PROFILE=1: the main thread's profile of the same load, its self time summed by script
    // and by function (what runs between the files' arrival and the screen).
    const profiler = process.env.BENCH_CPU_PROFILE ? await context.newCDPSession(page) : undefined;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
      await profiler.send('Profiler.start');
    }
    const readyMs = await loadUntil(page, `${host}${screen.path}`, screen.ready, 60_000);
    const profile = profiler ? ((await profiler.send('Profiler.stop')).profile as CpuProfile) : undefined;
    // The first contentful paint's entry comes when the frame has been presented, which can be after
    // the ready mark (it printed "FCP NaN"): waited for, a few seconds at most.
    await page
      .waitForFunction(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'), undefined, { timeout: 5_000 })
      .catch(() => undefined);
    const data = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const rows = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        name: entry.name,
        start: entry.startTime,
        end: entry.responseEnd,
        bytes: entry.transferSize,
        type: entry.initiatorType,
        sent: entry.requestStart,
        firstByte: entry.responseStart,
      }));
      if (nav)
        rows.unshift({
          name: location.href,
          start: 0,
          end: nav.responseEnd,
          bytes: nav.transferSize,
          type: 'document',
          sent: nav.requestStart,
          firstByte: nav.responseStart,
        });
      const paints = Object.fromEntries(performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime]));
      const long = (window as unknown as { __vdLong: number[][] }).__vdLong;
      return { rows, paints, long };
    });
    await context.close();
    const ready = readyMs;
    const rows: Row[] = data.rows.filter((row) => row.start <= ready).sort((a, b) => a.start - b.start);
    const busy = data.long.filter(([start]) => start! <= ready).reduce((sum, [, duration]) => sum + duration!, 0);
    lines.push(
      `  ${screen.label}: ready at ${Math.round(readyMs)} ms · first paint ${Math.round(data.paints['first-paint'] ?? Number.NaN)} ms · FCP ${Math.round(data.paints['first-contentful-paint'] ?? Number.NaN)} ms · long tasks ${Math.round(busy)} ms in ${data.long.length}`,
    );
    if (profile) lines.push(...profileLines(profile));
    for (const row of rows) {
      const span = `${String(Math.round(row.start)).padStart(6)} → ${String(Math.round(row.end)).padStart(5)}`;
      // Waiting for one of HTTP/1.1's six connections to the origin, then for the first byte (latency).
      const queued =
        row.sent > 0
          ? `queued ${String(Math.round(row.sent - row.start)).padStart(4)}, first byte ${String(Math.round(row.firstByte)).padStart(5)}`
          : ''.padEnd(28);
      lines.push(`    ${span}  ${kb(row.bytes).padStart(9)}  ${row.type.padEnd(14)} ${queued}  ${shortName(row.name)}`);
    }
  }
  return lines;
};

export default section;
