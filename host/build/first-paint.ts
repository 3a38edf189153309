/**
 * What `index.html` paints before any JavaScript has run (decision 0022). Build-time only: the
 * rsbuild config calls `firstPaint()` and puts the result into the HTML template.
 *
 *  - `globalCss`: the page-wide stylesheets (design tokens from `@vd/shared/styles.css`, then the
 *    host's `global.css`), inlined so the first paint already has the page's background and fonts.
 *    They are not imported from JavaScript any more (one copy, in the HTML).
 *  - `brandCss` + `brandMarkup`: the sign-in screens' brand panel (`AuthFrame`'s `<aside>`, the
 *    largest thing on a phone's first screen), with its rules taken from `auth.module.css` and its
 *    texts from the message catalogue, so it cannot drift from what React renders. React's first
 *    render replaces it with an identical panel in the same frame (no layout shift).
 *  - `brandGate`: an inline script right after the markup that removes it on every path other than
 *    /login and /auth/otp, before anything is painted. It also sets `<html lang>` to the language
 *    stored on the device (`localStorage['vd.locale']`, issue 14) and swaps the panel's texts
 *    (baked in English) for that language's, taken from the host's Hindi and Tamil catalogue files
 *    at build time: a Hindi or Tamil vendor sees no English flash.
 *  - `bootFetches`: an inline script in the head that requests `/config.json` and `/remotes.json`
 *    while the JavaScript downloads (`boot-fetches.ts`, decision 0060).
 *  - `shellCss` + `shellMarkup` + `shellGate`: the signed-in shell's frame (header, navigation),
 *    painted on a page past the sign-in with a stored session, in the stored language, replaced by
 *    React's first render (`shell-paint.ts`, decision 0078).
 *  - `fontWarmup`: an inline script at the end of the body that, on a page past the sign-in, looks up
 *    the type scale's fonts, the emoji face and the page's language face in the idle moments while
 *    the page waits for its files (`font-warmup.ts`, decision 0069).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALE_STORAGE_KEY, type Locale } from '@vd/shared/i18n';
import { messages } from '../app/messages';
import { AREA_ROUTES } from '../app/route-table';
import hi from '../locales/hi/host';
import { bootFetchScript, earlyRoutes, firstReadUrls, vendorReadScripts } from './boot-script';
import { declaredSizes, fontWarmupScript, typeScale, warmSizes } from './font-warmup';
import { scriptJson, signInPathLiteral } from './inline-script';
import { SHELL_PAINT_CLASSES, shellPaintClass, shellPaintGateScript, shellPaintMarkup, type ShellPaintClass } from './shell-paint';
import ta from '../locales/ta/host';

/** AuthFrame's class names the brand panel uses (CSS-module names in `auth.module.css`). */
export const BRAND_CLASSES = ['page', 'brand', 'logo', 'brandName', 'brandTitle', 'brandText', 'main'] as const;
export type BrandClass = (typeof BRAND_CLASSES)[number];
export const BOOT_ID = 'vd-boot';
const BOOT_CLASS_PREFIX = 'vd-boot-';
export const bootClass = (name: BrandClass) => `${BOOT_CLASS_PREFIX}${name}`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The panel as React renders it (`renderToStaticMarkup(<AuthFrame />)`'s `<div><aside>…</aside>
 * <main></main></div>`), with `class` names from `classFor`. The unit test renders AuthFrame and
 * compares.
 */
export function brandMarkup(classFor: (name: BrandClass) => string = bootClass, id?: string): string {
  const c = (name: BrandClass) => `class="${classFor(name)}"`;
  return (
    `<div ${id ? `id="${id}" ` : ''}${c('page')}><aside ${c('brand')}><div ${c('logo')} aria-hidden="true">` +
    '<svg viewBox="0 0 48 48" width="40" height="40"><rect width="48" height="48" rx="12" fill="#fff" opacity="0.16"></rect>' +
    '<path d="M10 20h28l-2-8H12l-2 8Zm2 3v13h24V23" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"></path>' +
    '<path d="M20 36v-8h8v8" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"></path></svg></div>' +
    `<p ${c('brandName')}>${escapeHtml(messages.brandName)}</p>` +
    `<h2 ${c('brandTitle')}>${escapeHtml(messages.welcomeTitle)}</h2>` +
    `<p ${c('brandText')}>${escapeHtml(messages.welcomeText)}</p>` +
    `</aside><main ${c('main')}></main></div>`
  );
}

/** The panel's texts: class name → catalogue key. */
export const BRAND_TEXTS = { brandName: 'brandName', brandTitle: 'welcomeTitle', brandText: 'welcomeText' } as const satisfies Partial<
  Record<BrandClass, keyof typeof messages>
>;

type PanelTexts = Record<keyof typeof BRAND_TEXTS, string>;

/** The panel's texts in each language other than English (the markup has English). */
export function brandTranslations(translations: Partial<Record<Locale, Readonly<Record<keyof typeof messages, string>>>> = { hi, ta }) {
  const out: Partial<Record<Locale, PanelTexts>> = {};
  for (const [locale, texts] of Object.entries(translations) as [Locale, Readonly<Record<keyof typeof messages, string>>][]) {
    out[locale] = Object.fromEntries(Object.entries(BRAND_TEXTS).map(([cls, key]) => [cls, texts[key]])) as PanelTexts;
  }
  return out;
}

/**
 * The gate script's body: drops the panel off the sign-in paths; sets `<html lang>` and the panel's
 * texts for the stored language. Runs before the first paint; any failure leaves English.
 */
export function brandGateScript(translations = brandTranslations()): string {
  return (
    `(function(){var b=document.getElementById('${BOOT_ID}');` +
    `if(!${signInPathLiteral()}.test(location.pathname)){b.remove();b=null}` +
    `var l;try{l=localStorage.getItem('${LOCALE_STORAGE_KEY}')}catch(e){}` +
    `var L=${scriptJson(translations)};if(!l||!Object.prototype.hasOwnProperty.call(L,l))return;` +
    'document.documentElement.lang=l;if(!b)return;' +
    `for(var k in L[l]){var e=b.querySelector('.${BOOT_CLASS_PREFIX}'+k);if(e)e.textContent=L[l][k]}})()`
  );
}

interface Block {
  prelude: string;
  body: string;
}

/** Top-level `prelude { body }` blocks of a stylesheet without nesting (comments removed). */
function blocks(css: string): Block[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const out: Block[] = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') {
      if (depth === 0) open = i;
      depth++;
    } else if (text[i] === '}') {
      depth--;
      if (depth === 0) {
        out.push({ prelude: text.slice(start, open).trim(), body: text.slice(open + 1, i).trim() });
        start = i + 1;
      }
    }
  }
  return out;
}

const minify = (body: string) =>
  body
    .split(';')
    .map((declaration) =>
      declaration
        .trim()
        .replace(/\s*:\s*/, ':')
        .replace(/\s+/g, ' '),
    )
    .filter(Boolean)
    .join(';');

/**
 * The rules of a CSS module whose selectors are only the given classes (`.brand`, `.page, .main`),
 * inside or outside `@media`, renamed with `rename`. Other rules are left out.
 */
export function extractClassRules(css: string, classes: readonly string[], rename: (name: string) => string): string {
  const wanted = new Set(classes);
  const pick = (list: Block[]): string =>
    list
      .map(({ prelude, body }) => {
        if (prelude.startsWith('@media')) {
          const inner = pick(blocks(body));
          return inner ? `${prelude.replace(/\s+/g, ' ')}{${inner}}` : '';
        }
        const selectors = prelude.split(',').map((s) => s.trim());
        const names = selectors.map((s) => /^\.([A-Za-z][\w-]*)$/.exec(s)?.[1]);
        if (!names.every((name) => name && wanted.has(name))) return '';
        return `${names.map((name) => `.${rename(name!)}`).join(',')}{${minify(body)}}`;
      })
      .join('');
  return pick(blocks(css));
}

const minifySheet = (css: string): string =>
  blocks(css)
    .map(({ prelude, body }) =>
      prelude.startsWith('@') ? `${prelude.replace(/\s+/g, ' ')}{${minifySheet(body)}}` : `${prelude.replace(/\s+/g, ' ')}{${minify(body)}}`,
    )
    .join('');

/** Stylesheets (from the host's folder) whose font sizes off the type scale are warmed too (decision 0069). */
export const WARM_STYLESHEETS = ['src/features/shell/shell.module.css', '../shared/src/ui/ProductGrid.module.css'] as const;

export function firstPaint(hostDir: string) {
  const read = (file: string) => readFileSync(path.join(hostDir, file), 'utf8');
  const tokensCss = read('../shared/src/ui/tokens.css');
  const globalCss = minifySheet(tokensCss) + minifySheet(read('src/app/global.css'));
  const brandCss = extractClassRules(read('src/features/auth/auth.module.css'), BRAND_CLASSES, (name) => bootClass(name as BrandClass));
  const brandGate = `<script>${brandGateScript()}</script>`;
  // The early requests of config.json and remotes.json, in the head (boot-fetches.ts, decision 0060).
  const bootFetches = `<script>${bootFetchScript(earlyRoutes(AREA_ROUTES), firstReadUrls(AREA_ROUTES), vendorReadScripts(AREA_ROUTES))}</script>`;
  // The type scale, and the sizes off it that first screens draw in: the shell's header (every screen
  // past the sign-in) and the shared product grid's badges (the store's and pricing's first screens).
  const sizes = warmSizes(typeScale(tokensCss), ...WARM_STYLESHEETS.map((file) => declaredSizes(read(file))));
  const fontWarmup = `<script>${fontWarmupScript({ sizes })}</script>`;
  // The signed-in shell's frame, painted on a page past the sign-in (shell-paint.ts, decision 0078).
  const shellCss = extractClassRules(read('src/features/shell/shell.module.css'), SHELL_PAINT_CLASSES, (name) => shellPaintClass(name as ShellPaintClass));
  const shellMarkup = shellPaintMarkup();
  const shellGate = `<script>${shellPaintGateScript()}</script>`;
  return { globalCss, brandCss, brandMarkup: brandMarkup(bootClass, BOOT_ID), brandGate, bootFetches, fontWarmup, shellCss, shellMarkup, shellGate };
}
