import { applyDocumentLocale, getLocale, intlLocale } from '@vd/contract/i18n';
import { hasStoredSession } from '@vd/shared/session';
import { areaAt, isLoginPath, isSignInPath } from '../core/area-at';
import { keepEarlyArea, startEarlyFetches, startEarlyManifest } from '../core/early-fetches';
import { startEarlyVendorRead } from '../core/early-vendor';
import { type BrandTranslations, showBrandPanel } from './brand';

/** What the build hands the early script: the brand panel's texts and the files of the later chunks. */
export interface EarlyData {
  brandTexts: BrandTranslations;
  /** The router and the route table's screens: every page but /login needs them. */
  appFiles: readonly string[];
  /** The signed-in shell: a page past the sign-in with a stored session needs it. */
  shellFiles: readonly string[];
  /** The page's entry script (`src`): the later files are asked for once it has arrived. */
  entryScript?: string;
}

/**
 * The chunks the page will ask for after its boot, asked for now: otherwise the page would learn of
 * them only once the boot has run, one more round trip before its first render.
 */
export function laterFiles(path: string, signedIn: boolean, data: Pick<EarlyData, 'appFiles' | 'shellFiles'>): string[] {
  if (isLoginPath(path)) return [];
  return signedIn && !isSignInPath(path) ? [...data.appFiles, ...data.shellFiles] : [...data.appFiles];
}

/**
 * Preloads `hrefs` once the page's entry script has arrived (at once without it): over HTTP/1.1 a
 * page gets six requests at a time to an origin, and the entry and React come first.
 */
export function preloadAfterEntry(doc: Document, hrefs: readonly string[], entryScript?: string): void {
  if (hrefs.length === 0) return;
  const entry = entryScript ? [...doc.scripts].find((script) => script.getAttribute('src') === entryScript) : undefined;
  if (!entry) {
    preload(doc, hrefs);
    return;
  }
  const go = () => preload(doc, hrefs);
  entry.addEventListener('load', go, { once: true });
  entry.addEventListener('error', go, { once: true });
}

export function preload(doc: Document, hrefs: readonly string[]): void {
  for (const href of hrefs) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = href.endsWith('.css') ? 'style' : 'script';
    link.href = href;
    doc.head.appendChild(link);
  }
}

/**
 * Makes the rupee and time formats every first screen draws once: the browser loads its ICU data for
 * the language the first time, which on a slow phone is a long task inside the first render unless
 * it is done while the page waits for its files.
 */
export function warmFormats(locale: string): void {
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }).format(1);
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(0);
}

/**
 * What index.html does before the page's JavaScript has arrived: the page's language on `<html>`,
 * the brand panel only on the sign-in screens, `/config.json` and `/remotes.json` asked for, the later
 * chunks preloaded, the area of the screen named for the entry to start, and on a signed-in screen
 * the vendor's record asked for and the number and time formats warmed while idle.
 */
export function runEarly(data: EarlyData, doc: Document = document, where: Pick<Location, 'pathname'> = location): void {
  applyDocumentLocale();
  const onSignIn = isSignInPath(where.pathname);
  showBrandPanel(doc, onSignIn, getLocale(), data.brandTexts);
  const { config, registry } = startEarlyFetches();
  const signedIn = hasStoredSession();
  preloadAfterEntry(doc, laterFiles(where.pathname, signedIn, data), data.entryScript);
  const area = areaAt(where.pathname, signedIn);
  keepEarlyArea(area);
  if (area) startEarlyManifest(registry, area);
  if (!signedIn || onSignIn) return;
  startEarlyVendorRead(config);
  (window.requestIdleCallback ?? setTimeout)(() => warmFormats(intlLocale()));
}
