/**
 * Decoders and encoders for every vendor attribute encoding of spec section 3. Stored values are
 * strings; decoders accept anything (a missing attribute is null) and never throw. Decoders of JSON
 * values answer a `Decoded` that says when a non-empty value could not be read and defaults were
 * used, so the caller can log it (spec: "invalid JSON is logged and defaults used").
 *
 * Empty string = not set, for every encoding: encoders write '' for an empty value.
 */

/** A decoded value; `fellBack` is true when a non-empty stored value was unreadable and `value` is the default. */
export interface Decoded<T> {
  value: T;
  fellBack: boolean;
  /** Why it fell back (for the log line). */
  reason?: string;
}

const ok = <T>(value: T): Decoded<T> => ({ value, fellBack: false });
const fallback = <T>(value: T, reason: string): Decoded<T> => ({ value, fellBack: true, reason });

type Raw = string | number | boolean | null | undefined;
type Loose = Record<string, unknown>;
const isRecord = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const rawText = (raw: Raw): string => (raw === null || raw === undefined ? '' : String(raw)).trim();

/** Parses a JSON value; '' → {empty}; unparsable → {error}. */
function parseJson(raw: Raw): { empty: true } | { empty: false; value: unknown } | { error: string } {
  const text = rawText(raw);
  if (text === '') return { empty: true };
  try {
    return { empty: false, value: JSON.parse(text) as unknown };
  } catch {
    return { error: 'invalid JSON' };
  }
}

// ---------------------------------------------------------------- times

const HHMM = /^(\d{2}):(\d{2})$/;

/**
 * A time value: accepted only as two digits, colon, two digits (spec section 5), and a real clock
 * time (00:00-23:59); anything else is '' (treated as empty).
 */
export function decodeTime(value: unknown): string {
  if (typeof value !== 'string') return '';
  const m = HHMM.exec(value.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return '';
  return `${m[1]}:${m[2]}`;
}

export const isTime = (value: unknown): value is string => typeof value === 'string' && value !== '' && decodeTime(value) === value.trim();

/** Minutes since midnight of an 'HH:MM' time, or null. */
export function timeToMinutes(value: string): number | null {
  const t = decodeTime(value);
  if (t === '') return null;
  return Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
}

/** 'HH:MM' of minutes since midnight (0-1439; clamped). */
export function minutesToTime(minutes: number): string {
  const m = Math.max(0, Math.min(23 * 60 + 59, Math.floor(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * `time` plus `hours`, capped at 23:59 so a range never crosses midnight; '' for an invalid time.
 */
export function addHours(time: string, hours: number): string {
  const start = timeToMinutes(time);
  return start === null ? '' : minutesToTime(start + hours * 60);
}

/** '9:00 AM' / '12:30 PM' from '09:00' / '12:30'; '' for an invalid time. */
export function formatTime12h(value: string): string {
  const t = decodeTime(value);
  if (t === '') return '';
  const h = Number(t.slice(0, 2));
  return `${h % 12 === 0 ? 12 : h % 12}:${t.slice(3, 5)} ${h < 12 ? 'AM' : 'PM'}`;
}

// ---------------------------------------------------------------- shopTiming, offHours

export interface TimeRange {
  /** 'HH:MM' or '' */
  start: string;
  /** 'HH:MM' or '' */
  end: string;
}

const EMPTY_RANGE: TimeRange = { start: '', end: '' };

/** shopTiming: JSON {start, end} as 'HH:MM' (an invalid time reads as ''). */
export function decodeShopTiming(raw: Raw): Decoded<TimeRange> {
  const parsed = parseJson(raw);
  if ('error' in parsed) return fallback({ ...EMPTY_RANGE }, parsed.error);
  if (parsed.empty) return ok({ ...EMPTY_RANGE });
  if (!isRecord(parsed.value)) return fallback({ ...EMPTY_RANGE }, 'not a JSON object');
  return ok({ start: decodeTime(parsed.value.start), end: decodeTime(parsed.value.end) });
}

/** '' when neither time is set. */
export function encodeShopTiming(range: TimeRange): string {
  const start = decodeTime(range.start);
  const end = decodeTime(range.end);
  return start === '' && end === '' ? '' : JSON.stringify({ start, end });
}

/** Lunch break length when offHours gives no end (spec: end defaults to start plus one hour). */
export const DEFAULT_BREAK_HOURS = 1;

/** offHours: JSON {start, end?}; the end defaults to start + 1 hour. No start = no break. */
export function decodeOffHours(raw: Raw): Decoded<TimeRange> {
  const parsed = parseJson(raw);
  if ('error' in parsed) return fallback({ ...EMPTY_RANGE }, parsed.error);
  if (parsed.empty) return ok({ ...EMPTY_RANGE });
  if (!isRecord(parsed.value)) return fallback({ ...EMPTY_RANGE }, 'not a JSON object');
  const start = decodeTime(parsed.value.start);
  if (start === '') return ok({ ...EMPTY_RANGE });
  const end = decodeTime(parsed.value.end);
  return ok({ start, end: end === '' ? addHours(start, DEFAULT_BREAK_HOURS) : end });
}

/** '' when there is no break start; the end defaults to start + 1 hour. */
export function encodeOffHours(range: TimeRange): string {
  const start = decodeTime(range.start);
  if (start === '') return '';
  const end = decodeTime(range.end);
  return JSON.stringify({ start, end: end === '' ? addHours(start, DEFAULT_BREAK_HOURS) : end });
}

// ---------------------------------------------------------------- deliveryMethod, deliveryPreparationTime, deliverySlots

/** deliveryMethod: a JSON object (e.g. {"product":"both"}); string and number values are kept as strings. */
export function decodeDeliveryMethod(raw: Raw): Decoded<Record<string, string>> {
  const parsed = parseJson(raw);
  if ('error' in parsed) return fallback({}, parsed.error);
  if (parsed.empty) return ok({});
  if (!isRecord(parsed.value)) return fallback({}, 'not a JSON object');
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(parsed.value)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = String(v);
  }
  return ok(out);
}

export function encodeDeliveryMethod(method: Readonly<Record<string, string>>): string {
  return Object.keys(method).length === 0 ? '' : JSON.stringify(method);
}

/** Same-day preparation/delivery time choices: 1 to 6 hours in 1-hour steps (spec section 9). */
export const PREPARATION_HOUR_OPTIONS = [1, 2, 3, 4, 5, 6] as const;

const isPreparationHours = (n: number): boolean => (PREPARATION_HOUR_OPTIONS as readonly number[]).includes(n);

/** deliveryPreparationTime: JSON keyed `product` (hours, as a number or numeric string); null when unset. */
export function decodePreparationTime(raw: Raw): Decoded<number | null> {
  const parsed = parseJson(raw);
  if ('error' in parsed) return fallback(null, parsed.error);
  if (parsed.empty) return ok(null);
  if (!isRecord(parsed.value)) return fallback(null, 'not a JSON object');
  const product = parsed.value.product;
  if (product === undefined || product === null || product === '') return ok(null);
  const hours = typeof product === 'number' ? product : typeof product === 'string' ? Number(product.trim()) : Number.NaN;
  return isPreparationHours(hours) ? ok(hours) : fallback(null, 'product is not 1 to 6 hours');
}

/** '' for null; otherwise {"product":"N"} (the hours as a string, as stored today). */
export function encodePreparationTime(hours: number | null): string {
  return hours === null ? '' : JSON.stringify({ product: String(hours) });
}

const RANGE = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/;

/** An 'HH:MM-HH:MM' range whose end is after its start; null otherwise. */
export function parseSlotRange(value: unknown): TimeRange | null {
  if (typeof value !== 'string') return null;
  const m = RANGE.exec(value.trim());
  if (!m) return null;
  const start = timeToMinutes(m[1] ?? '');
  const end = timeToMinutes(m[2] ?? '');
  return start !== null && end !== null && end > start ? { start: m[1] ?? '', end: m[2] ?? '' } : null;
}

export const formatSlotRange = (range: TimeRange): string => `${range.start}-${range.end}`;

/** deliverySlots: JSON keyed `service` with a list of 'HH:MM-HH:MM' ranges; unreadable ranges are dropped (and reported). */
export function decodeDeliverySlots(raw: Raw): Decoded<string[]> {
  const parsed = parseJson(raw);
  if ('error' in parsed) return fallback([], parsed.error);
  if (parsed.empty) return ok([]);
  if (!isRecord(parsed.value)) return fallback([], 'not a JSON object');
  const service = parsed.value.service;
  if (service === undefined || service === null) return ok([]);
  if (!Array.isArray(service)) return fallback([], 'service is not a list');
  const slots = service.flatMap((s) => {
    const r = parseSlotRange(s);
    return r ? [formatSlotRange(r)] : [];
  });
  return slots.length === service.length ? ok(slots) : fallback(slots, 'some ranges are not HH:MM-HH:MM');
}

/** '' for no slots. */
export function encodeDeliverySlots(slots: readonly string[]): string {
  return slots.length === 0 ? '' : JSON.stringify({ service: [...slots] });
}

// ---------------------------------------------------------------- semicolon lists

const SEPARATOR = ';';

/** A list item as stored: the separator cannot appear inside an item, so it becomes a comma. */
const cleanItem = (item: string): string => item.replace(/;/g, ',').trim();

/** A semicolon-joined list (franchiseName): items trimmed, empty ones dropped. */
export function decodeList(raw: Raw): string[] {
  return rawText(raw)
    .split(SEPARATOR)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

export function encodeList(items: readonly string[]): string {
  return items
    .map(cleanItem)
    .filter((s) => s !== '')
    .join(SEPARATOR);
}

/** Day names of weeklyOffDay, Monday first (the editor's order). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** The weekly-off option that means every day (it excludes the others). */
export const ALL_DAYS = 'all';
export type WeeklyOffDay = Weekday | typeof ALL_DAYS;

function toWeeklyOffDay(item: string): WeeklyOffDay | null {
  const lower = item.trim().toLowerCase();
  if (lower === ALL_DAYS) return ALL_DAYS;
  return WEEKDAYS.find((d) => d.toLowerCase() === lower) ?? null;
}

/**
 * weeklyOffDay: semicolon-joined day names, any case; unknown names dropped, duplicates merged, in
 * week order; 'all' excludes every other day.
 */
export function decodeWeeklyOffDays(raw: Raw): WeeklyOffDay[] {
  const days = new Set(decodeList(raw).flatMap((item) => toWeeklyOffDay(item) ?? []));
  if (days.has(ALL_DAYS)) return [ALL_DAYS];
  return WEEKDAYS.filter((d) => days.has(d));
}

export function encodeWeeklyOffDays(days: readonly WeeklyOffDay[]): string {
  return encodeList(decodeWeeklyOffDays(days.join(SEPARATOR)));
}

/** The weekly-off days as people read them: '7 Days Open' when none, 'All days' for all, else 'Monday, Tuesday'. */
export function weeklyOffLabel(days: readonly WeeklyOffDay[], labels: { none: string; all: string }): string {
  if (days.length === 0) return labels.none;
  if (days.includes(ALL_DAYS)) return labels.all;
  return days.join(', ');
}

/** True when the shop is closed on `day` (listed, or 'all'). */
export function isWeeklyOffDay(days: readonly WeeklyOffDay[], day: Weekday): boolean {
  return days.includes(ALL_DAYS) || days.includes(day);
}

export interface Certificate {
  name: string;
  number: string;
}

/**
 * certifications: alternating name;number. A pair is kept only when both are present (spec
 * section 5); a trailing name without a number is dropped.
 */
export function decodeCertificates(raw: Raw): Certificate[] {
  const parts = rawText(raw).split(SEPARATOR);
  const out: Certificate[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const name = (parts[i] ?? '').trim();
    const number = (parts[i + 1] ?? '').trim();
    if (name !== '' && number !== '') out.push({ name, number });
  }
  return out;
}

/** Writes only complete pairs. */
export function encodeCertificates(certificates: readonly Certificate[]): string {
  return certificates
    .map((c) => ({ name: cleanItem(c.name), number: cleanItem(c.number) }))
    .filter((c) => c.name !== '' && c.number !== '')
    .flatMap((c) => [c.name, c.number])
    .join(SEPARATOR);
}

// ---------------------------------------------------------------- booleans, numbers, delivery type

const TRUE_WORDS = new Set(['true', 'yes', 'enabled']);
const FALSE_WORDS = new Set(['false', 'no', 'disabled']);

/** true for boolean true or 'true'/'yes'/'enabled' (any case); everything else, missing included, is false. */
export function decodeBoolean(raw: Raw): boolean {
  if (typeof raw === 'boolean') return raw;
  return TRUE_WORDS.has(rawText(raw).toLowerCase());
}

/** Whether a stored value is a boolean word (true/yes/enabled/false/no/disabled) or a boolean. */
export function isBooleanWord(raw: Raw): boolean {
  if (typeof raw === 'boolean') return true;
  const t = rawText(raw).toLowerCase();
  return TRUE_WORDS.has(t) || FALSE_WORDS.has(t);
}

/** 'true' or 'false'; a missing boolean attribute is written 'false'. */
export const encodeBoolean = (value: boolean): 'true' | 'false' => (value ? 'true' : 'false');

/** A number, or null when empty or not a finite number. */
export function decodeNumber(raw: Raw): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  const text = rawText(raw);
  if (text === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export const encodeNumber = (value: number | null): string => (value === null || !Number.isFinite(value) ? '' : String(value));

/** The product delivery options, in the editor's order (Self Pickup, Home Delivery, Both). */
export const PRODUCT_DELIVERY_TYPES = ['selfPickup', 'homeDelivery', 'both'] as const;
export type ProductDeliveryType = (typeof PRODUCT_DELIVERY_TYPES)[number];

const DELIVERY_TYPE_BY_KEY: Readonly<Record<string, ProductDeliveryType>> = {
  both: 'both',
  selfpickup: 'selfPickup',
  pickup: 'selfPickup',
  homedelivery: 'homeDelivery',
  delivery: 'homeDelivery',
};

/**
 * productDeliveryType: 'both' or other text. Read by letters only, any case, so 'Self Pickup',
 * 'self_pickup' and 'selfPickup' are one value; unknown text and '' are null (no option chosen).
 */
export function decodeProductDeliveryType(raw: Raw): ProductDeliveryType | null {
  const key = rawText(raw)
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();
  return DELIVERY_TYPE_BY_KEY[key] ?? null;
}

export const encodeProductDeliveryType = (value: ProductDeliveryType | null): string => value ?? '';

/**
 * A stored value read loosely, as spec section 3 says: values that look like JSON ({…} or […]) or
 * numbers are parsed, everything else stays text. Invalid JSON falls back to the text itself.
 */
export function parseAttributeValue(raw: Raw): Decoded<unknown> {
  if (typeof raw !== 'string') return ok(raw ?? null);
  const text = raw.trim();
  if (text.startsWith('{') || text.startsWith('[')) {
    const parsed = parseJson(text);
    return 'error' in parsed ? fallback(raw, parsed.error) : ok(parsed.empty ? raw : parsed.value);
  }
  const n = decodeNumber(text);
  return ok(n ?? raw);
}
