/**
 * The Business Hours tab (spec section 2): Sunday to Saturday, today highlighted, weekly off days
 * 'Closed', otherwise opening–closing in 12-hour format with the break line; 'Not Available'
 * without shop timing. Read with the vendor attribute codecs of @vd/contract/rules.
 */
import { formatMessage } from '@vd/shared/i18n';
import { formatTimeOfDay, INDIA_TIME_ZONE } from '@vd/shared/format';
import { DEFAULT_LOCALE, getLocale, intlLocale } from '@vd/shared/i18n';
import { type Weekday, decodeOffHours, decodeShopTiming, decodeWeeklyOffDays, formatTime12h, isWeeklyOffDay } from '@vd/contract/rules';
import { PUBLIC_PROFILE_MESSAGES as M } from '../messages';

/** The table's order. */
export const WEEK_FROM_SUNDAY: readonly Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface HoursRow {
  day: Weekday;
  isToday: boolean;
  status: 'open' | 'closed' | 'notAvailable';
  /** '9:00 AM - 9:00 PM', 'Closed' or 'Not Available'. */
  text: string;
  /** 'Break: 1:00 PM - 2:00 PM' on open days with a lunch break, else null. */
  breakLine: string | null;
}

export interface HoursAttributes {
  shopTiming: string | null;
  offHours: string | null;
  weeklyOffDay: string | null;
}

/** A day's name in the page's language ('Monday', 'सोमवार', 'திங்கள்'); `day` stays the data value. */
export function weekdayName(day: Weekday): string {
  // 7 January 2024 was a Sunday.
  const index = WEEK_FROM_SUNDAY.indexOf(day);
  return new Intl.DateTimeFormat(intlLocale(), { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 7 + index));
}

/** A time of the table: '9:00 AM' in English (spec), else Intl's clock of the page's language. */
const clock = (value: string): string => (getLocale() === DEFAULT_LOCALE ? formatTime12h(value) : formatTimeOfDay(value));

/** The weekday in India at `now`. */
export function weekdayInIndia(now: Date): Weekday {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: INDIA_TIME_ZONE, weekday: 'long' }).format(now);
  return WEEK_FROM_SUNDAY.find((d) => d === name) ?? 'Sunday';
}

/**
 * Seven rows. A weekly off day is 'Closed' even when no shop timing is set; any other day without
 * both opening and closing time is 'Not Available'.
 */
export function businessHoursTable(attrs: HoursAttributes, now: Date): HoursRow[] {
  const timing = decodeShopTiming(attrs.shopTiming).value;
  const lunch = decodeOffHours(attrs.offHours).value;
  const offDays = decodeWeeklyOffDays(attrs.weeklyOffDay);
  const today = weekdayInIndia(now);
  const hasTiming = timing.start !== '' && timing.end !== '';
  const text = formatMessage(M.hoursRange, { opening: clock(timing.start), closing: clock(timing.end) });
  const breakLine = lunch.start !== '' ? formatMessage(M.breakLine, { start: clock(lunch.start), end: clock(lunch.end) }) : null;
  return WEEK_FROM_SUNDAY.map((day) => {
    const isToday = day === today;
    if (isWeeklyOffDay(offDays, day)) return { day, isToday, status: 'closed', text: M.closed, breakLine: null };
    if (!hasTiming) return { day, isToday, status: 'notAvailable', text: M.notAvailable, breakLine: null };
    return { day, isToday, status: 'open', text, breakLine };
  });
}
