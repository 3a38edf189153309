import { describe, expect, it } from 'vitest';
import { describeHoliday, describeOpenState, formatDateRange } from './describe.js';
import { type ShopHoursSettings, shopOpenState } from './open-state.js';

const ist = (local: string): Date => new Date(`${local}:00+05:30`);
const SHOP: ShopHoursSettings = {
  status: 'Approved',
  shopTiming: { start: '09:00', end: '21:00' },
  offHours: { start: '13:00', end: '14:00' },
  weeklyOffDays: ['Tuesday'],
  holidays: [],
};
const line = (s: ShopHoursSettings, at: string) => describeOpenState(shopOpenState(s, ist(at)), ist(at));

describe('the open-now line in English (the issue texts)', () => {
  it('open, closed, on break', () => {
    expect(line(SHOP, '2026-11-12T15:00')).toBe('Open now · closes 9:00 PM');
    expect(line(SHOP, '2026-11-12T22:00')).toBe('Closed · opens tomorrow 9:00 AM');
    expect(line(SHOP, '2026-11-12T07:00')).toBe('Closed · opens 9:00 AM');
    expect(line(SHOP, '2026-11-12T13:15')).toBe('On break · back at 2:00 PM');
    // Monday night: Tuesday off, opens Wednesday.
    expect(line(SHOP, '2026-11-16T22:00')).toBe('Closed · opens Wed 9:00 AM');
  });
  it('offline until', () => {
    const off = (until: string) => ({ ...SHOP, status: 'OutOfStation', offlineUntil: ist(until).toISOString() });
    expect(line(off('2026-11-12T18:00'), '2026-11-12T10:00')).toBe('Offline until 6:00 PM');
    expect(line(off('2026-11-13T09:00'), '2026-11-12T22:00')).toBe('Offline until tomorrow 9:00 AM');
    expect(line(off('2026-11-30T09:00'), '2026-11-12T22:00')).toBe('Offline until 30 Nov 9:00 AM');
    expect(line({ ...SHOP, status: 'OutOfStation' }, '2026-11-12T10:00')).toBe('Offline');
  });
  it('holidays: a range, a day, with and without a reason', () => {
    const s = { ...SHOP, holidays: [{ from: '2026-11-12', to: '2026-11-14', reason: 'Diwali' }] };
    expect(line(s, '2026-11-12T10:00')).toBe('Closed 12–14 Nov · Diwali');
    expect(describeHoliday({ from: '2026-11-12', to: '2026-11-12', reason: '' })).toBe('Closed 12 Nov');
    expect(formatDateRange('2026-11-30', '2026-12-02')).toBe('30 Nov – 2 Dec');
  });
  it('open around the clock', () => {
    const always = { ...SHOP, shopTiming: { start: '00:00', end: '23:59' }, offHours: { start: '', end: '' }, weeklyOffDays: [] };
    expect(line(always, '2026-11-12T03:00')).toBe('Open now');
  });
});
