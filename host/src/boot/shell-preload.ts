/**
 * The chunks a page opening past the login page needs beyond the boot's, asked for by index.html
 * (build time). The router with the route table's screens (decision 0064) on every page but /login;
 * the signed-in shell (decision 0061) when a session is stored (what the protected routes require)
 * and the path is neither the sign-in's nor the OTP page's. Both are lazy chunks so that the login page
 * does not download them; without this, a page would learn of them only once the bootstrap had run,
 * one more round trip before its first render (decision 0060). On the login page it adds nothing.
 */
import { LOGIN_PATH, OTP_PATH } from '../app/route-table';
import type { PageTag } from './boot-preload';
import { storedSessionScript } from './inline-script';

/** The page's entry script among index.html's tags: the first `<script>` with a `src` (rsbuild's). */
export function entryScriptSrc(tags: readonly PageTag[]): string | undefined {
  const entry = tags.find((tag) => tag.tag === 'script' && typeof tag.attrs?.src === 'string');
  return entry ? String(entry.attrs?.src) : undefined;
}

/**
 * The script's body: `appHrefs` (the router and the route table's screens, decision 0064) on every
 * page but the login page's, and `shellHrefs` (the signed-in shell) on a page past the sign-in with a
 * stored session; each a list of URLs of scripts and stylesheets. Empty when there is nothing to preload.
 *
 * `entrySrc`: the page's entry script (`index.js`, the MF runtime). They are asked for once it has
 * arrived and run, not with the boot's files: a phone's link shares its bandwidth between the files in
 * flight, and the boot's largest file (React, `lib-boot`), which every later step waits for, came in
 * last, beside them; now it arrives first and runs while they arrive (decision 0067). They are asked
 * for in a task of their own, not in the one that ran the entry (its load event comes in that task,
 * which they made ~5 ms longer; decision 0087). Without the entry's element on the page, at once.
 */
export function shellPreloadScript(shellHrefs: readonly string[], appHrefs: readonly string[] = [], entrySrc?: string): string {
  if (shellHrefs.length === 0 && appHrefs.length === 0) return '';
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const entry = entrySrc ? `script[src=${JSON.stringify(entrySrc)}]` : '';
  // A stored value of '', 'null' or 'undefined' counts as absent, as `readLocal` has it (storedSessionScript).
  return (
    '(function(){try{var p=location.pathname;' +
    `if(p===${json(LOGIN_PATH)})return;var f=${json(appHrefs)};` +
    `if(p!==${json(OTP_PATH)}&&${storedSessionScript()})f=f.concat(${json(shellHrefs)});` +
    'var go=function(){f.forEach(function(h){var l=document.createElement("link");l.rel="preload";l.as=/\\.css$/.test(h)?"style":"script";l.href=h;document.head.appendChild(l)})};' +
    `var e=${entry ? `document.querySelector(${json(entry)})` : 'null'};` +
    // In a task of its own: the entry's load event comes in the task that ran it (decision 0087). A
    // timer, not scheduler.postTask: Lighthouse's simulation follows a timer to the task that set it,
    // and would take requests made from a posted task for requests made by the page at once.
    'var later=function(){setTimeout(go,0)};if(e){e.addEventListener("load",later);e.addEventListener("error",later)}else go()' +
    '}catch(e){}})();'
  );
}
