import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SLOT_INTERVAL,
  HOURLY_TIMES,
  SLOT_INTERVAL_OPTIONS,
  TIME_PICKER_DEFAULTS,
  generateSlots,
  inferSlotSource,
  slotsFor,
  slotsIfChanged,
} from './slots.js';

const noBreak = { start: '', end: '' };

describe('generateSlots', () => {
  it('hourly ranges from start to end', () => {
    expect(generateSlots('09:00', '12:00', 1)).toEqual(['09:00-10:00', '10:00-11:00', '11:00-12:00']);
  });

  it('by the interval in hours; a remainder shorter than the interval is left out', () => {
    expect(generateSlots('09:00', '17:00', 2)).toEqual(['09:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00']);
    expect(generateSlots('08:00', '17:00', 4)).toEqual(['08:00-12:00', '12:00-16:00']);
    expect(generateSlots('09:30', '12:30', 3)).toEqual(['09:30-12:30']);
  });

  it('leaves out slots overlapping a break', () => {
    expect(generateSlots('09:00', '16:00', 1, [{ start: '13:00', end: '14:00' }])).toEqual([
      '09:00-10:00',
      '10:00-11:00',
      '11:00-12:00',
      '12:00-13:00',
      '14:00-15:00',
      '15:00-16:00',
    ]);
    expect(generateSlots('09:00', '17:00', 2, [{ start: '13:00', end: '14:00' }])).toEqual(['09:00-11:00', '11:00-13:00', '15:00-17:00']);
  });

  it('gives nothing for unset or invalid hours, an end not after the start, or a bad interval', () => {
    expect(generateSlots('', '17:00', 1)).toEqual([]);
    expect(generateSlots('9:00', '17:00', 1)).toEqual([]);
    expect(generateSlots('17:00', '09:00', 1)).toEqual([]);
    expect(generateSlots('09:00', '09:00', 1)).toEqual([]);
    expect(generateSlots('09:00', '17:00', 0)).toEqual([]);
    expect(generateSlots('09:00', '17:00', Number.NaN)).toEqual([]);
  });
});

describe('slot sources', () => {
  const shopTiming = { start: '09:00', end: '21:00' };
  const offHours = { start: '13:00', end: '14:00' };

  it('business hours: shop timing minus the lunch break', () => {
    const slots = slotsFor({ mode: 'businessHours', shopTiming, offHours, custom: { start: '10:00', end: '12:00' }, intervalHours: 1 });
    expect(slots).toHaveLength(11);
    expect(slots).not.toContain('13:00-14:00');
    expect(slots[0]).toBe('09:00-10:00');
    expect(slots.at(-1)).toBe('20:00-21:00');
  });

  it('custom hours ignore shop timing and the break', () => {
    expect(slotsFor({ mode: 'customHours', shopTiming, offHours, custom: { start: '12:00', end: '15:00' }, intervalHours: 1 })).toEqual([
      '12:00-13:00',
      '13:00-14:00',
      '14:00-15:00',
    ]);
  });

  it('regenerates only if they differ: the same list object when equal', () => {
    const current = ['09:00-10:00', '10:00-11:00'];
    expect(slotsIfChanged(current, ['09:00-10:00', '10:00-11:00'])).toBe(current);
    const next = ['09:00-11:00'];
    expect(slotsIfChanged(current, next)).toBe(next);
  });

  it('recognises the demo vendor’s slots as business hours, hourly', () => {
    const stored = [
      '09:00-10:00',
      '10:00-11:00',
      '11:00-12:00',
      '12:00-13:00',
      '14:00-15:00',
      '15:00-16:00',
      '16:00-17:00',
      '17:00-18:00',
      '18:00-19:00',
      '19:00-20:00',
      '20:00-21:00',
    ];
    expect(inferSlotSource(stored, shopTiming, offHours)).toEqual({ mode: 'businessHours', custom: noBreak, intervalHours: 1 });
    expect(inferSlotSource(['09:00-11:00', '11:00-13:00', '15:00-17:00', '17:00-19:00', '19:00-21:00'], shopTiming, offHours).intervalHours).toBe(2);
  });

  it('reads other slots as custom hours from first start to last end, interval from the first slot', () => {
    expect(inferSlotSource(['10:00-12:00', '12:00-14:00'], shopTiming, offHours)).toEqual({
      mode: 'customHours',
      custom: { start: '10:00', end: '14:00' },
      intervalHours: 2,
    });
    expect(inferSlotSource(['10:00-10:30'], shopTiming, offHours).intervalHours).toBe(DEFAULT_SLOT_INTERVAL);
    expect(inferSlotSource([], shopTiming, offHours)).toEqual({ mode: 'businessHours', custom: noBreak, intervalHours: 1 });
  });
});

describe('constants (spec section 9)', () => {
  it('interval options 1-4 hours, default 1', () => {
    expect(SLOT_INTERVAL_OPTIONS).toEqual([1, 2, 3, 4]);
    expect(DEFAULT_SLOT_INTERVAL).toBe(1);
  });
  it('hourly pickers; defaults opening 8:00 AM, closing 5:00 PM, break 12:00 PM', () => {
    expect(HOURLY_TIMES).toHaveLength(24);
    expect(HOURLY_TIMES[0]).toBe('00:00');
    expect(HOURLY_TIMES[23]).toBe('23:00');
    expect(TIME_PICKER_DEFAULTS).toEqual({ opening: '08:00', closing: '17:00', breakStart: '12:00' });
  });
});
