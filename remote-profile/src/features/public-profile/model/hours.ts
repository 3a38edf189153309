/**
 * The Business Hours tab (spec section 2): Sunday to Saturday, today highlighted, weekly off days
 * 'Closed', otherwise opening–closing in 12-hour format with the break line; 'Not Available'
 * without shop timing. Read with the vendor attribute codecs of @vd/shared/api-contract/rules.
 */
import { formatMessage, INDIA_TIME_ZONE } from '@vd/shared';
import { type Weekday, decodeOffHours, decodeShopTiming, decodeWeeklyOffDays, formatTime12h, isWeeklyOffDay } from '@vd/shared/api-contract/rules';
import { PUBLIC_PROFILE_MESSAGES as M } from './messages';

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
  const text = formatMessage(M.hoursRange, { opening: formatTime12h(timing.start), closing: formatTime12h(timing.end) });
  const breakLine = lunch.start !== '' ? formatMessage(M.breakLine, { start: formatTime12h(lunch.start), end: formatTime12h(lunch.end) }) : null;
  return WEEK_FROM_SUNDAY.map((day) => {
    const isToday = day === today;
    if (isWeeklyOffDay(offDays, day)) return { day, isToday, status: 'closed', text: M.closed, breakLine: null };
    if (!hasTiming) return { day, isToday, status: 'notAvailable', text: M.notAvailable, breakLine: null };
    return { day, isToday, status: 'open', text, breakLine };
  });
}
