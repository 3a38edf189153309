/** Query parameters whose values never reach the logs. */
const SECRET_PARAMS = new Set(['otp', 'refreshtoken', 'sessiontoken', 'token', 'code', 'devicetoken']);

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
  'req.headers["x-device-token"]',
  'headers["x-device-token"]',
];

/** CORS: '*' = any origin; the configured origins; unset (demo mode) = any http://localhost:* / http://127.0.0.1:* origin. */
export function isAllowedOrigin(origin: string, allowList: readonly string[] | '*' | undefined): boolean {
  if (allowList === '*') return true;
  if (allowList) return allowList.includes(origin.replace(/\/+$/, ''));
  return /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/.test(origin);
}

/**
 * Indian mobile numbers as they appear in log text: +91 or %2B91 or 91 and ten digits starting 6–9,
 * or the ten digits alone; not inside a longer run of letters or digits (ids, timestamps), nor after a
 * decimal point (a logged float stays valid JSON).
 */
const PHONE_IN_TEXT = /(?<![0-9A-Za-z.])(?:\+|%2[Bb])?(?:91)?([6-9]\d{9})(?![0-9A-Za-z])/g;

/** `+919876543210` -> `+91*******210`: enough to tell numbers apart in a log, not enough to call one. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return digits.length === 10 ? `+91*******${digits.slice(-3)}` : '[phone]';
}

/** Every mobile number in a text masked (no full phone number in any log line). */
export function maskPhones(text: string): string {
  return text.replace(PHONE_IN_TEXT, (_m, ten: string) => maskPhone(ten));
}

/**
 * The API's log destination: each line is masked before it is written, so no path (an error's
 * message, a request URL, a provider's answer) can put a full phone number in the log.
 */
export function maskingStream(out: { write(line: string): unknown }): { write(line: string): void } {
  return {
    write(line: string) {
      out.write(maskPhones(line));
    },
  };
}
