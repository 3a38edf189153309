/**
 * The signed-in shell's frame, painted by index.html before any JavaScript (issue 25, decision 0078).
 * Build time only: `firstPaint()` puts the markup, its rules and its gate script into index.html.
 *
 * On a page past the sign-in with a stored session, a phone on 3G used to show a blank page until the
 * router, the shell and React had arrived and run (1.6 s on the bench's slow phone). index.html now
 * paints the frame React's first render draws there (`RootLayout`: the header bar and, on a phone, the
 * bottom navigation with the current tab marked; on a wide screen the header's navigation), in the
 * stored language. It is inert and hidden from assistive technology (nothing in it can be used yet);
 * React's first render replaces it with the real shell in the same place, as it replaces the sign-in
 * pages' brand panel (decision 0022). The shop's name is not stored on the device, so the name line and
 * the two lines under it (the owner's, the open-now line) are left blank, as React's header draws them
 * until the vendor's record is in (decision 0081): the header has its final height from the start.
 *
 * Its rules are the shell's own (`shell.module.css`), renamed with a prefix of their own; the texts
 * come from the shell's message catalogue and its Hindi and Tamil files; the links' targets and the icons from `features/shell/nav.ts`.
 */
import { LOCALE_STORAGE_KEY, type Locale } from '@vd/shared/i18n';
import type { Translation } from '@vd/shared/i18n';
import { shellMessages } from '../features/shell/messages';
import { NAV_ICON_SIZE, NAV_ICON_STROKE, NAV_ICONS, NAV_LINKS } from '../features/shell/nav';
import hi from '../locales/hi/shell';
import ta from '../locales/ta/shell';
import { AREA_ROUTES } from '../app/route-table';
import { scriptJson, signInPathLiteral, storedSessionScript } from './inline-script';

/** The shell's classes (shell.module.css) the painted frame uses. */
export const SHELL_PAINT_CLASSES = [
  'shell',
  'header',
  'headerInner',
  'shopBlock',
  'shopName',
  'ownerName',
  'openNow',
  'closedNow',
  'desktopNav',
  'navLink',
  'navActive',
  'profileLink',
  'avatar',
  'main',
  'bottomBar',
  'tab',
  'tabActive',
  'tabIconWrap',
] as const;
export type ShellPaintClass = (typeof SHELL_PAINT_CLASSES)[number];

export const SHELL_PAINT_ID = 'vd-boot-shell';
const PREFIX = 'vd-boot-shell-';
export const shellPaintClass = (name: ShellPaintClass) => `${PREFIX}${name}`;

type ShellText = 'navStore' | 'navOrders' | 'navProducts' | 'navShare' | 'profile';

/** The navigation as React's header and bottom bar have it: NavLink's target and `end`, text, icon. */
const LINKS = [
  { ...NAV_LINKS.store, text: 'navStore', icon: 'store' },
  { ...NAV_LINKS.orders, text: 'navOrders', icon: 'orders' },
  { ...NAV_LINKS.products, text: 'navProducts', icon: 'products' },
] as const satisfies ReadonlyArray<{ to: string; end: boolean; text: ShellText; icon: keyof typeof NAV_ICONS }>;

const icon = (name: keyof typeof NAV_ICONS) =>
  `<svg viewBox="0 0 24 24" width="${NAV_ICON_SIZE}" height="${NAV_ICON_SIZE}" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="${NAV_ICON_STROKE}" stroke-linecap="round" stroke-linejoin="round"><path d="${NAV_ICONS[name]}"></path></svg>`;

/**
 * The frame, with `class` names from `classFor`. A link's element carries `data-to` (and `data-end`)
 * and `data-on`, the class it takes when it is the current page; a text's element `data-t`, its key.
 */
export function shellPaintMarkup(classFor: (name: ShellPaintClass) => string = shellPaintClass): string {
  const c = (...names: ShellPaintClass[]) => `class="${names.map(classFor).join(' ')}"`;
  const target = (link: (typeof LINKS)[number]) => `data-to="${link.to}"${link.end ? ' data-end=""' : ''}`;
  const text = (key: ShellText) => `data-t="${key}">${shellMessages[key]}`;
  const desktop = LINKS.map((link) => `<span ${c('navLink')} ${target(link)} data-on="${classFor('navActive')}" ${text(link.text)}</span>`).join('');
  const tabs = LINKS.map((link) => {
    const drawn = link.icon === 'orders' ? `<span ${c('tabIconWrap')}>${icon(link.icon)}</span>` : icon(link.icon);
    return `<span ${c('tab')} ${target(link)} data-on="${classFor('tab')} ${classFor('tabActive')}">${drawn}<span ${text(link.text)}</span></span>`;
  }).join('');
  return (
    `<div id="${SHELL_PAINT_ID}" ${c('shell')} aria-hidden="true" inert="">` +
    `<div ${c('header')}><div ${c('headerInner')}><span ${c('shopBlock')}><span ${c('shopName')}>\u00a0</span><span ${c('ownerName')}>\u00a0</span><span ${c('openNow')}>\u00a0</span></span>` +
    `<span ${c('desktopNav')}>${desktop}</span><span ${c('profileLink')} ${text('profile')}</span><span ${c('avatar')}></span></div></div>` +
    `<div ${c('main')}></div>` +
    `<span ${c('bottomBar')}>${tabs}<span ${c('tab')}>${icon('share')}<span ${text('navShare')}</span></span></span>` +
    '</div>'
  );
}

/** The frame's texts in each language other than English (the markup has English). */
export function shellPaintTranslations(translations: Partial<Record<Locale, Translation<typeof shellMessages>>> = { hi, ta }) {
  const keys: ShellText[] = ['navStore', 'navOrders', 'navProducts', 'navShare', 'profile'];
  const out: Partial<Record<Locale, Record<ShellText, string>>> = {};
  for (const [locale, texts] of Object.entries(translations) as [Locale, Translation<typeof shellMessages>][]) {
    out[locale] = Object.fromEntries(keys.map((key) => [key, texts[key] ?? shellMessages[key]])) as Record<ShellText, string>;
  }
  return out;
}

/** The public screens' paths (the policies): they open in their own frame, not this one. */
export const publicPaths = (routes = AREA_ROUTES): string[] => routes.filter((route) => 'public' in route && route.public).map((route) => route.path);

/**
 * The gate, run right after the markup and before the first paint: keeps the frame only where React's
 * first render draws the signed-in shell (a stored session, not a sign-in or public path), marks the
 * current page's links as NavLink does, and puts in the stored language's texts. Any failure removes it.
 */
export function shellPaintGateScript(translations = shellPaintTranslations(), publicList = publicPaths()): string {
  return (
    `(function(){var b=document.getElementById('${SHELL_PAINT_ID}');if(!b)return;try{` +
    `var p=location.pathname,q=p.length>1?p.replace(/\\/$/,''):p;` +
    `if(${signInPathLiteral()}.test(p)||${scriptJson(publicList)}.indexOf(q)>=0||!(${storedSessionScript()})){b.remove();return}` +
    "var a=b.querySelectorAll('[data-to]');for(var i=0;i<a.length;i++){var e=a[i],t=e.getAttribute('data-to');" +
    "if(q===t||(!e.hasAttribute('data-end')&&q.indexOf(t+'/')===0))e.className=e.getAttribute('data-on')}" +
    `var l=localStorage.getItem('${LOCALE_STORAGE_KEY}'),L=${scriptJson(translations)};` +
    "if(l&&Object.prototype.hasOwnProperty.call(L,l)){var x=b.querySelectorAll('[data-t]');" +
    "for(var j=0;j<x.length;j++){var k=x[j].getAttribute('data-t');if(L[l][k])x[j].textContent=L[l][k]}}" +
    '}catch(e){b.remove()}})()'
  );
}
