/**
 * Shop hours that run themselves: holidays, and the shop's open-now state
 * for other features (customer orders, the vendor record). The rule itself is the contract's
 * `shopOpenState(settings, now)`, the same function the screens use.
 */
import {
  HOLIDAY_LIMITS,
  type HolidayInput,
  type HolidayRecord,
  type ShopHoursSettings,
  VENDOR_ATTR,
  checkHoliday,
  decodeOffHours,
  decodeShopTiming,
  decodeWeeklyOffDays,
  indiaDate,
} from '@vd/contract';
import type { Database, Queryable } from '../../db/types.js';
import { badRequest, notFound } from '../../http/errors.js';
import { attributeValuesOf } from '../attributes/service.js';
import { lockVendor } from '../shop/service.js';
import * as store from './store.js';

/** The vendor's coming holidays (ending today or later, India date), soonest first. */
export function comingHolidays(q: Queryable, vendorId: string, now: Date): Promise<HolidayRecord[]> {
  return store.comingHolidays(q, vendorId, indiaDate(now));
}

/** POST vendor/holidays: checks the holiday (400 naming the problem), stores it, answers the coming ones. */
export async function addHoliday(db: Database, vendorId: string, input: HolidayInput, now: Date): Promise<HolidayRecord[]> {
  const problem = checkHoliday(input, now);
  if (problem) throw badRequest(problem.code, problem.message, { field: problem.field });
  const from = input.from.trim();
  const to = (input.to ?? '').trim() || from;
  const reason = (input.reason ?? '').trim() || null;
  return db.tx(async (q) => {
    await lockVendor(q, vendorId);
    const coming = await comingHolidays(q, vendorId, now);
    if (coming.length >= HOLIDAY_LIMITS.maxComing) {
      throw badRequest('INVALID_HOLIDAY', `A shop can hold at most ${HOLIDAY_LIMITS.maxComing} coming holidays.`, { field: 'from' });
    }
    await store.insertHoliday(q, vendorId, { from, to, reason }, now);
    return comingHolidays(q, vendorId, now);
  });
}

/** DELETE vendor/holidays/{id}: 404 HOLIDAY_NOT_FOUND for an unknown id or another vendor's. */
export async function removeHoliday(db: Database, vendorId: string, holidayId: string, now: Date): Promise<HolidayRecord[]> {
  if (!(await store.deleteHoliday(db, vendorId, holidayId))) throw notFound('HOLIDAY_NOT_FOUND', 'This holiday was not found.');
  return comingHolidays(db, vendorId, now);
}

/** What the open-now rule needs of a shop: its status and offline-until, hours, weekly off days, holidays. */
export async function shopHoursSettings(
  q: Queryable,
  shop: { id: string; status: string; offlineUntil: string | null },
  now: Date,
): Promise<ShopHoursSettings> {
  const [values, holidays] = await Promise.all([
    attributeValuesOf(q, shop.id, [VENDOR_ATTR.shopTiming, VENDOR_ATTR.offHours, VENDOR_ATTR.weeklyOffDay]),
    comingHolidays(q, shop.id, now),
  ]);
  return {
    status: shop.status,
    offlineUntil: shop.offlineUntil,
    shopTiming: decodeShopTiming(values.get(VENDOR_ATTR.shopTiming) ?? '').value,
    offHours: decodeOffHours(values.get(VENDOR_ATTR.offHours) ?? '').value,
    weeklyOffDays: decodeWeeklyOffDays(values.get(VENDOR_ATTR.weeklyOffDay) ?? ''),
    holidays,
  };
}
