/**
 * `pnpm bench`: builds production output, starts the stack on its own ports, and PRINTS figures.
 * It asserts nothing; budgets are printed next to the figures for the reader.
 *
 *  - gzip size of the JavaScript the login page loads before its form is interactive
 *  - the extra JavaScript each area's first screen loads after the shell is up
 *    (in English, Hindi and Tamil: the same plus that language's chunks)
 *  - median time (cold cache) from navigation to an interactive login form, and to the
 *    signed-in shell, in headless Chromium on a simulated slow phone: 4x CPU throttling,
 *    1.6 Mbps down / 750 kbps up, 150 ms round trip
 *  - served over plain HTTP/1.1, or with BENCH_HTTP=2 over HTTPS with HTTP/2 on every origin, as
 *    production is (bench/tls.ts, decision 0075)
 *  - then each section in bench/sections/ (Lighthouse scores of /login and a signed-in /store beside
 *    the floor page's, on a CPU slowdown calibrated to the machine; orders API throughput as a share
 *    of the /health floor; …)
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import {
  chunkLines,
  executablePath,
  FLOOR_PATH,
  floorLoad,
  interleaved,
  kb,
  loadUntil,
  newPage,
  ratioLine,
  signInSession,
  slowPhone,
  trackImages,
  trackJs,
  type BenchSection,
} from './lib';
import { AREA_JS_KB, eachWithinNote, LOGIN_JS_KB, LOGIN_RATIO, SHELL_RATIO } from './budgets';
import { FLOOR_GRID_FILE, floorGridHtml } from './floor/grid';
import { buildAll } from '../../scripts/lib/build';
import { ROOT } from '@vd/tooling/paths';
import { startStack } from '../../scripts/lib/stack';
import { staticRoute } from '../../scripts/lib/static-server';
import { benchCertificate, PAGE_SCHEME, PROTOCOL, TLS_BROWSER_ARGS } from './tls';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// BENCH_PORT_BASE moves every port the bench opens (host = base, remotes base+1…4, API base+80,
// the Lighthouse browser base+70, the orders section's API base+90), for runs beside other stacks.
const BASE = Number(process.env.BENCH_PORT_BASE ?? 4200);
const port = (offset: number) => String(BASE + offset);
const PORTS = { HOST_PORT: port(0), ORDERS_PORT: port(1), STORE_PORT: port(2), PRICING_PORT: port(3), PROFILE_PORT: port(4), API_PORT: port(80) };
process.env.BENCH_ORDERS_API_PORT ??= port(90);
process.env.BENCH_LIGHTHOUSE_PORT ??= port(70);
// BENCH_SECTIONS=lighthouse,orders runs only those sections (default: all of bench/sections/*.ts).
const SECTIONS = process.env.BENCH_SECTIONS?.split(',').map((name) => name.trim());
const HOST = `${PAGE_SCHEME}://localhost:${PORTS.HOST_PORT}`;
// The origins the registry and the page's security headers name (scripts/lib/paths.ts originFor).
const ORIGINS = {
  HOST_ORIGIN: HOST,
  ORDERS_ORIGIN: `${PAGE_SCHEME}://localhost:${PORTS.ORDERS_PORT}`,
  STORE_ORIGIN: `${PAGE_SCHEME}://localhost:${PORTS.STORE_PORT}`,
  PRICING_ORIGIN: `${PAGE_SCHEME}://localhost:${PORTS.PRICING_PORT}`,
  PROFILE_ORIGIN: `${PAGE_SCHEME}://localhost:${PORTS.PROFILE_PORT}`,
  API_ORIGIN: `${PAGE_SCHEME}://localhost:${PORTS.API_PORT}`,
};
// Served as production is (HTTPS with HTTP/2, decision 0075), the API's origin is a proxy in front of
// it: the bench's own calls from Node go to the API itself.
const API_OWN_PORT = port(85);
const API = `http://127.0.0.1:${PROTOCOL === 'h2' ? API_OWN_PORT : PORTS.API_PORT}/rest/localbig/api/v1`;
// The languages the bundle sizes are measured in: English, Hindi and Tamil, each within the login
// page's budget. BENCH_LOCALES=en,hi measures fewer.
const SIZE_LOCALES = (process.env.BENCH_LOCALES ?? 'en,hi,ta').split(',').map((locale) => locale.trim());
const LANGUAGE_LABEL: Record<string, string> = { en: 'English', hi: 'Hindi', ta: 'Tamil' };
const AREAS = [
  ['orders', '/'],
  ['store', '/store'],
  ['pricing', '/product/pricing'],
  ['profile', '/profile'],
] as const;

interface LocaleSizes {
  login: { bytes: number; files: string[] };
  areas: Array<[string, number, number]>;
  /** Every file's gzip size, by URL, for the per-chunk lines. */
  sizeOf: Map<string, number>;
  areaFiles: string[][];
}

/** The login page's JS and each area's first-screen JS, on a device whose language is `locale`. */
async function measureSizes(browser: Browser, session: Record<string, string>, locale: string): Promise<LocaleSizes> {
  const device: Record<string, string> = locale === 'en' ? {} : { 'vd.locale': locale };
  const sizing = await newPage(browser, device);
  const loginJs = trackJs(sizing.page);
  await sizing.page.goto(`${HOST}/login`, { waitUntil: 'commit' });
  // The moment the form can be used, on the page's clock (polled every frame from the start): what
  // is asked for after it (the router's chunk, loaded while the vendor types; decision 0064) is
  // not the login page's first JavaScript.
  const interactiveAt = await sizing.page.waitForFunction(() => {
    const input = document.querySelector('#phone') as HTMLInputElement | null;
    return input !== null && !input.disabled ? performance.now() : false;
  });
  const at = (await interactiveAt.jsonValue()) as number;
  // The host renders once the chosen language's texts are in (host/src/bootstrap.tsx).
  await sizing.page.locator(`html[lang="${locale}"]`).waitFor({ state: 'attached' });
  const askedBefore = await sizing.page.evaluate(
    (until) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= until)
        .map((entry) => entry.name),
    at,
  );
  const login = await loginJs.total(undefined, new Set(askedBefore));
  const sizeOf = new Map(login.files.map((url) => [url, loginJs.sizeOf(url)]));
  await sizing.context.close();

  const areas: Array<[string, number, number]> = [];
  const areaFiles: string[][] = [];
  for (const [area, url] of AREAS) {
    const { context, page } = await newPage(browser, { ...session, ...device });
    const js = trackJs(page);
    // The shell on a screen of another area first, then this area's first screen.
    const other = area === 'profile' ? '/product/pricing' : '/profile';
    await page.goto(`${HOST}${other}`);
    await page.locator('[data-area]').first().waitFor();
    // Everything that screen asked for (its area's language chunks, …) is in before the count starts.
    await page.waitForLoadState('networkidle');
    const before = js.urls();
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    // The area's frame (data-area) is on the page before its language module is in (AreaOutlet's
    // I18nGate is inside it): wait until the page has stopped loading, or a language chunk still in
    // flight goes uncounted.
    await page.locator(`[data-area="${area}"]`).waitFor();
    await page.waitForLoadState('networkidle');
    const extra = await js.total(before);
    areas.push([area, extra.bytes, extra.files.length]);
    areaFiles.push(extra.files);
    for (const url of extra.files) sizeOf.set(url, js.sizeOf(url));
    await context.close();
  }
  return { login, areas, sizeOf, areaFiles };
}

function printSizes(sizes: Map<string, LocaleSizes>) {
  const en = sizes.get('en');
  const cell = (locale: string, bytes: number, files: number, base?: number) => {
    const delta = base === undefined || locale === 'en' ? '' : ` (+${kb(bytes - base)})`;
    return `${LANGUAGE_LABEL[locale] ?? locale} ${kb(bytes)}${delta}, ${files} files`;
  };
  console.log('\nBundle sizes (gzip -9 of the JavaScript actually downloaded; in another language: the same plus its chunks)');
  const loginCells = [...sizes].map(([locale, s]) => cell(locale, s.login.bytes, s.login.files.length, en?.login.bytes));
  const inKb = (bytes: number) => Number((bytes / 1024).toFixed(1));
  const loginNote = eachWithinNote(
    [...sizes].map(([locale, s]) => [LANGUAGE_LABEL[locale] ?? locale, inKb(s.login.bytes)] as const),
    LOGIN_JS_KB,
  );
  console.log(`  login page, before the form is interactive   ${loginCells.join(' · ')}   (${loginNote})`);
  AREAS.forEach(([area], i) => {
    const cells = [...sizes].map(([locale, s]) => {
      const [, bytes, files] = s.areas[i]!;
      return cell(locale, bytes, files, en?.areas[i]?.[1]);
    });
    const areaNote = eachWithinNote(
      [...sizes].map(([locale, s]) => [LANGUAGE_LABEL[locale] ?? locale, inKb(s.areas[i]![1])] as const),
      AREA_JS_KB,
    );
    console.log(`  + ${area.padEnd(8)} first screen                      ${cells.join(' · ')}   (${areaNote})`);
  });
  // Per chunk, so the budgets can be re-checked file by file after branches are merged.
  for (const [locale, s] of sizes) {
    const size = (url: string) => s.sizeOf.get(url) ?? 0;
    console.log(`  chunks, ${LANGUAGE_LABEL[locale] ?? locale}: login page`);
    for (const line of chunkLines(s.login.files, size)) console.log(line);
    AREAS.forEach(([area], i) => {
      console.log(`  chunks, ${LANGUAGE_LABEL[locale] ?? locale}: + ${area} first screen`);
      for (const line of chunkLines(s.areaFiles[i] ?? [], size)) console.log(line);
    });
  }
}

/**
 * Builds the floor pages (bench/floor) into .bench/floor: the floor page, and beside it the floor grid
 * (plain HTML and CSS). The host's server serves the folder under FLOOR_PATH.
 */
function buildFloor(): string {
  const out = path.join(ROOT, '.bench', 'floor');
  execFileSync('pnpm', ['exec', 'rsbuild', 'build', '-c', 'bench/floor/rsbuild.config.ts'], {
    cwd: path.join(ROOT, 'e2e'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', BUILD_OUT_DIR: out },
  });
  writeFileSync(path.join(out, FLOOR_GRID_FILE), floorGridHtml());
  return out;
}

async function main() {
  Object.assign(process.env, PORTS, ORIGINS, { REGISTRY_FILE: path.join(ROOT, '.bench', 'registry.json') });
  const tls = PROTOCOL === 'h2' ? benchCertificate(path.join(ROOT, '.bench', 'tls')) : undefined;
  console.log('Building …');
  buildAll(() => undefined);
  const floorDir = buildFloor();
  const dataDir = path.join(ROOT, '.bench', 'data');
  rmSync(dataDir, { recursive: true, force: true });
  // The page-load figures use the demo stack on its own PGlite folder; DATABASE_URL is only for the
  // orders section's PostgreSQL run (which uses a database of its own), never the server's own data.
  const stack = await startStack({
    dataDir,
    demo: true,
    // Over HTTPS the API names its public origin in the pictures' addresses and lets the host's call it.
    apiEnv: { LOG_LEVEL: 'warn', DATABASE_URL: '', ...(tls ? { CORS_ORIGINS: HOST, PUBLIC_URL: ORIGINS.API_ORIGIN } : {}) },
    log: () => undefined,
    hostRoutes: [staticRoute(FLOOR_PATH, floorDir)],
    https: tls ? { tls, apiPort: Number(API_OWN_PORT) } : undefined,
  });
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', ...TLS_BROWSER_ARGS],
  });
  try {
    const session = await signInSession(API);

    // Bundle sizes (no throttling needed; bytes are bytes), in English and in each other language
    // measured: what a vendor who chose it downloads (the same, plus that language's chunks).
    const sizes = new Map<string, LocaleSizes>();
    for (const locale of SIZE_LOCALES) sizes.set(locale, await measureSizes(browser, session, locale));

    // The floor page's own JavaScript (what React 19 alone costs).
    const floorSizing = await newPage(browser);
    const floorJs = trackJs(floorSizing.page);
    await floorSizing.page.goto(`${HOST}${FLOOR_PATH}`);
    await floorSizing.page.locator('#floor-button').waitFor();
    const floorBytes = (await floorJs.total()).bytes;
    await floorSizing.context.close();

    // Timings on the slow phone profile, cold cache each run, each next to a cold load of the floor page.
    const floor = () => floorLoad(browser, HOST);
    const toLogin = await interleaved(RUNS, floor, async () => {
      const { context, page } = await newPage(browser);
      await slowPhone(context, page);
      const images = trackImages(page);
      const ms = await loadUntil(page, `${HOST}/login`, ['#phone:enabled']);
      const imageBytes = (await images.total()).bytes;
      await context.close();
      return { ms, imageBytes };
    });
    const toShell = await interleaved(RUNS, floor, async () => {
      const { context, page } = await newPage(browser, session);
      await slowPhone(context, page);
      const ms = await loadUntil(page, `${HOST}/store`, ['[data-area="store"]', { text: '[data-testid="header-shop-name"]' }]);
      await context.close();
      return { ms };
    });

    printSizes(sizes);
    console.log(
      `\nServed over ${PROTOCOL === 'h2' ? 'HTTPS with HTTP/2 (host, remotes and the API, each its own origin), as production is' : 'plain HTTP/1.1 (BENCH_HTTP=2: HTTPS with HTTP/2, as production is)'}`,
    );
    console.log(`\nSlow phone (4x CPU, 1.6 Mbps, 150 ms RTT), median of ${RUNS} cold loads, each beside a cold load of the floor page`);
    console.log(`  floor page (react + react-dom 19, one button; ${kb(floorBytes)} of JS): navigation → button rendered`);
    for (const line of ratioLine('navigation → interactive login form', toLogin, LOGIN_RATIO)) console.log(line);
    for (const line of ratioLine('navigation → signed-in shell (/store)', toShell, SHELL_RATIO)) console.log(line);

    // Each area's own figures (bench/sections/*.ts, one file per area team).
    const sectionsDir = path.join(import.meta.dirname, 'sections');
    const files = readdirSync(sectionsDir)
      .filter((file) => file.endsWith('.ts') && (!SECTIONS || SECTIONS.includes(file.replace(/\.ts$/, ''))))
      .sort();
    for (const file of files) {
      const section = (await import(path.join(sectionsDir, file))) as { default: BenchSection };
      const lines = await section.default({ browser, host: HOST, api: API, runs: RUNS, session, floor });
      console.log(`\n${lines.join('\n')}`);
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
