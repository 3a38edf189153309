import { describe, expect, it } from 'vitest';
import type { ShopHoursSettings } from '@vd/contract/rules';
import { firstOfflineDate, offlineUntilFor } from './offline-until';

const ist = (local: string): Date => new Date(`${local}:00+05:30`);
const SHOP: ShopHoursSettings = {
  status: 'Approved',
  shopTiming: { start: '09:00', end: '21:00' },
  offHours: { start: '', end: '' },
  weeklyOffDays: ['Tuesday'],
  holidays: [],
};
const now = ist('2026-11-12T17:00');

describe('offline until: the time each choice means', () => {
  it('1 hour', () => expect(offlineUntilFor('hour', SHOP, now)).toBe(ist('2026-11-12T18:00').toISOString()));
  it('until tomorrow morning: the next opening time', () => {
    expect(offlineUntilFor('tomorrow', SHOP, now)).toBe(ist('2026-11-13T09:00').toISOString());
    // Monday: Tuesday is the weekly off day, so Wednesday morning.
    expect(offlineUntilFor('tomorrow', SHOP, ist('2026-11-16T17:00'))).toBe(ist('2026-11-18T09:00').toISOString());
  });
  it('until a date: that day at opening time; today or an invalid date is not a choice', () => {
    expect(offlineUntilFor('date', SHOP, now, '2026-11-20')).toBe(ist('2026-11-20T09:00').toISOString());
    expect(offlineUntilFor('date', SHOP, now, '2026-11-17')).toBe(ist('2026-11-17T08:00').toISOString());
    expect(offlineUntilFor('date', SHOP, now, '2026-11-12')).toBeNull();
    expect(offlineUntilFor('date', SHOP, now, '')).toBeNull();
    expect(firstOfflineDate(now)).toBe('2026-11-13');
  });
  it('until I switch it back: no time', () => expect(offlineUntilFor('manual', SHOP, now)).toBeUndefined());
});
