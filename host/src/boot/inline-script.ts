/**
 * Build time: what index.html's inline scripts (the brand panel's gate, the font warm-up) share.
 */
import { LOCAL_KEYS } from '@vd/shared/storage';
import { LOGIN_PATH, OTP_PATH } from '../app/route-table';

/** JSON safe inside an inline `<script>` (no `</script>`, no `<!--`, no line separators). */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A JavaScript regular expression literal that matches the sign-in screens' paths (`/login`, `/auth/otp`, a trailing slash allowed). */
export function signInPathLiteral(): string {
  const paths = [LOGIN_PATH, OTP_PATH].map((p) => p.replace(/^\//, '').replace(/[/]/g, '\\/')).join('|');
  return `/^\\/(${paths})\\/?$/`;
}

/**
 * A JavaScript expression, true when the device holds a session as `hasStoredSession` reads it: a
 * token (`token` or `sessionToken`) and a contact number, a stored '', 'null' or 'undefined' counting
 * as absent (as `readLocal` has it). Throws where localStorage cannot be read.
 */
export function storedSessionScript(): string {
  const json = (value: unknown) => JSON.stringify(value);
  return (
    '(function(){var s=window.localStorage;' +
    'function g(k){var v=s.getItem(k);return v!==null&&["","null","undefined"].indexOf(v.trim())<0}' +
    `return(g(${json(LOCAL_KEYS.token)})||g(${json(LOCAL_KEYS.sessionToken)}))&&g(${json(LOCAL_KEYS.contactNo)})})()`
  );
}
