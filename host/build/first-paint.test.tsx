import path from 'node:path';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@vd/shared/i18n';
import { hostLocaleBundles } from '../src/core/i18n';
import { messages } from '../src/core/messages';
import { BRAND_ID } from '../src/early/brand';
import { AuthFrame } from '../src/features/auth/AuthFrame';
import hi from '../src/locales/hi/host';
import ta from '../src/locales/ta/host';
import { earlyScript, inlineSafe } from './early-script';
import { BRAND_CLASSES, bootClass, brandMarkup, brandTranslations, extractClassRules, firstPaint } from './first-paint';

void hostLocaleBundles;

const HOST = path.resolve(import.meta.dirname, '..');
const I18N_STATE = Symbol.for('vd.i18n.state');

describe('first paint (index.html before JavaScript)', () => {
  it('the brand panel is exactly what AuthFrame renders, class names aside', () => {
    const react = renderToStaticMarkup(<AuthFrame>{null}</AuthFrame>);
    const boot = brandMarkup((name) => name);
    const normalise = (html: string) => html.replace(/class="[^"]*"/g, 'class="X"');
    expect(normalise(react)).toBe(normalise(boot));
    // Element by element, React's CSS-module class is built on the same local name.
    const classes = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].map((m) => m[1]!);
    const names = classes(boot);
    for (const [i, cls] of classes(react).entries()) {
      expect(cls).toMatch(new RegExp(`(^|[^A-Za-z])${names[i]}([^A-Za-z]|$)`));
    }
  });

  it('takes the panel rules from auth.module.css, @media included, and nothing else', () => {
    const css = `.page { display: grid; }
      .card, .brand { color: red; }
      .brand { color: #fff; background: linear-gradient(160deg, #0f6b5c 0%, #0b4f45 100%); }
      /* a comment { } */
      .brand a { color: blue; }
      @media (min-width: 768px) { .brandTitle { font-size: 2.25rem; } .card { padding: 0; } }
      @media print { .card { display: none; } }`;
    expect(extractClassRules(css, BRAND_CLASSES, (name) => `b-${name}`)).toBe(
      '.b-page{display:grid}.b-brand{color:#fff;background:linear-gradient(160deg, #0f6b5c 0%, #0b4f45 100%)}@media (min-width: 768px){.b-brandTitle{font-size:2.25rem}}',
    );
  });

  it('covers every panel class that auth.module.css styles', () => {
    const { brandCss, brandMarkup: markup, globalCss } = firstPaint(HOST);
    const source = readFileSync(path.join(HOST, 'src/features/auth/auth.module.css'), 'utf8');
    for (const name of BRAND_CLASSES) {
      if (new RegExp(`^\\.${name}\\s*\\{`, 'm').test(source)) expect(brandCss).toContain(`.${bootClass(name)}{`);
    }
    expect(markup).toContain(`id="${BRAND_ID}"`);
    expect(globalCss).toContain('--vd-color-brand:');
  });

  it("draws the page in the tokens' font stack, with the Hindi and Tamil faces by name", () => {
    const { globalCss } = firstPaint(HOST);
    expect(globalCss).toMatch(/--vd-font-sans:[^;]*'Noto Sans Devanagari', 'Noto Sans Tamil'/);
    // The last body rule of the page-wide styles is the one that holds: it takes the tokens' stack.
    const bodyFonts = [...globalCss.matchAll(/body\s*\{[^}]*?font-family:\s*([^;]+);/g)].map((match) => match[1]);
    expect(bodyFonts.at(-1)).toMatch(/^var\(--vd-font-sans\b/);
  });
});

describe('the early script as built: the brand panel on the sign-in screens only, in the stored language', () => {
  const script = earlyScript(HOST, { brandTexts: brandTranslations(), appFiles: [], shellFiles: [] });

  /** index.html's #root as built, then the early script run, at `pathname` with `stored` on the device. */
  function paint(pathname: string, stored: string | null) {
    window.history.replaceState(null, '', pathname);
    if (stored === null) localStorage.removeItem('vd.locale');
    else localStorage.setItem('vd.locale', stored);
    document.documentElement.lang = 'en';
    const { brandMarkup: markup } = firstPaint(HOST);
    document.body.innerHTML = `<div id="root">${markup}</div>`;
    // The script runs before the page's modules: without their language state, which stays as it was.
    const page = globalThis as Record<symbol, unknown>;
    const state = page[I18N_STATE];
    delete page[I18N_STATE];
    new Function(script)();
    page[I18N_STATE] = state;
    const text = (name: string) => document.querySelector(`.${bootClass(name as never)}`)?.textContent ?? null;
    return {
      lang: document.documentElement.lang,
      panel: document.getElementById(BRAND_ID) !== null,
      name: text('brandName'),
      title: text('brandTitle'),
      body: text('brandText'),
    };
  }

  afterEach(async () => {
    localStorage.removeItem('vd.locale');
    document.documentElement.lang = 'en';
    await setLocale('en');
  });

  it('keeps the panel on /login, /login/ and /auth/otp and removes it everywhere else', () => {
    for (const path of ['/login', '/login/', '/auth/otp']) expect(paint(path, null).panel, path).toBe(true);
    for (const path of ['/', '/store', '/terms', '/loginx', '/auth/otp/x']) expect(paint(path, null).panel, path).toBe(false);
  });

  it('keeps English when nothing (or something unknown) is stored', () => {
    const english = { lang: 'en', panel: true, name: messages.brandName, title: messages.welcomeTitle, body: messages.welcomeText };
    expect(paint('/login', null)).toEqual(english);
    expect(paint('/login', 'fr')).toEqual(english);
    expect(paint('/login', 'toString')).toEqual(english);
  });

  it('swaps the panel texts and <html lang> to Hindi or Tamil before paint, from the host catalogue files', () => {
    expect(paint('/login', 'hi')).toEqual({ lang: 'hi', panel: true, name: hi.brandName, title: hi.welcomeTitle, body: hi.welcomeText });
    expect(paint('/auth/otp', 'ta')).toEqual({ lang: 'ta', panel: true, name: ta.brandName, title: ta.welcomeTitle, body: ta.welcomeText });
  });

  it('sets <html lang> on the other paths too, where the panel is removed', () => {
    expect(paint('/store', 'ta')).toMatchObject({ lang: 'ta', panel: false });
  });

  it('paints what React renders in that language (no change when the app takes over)', async () => {
    const painted = paint('/login', 'hi');
    await setLocale('hi');
    const react = renderToStaticMarkup(<AuthFrame>{null}</AuthFrame>);
    for (const text of [painted.name, painted.title, painted.body]) expect(react).toContain(text);
  });

  it('is safe inside an inline script', () => {
    const hostile = earlyScript(HOST, {
      brandTexts: { hi: { brandName: '</script><script>alert(1)</script>', brandTitle: '<!--', brandText: 'y' } },
      appFiles: [],
      shellFiles: [],
    });
    expect(hostile).not.toMatch(/<\/script|<!--/i);
    expect(inlineSafe('a</SCRIPT>b<!--c')).toBe('a<\\/SCRIPT>b<\\!--c');
  });
});
