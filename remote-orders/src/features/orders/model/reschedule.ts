/** Reschedule rules (spec section 4): date after today, default tomorrow, 'by {time} on {date}'. */
import { INDIA_TIME_ZONE } from '@vd/shared';

export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** Today's calendar day in India (the shop's time zone), whatever the device's zone. */
export function todayIn(now: Date, timeZone: string = INDIA_TIME_ZONE): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day') };
}

export function addDays(d: CalendarDay, days: number): CalendarDay {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

export const tomorrowOf = (today: CalendarDay): CalendarDay => addDays(today, 1);

export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export const sameDay = (a: CalendarDay, b: CalendarDay) => compareDays(a, b) === 0;

/** Spec: days up to and including today are disabled. */
export function isSelectableDay(day: CalendarDay, today: CalendarDay): boolean {
  return compareDays(day, today) > 0;
}

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Weekday of the first of the month, Monday = 0. */
export const firstWeekday = (year: number, month: number): number => (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;

/** Weeks of a month for a calendar grid (Monday first); null pads the first and last week. */
export function monthGrid(year: number, month: number): (CalendarDay | null)[][] {
  const cells: (CalendarDay | null)[] = Array.from({ length: firstWeekday(year, month) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push({ year, month, day });
  while (cells.length % 7) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const HHMM = /^(\d{2}):(\d{2})$/;

/** Spec: time pickers default closing from 5:00 PM. Used when shopTiming gives no valid end. */
export const DEFAULT_CLOSING = '17:00';

/**
 * The shop's closing time 'HH:MM' from the shopTiming attribute (JSON {start, end}). Times are
 * accepted only as two digits, colon, two digits; invalid JSON or times fall back to DEFAULT_CLOSING.
 */
export function closingTime(shopTiming: string | null | undefined): string {
  if (!shopTiming) return DEFAULT_CLOSING;
  try {
    const parsed: unknown = JSON.parse(shopTiming);
    const end = typeof parsed === 'object' && parsed !== null ? (parsed as { end?: unknown }).end : undefined;
    if (typeof end === 'string') {
      const m = HHMM.exec(end.trim());
      if (m && Number(m[1]) < 24 && Number(m[2]) < 60) return end.trim();
    }
  } catch {
    console.warn('[orders] shopTiming is not valid JSON; using the default closing time');
  }
  return DEFAULT_CLOSING;
}

/** '9:00 PM' from '21:00'. */
export function formatClock(hhmm: string): string {
  const m = HHMM.exec(hhmm) ?? HHMM.exec(DEFAULT_CLOSING)!;
  const h = Number(m[1]);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

/** '21 Nov 2025' */
export const formatDay = (d: CalendarDay): string => `${d.day} ${MONTHS[d.month - 1]} ${d.year}`;

/** The rewritten delivery time: 'by {time} on {date}', e.g. 'by 9:00 PM on 21 Nov 2025'. */
export function rescheduleText(shopTiming: string | null | undefined, day: CalendarDay): string {
  return `by ${formatClock(closingTime(shopTiming))} on ${formatDay(day)}`;
}
