import path from 'node:path';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@vd/shared/router';
import { setLocale } from '@vd/shared/i18n';
import { loadAfterLoginTexts } from '../app/i18n';
import { BottomBar } from '../features/shell/BottomBar';
import { Header } from '../features/shell/Header';
import { shellMessages } from '../features/shell/messages';
import hi from '../locales/hi/shell';
import ta from '../locales/ta/shell';
import { firstPaint } from './first-paint';
import { SHELL_PAINT_CLASSES, SHELL_PAINT_ID, shellPaintClass, shellPaintGateScript, shellPaintMarkup } from './shell-paint';

const HOST = path.resolve(import.meta.dirname, '../..');
const SESSION = { token: 'tok', sessionToken: 'tok', contactNo: '+919876543210' };

/** index.html's #root as built (both first-paint blocks and their gates), run at `pathname` with `stored` on the device. */
function paint(pathname: string, stored: Record<string, string>) {
  window.history.replaceState(null, '', pathname);
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  const built = firstPaint(HOST);
  document.body.innerHTML = `<div id="root">${built.brandMarkup}${built.shellMarkup}</div>`;
  for (const gate of [built.brandGate, built.shellGate]) new Function(/^<script>([\s\S]*)<\/script>$/.exec(gate)![1]!)();
  const frame = document.getElementById(SHELL_PAINT_ID);
  const byClass = (name: (typeof SHELL_PAINT_CLASSES)[number]) => [...(frame?.querySelectorAll(`.${shellPaintClass(name)}`) ?? [])];
  return {
    frame: frame !== null,
    /** The texts of the tabs marked current (bottom bar) and of the header's current link. */
    activeTabs: byClass('tabActive').map((e) => e.textContent),
    activeLinks: byClass('navActive').map((e) => e.textContent),
    tabs: byClass('tab').map((e) => e.textContent),
    profile: byClass('profileLink').map((e) => e.textContent)[0],
  };
}

afterEach(async () => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  await setLocale('en');
});

describe("the signed-in shell's frame painted by index.html (decision 0078)", () => {
  it('is kept on a page past the sign-in with a stored session, the current page marked as NavLink marks it', () => {
    expect(paint('/store', SESSION)).toEqual({
      frame: true,
      activeTabs: ['Store'],
      activeLinks: ['Store'],
      tabs: ['Store', 'Orders', 'Products', 'Share'],
      profile: 'Profile',
    });
    expect(paint('/', SESSION)).toMatchObject({ frame: true, activeTabs: ['Orders'], activeLinks: ['Orders'] });
    expect(paint('/product/pricing', SESSION)).toMatchObject({ activeTabs: ['Products'], activeLinks: ['Products'] });
    expect(paint('/store/', SESSION)).toMatchObject({ activeTabs: ['Store'] });
    // '/' is an exact match (NavLink's `end`); /product/:id is not the pricing screen.
    expect(paint('/profile', SESSION)).toMatchObject({ frame: true, activeTabs: [], activeLinks: [] });
    expect(paint('/product/1b2c', SESSION)).toMatchObject({ frame: true, activeTabs: [] });
  });

  it('is removed where React does not draw the signed-in shell: signed out, half a session, the sign-in and public pages', () => {
    expect(paint('/store', {}).frame).toBe(false);
    expect(paint('/store', { token: 'tok' }).frame).toBe(false);
    expect(paint('/store', { ...SESSION, token: 'null', sessionToken: '' }).frame).toBe(false);
    expect(paint('/login', SESSION).frame).toBe(false);
    expect(paint('/auth/otp', SESSION).frame).toBe(false);
    expect(paint('/terms', SESSION).frame).toBe(false);
    expect(paint('/privacy/', SESSION).frame).toBe(false);
    // The sign-in's brand panel is the other way round.
    expect(document.querySelector('#vd-boot')).toBeNull();
  });

  it('shows the stored language, from the shell catalogue files', () => {
    expect(paint('/store', { ...SESSION, 'vd.locale': 'hi' })).toMatchObject({
      tabs: [hi.navStore, hi.navOrders, hi.navProducts, hi.navShare],
      activeTabs: [hi.navStore],
      profile: hi.profile,
    });
    expect(paint('/', { ...SESSION, 'vd.locale': 'ta' })).toMatchObject({
      tabs: [ta.navStore, ta.navOrders, ta.navProducts, ta.navShare],
      profile: ta.profile,
    });
    expect(paint('/', { ...SESSION, 'vd.locale': 'toString' }).tabs).toEqual([
      shellMessages.navStore,
      shellMessages.navOrders,
      shellMessages.navProducts,
      shellMessages.navShare,
    ]);
  });

  it("draws React's bottom bar: the same tabs, texts, icons and current tab", async () => {
    for (const locale of ['en', 'hi', 'ta'] as const) {
      await loadAfterLoginTexts(locale);
      await setLocale(locale);
      const react = renderToStaticMarkup(
        <MemoryRouter initialEntries={['/product/pricing']}>
          <BottomBar />
        </MemoryRouter>,
      );
      const painted = paint('/product/pricing', { ...SESSION, 'vd.locale': locale });
      const reactTexts = [...react.matchAll(/<span>([^<]+)<\/span>/g)].map((m) => m[1]);
      expect(painted.tabs).toEqual(reactTexts);
      const icons = (html: string) => [...html.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]);
      expect(icons(shellPaintMarkup())).toEqual(icons(react));
      expect(react).toMatch(/class="[^"]*tabActive[^"]*" href="\/product\/pricing"/);
      // The same targets, in the same order (the painted bottom bar's links are its last three).
      const hrefs = [...react.matchAll(/ href="([^"]+)"/g)].map((m) => m[1]);
      expect([...shellPaintMarkup().matchAll(/data-to="([^"]+)"/g)].map((m) => m[1]).slice(-3)).toEqual(hrefs);
      expect(painted.activeTabs).toEqual([reactTexts[2]]);
    }
  });

  it("draws React's header before the vendor's record is in: the name and the two lines under it, blank, so the header keeps its height", () => {
    const react = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/store']}>
        <Header />
      </MemoryRouter>,
    );
    // The shop block's lines, by their shell.module.css class, in order.
    const lines = (html: string, classOf: (raw: string) => string) => {
      const block =
        /class="([^"]*shopBlock[^"]*)"[^>]*>(.*?)<\/(a|span)><nav|class="([^"]*shopBlock[^"]*)"[^>]*>(.*?)<\/span><span class="[^"]*desktopNav/.exec(html);
      const inner = block?.[2] ?? block?.[5] ?? '';
      return [...inner.matchAll(/<span class="([^"]+)"[^>]*>([^<]*)<\/span>/g)].map((m) => [classOf(m[1]!), m[2]]);
    };
    const reactLines = lines(react, (raw) => ['shopName', 'ownerName', 'openNow'].find((name) => raw.includes(name)) ?? raw);
    expect(reactLines).toEqual([
      ['shopName', '\u00a0'],
      ['ownerName', '\u00a0'],
      ['openNow', '\u00a0'],
    ]);
    const paintedLines = lines(shellPaintMarkup(), (raw) => SHELL_PAINT_CLASSES.find((name) => raw === shellPaintClass(name)) ?? raw);
    expect(paintedLines).toEqual(reactLines);
  });

  it('takes its rules from shell.module.css for every class it uses, and nothing can be used in it', () => {
    const { shellCss, shellMarkup } = firstPaint(HOST);
    const source = readFileSync(path.join(HOST, 'src/features/shell/shell.module.css'), 'utf8');
    for (const name of SHELL_PAINT_CLASSES) {
      if (new RegExp(`^\\.${name}\\s*[{,]`, 'm').test(source)) expect(shellCss).toContain(`.${shellPaintClass(name)}`);
    }
    expect(shellCss).toContain('@media (min-width: 768px){');
    expect(shellMarkup).toMatch(/^<div id="vd-boot-shell" [^>]*aria-hidden="true" inert="">/);
    expect(shellMarkup).not.toMatch(/<(a|button|input)\b/);
  });

  it('is safe inside an inline script', () => {
    const script = shellPaintGateScript({
      hi: { navStore: '</script><script>alert(1)</script>', navOrders: 'x', navProducts: 'y', navShare: 'z', profile: 'p' },
    });
    expect(script).not.toContain('</script>');
  });
});
