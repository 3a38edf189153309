/**
 * Build time: what index.html's inline scripts (the brand panel's gate, the font warm-up) share.
 */
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
