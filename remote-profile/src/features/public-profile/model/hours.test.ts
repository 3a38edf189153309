import { describe, expect, it } from 'vitest';
import { businessHoursTable, weekdayInIndia } from './hours';

// Tuesday 24 Nov 2026, 20:00 UTC = Wednesday 25 Nov, 01:30 in India.
const LATE_TUESDAY_UTC = new Date('2026-11-24T20:00:00Z');
const MONDAY = new Date('2026-11-23T06:00:00Z');

const demo = { shopTiming: '{"start":"09:00","end":"21:00"}', offHours: '{"start":"13:00","end":"14:00"}', weeklyOffDay: 'Tuesday' };

describe('business hours table', () => {
  it('Sunday to Saturday, today (in India) highlighted', () => {
    const rows = businessHoursTable(demo, LATE_TUESDAY_UTC);
    expect(rows.map((r) => r.day)).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(rows.filter((r) => r.isToday).map((r) => r.day)).toEqual(['Wednesday']);
    expect(weekdayInIndia(MONDAY)).toBe('Monday');
  });

  it("weekly off days show 'Closed'; others opening–closing in 12-hour format with the break line", () => {
    const rows = businessHoursTable(demo, MONDAY);
    expect(rows[2]).toEqual({ day: 'Tuesday', isToday: false, status: 'closed', text: 'Closed', breakLine: null });
    expect(rows[1]).toEqual({ day: 'Monday', isToday: true, status: 'open', text: '9:00 AM - 9:00 PM', breakLine: 'Break: 1:00 PM - 2:00 PM' });
  });

  it('no break line without a lunch break; the break end defaults to start + 1 hour', () => {
    expect(businessHoursTable({ ...demo, offHours: null }, MONDAY)[0]?.breakLine).toBeNull();
    expect(businessHoursTable({ ...demo, offHours: '{"start":"12:30"}' }, MONDAY)[0]?.breakLine).toBe('Break: 12:30 PM - 1:30 PM');
  });

  it("'Not Available' without shop timing (off days still 'Closed')", () => {
    const rows = businessHoursTable({ shopTiming: null, offHours: null, weeklyOffDay: 'Sunday' }, MONDAY);
    expect(rows.map((r) => r.text)).toEqual(['Closed', 'Not Available', 'Not Available', 'Not Available', 'Not Available', 'Not Available', 'Not Available']);
    expect(businessHoursTable({ ...demo, shopTiming: '{broken' }, MONDAY)[0]?.text).toBe('Not Available');
    expect(businessHoursTable({ ...demo, shopTiming: '{"start":"09:00"}' }, MONDAY)[0]?.text).toBe('Not Available');
  });

  it("'all' closes every day", () => {
    expect(businessHoursTable({ ...demo, weeklyOffDay: 'all' }, MONDAY).every((r) => r.text === 'Closed')).toBe(true);
  });
});
