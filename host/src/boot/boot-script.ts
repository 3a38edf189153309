/**
 * Build time (rsbuild runs it in Node through first-paint.ts): the body of index.html's inline boot
 * script, whose requests `boot-fetches.ts` and `early-manifest.ts` hand over at run time. Kept apart
 * from those so that nothing of it reaches the page's JavaScript.
 */
import * as apiRoutes from '@vd/contract/routes';
import { getVendor as vendorRoute, listStoreProducts, type Route, type RouteId } from '@vd/contract/routes';
import { DEFAULT_LOCALE, INTL_LOCALES, LOCALE_STORAGE_KEY } from '@vd/contract/i18n';
import { COUNTRY_CODE, PHONE_LENGTH } from '@vd/contract/rules';
import { AREA_EXPOSE, type FirstRead, SHELL_FIRST_READS, type VendorReadRule } from '@vd/shared/contract';
import { LOCAL_KEYS, SESSION_KEYS as TAB_KEYS } from '@vd/shared/storage';
import { type EarlyRoute, earlyRoutes } from '../app/route-patterns';

export { earlyRoutes, type EarlyRoute } from '../app/route-patterns';
import { BOOT_FETCHES } from './boot-fetches';
import { BOOT_GLOBAL as GLOBAL } from './early-manifest';

/**
 * The early area (issue 25): once remotes.json is in, the inline script also asks for the manifest of
 * the area the page opens on (signed in, or a public screen; the same rule as `areaToLoadEarly`), and,
 * once that is in, preloads the release's entry script and its `./Area` module's own files (`sync`
 * JS and CSS) from the manifest's origin. The MF runtime then finds the manifest already asked for
 * (`takeEarlyManifest`, read by the resilience plugin, waits for the registry's parse here, which
 * may end after the bootstrap's own) and the scripts in the preload cache, instead
 * of three round trips to the remote's origin after the shell's JavaScript has run. Anything
 * unexpected (no session, no route, a broken registry or manifest) just ends the early part: the
 * runtime loads the area as before.
 */
function earlyAreaPart(routes: readonly EarlyRoute[]): string {
  return (
    `try{var g=function(k){try{return localStorage.getItem(k)}catch(e){return null}};` +
    `var si=!!((g(${JSON.stringify(SESSION_KEYS[0])})||g(${JSON.stringify(SESSION_KEYS[1])}))&&g(${JSON.stringify(SESSION_KEYS[2])}));` +
    `var R=${JSON.stringify(routes)},a=null,i;` +
    `for(i=0;i<R.length;i++)if(new RegExp(R[i][0]).test(location.pathname)){if(R[i][2]||si)a=R[i][1];break}` +
    `if(a)b.area=b.registry.then(function(r){return r.clone().json()}).then(function(j){` +
    `var m=j&&j.areas&&j.areas[a]&&j.areas[a].manifest;if(typeof m!=='string')return null;` +
    `var mp=f(m,${JSON.stringify(MANIFEST_INIT)});` +
    `mp.then(function(r){return r.ok?r.clone().json():null}).then(function(x){` +
    `var d=x&&x.metaData,e=d&&d.remoteEntry;if(!e||typeof e.name!=='string'||typeof d.publicPath!=='string')return;` +
    `var o=new URL(m,location.href),base=d.publicPath==='auto'?new URL('.',o):new URL(d.publicPath,o);` +
    `var l=function(u,as){var h=new URL(u,base);if(h.origin!==o.origin)return;var n=document.createElement('link');n.rel='preload';n.as=as;n.href=h.href;document.head.appendChild(n)};` +
    `var p=String(e.path||'').split('/').filter(function(q){return q&&q!=='.'}).join('/');l((p?p+'/':'')+e.name,'script');` +
    `var ex=(x.exposes||[]).filter(function(y){return y&&y.path===${JSON.stringify(AREA_EXPOSE_PATH)}})[0],s=ex&&ex.assets;` +
    `if(s){((s.js&&s.js.sync)||[]).forEach(function(u){l(u,'script')});((s.css&&s.css.sync)||[]).forEach(function(u){l(u,'style')})}` +
    `}).catch(function(){});return{url:m,response:mp}}).catch(function(){return null})}catch(e){}`
  );
}

/**
 * The early vendor read (issue 25, decision 0063): with a session stored and the page opening past the
 * sign-in, once config.json is in, the script asks for `GET vendor?mobileNo=` itself, as the page's
 * client would (`refreshVendor`: the stored contact number in E.164, the session token), and keeps
 * the request on `__vdBoot.reads` for the client (`@vd/shared/api`'s early reads), which answers the
 * shell's own read from it. The token is read as `readSessionToken` does (`sessionToken`, else
 * `token`; '', 'null' and 'undefined' count as absent); a contact number that is not 10 digits, a
 * config without the vendor service, or anything unexpected: no early read, the page asks as before.
 * The script sends no `X-USER-ROLE` (the API checks it only when present).
 */
function earlyReadsPart(reads: FirstReadUrls, vendorReads: VendorReadScripts): string {
  const json = (value: unknown) => JSON.stringify(value);
  return (
    `try{var S,v=function(k){var x=g(k);return x===null||["","null","undefined"].indexOf(x.trim())>=0?null:x};` +
    `var tk=v(${json(LOCAL_KEYS.sessionToken)})||v(${json(LOCAL_KEYS.token)}),cn=v(${json(LOCAL_KEYS.contactNo)});` +
    `if(si&&a&&tk&&cn&&/^\\d{${PHONE_LENGTH}}$/.test(cn))b.reads=b.config.then(function(r){return r.ok?r.clone().json():null}).then(function(j){` +
    `var s=j&&j.services&&j.services[${json(vendorRoute.service)}];if(typeof s!=='string')return[];` +
    `var u=new URL(s.replace(/\\/+$/,'')+${json(vendorRoute.path)},location.href);u.searchParams.set('mobileNo',${json(COUNTRY_CODE)}+cn);` +
    `S=j.services;return[{url:u.href,token:tk,vendorId:null,at:Date.now(),response:f(u.href,{headers:{sessionToken:tk}})}]` +
    `}).catch(function(){return[]});` +
    // The screen's first reads (decision 0066), on its plain URL, once the vendor's id is known.
    `var F=R[i]&&${json(reads)}[R[i][0]]||[],V=R[i]&&${vendorReadsLiteral(vendorReads)}[R[i][0]];if(b.reads&&(F.length||V)&&!location.search)b.screen=b.reads.then(function(l){var e=l[0];return e?e.response.then(function(r){return r.ok?r.clone().json():null}):null}).then(function(x){` +
    `var id=x&&x.id;if(typeof id==='number')id=String(id);if(typeof id!=='string'||!id)return[];` +
    // The reads that depend on the record (decision 0073): a rule that throws adds none.
    `if(V)try{F=F.concat(V(x))}catch(e){}` +
    `return F.map(function(q){var sv=S[q[0]];if(typeof sv!=='string')return null;var w=new URL(sv.replace(/\\/+$/,'')+q[1],location.href).href;` +
    `return{url:w,token:tk,vendorId:id,at:Date.now(),response:f(w,{headers:{sessionToken:tk,'X-Vendor-Id':id}})}}).filter(Boolean)}).catch(function(){return[]})` +
    `}catch(e){}` +
    // The rupee and time formats every area's first screen draws: ICU's data for the page's language
    // is loaded the first time one is made (40–65 ms on this machine's Chromium in a new browser, ~4x
    // that on the slow phone), done while the page waits for its JavaScript instead of inside the
    // first render (decision 0076): in a worker, whose thread loads the same process-wide data for
    // the page's thread (which then makes its first format in ~1 ms); where a worker cannot start
    // (no Worker, a policy without `worker-src blob:`), on the page's thread when it is idle. Started
    // once the page has painted its first frame: starting a worker takes the page's thread ~5 ms on
    // this machine (~20 ms on the slow phone), which delayed the frame index.html paints (decision
    // 0087); a hidden page paints no frames and starts it at once.
    `if(si&&a)try{var L=${json(INTL_LOCALES)}[g(${json(LOCALE_STORAGE_KEY)})]||${json(INTL_LOCALES[DEFAULT_LOCALE])},` +
    `I=function(){(window.requestIdleCallback||setTimeout)(function(){try{${INTL_WARM}}catch(e){}})},` +
    `W=function(){try{var u=URL.createObjectURL(new Blob(['var L='+JSON.stringify(L)+${json(`;try{${INTL_WARM}}catch(e){}postMessage(0);close()`)}],{type:'text/javascript'})),` +
    `w=new Worker(u),d=function(){URL.revokeObjectURL(u)};w.onmessage=d;w.onerror=function(){d();I()}}catch(e){I()}};` +
    `if(document.visibilityState==='hidden'||!window.requestAnimationFrame)W();else requestAnimationFrame(function(){setTimeout(W,0)})}catch(e){}`
  );
}

/**
 * The formats the Intl warm-up makes (ES5, the inline script's and its worker's): a rupee amount and
 * a time of day in the language `L` (decision 0076).
 */
export const INTL_WARM =
  "new Intl.NumberFormat(L,{style:'currency',currency:'INR'}).format(1);new Intl.DateTimeFormat(L,{hour:'numeric',minute:'2-digit',timeZone:'UTC'}).format(0)";

/** The session keys `hasStoredSession` reads: a token (either name) and the contact number. */
const SESSION_KEYS = [LOCAL_KEYS.token, LOCAL_KEYS.sessionToken, LOCAL_KEYS.contactNo] as const;
/** The module every area exposes. */
const AREA_EXPOSE_PATH = AREA_EXPOSE;
/** As the resilience plugin asks for a manifest (no-cache: always revalidated). */
const MANIFEST_INIT = { cache: 'no-cache' } as const;

/** A screen's first reads by its route's pattern (`EarlyRoute[0]`): `[service, path with query]` each. */
export type FirstReadUrls = Readonly<Record<string, readonly (readonly [service: string, path: string])[]>>;

/**
 * The first reads of the route table's screens (`firstReads`, decision 0066), and on each screen past
 * the sign-in the layout's own (`shellReads`: `SHELL_FIRST_READS`, decision 0086), as the boot script
 * asks for them: each route's service and path with its query string, by the screen's pattern. A read
 * must be a GET without path parameters (the build fails otherwise).
 */
export function firstReadUrls(
  routes: readonly { path: string; area: string; public?: boolean; firstReads?: readonly FirstRead[] }[],
  shellReads: readonly FirstRead[] = SHELL_FIRST_READS,
): FirstReadUrls {
  return byPattern(routes, (screen) => {
    const firstReads = [...(screen.firstReads ?? []), ...(screen.public ? [] : shellReads)];
    return firstReads.length
      ? firstReads.map(({ route: id, query }) => {
          const route = (apiRoutes as unknown as Record<RouteId, Route | undefined>)[id];
          if (route?.id !== id || route.method !== 'GET' || route.path.includes(':'))
            throw new Error(`${screen.path}: first read ${id} is not a GET without path parameters`);
          const search = new URLSearchParams(Object.entries(query ?? {}).map(([name, value]) => [name, String(value)])).toString();
          return [route.service, search ? `${route.path}?${search}` : route.path] as const;
        })
      : undefined;
  });
}

/** What `pick` gives for each screen of the table, by the screen's pattern (`EarlyRoute[0]`); screens it gives nothing for are left out. */
function byPattern<S extends { path: string; area: string; public?: boolean }, T>(routes: readonly S[], pick: (screen: S) => T | undefined): Record<string, T> {
  const out: Record<string, T> = {};
  for (const screen of routes) {
    const value = pick(screen);
    if (value !== undefined) out[earlyRoutes([screen])[0]![0]] = value;
  }
  return out;
}

/**
 * The route table's `vendorReads` rules as functions of the inline script (ES5, build time): each
 * takes GET vendor's answer and gives `[service, path with query]` reads, or none when the record is
 * not one it is sure of. A read the area then does not make is simply not used (it expires unread).
 *
 * - `storeOpening`: the products of the sub-category `/store` opens with (`openingSelection` of
 *   `@vd/shared/catalog`, which the unit test holds it to): with nothing stored for the tab, the first
 *   available category's first available sub-category (the category itself when it has none); with
 *   the tab's stored category and sub-category, that sub-category when the record has both, available.
 *   Anything else (a node without an id or a name, an availability that is not a boolean, a stored
 *   id the record lacks): none, and the store asks itself.
 */
export const VENDOR_READ_SCRIPTS: Readonly<Record<VendorReadRule, string>> = {
  storeOpening:
    'function(x){var ok=1,a=function(n){if(!n||typeof n!=="object"||(typeof n.id!=="string"&&typeof n.id!=="number")||typeof n.name!=="string"||(n.available!=null&&typeof n.available!=="boolean"))ok=0;return!!n&&n.available!==false};' +
    `var t=(x.vendorCategories||[]).filter(a),s=window.sessionStorage,ci=s.getItem(${JSON.stringify(TAB_KEYS.activeCategoryId)}),si=s.getItem(${JSON.stringify(TAB_KEYS.activeSubCategoryId)}),c,u;` +
    'if(ci===null&&si===null){c=t[0];if(c)u=(c.subCategories||[]).filter(a)[0]||c}' +
    'else{c=t.filter(function(n){return String(n.id)===ci})[0];if(c)u=(c.subCategories||[]).filter(function(n){return a(n)&&String(n.id)===si})[0]}' +
    `return ok&&u?[[${JSON.stringify(listStoreProducts.service)},${JSON.stringify(`${listStoreProducts.path}?categoryId=`)}+encodeURIComponent(String(u.id))]]:[]}`,
};

/** A screen's `vendorReads` rule, by its route's pattern (`EarlyRoute[0]`), as script source. */
export type VendorReadScripts = Readonly<Record<string, string>>;

/** The route table's `vendorReads`, by pattern (build time). */
export function vendorReadScripts(routes: readonly { path: string; area: string; public?: boolean; vendorReads?: VendorReadRule }[]): VendorReadScripts {
  return byPattern(routes, (screen) => (screen.vendorReads ? VENDOR_READ_SCRIPTS[screen.vendorReads] : undefined));
}

/** The rules as an object literal of the script. */
function vendorReadsLiteral(scripts: VendorReadScripts): string {
  return `{${Object.entries(scripts)
    .map(([pattern, source]) => `${JSON.stringify(pattern)}:${source}`)
    .join(',')}}`;
}

/** The inline script's body (build time). A failed fetch is marked handled here; its reader sees the failure. */
export function bootFetchScript(routes: readonly EarlyRoute[] = [], reads: FirstReadUrls = {}, vendorReads: VendorReadScripts = {}): string {
  const entries = Object.entries(BOOT_FETCHES)
    .map(([name, [url, init]]) => `${name}:f(${JSON.stringify(url)},${JSON.stringify(init)})`)
    .join(',');
  const early = routes.length > 0 ? earlyAreaPart(routes) + earlyReadsPart(reads, vendorReads) : '';
  return `(function(){if(!window.fetch)return;function f(u,o){var p=fetch(u,o);p.catch(function(){});return p}var b=window.${GLOBAL}={${entries}};${early}})();`;
}
