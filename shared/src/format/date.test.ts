import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, formatTimeOfDay, parseTimeOfDay, toDate } from './date';

// 09:35 UTC = 15:05 IST
const SAMPLE = '2026-11-21T09:35:00Z';

describe('India date formatting', () => {
  it('formats date, time and both in IST', () => {
    expect(formatDate(SAMPLE)).toBe('21 Nov 2026');
    expect(formatTime(SAMPLE)).toBe('3:05 pm');
    expect(formatDateTime(SAMPLE)).toBe('21 Nov 2026, 3:05 pm');
  });

  it('handles midnight, noon and September consistently', () => {
    expect(formatDateTime('2026-09-01T18:30:00Z')).toBe('2 Sep 2026, 12:00 am');
    expect(formatTime('2026-09-01T06:30:00Z')).toBe('12:00 pm');
  });

  it('accepts Date and epoch input, other zones, and blanks invalid input', () => {
    const date = new Date(SAMPLE);
    expect(formatDateTime(date.getTime(), { timeZone: 'UTC' })).toBe('21 Nov 2026, 9:35 am');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(toDate('')).toBeNull();
  });
});

describe('time of day', () => {
  it('accepts only HH:MM', () => {
    expect(parseTimeOfDay('08:00')).toEqual({ hour: 8, minute: 0 });
    expect(parseTimeOfDay('8:00')).toBeNull();
    expect(parseTimeOfDay('25:00')).toBeNull();
    expect(parseTimeOfDay(800)).toBeNull();
  });

  it('formats in 12-hour clock', () => {
    expect(formatTimeOfDay('17:30')).toBe('5:30 pm');
    expect(formatTimeOfDay('00:05')).toBe('12:05 am');
    expect(formatTimeOfDay('12:00')).toBe('12:00 pm');
    expect(formatTimeOfDay('garbage')).toBe('');
  });
});
