/**
 * The open-now line in words, in the page's language and India's formats: 'Open now · closes
 * 9:00 PM', 'Closed · opens tomorrow 9:00 AM', 'On break · back at 2:00 PM', 'Offline until 6:00 PM',
 * 'Closed 12–14 Nov · Diwali'. English times are the spec's '9:00 PM'; Hindi and Tamil use Intl's
 * clock of the language. Days are counted in India time.
 */
import { DEFAULT_LOCALE, getLocale, intlLocale } from '../../i18n/locale.js';
import { formatMessage } from '../../i18n/messages.js';
import { formatTime12h, minutesToTime } from '../vendor-attributes/codecs.js';
import { SHOP_HOURS_MESSAGES as M } from './messages.js';
import { type Holiday, INDIA_OFFSET_MINUTES, type ShopOpenState, indiaDate } from './open-state.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const english = (): boolean => getLocale() === DEFAULT_LOCALE;
const DAY_MS = 86_400_000;

/** India wall-clock 'HH:MM' of an instant. */
const indiaClock = (at: Date): string => {
  const m = Math.floor(at.getTime() / 60_000) + INDIA_OFFSET_MINUTES;
  return minutesToTime(((m % 1440) + 1440) % 1440);
};

/** '9:00 PM' (English) or the language's clock ('रात 9:00'), India time. */
export function formatShopTime(at: Date): string {
  const hhmm = indiaClock(at);
  if (english()) return formatTime12h(hhmm);
  const [h, m] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(intlLocale(), { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, h ?? 0, m ?? 0),
  );
}

const utcOf = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** '12 Nov' of an India date 'YYYY-MM-DD'. */
export function formatShopDate(date: string): string {
  const d = new Date(utcOf(date));
  if (english()) return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
  return new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(d);
}

/** '12 Nov', '12–14 Nov', '30 Nov – 2 Dec' (English); Intl's range in Hindi and Tamil. */
export function formatDateRange(from: string, to: string): string {
  if (from >= to) return formatShopDate(from);
  const a = new Date(utcOf(from));
  const b = new Date(utcOf(to));
  if (english()) {
    return a.getUTCMonth() === b.getUTCMonth() && a.getUTCFullYear() === b.getUTCFullYear()
      ? `${a.getUTCDate()}–${b.getUTCDate()} ${MONTHS[b.getUTCMonth()]}`
      : `${formatShopDate(from)} – ${formatShopDate(to)}`;
  }
  const f = new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return typeof f.formatRange === 'function' ? f.formatRange(a, b) : `${f.format(a)} – ${f.format(b)}`;
}

/** 'Closed 12–14 Nov · Diwali' (without a reason: 'Closed 12–14 Nov'). */
export function describeHoliday(holiday: Holiday): string {
  const dates = formatDateRange(holiday.from, holiday.to);
  const reason = holiday.reason?.trim();
  return reason ? formatMessage(M.holidayReason, { dates, reason }) : formatMessage(M.holiday, { dates });
}

type When = { kind: 'today' } | { kind: 'tomorrow' } | { kind: 'on'; day: string };

/** Today, tomorrow, a weekday within the week ('Thu'), or a date ('12 Nov'), in India's calendar. */
function whenOf(at: Date, now: Date): When {
  const days = Math.round((utcOf(indiaDate(at)) - utcOf(indiaDate(now))) / DAY_MS);
  if (days <= 0) return { kind: 'today' };
  if (days === 1) return { kind: 'tomorrow' };
  const date = indiaDate(at);
  if (days < 7) {
    const locale = english() ? 'en-IN' : intlLocale();
    return { kind: 'on', day: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(utcOf(date))) };
  }
  return { kind: 'on', day: formatShopDate(date) };
}

/** The open-now line of a state, in the page's language. */
export function describeOpenState(state: ShopOpenState, now: Date): string {
  switch (state.kind) {
    case 'open': {
      if (!state.closesAt) return M.openAlways;
      const when = whenOf(state.closesAt, now);
      const time = formatShopTime(state.closesAt);
      // Closing after midnight: name the day.
      if (when.kind === 'today') return formatMessage(M.openUntil, { time });
      if (when.kind === 'tomorrow') return formatMessage(M.openUntilTomorrow, { time });
      return formatMessage(M.openUntilOn, { day: when.day, time });
    }
    case 'break':
      return formatMessage(M.onBreak, { time: formatShopTime(state.opensAt) });
    case 'closed': {
      if (state.holiday) return describeHoliday(state.holiday);
      return describeOpening(state.opensAt, now);
    }
    case 'offline': {
      if (!state.until) return M.offline;
      const when = whenOf(state.until, now);
      const time = formatShopTime(state.until);
      if (when.kind === 'today') return formatMessage(M.offlineUntil, { time });
      if (when.kind === 'tomorrow') return formatMessage(M.offlineUntilTomorrow, { time });
      return formatMessage(M.offlineUntilOn, { day: when.day, time });
    }
  }
}

/** 'Closed · opens 5:00 PM', 'Closed · opens tomorrow 9:00 AM', 'Closed · opens Thu 9:00 AM', 'Closed'. */
export function describeOpening(opensAt: Date | null, now: Date): string {
  if (!opensAt) return M.closed;
  const when = whenOf(opensAt, now);
  const time = formatShopTime(opensAt);
  if (when.kind === 'today') return formatMessage(M.opensToday, { time });
  if (when.kind === 'tomorrow') return formatMessage(M.opensTomorrow, { time });
  return formatMessage(M.opensOn, { day: when.day, time });
}
