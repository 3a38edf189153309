/** Reschedule rules (spec section 4): date after today, default tomorrow, 'by {time} on {date}'. */
import { INDIA_TIME_ZONE, parseTimeOfDay } from '@vd/shared/format';
import { DEFAULT_LOCALE, getLocale, intlLocale } from '@vd/shared/i18n';
import { t } from '../../../app/messages';

export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

// English names, written out so the stored delivery-time text (and the English screen) is the same
// in every browser (ICU versions disagree on 'Sep'/'Sept'). Hindi and Tamil come from Intl.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
/** The calendar's weekday heads in English, Monday first. */
const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

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

/** '9:00 PM' from '21:00' (the English of the stored delivery-time text). */
export function formatClock(hhmm: string): string {
  const m = HHMM.exec(hhmm) ?? HHMM.exec(DEFAULT_CLOSING)!;
  const h = Number(m[1]);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

/** '21 Nov 2025' (the English of the stored delivery-time text). */
export const formatDay = (d: CalendarDay): string => `${d.day} ${MONTHS[d.month - 1]} ${d.year}`;

/**
 * The rewritten delivery time as the order stores it: 'by {time} on {date}', e.g. 'by 9:00 PM on
 * 21 Nov 2025'. Always English: it is order data (the API, the seed and other readers share it);
 * the screen shows it in the page's language with `deliveryTimeLabel`.
 */
export function rescheduleText(shopTiming: string | null | undefined, day: CalendarDay): string {
  return `by ${formatClock(closingTime(shopTiming))} on ${formatDay(day)}`;
}

// What the screen shows: the page's language (English exactly as above).

const isEnglish = () => getLocale() === DEFAULT_LOCALE;
const utcDate = (d: CalendarDay) => Date.UTC(d.year, d.month - 1, d.day);
const intlCache = new Map<string, Intl.DateTimeFormat>();
function intl(kind: 'day' | 'month' | 'weekday' | 'weekdayLong' | 'clock'): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale}|${kind}`;
  let format = intlCache.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'day'
        ? { day: 'numeric', month: 'short', year: 'numeric' }
        : kind === 'month'
          ? { month: 'long', year: 'numeric' }
          : kind === 'clock'
            ? // 'रात 9:00', 'இரவு 9:00': the time of day in words, as said in the shop (not am/pm).
              { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }
            : { weekday: kind === 'weekday' ? 'narrow' : 'long' };
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    intlCache.set(key, format);
  }
  return format;
}

/** A calendar day as shown: '21 Nov 2025', '21 नव॰ 2025'. */
export const dayLabel = (d: CalendarDay): string => (isEnglish() ? formatDay(d) : intl('day').format(utcDate(d)));

/** The calendar's month title: 'November 2025', 'नवंबर 2025'. */
export function monthLabel(year: number, month: number): string {
  return isEnglish() ? `${MONTH_NAMES[month - 1]} ${year}` : intl('month').format(utcDate({ year, month, day: 1 }));
}

/** The calendar's weekday heads, Monday first: short text and its full name (for `abbr`). */
export function weekdayLabels(): { short: string; long: string }[] {
  // 1 Jan 2024 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    if (isEnglish()) return { short: WEEKDAYS[i]!, long: WEEKDAYS[i]! };
    const date = Date.UTC(2024, 0, 1 + i);
    return { short: intl('weekday').format(date), long: intl('weekdayLong').format(date) };
  });
}

/** A closing time as shown: '9:00 PM' in English, 'रात 9:00' / 'இரவு 9:00' in Hindi and Tamil. */
function clockLabel(hhmm: string): string {
  const time = parseTimeOfDay(hhmm);
  if (isEnglish() || !time) return formatClock(hhmm);
  return intl('clock').format(Date.UTC(2000, 0, 1, time.hour, time.minute));
}

/** The new delivery time the dialog shows (the text `rescheduleText` stores, in the page's language). */
export function rescheduleLabel(shopTiming: string | null | undefined, day: CalendarDay): string {
  return t('deliveryBy', { time: clockLabel(closingTime(shopTiming)), date: dayLabel(day) });
}

const STORED = /^by (\d{1,2}):(\d{2}) (AM|PM) on (\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/;

/** The parts of a stored delivery-time text 'by 9:00 PM on 21 Nov 2025', or null for any other text. */
export function parseDeliveryTime(text: string): { time: string; day: CalendarDay } | null {
  const m = STORED.exec(text.trim());
  if (!m) return null;
  const [, h, min, half, d, mon, y] = m as unknown as [string, string, string, string, string, string, string];
  const hour12 = Number(h);
  const month = MONTHS.indexOf(mon as (typeof MONTHS)[number]) + 1;
  const day = Number(d);
  if (hour12 < 1 || hour12 > 12 || Number(min) > 59 || month === 0 || day < 1 || day > daysInMonth(Number(y), month)) return null;
  const hour = (hour12 % 12) + (half === 'PM' ? 12 : 0);
  return { time: `${String(hour).padStart(2, '0')}:${min}`, day: { year: Number(y), month, day } };
}

/**
 * An order's delivery time as shown: in English the stored text as it is; in Hindi and Tamil the
 * stored 'by {time} on {date}' in that language (any other text as it is: it is data).
 */
export function deliveryTimeLabel(text: string): string {
  if (isEnglish()) return text;
  const parsed = parseDeliveryTime(text);
  return parsed ? t('deliveryBy', { time: clockLabel(parsed.time), date: dayLabel(parsed.day) }) : text;
}
