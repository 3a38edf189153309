/**
 * What `index.html` paints before any JavaScript has run, made at build time (the rsbuild config
 * puts the result into the HTML template):
 *
 *  - `globalCss`: the page-wide stylesheets (design tokens from `@vd/shared/styles.css`, then the
 *    host's `global.css`), inlined so the first paint already has the page's background and fonts.
 *  - `brandCss` + `brandMarkup`: the sign-in screens' brand panel (`AuthFrame`'s `<aside>`), its
 *    rules taken from `auth.module.css` and its texts from the host's catalogue, so it cannot drift
 *    from what React renders (a unit test renders AuthFrame and compares). The early script
 *    (`src/early`) removes it on other pages and puts its texts in the device's language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '../src/core/messages';
import { BRAND_CLASS_PREFIX, BRAND_ID, BRAND_TEXTS, type BrandTexts, type BrandTranslations } from '../src/early/brand';
import hi from '../src/locales/hi/host';
import ta from '../src/locales/ta/host';
import type { Locale } from '@vd/shared/i18n';

/** AuthFrame's class names the brand panel uses (CSS-module names in `auth.module.css`). */
export const BRAND_CLASSES = ['page', 'brand', 'logo', 'brandName', 'brandTitle', 'brandText', 'main'] as const;
export type BrandClass = (typeof BRAND_CLASSES)[number];
export const bootClass = (name: BrandClass) => `${BRAND_CLASS_PREFIX}${name}`;

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

/** The panel's texts in each language other than English (the markup has English). */
export function brandTranslations(translations: Partial<Record<Locale, Readonly<Record<keyof typeof messages, string>>>> = { hi, ta }): BrandTranslations {
  const out: BrandTranslations = {};
  for (const [locale, texts] of Object.entries(translations) as [Locale, Readonly<Record<keyof typeof messages, string>>][]) {
    out[locale] = Object.fromEntries(Object.entries(BRAND_TEXTS).map(([cls, key]) => [cls, texts[key]])) as BrandTexts;
  }
  return out;
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

export function firstPaint(hostDir: string) {
  const read = (file: string) => readFileSync(path.join(hostDir, file), 'utf8');
  const globalCss = minifySheet(read('../shared/src/ui/tokens.css')) + minifySheet(read('src/app/global.css'));
  const brandCss = extractClassRules(read('src/features/auth/auth.module.css'), BRAND_CLASSES, (name) => bootClass(name as BrandClass));
  return { globalCss, brandCss, brandMarkup: brandMarkup(bootClass, BRAND_ID) };
}
