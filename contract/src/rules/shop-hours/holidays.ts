/**
 * Holidays and offline-until: the checks the business-details screen and the API both
 * apply, with the same texts. Dates are India dates 'YYYY-MM-DD'.
 */
import { HOLIDAY_MESSAGES } from './messages.js';
import { type Holiday, indiaDate } from './open-state.js';

export const HOLIDAY_LIMITS = {
  /** Longest holiday, in days (longer: switch the shop offline). */
  maxDays: 60,
  /** How far ahead a holiday may start, in days. */
  maxDaysAhead: 366,
  reasonMaxLength: 60,
  /** Coming holidays a shop may hold. */
  maxComing: 30,
  /** How far ahead 'Offline until' may go, in days. */
  offlineMaxDays: 90,
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === value;
}

export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export type HolidayField = 'from' | 'to' | 'reason';
export type HolidayProblem = { field: HolidayField; code: string; message: string };

/** The first problem of a new holiday (null: fine). `to` empty or missing: one day. */
export function checkHoliday(input: { from?: string | null; to?: string | null; reason?: string | null }, now: Date): HolidayProblem | null {
  const from = (input.from ?? '').trim();
  const to = (input.to ?? '').trim() || from;
  if (!isIsoDate(from)) return { field: 'from', code: 'INVALID_HOLIDAY', message: HOLIDAY_MESSAGES.dateRequired };
  if (!isIsoDate(to)) return { field: 'to', code: 'INVALID_HOLIDAY', message: HOLIDAY_MESSAGES.dateRequired };
  const today = indiaDate(now);
  if (from < today) return { field: 'from', code: 'HOLIDAY_IN_PAST', message: HOLIDAY_MESSAGES.inPast };
  if (to < from) return { field: 'to', code: 'HOLIDAY_ENDS_BEFORE_START', message: HOLIDAY_MESSAGES.endsBeforeStart };
  if (daysBetween(from, to) + 1 > HOLIDAY_LIMITS.maxDays) return { field: 'to', code: 'INVALID_HOLIDAY', message: HOLIDAY_MESSAGES.tooLong };
  if (daysBetween(today, from) > HOLIDAY_LIMITS.maxDaysAhead) return { field: 'from', code: 'INVALID_HOLIDAY', message: HOLIDAY_MESSAGES.tooFar };
  if ((input.reason ?? '').trim().length > HOLIDAY_LIMITS.reasonMaxLength)
    return { field: 'reason', code: 'INVALID_HOLIDAY', message: HOLIDAY_MESSAGES.reasonTooLong };
  return null;
}

/** The holidays not over yet (ending today or later), soonest first. */
export function comingHolidays<T extends Holiday>(holidays: readonly T[], now: Date): T[] {
  const today = indiaDate(now);
  return holidays.filter((h) => h.to >= today).sort((a, b) => (a.from === b.from ? a.to.localeCompare(b.to) : a.from.localeCompare(b.from)));
}

/** ISO 8601 date and time with its offset: 'YYYY-MM-DDTHH:mm', optional ':ss' and fraction, then 'Z' or '±hh:mm'. */
const INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * An instant written as ISO 8601 with its offset (Z or ±hh:mm), e.g. '2026-12-05T10:00:00+05:30',
 * with a real date and time. Text without an offset ('2026-12-05T10:00') names a different instant
 * in every time zone, and free text ('Dec 5, 2026 10:00') is read in the reader's zone by
 * Date.parse: neither is one.
 */
export function isIsoInstant(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = INSTANT.exec(value);
  if (!m || !isIsoDate(m[1])) return false;
  const [, , hour, minute, second = '0', offsetHours = '0', offsetMinutes = '0'] = m;
  return Number(hour) <= 23 && Number(minute) <= 59 && Number(second) <= 59 && Number(offsetHours) <= 23 && Number(offsetMinutes) <= 59;
}

/** An offline-until time: an ISO instant with its offset (isIsoInstant), after now, within 90 days. Answers the problem's text or null. */
export function checkOfflineUntil(value: string, now: Date): string | null {
  if (!isIsoInstant(value)) return HOLIDAY_MESSAGES.offlineUntilInvalid;
  const t = Date.parse(value);
  if (!Number.isFinite(t)) return HOLIDAY_MESSAGES.offlineUntilInvalid;
  if (t <= now.getTime()) return HOLIDAY_MESSAGES.offlineUntilPast;
  if (t - now.getTime() > HOLIDAY_LIMITS.offlineMaxDays * DAY_MS) return HOLIDAY_MESSAGES.offlineUntilTooFar;
  return null;
}
