import { describe, expect, it } from 'vitest';
import { type ShopHoursSettings, effectiveShopStatus, indiaDate, isOpenNow, nextOpening, nextOpeningAfterToday, shopOpenState } from './open-state.js';

/** An instant from an India wall-clock time (UTC+5:30). */
const ist = (local: string): Date => new Date(`${local}:00+05:30`);

// 2026-11-12 is a Thursday.
const SHOP: ShopHoursSettings = {
  status: 'Approved',
  offlineUntil: null,
  shopTiming: { start: '09:00', end: '21:00' },
  offHours: { start: '13:00', end: '14:00' },
  weeklyOffDays: ['Tuesday'],
  holidays: [],
};

describe('shopOpenState: each boundary, India time, fixed clock', () => {
  it('the opening minute opens; the minute before is closed, opening today', () => {
    expect(shopOpenState(SHOP, ist('2026-11-12T08:59'))).toEqual({ kind: 'closed', opensAt: ist('2026-11-12T09:00'), holiday: null });
    expect(shopOpenState(SHOP, ist('2026-11-12T09:00'))).toEqual({ kind: 'open', closesAt: ist('2026-11-12T13:00') });
  });
  it('the closing minute closes; the minute before is open', () => {
    expect(shopOpenState(SHOP, ist('2026-11-12T20:59'))).toEqual({ kind: 'open', closesAt: ist('2026-11-12T21:00') });
    expect(shopOpenState(SHOP, ist('2026-11-12T21:00'))).toEqual({ kind: 'closed', opensAt: ist('2026-11-13T09:00'), holiday: null });
  });
  it('break start and end', () => {
    expect(shopOpenState(SHOP, ist('2026-11-12T12:59')).kind).toBe('open');
    expect(shopOpenState(SHOP, ist('2026-11-12T13:00'))).toEqual({ kind: 'break', opensAt: ist('2026-11-12T14:00') });
    expect(shopOpenState(SHOP, ist('2026-11-12T13:59'))).toEqual({ kind: 'break', opensAt: ist('2026-11-12T14:00') });
    expect(shopOpenState(SHOP, ist('2026-11-12T14:00'))).toEqual({ kind: 'open', closesAt: ist('2026-11-12T21:00') });
  });
  it('a weekly off day is closed all day and the next opening skips it', () => {
    // Monday evening: Tuesday is off, so it opens Wednesday.
    expect(shopOpenState(SHOP, ist('2026-11-16T22:00'))).toEqual({ kind: 'closed', opensAt: ist('2026-11-18T09:00'), holiday: null });
    expect(shopOpenState(SHOP, ist('2026-11-17T11:00'))).toEqual({ kind: 'closed', opensAt: ist('2026-11-18T09:00'), holiday: null });
    expect(isOpenNow({ ...SHOP, weeklyOffDays: ['all'] }, ist('2026-11-12T11:00'))).toBe(false);
    expect(shopOpenState({ ...SHOP, weeklyOffDays: ['all'] }, ist('2026-11-12T11:00'))).toEqual({ kind: 'closed', opensAt: null, holiday: null });
  });
  it('a holiday range: closed on its first and last day, open the day after', () => {
    const diwali = { from: '2026-11-12', to: '2026-11-14', reason: 'Diwali' };
    const s = { ...SHOP, holidays: [diwali] };
    expect(shopOpenState(s, ist('2026-11-11T20:59')).kind).toBe('open');
    expect(shopOpenState(s, ist('2026-11-12T00:00'))).toEqual({ kind: 'closed', opensAt: ist('2026-11-15T09:00'), holiday: diwali });
    expect(shopOpenState(s, ist('2026-11-14T12:00'))).toEqual({ kind: 'closed', opensAt: ist('2026-11-15T09:00'), holiday: diwali });
    expect(shopOpenState(s, ist('2026-11-15T09:00')).kind).toBe('open');
  });
  it('midnight: the India date decides, whatever the UTC date', () => {
    // 23:59 IST on the 16th (Monday) is 18:29 UTC the same day; 00:00 IST on the 17th is still the 16th in UTC.
    expect(indiaDate(ist('2026-11-17T00:00'))).toBe('2026-11-17');
    expect(indiaDate(new Date('2026-11-16T18:30:00Z'))).toBe('2026-11-17');
    const late = { ...SHOP, shopTiming: { start: '00:00', end: '23:59' }, offHours: { start: '', end: '' }, weeklyOffDays: [] as const };
    // Open around the clock: 23:59 closes at midnight only in name; it never closes.
    expect(shopOpenState(late, ist('2026-11-16T23:59'))).toEqual({ kind: 'open', closesAt: null });
    expect(shopOpenState(late, ist('2026-11-17T00:00'))).toEqual({ kind: 'open', closesAt: null });
    // …but with Tuesday off it closes at Monday midnight.
    const tuesdayOff = { ...late, weeklyOffDays: ['Tuesday'] as const };
    expect(shopOpenState(tuesdayOff, ist('2026-11-16T23:59'))).toEqual({ kind: 'open', closesAt: ist('2026-11-17T00:00') });
    expect(shopOpenState(tuesdayOff, ist('2026-11-17T00:00'))).toEqual({ kind: 'closed', opensAt: ist('2026-11-18T00:00'), holiday: null });
  });
  it('no hours set: open whenever live', () => {
    const none = { ...SHOP, shopTiming: { start: '', end: '' }, offHours: { start: '', end: '' }, weeklyOffDays: [] };
    expect(shopOpenState(none, ist('2026-11-12T03:00'))).toEqual({ kind: 'open', closesAt: null });
  });
  it('offline until a time in the future: offline, then opening at the first open time after it', () => {
    const s = { ...SHOP, status: 'OutOfStation', offlineUntil: ist('2026-11-12T18:00').toISOString() };
    expect(shopOpenState(s, ist('2026-11-12T17:59'))).toEqual({ kind: 'offline', until: ist('2026-11-12T18:00'), opensAt: ist('2026-11-12T18:00') });
    expect(isOpenNow(s, ist('2026-11-12T17:59'))).toBe(false);
  });
  it('offline until a time in the past: live again, by the hours', () => {
    const s = { ...SHOP, status: 'OutOfStation', offlineUntil: ist('2026-11-12T18:00').toISOString() };
    expect(shopOpenState(s, ist('2026-11-12T18:00'))).toEqual({ kind: 'open', closesAt: ist('2026-11-12T21:00') });
    expect(shopOpenState(s, ist('2026-11-12T22:00')).kind).toBe('closed');
    expect(effectiveShopStatus('OutOfStation', ist('2026-11-12T18:00').toISOString(), ist('2026-11-12T18:00'))).toBe('Approved');
    expect(effectiveShopStatus('OutOfStation', null, ist('2030-01-01T00:00'))).toBe('OutOfStation');
    expect(effectiveShopStatus('Pending', ist('2026-11-12T18:00').toISOString(), ist('2026-11-13T00:00'))).toBe('Pending');
  });
  it('offline until switched back: offline with no time', () => {
    expect(shopOpenState({ ...SHOP, status: 'OutOfStation' }, ist('2026-11-12T10:00'))).toEqual({ kind: 'offline', until: null, opensAt: null });
  });
});

describe('next openings', () => {
  it('nextOpening is now when open, else the next opening minute', () => {
    expect(nextOpening(SHOP, ist('2026-11-12T10:00'))).toEqual(ist('2026-11-12T10:00'));
    expect(nextOpening(SHOP, ist('2026-11-12T13:30'))).toEqual(ist('2026-11-12T14:00'));
  });
  it("'Until tomorrow morning' is tomorrow's opening (the day after a weekly off when tomorrow is off)", () => {
    expect(nextOpeningAfterToday(SHOP, ist('2026-11-12T10:00'))).toEqual(ist('2026-11-13T09:00'));
    expect(nextOpeningAfterToday(SHOP, ist('2026-11-16T10:00'))).toEqual(ist('2026-11-18T09:00'));
    const always = { ...SHOP, shopTiming: { start: '', end: '' }, offHours: { start: '', end: '' }, weeklyOffDays: [] };
    expect(nextOpeningAfterToday(always, ist('2026-11-12T10:00'))).toEqual(ist('2026-11-13T08:00'));
  });
});
