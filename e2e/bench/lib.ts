/** Helpers shared by the benchmark and its sections (bench/sections/*.ts). */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { type Budget, budgetNote, INFORMATION } from './budgets';

export const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));

export async function slowPhone(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Collects the JS a page downloads, keyed by URL, with its gzip size. */
export function trackJs(page: Page) {
  const sizes = new Map<string, number>();
  const sizeOf = (url: string) => sizes.get(url) ?? 0;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!url.endsWith('.js') || sizes.has(url)) return;
    sizes.set(url, 0);
    pending.push(
      response
        .body()
        .then((body) => void sizes.set(url, gzipSync(body, { level: 9 }).length))
        .catch(() => undefined),
    );
  });
  return {
    /** Every file so far, less those of `since`; only those of `only` when given. */
    async total(since?: Set<string>, only?: Set<string>) {
      await Promise.all(pending);
      let bytes = 0;
      const files: string[] = [];
      for (const [url, size] of sizes) {
        if (since?.has(url) || (only && !only.has(url))) continue;
        bytes += size;
        files.push(url);
      }
      return { bytes, files };
    },
    urls: () => new Set(sizes.keys()),
    sizeOf,
  };
}

/** One line per file, largest first: `name  12.3 KB` (gzip -9), for re-checking the sizes file by file after a merge. */
export function chunkLines(files: string[], sizeOf: (url: string) => number, indent = '      '): string[] {
  return [...files].sort((a, b) => sizeOf(b) - sizeOf(a)).map((url) => `${indent}${kb(sizeOf(url)).padStart(9)}  ${new URL(url).pathname}`);
}

/** The bytes of the images a page downloads (as sent, the body length of every image answer). */
export function trackImages(page: Page) {
  let bytes = 0;
  let count = 0;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    pending.push(
      response
        .body()
        .then((body) => {
          bytes += body.length;
          count += 1;
        })
        .catch(() => undefined),
    );
  });
  return {
    async total() {
      await Promise.all(pending);
      return { bytes, count };
    },
  };
}

let readyBindings = 0;

/**
 * Navigates `page` to `url` and answers when every selector in `selectors` matches an element on
 * screen (a box of some size; `text`: with some text), in ms from the navigation's start on the
 * page's own clock (`performance.now()`), taken in the animation frame that first shows them. The
 * same for the floor page and the product's pages.
 *
 * The page watches itself and reports once: a MutationObserver checks the selectors when the DOM
 * changes, and only then is the frame's check made (the boxes). A Playwright wait that checks on every
 * animation frame would take its own time from the throttled main thread being measured, more from a
 * long load than from the floor's short one; one that polls with pauses would blur the timings by
 * hundreds of milliseconds.
 */
export async function loadUntil(page: Page, url: string, selectors: ReadonlyArray<string | { text: string }>, timeout = 90_000): Promise<number> {
  const binding = `__benchReady${++readyBindings}`;
  let report: (ms: number) => void = () => undefined;
  const ready = new Promise<number>((resolve) => {
    report = resolve;
  });
  await page.exposeFunction(binding, (ms: number) => report(ms));
  // A string, not a function: tsx would wrap the functions inside in a helper the page does not have.
  await page.addInitScript(`(() => {
    const wanted = ${JSON.stringify(selectors)};
    const find = (item) => document.querySelector(typeof item === 'string' ? item : item.text);
    const present = () => wanted.every((item) => {
      const element = find(item);
      return !!element && (typeof item === 'string' || (element.textContent || '').trim() !== '');
    });
    let done = false;
    let frame = false;
    const observer = new MutationObserver(() => check());
    const check = () => {
      if (done || frame || !present()) return;
      frame = true;
      requestAnimationFrame(() => {
        frame = false;
        if (done || !present()) return;
        if (wanted.every((item) => find(item).getClientRects().length > 0)) {
          done = true;
          observer.disconnect();
          window[${JSON.stringify(binding)}](performance.now());
        } else check();
      });
    };
    observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  })();`);
  await page.goto(url, { waitUntil: 'commit' });
  let timer: NodeJS.Timeout | undefined;
  const ms = await Promise.race([
    ready,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${url}: ${JSON.stringify(selectors)} not on screen within ${timeout} ms`)), timeout);
    }),
  ]).finally(() => clearTimeout(timer));
  return Math.round(ms);
}

/**
 * The floor pages (bench/floor), served by the host's server under this path: the floor page
 * (react + react-dom and one button) and the floor grid (FLOOR_GRID_FILE).
 */
export const FLOOR_PATH = '/bench-floor/';

/** One cold load of the floor page on the slow phone: navigation → its button rendered by React. */
export async function floorLoad(browser: Browser, host: string): Promise<number> {
  const { context, page } = await newPage(browser);
  await slowPhone(context, page);
  const ms = await loadUntil(page, `${host}${FLOOR_PATH}`, ['#floor-button']);
  await context.close();
  return ms;
}

/** One cold load of a product page, timed by `load` (ms), with the image bytes it downloaded. */
export interface Timed {
  ms: number;
  imageBytes?: number;
}

/**
 * `runs` cold loads of a product page, each next to a cold load of the floor page, their order
 * alternating (floor first, then the page first, …) so that a change in the machine's speed during
 * the run falls on both alike.
 */
export async function interleaved(runs: number, floor: () => Promise<number>, load: () => Promise<Timed>) {
  const times: number[] = [];
  const floors: number[] = [];
  const images: number[] = [];
  for (let run = 0; run < runs; run++) {
    const record = (timed: Timed) => {
      times.push(timed.ms);
      if (timed.imageBytes !== undefined) images.push(timed.imageBytes);
    };
    if (run % 2 === 0) {
      floors.push(await floor());
      record(await load());
    } else {
      record(await load());
      floors.push(await floor());
    }
  }
  return { times, floors, images };
}

/**
 * A printed timing: the median in ms, its ratio to the median of the floor loads interleaved with it,
 * the budget for that ratio and whether the ratio keeps to it, and the single runs.
 */
export function ratioLine(label: string, result: { times: number[]; floors: number[]; images?: number[] }, budget?: Budget): string[] {
  const ms = median(result.times);
  const floorMs = median(result.floors);
  const ratio = ms / floorMs;
  const lines = [
    `  ${label.padEnd(44)} ${String(Math.round(ms)).padStart(6)} ms  ${ratio.toFixed(2)}× floor  (${budget ? budgetNote(Number(ratio.toFixed(2)), budget) : INFORMATION})`,
    `      runs ${result.times.join(', ')} ms; floor beside them ${result.floors.join(', ')} ms (median ${Math.round(floorMs)})`,
  ];
  if (result.images?.length)
    lines.push(`      images downloaded by this first screen: ${kb(median(result.images))} (median; runs ${result.images.map(kb).join(', ')})`);
  return lines;
}

export async function signInSession(API: string): Promise<Record<string, string>> {
  const phone = '+919876543210';
  await fetch(`${API}/auth/otp/send?phoneNumber=${encodeURIComponent(phone)}&role=VENDOR`, { method: 'POST' });
  const verify = await fetch(`${API}/auth/otp/verify?phoneNumber=${encodeURIComponent(phone)}&otp=123456&role=VENDOR`, { method: 'POST' });
  const tokens = (await verify.json()) as { sessionToken: string; refreshToken: string };
  return { sessionToken: tokens.sessionToken, token: tokens.sessionToken, refreshToken: tokens.refreshToken, contactNo: '9876543210' };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function newPage(browser: Browser, storage?: Record<string, string>) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  if (storage) {
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage);
  }
  const page = await context.newPage();
  return { context, page };
}

/** What a section receives. It returns the lines it wants printed. */
export interface BenchContext {
  browser: Browser;
  host: string;
  api: string;
  runs: number;
  session: Record<string, string>;
  /** One cold load of the floor page on the slow phone (ms); see `interleaved` and `ratioLine`. */
  floor: () => Promise<number>;
}

export type BenchSection = (ctx: BenchContext) => Promise<string[]>;

/** The API package: the bench sections that start their own API run its build from here. */
export const API_DIR = path.resolve(import.meta.dirname, '../../api');

/** Creates (drop: drops) a database on the server of `serverUrl`; answers the URL of the new one. */
export function pgDatabase(serverUrl: string, name: string, drop = false): string {
  const script = `import pg from 'pg';
const c = new pg.Client({ connectionString: process.env.SERVER_URL });
await c.connect();
await c.query('DROP DATABASE IF EXISTS ${name} WITH (FORCE)');
if (!${drop}) await c.query('CREATE DATABASE ${name}');
await c.end();`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: API_DIR,
    env: { ...process.env, SERVER_URL: serverUrl },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${drop ? 'dropping' : 'creating'} ${name} failed: ${r.stderr}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Waits (60 s at most) until the API `child` answers `url` (its /health); fails if it exits first. */
export async function waitForHealth(url: string, child: ChildProcess, label: string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${label} API exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${label} API did not start`);
}

/**
 * The extra JavaScript an area's first screen loads over the shell: the shell first on another
 * area's screen (/profile), then client-side navigation to `path` until `testId` is on screen. The
 * page stays open (and its JS tracked) for `andThen`, which may measure a further step.
 */
export async function areaExtraJs(
  browser: Browser,
  host: string,
  session: Record<string, string> | undefined,
  path: string,
  testId: string,
  andThen?: (page: Page, js: ReturnType<typeof trackJs>) => Promise<void>,
) {
  const sizing = await newPage(browser, session);
  const js = trackJs(sizing.page);
  await sizing.page.goto(`${host}/profile`);
  await sizing.page.locator('[data-area]').first().waitFor();
  // Everything that screen asked for (its area's language chunks, …) is in before the count starts.
  await sizing.page.waitForLoadState('networkidle');
  const before = js.urls();
  await sizing.page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await sizing.page.getByTestId(testId).first().waitFor({ timeout: 60_000 });
  const extra = await js.total(before);
  await andThen?.(sizing.page, js);
  await sizing.context.close();
  return extra;
}
