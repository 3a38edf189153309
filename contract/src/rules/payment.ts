/**
 * UPI payment requests: the shop's UPI ID (VPA) rule and the standard `upi://pay` link a
 * QR code and any UPI app read. No payment gateway: the link only asks; the vendor still confirms
 * with Paid. Plain functions, the same in the API (attribute validation) and the browser.
 */

/**
 * A UPI ID (virtual payment address) as `name@handle`: letters, digits, `.`, `-` and `_` on both
 * sides of one `@` (e.g. `sharmastore@okaxis`), at most 100 characters.
 */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9._-]+$/;
export const UPI_ID_MAX_LENGTH = 100;
/** The payee name a UPI app shows; a longer one (a shop's name) is cut in the link (see cutText). */
export const UPI_NAME_MAX_LENGTH = 50;

/** A UPI ID as stored: trimmed (VPAs are compared case-insensitively by the apps; kept as typed). */
export const normaliseUpiId = (value: string | null | undefined): string => (value ?? '').trim();

/** True when `value` (trimmed) is a well-formed UPI ID. */
export function isUpiId(value: string | null | undefined): boolean {
  const v = normaliseUpiId(value);
  return v.length > 0 && v.length <= UPI_ID_MAX_LENGTH && UPI_ID_PATTERN.test(v);
}

/** Rupees with two decimals, as the `am` parameter wants them: 240 → '240.00', 99.5 → '99.50'. */
export const upiAmount = (rupees: number): string => (Math.round(rupees * 100) / 100).toFixed(2);

/** The payment note of an order: 'Order #' + the last 8 characters of its id. */
export const upiOrderNote = (orderId: string): string => `Order #${orderId.slice(-8)}`;

/** A UTF-16 surrogate without its other half (a stored text cut in the middle of an emoji). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text with every lone surrogate replaced by U+FFFD: `encodeURIComponent` throws a URIError on
 * one, and a name stored cut in the middle of an emoji must not break the screen that links it.
 */
const wellFormed = (v: string): string => v.replace(LONE_SURROGATE, '\uFFFD');

/**
 * Percent-encoding of a query value (RFC 3986): spaces as %20, non-Latin letters as UTF-8 bytes;
 * the `@` of a VPA stays as it is (allowed in a query, and what every UPI app writes).
 */
const encodeValue = (v: string): string => encodeURIComponent(wellFormed(v)).replace(/%40/g, '@');

let segmenter: Intl.Segmenter | undefined;

/** The characters of `text` as a reader sees them (grapheme clusters), or its code points without `Intl.Segmenter`. */
function characters(text: string): string[] {
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return Array.from(text);
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/**
 * The start of `text` with at most `max` code points, cut between two characters as a reader sees
 * them (grapheme clusters: an emoji with its modifiers, a letter with its vowel signs), never inside
 * one; between code points where the runtime has no `Intl.Segmenter`. A surrogate pair is one
 * code point, so the cut never leaves half of an emoji.
 */
function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  let points = 0;
  for (const piece of characters(text)) {
    const n = Array.from(piece).length;
    if (points + n > max) break;
    out += piece;
    points += n;
  }
  return out;
}

export interface UpiRequest {
  /** The shop's UPI ID (valid: see isUpiId). */
  upiId: string;
  /** The payee name (the optional attribute, else the shop's name). */
  payeeName: string;
  /** Rupees. */
  amount: number;
  /** The transaction note (upiOrderNote). */
  note: string;
}

/** The standard UPI link: `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…` (pn left out when there is no name). */
export function upiPayLink({ upiId, payeeName, amount, note }: UpiRequest): string {
  const params: [string, string][] = [['pa', normaliseUpiId(upiId)]];
  const name = cutText(payeeName.trim(), UPI_NAME_MAX_LENGTH).trim();
  if (name !== '') params.push(['pn', name]);
  params.push(['am', upiAmount(amount)], ['cu', 'INR'], ['tn', note]);
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeValue(v)}`).join('&')}`;
}

/**
 * A WhatsApp chat with an Indian mobile number carrying `text` (https://wa.me/<digits>?text=…);
 * null when the number is not a 10-digit mobile number.
 */
export function whatsappChatLink(phone: string | null | undefined, text: string): string | null {
  const digits = (phone ?? '').replace(/[\s\-()+]/g, '');
  const local = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits;
  if (!/^\d{10}$/.test(local)) return null;
  return `https://wa.me/91${local}?text=${encodeURIComponent(wellFormed(text))}`;
}
