/** Query parameters whose values never reach the logs. */
const SECRET_PARAMS = new Set(['otp', 'refreshtoken', 'sessiontoken', 'token', 'code']);

/** `/x?otp=123456&phoneNumber=...` -> `/x?otp=[REDACTED]&phoneNumber=...` */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        /* keep raw */
      }
      return SECRET_PARAMS.has(name.toLowerCase()) && eq >= 0 ? `${key}=[REDACTED]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** Header paths pino removes from any logged object. */
export const REDACT_PATHS = [
  'req.headers.sessiontoken',
  'req.headers.refreshtoken',
  'req.headers.authorization',
  'headers.sessiontoken',
  'headers.refreshtoken',
  'headers.authorization',
];

/** CORS: '*' = any origin; the configured origins; unset (demo mode) = any http://localhost:* / http://127.0.0.1:* origin. */
export function isAllowedOrigin(origin: string, allowList: readonly string[] | '*' | undefined): boolean {
  if (allowList === '*') return true;
  if (allowList) return allowList.includes(origin.replace(/\/+$/, ''));
  return /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/.test(origin);
}
