/**
 * Open now, from the hours: one pure function of (settings, now) that the API (customer
 * orders, the vendor record) and the screens (hub, header, public profile) all use.
 *
 * A shop is open when it is live (Approved, or OutOfStation whose offline-until time has passed),
 * within its opening hours, outside its lunch break, not on a weekly off day and not on a holiday,
 * in India time. India has kept one offset, UTC+5:30, with no daylight saving since 1945: the rule
 * works in that offset, with no time-zone data. A shop with no hours (or half-set ones) is open all
 * day when live. Closing at 23:59 means open to midnight (the pickers cannot say 24:00), so a shop
 * open 00:00-23:59 every day never closes.
 */
import {
  type TimeRange,
  type WeeklyOffDay,
  ALL_DAYS,
  WEEKDAYS,
  decodeOffHours,
  decodeShopTiming,
  decodeWeeklyOffDays,
  timeToMinutes,
} from '../vendor-attributes/codecs.js';
import { VENDOR_ATTR } from '../vendor-attributes/names.js';
import { SHOP_STATUS } from '../profile.js';

/** India's offset from UTC in minutes (Asia/Kolkata, no daylight saving). */
export const INDIA_OFFSET_MINUTES = 330;
const MINUTE = 60_000;
const DAY_MINUTES = 1440;

/** A holiday: India dates 'YYYY-MM-DD', `to` on or after `from` (one day: both the same). */
export interface Holiday {
  id?: string;
  from: string;
  to: string;
  reason?: string | null;
}

export interface ShopHoursSettings {
  /** The vendor status as stored (Approved, OutOfStation, Pending, …). */
  status: string;
  /** ISO instant an OutOfStation shop goes live again by itself; null: until switched back. */
  offlineUntil?: string | null;
  shopTiming: TimeRange;
  offHours: TimeRange;
  weeklyOffDays: readonly WeeklyOffDay[];
  holidays: readonly Holiday[];
}

export type ShopOpenState =
  /** Open; `closesAt` null when it does not close within the coming two weeks (open around the clock). */
  | { kind: 'open'; closesAt: Date | null }
  /** Within today's hours, in the lunch break: back at `opensAt`. */
  | { kind: 'break'; opensAt: Date }
  /** Outside hours, a weekly off day or a holiday (`holiday` set); `opensAt` null: not within a year. */
  | { kind: 'closed'; opensAt: Date | null; holiday: Holiday | null }
  /** Switched offline; `until` the time it goes live again by itself (null: until switched back). */
  | { kind: 'offline'; until: Date | null; opensAt: Date | null };

const isoDate = (day: number): string => new Date(day * DAY_MINUTES * MINUTE).toISOString().slice(0, 10);
/** Minutes since 1970-01-01 00:00 India time. */
const localMinutes = (at: Date): number => Math.floor(at.getTime() / MINUTE) + INDIA_OFFSET_MINUTES;
const instant = (local: number): Date => new Date((local - INDIA_OFFSET_MINUTES) * MINUTE);

/** The India calendar date of an instant, 'YYYY-MM-DD'. */
export const indiaDate = (at: Date): string => isoDate(Math.floor(localMinutes(at) / DAY_MINUTES));

/** The holiday covering an India date, or null. */
export function holidayOn(holidays: readonly Holiday[], date: string): Holiday | null {
  return holidays.find((h) => h.from <= date && date <= h.to) ?? null;
}

/** Whether the stored offline-until time has passed: the shop is live again. */
export function offlineExpired(offlineUntil: string | null | undefined, now: Date): boolean {
  if (!offlineUntil) return false;
  const until = Date.parse(offlineUntil);
  return Number.isFinite(until) && until <= now.getTime();
}

/**
 * The status as it is now: an OutOfStation shop whose offline-until time has passed is Approved
 * (live) again, with no timer anywhere: every reader derives it from the stored time.
 */
export function effectiveShopStatus(status: string, offlineUntil: string | null | undefined, now: Date): string {
  return status === SHOP_STATUS.offline && offlineExpired(offlineUntil, now) ? SHOP_STATUS.live : status;
}

/** Opening intervals of one India day, in minutes of that day ([start, end), end ≤ 1440). */
function dayIntervals(settings: ShopHoursSettings, day: number): [number, number][] {
  const date = isoDate(day);
  if (holidayOn(settings.holidays, date)) return [];
  const off = settings.weeklyOffDays;
  // 1970-01-01 was a Thursday; WEEKDAYS starts on Monday.
  const weekday = WEEKDAYS[(((day + 3) % 7) + 7) % 7];
  if (off.includes(ALL_DAYS) || (weekday && off.includes(weekday))) return [];
  const open = timeToMinutes(settings.shopTiming.start);
  const rawClose = timeToMinutes(settings.shopTiming.end);
  if (open === null || rawClose === null || rawClose <= open) return [[0, DAY_MINUTES]];
  const close = rawClose === DAY_MINUTES - 1 ? DAY_MINUTES : rawClose;
  const bs = timeToMinutes(settings.offHours.start);
  const be = timeToMinutes(settings.offHours.end);
  if (bs === null || be === null || be <= bs || be <= open || bs >= close) return [[open, close]];
  return (
    [
      [open, Math.max(open, bs)],
      [Math.min(close, be), close],
    ] as [number, number][]
  ).filter(([s, e]) => e > s);
}

/** Merged opening intervals in local minutes from the start of `fromDay` for `days` days. */
function intervals(settings: ShopHoursSettings, fromDay: number, days: number): [number, number][] {
  const out: [number, number][] = [];
  for (let d = fromDay; d < fromDay + days; d++) {
    for (const [s, e] of dayIntervals(settings, d)) {
      const start = d * DAY_MINUTES + s;
      const end = d * DAY_MINUTES + e;
      const last = out[out.length - 1];
      if (last && last[1] === start) last[1] = end;
      else out.push([start, end]);
    }
  }
  return out;
}

/** How far ahead a closing time is looked for: further away, the shop is 'open around the clock'. */
const CLOSE_HORIZON_DAYS = 14;
/** How far ahead an opening is looked for (a long holiday, 'closed all week'). */
const OPEN_HORIZON_DAYS = 366;

/** The first opening at or after `from` by the hours alone (not the live status); null within a year. */
export function nextOpening(settings: ShopHoursSettings, from: Date): Date | null {
  const t = localMinutes(from);
  const day = Math.floor(t / DAY_MINUTES);
  for (const [s, e] of intervals(settings, day, OPEN_HORIZON_DAYS)) {
    if (e > t) return instant(Math.max(s, t));
  }
  return null;
}

/**
 * 'Until tomorrow morning': the next time the shop opens after its current opening ends (tomorrow
 * morning for a shop open now), by the hours; a shop open around the clock or without hours: tomorrow
 * at its opening time or the pickers' default 8:00 AM.
 */
export function nextOpeningAfterToday(settings: ShopHoursSettings, now: Date): Date {
  const t = localMinutes(now);
  const day = Math.floor(t / DAY_MINUTES);
  for (const [s] of intervals(settings, day, OPEN_HORIZON_DAYS)) {
    if (s > t && s >= (day + 1) * DAY_MINUTES) return instant(s);
  }
  const opening = timeToMinutes(settings.shopTiming.start) ?? 8 * 60;
  return instant((day + 1) * DAY_MINUTES + opening);
}

/** Open now, on break, closed or offline, with the times the screens say (all instants). */
export function shopOpenState(settings: ShopHoursSettings, now: Date): ShopOpenState {
  const status = effectiveShopStatus(settings.status, settings.offlineUntil, now);
  const t = localMinutes(now);
  const day = Math.floor(t / DAY_MINUTES);
  if (status !== SHOP_STATUS.live) {
    const until = status === SHOP_STATUS.offline && settings.offlineUntil ? new Date(settings.offlineUntil) : null;
    const valid = until && Number.isFinite(until.getTime()) ? until : null;
    return { kind: 'offline', until: valid, opensAt: valid ? nextOpening(settings, valid) : null };
  }
  const ahead = intervals(settings, day, CLOSE_HORIZON_DAYS);
  const current = ahead.find(([s, e]) => s <= t && t < e);
  if (current) {
    const horizon = (day + CLOSE_HORIZON_DAYS) * DAY_MINUTES;
    return { kind: 'open', closesAt: current[1] >= horizon ? null : instant(current[1]) };
  }
  const opensAt = nextOpening(settings, now);
  const holiday = holidayOn(settings.holidays, isoDate(day));
  if (!holiday && opensAt && localMinutes(opensAt) < (day + 1) * DAY_MINUTES) {
    // Reopens later today: in the break if today's hours started already and the break is now.
    const bs = timeToMinutes(settings.offHours.start);
    const be = timeToMinutes(settings.offHours.end);
    const m = t - day * DAY_MINUTES;
    if (bs !== null && be !== null && bs <= m && m < be) return { kind: 'break', opensAt };
  }
  return { kind: 'closed', opensAt, holiday };
}

/** Whether the shop takes orders now. */
export const isOpenNow = (settings: ShopHoursSettings, now: Date): boolean => shopOpenState(settings, now).kind === 'open';

/** name → stored attribute value (null when not set). */
type Lookup = (name: string) => string | null;

/**
 * The rule's settings from a vendor record as the browser holds it (GET vendor): its status,
 * offline-until and coming holidays, and the hours attributes read through `read`.
 */
export function shopHoursFromRecord(
  read: Lookup,
  vendor: { status: string; offlineUntil?: string | null; holidays?: readonly Holiday[] | null },
): ShopHoursSettings {
  return {
    status: vendor.status,
    offlineUntil: vendor.offlineUntil ?? null,
    shopTiming: decodeShopTiming(read(VENDOR_ATTR.shopTiming)).value,
    offHours: decodeOffHours(read(VENDOR_ATTR.offHours)).value,
    weeklyOffDays: decodeWeeklyOffDays(read(VENDOR_ATTR.weeklyOffDay)),
    holidays: vendor.holidays ?? [],
  };
}
