/**
 * Dates and times formatted for India: '21 Nov 2026', '3:05 pm', '21 Nov 2026, 3:05 pm'.
 * Composed from numeric parts so the output is identical in every browser (ICU versions
 * disagree on 'Sep'/'Sept' and on the space before am/pm). Times are shown in India
 * Standard Time unless another IANA zone is passed. In Hindi and Tamil, Intl writes them in that
 * language ('23 नव॰ 2026', 'பிற்பகல் 3:05').
 */
import { DEFAULT_LOCALE, getLocale, intlLocale } from '@vd/contract/i18n';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export type DateInput = Date | string | number | null | undefined;

export interface DateFormatOptions {
  /** IANA time zone; default Asia/Kolkata. */
  timeZone?: string;
}

/** A valid Date from a Date, ISO string or epoch milliseconds; otherwise null. */
export function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const partsCache = new Map<string, Intl.DateTimeFormat>();

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function dateParts(date: Date, timeZone: string): DateParts {
  let format = partsCache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    partsCache.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
  };
}

const localCache = new Map<string, Intl.DateTimeFormat>();

/** Intl's format of the page's language (only used outside English). */
function localFormat(kind: 'date' | 'time', timeZone: string): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale}|${kind}|${timeZone}`;
  let format = localCache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      kind === 'date' ? { timeZone, day: 'numeric', month: 'short', year: 'numeric' } : { timeZone, hour: 'numeric', minute: '2-digit', dayPeriod: 'short' },
    );
    localCache.set(key, format);
  }
  return format;
}

const isEnglish = () => getLocale() === DEFAULT_LOCALE;

function clock12(hour: number, minute: number): string {
  if (!isEnglish()) return localFormat('time', 'UTC').format(Date.UTC(2000, 0, 1, hour, minute));
  const suffix = hour < 12 ? 'am' : 'pm';
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/** '21 Nov 2026'; '' for invalid input. */
export function formatDate(input: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(input);
  if (!date) return '';
  if (!isEnglish()) return localFormat('date', options.timeZone ?? INDIA_TIME_ZONE).format(date);
  const p = dateParts(date, options.timeZone ?? INDIA_TIME_ZONE);
  return `${p.day} ${MONTHS[p.month - 1] ?? ''} ${p.year}`;
}

/** '3:05 pm'; '' for invalid input. */
export function formatTime(input: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(input);
  if (!date) return '';
  const p = dateParts(date, options.timeZone ?? INDIA_TIME_ZONE);
  return clock12(p.hour, p.minute);
}

/** '21 Nov 2026, 3:05 pm'; '' for invalid input. */
export function formatDateTime(input: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(input);
  if (!date) return '';
  return `${formatDate(date, options)}, ${formatTime(date, options)}`;
}

/** Accepts only 'HH:MM' (two digits, colon, two digits, valid clock); otherwise null. */
export function parseTimeOfDay(value: unknown): { hour: number; minute: number } | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

/** '17:30' → '5:30 pm'; invalid time values are treated as empty (''). */
export function formatTimeOfDay(value: unknown): string {
  const time = parseTimeOfDay(value);
  return time ? clock12(time.hour, time.minute) : '';
}
