/**
 * The signed-in shell's chunks, asked for by index.html on a page that opens past the sign-in
 * (build time; decision 0061). The shell is a lazy chunk so that the login page does not download it;
 * without this, a signed-in page would learn of it only once the bootstrap had run, one more round
 * trip before the dashboard's first render than when it was part of the boot (decision 0060). The
 * inline script preloads the files when a session is stored (what the protected routes require) and
 * the path is not the sign-in's; on the login page it adds nothing.
 */
import { LOCAL_KEYS } from '@vd/shared/storage';
import { LOGIN_PATH, OTP_PATH } from '../app/route-table';

/** The script's body for `hrefs` (the URLs of the files, scripts and stylesheets); empty when there is nothing to preload. */
export function shellPreloadScript(hrefs: readonly string[]): string {
  if (hrefs.length === 0) return '';
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  // A stored value of '', 'null' or 'undefined' counts as absent, as `readLocal` has it.
  return (
    '(function(){try{var s=window.localStorage,p=location.pathname;' +
    'function g(k){var v=s.getItem(k);return v!==null&&["","null","undefined"].indexOf(v.trim())<0}' +
    `if(p===${json(LOGIN_PATH)}||p===${json(OTP_PATH)}||!(g(${json(LOCAL_KEYS.token)})||g(${json(LOCAL_KEYS.sessionToken)}))||!g(${json(LOCAL_KEYS.contactNo)}))return;` +
    `${json(hrefs)}.forEach(function(h){var l=document.createElement("link");l.rel="preload";l.as=/\\.css$/.test(h)?"style":"script";l.href=h;document.head.appendChild(l)})` +
    '}catch(e){}})();'
  );
}
