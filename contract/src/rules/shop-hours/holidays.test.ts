import { describe, expect, it } from 'vitest';
import { checkOfflineUntil, isIsoInstant } from './holidays.js';
import { HOLIDAY_MESSAGES } from './messages.js';

describe('isIsoInstant', () => {
  it.each(['2026-12-05T10:00:00Z', '2026-12-05T10:00:00.000Z', '2026-12-05T10:00+05:30', '2026-12-05T10:00:00.123456-03:00', '2026-12-05T23:59:59+14:00'])(
    'accepts %s',
    (value) => expect(isIsoInstant(value)).toBe(true),
  );

  it.each([
    '2026-12-05T10:00:00',
    '2026-12-05T10:00',
    '2026-12-05',
    'Dec 5, 2026 10:00',
    '2026-12-05 10:00:00Z',
    '2026-12-05T10:00:00+0530',
    '2026-12-05T10:00:00+05',
    '2026-02-30T10:00:00Z',
    '2026-12-05T24:00:00Z',
    '2026-12-05T10:60:00Z',
    '2026-12-05T10:00:60Z',
    ' 2026-12-05T10:00:00Z',
    '',
    null,
  ])('refuses %j', (value) => expect(isIsoInstant(value)).toBe(false));
});

describe('checkOfflineUntil', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  it('wants an offset: the same wall time without one is not a time', () => {
    expect(checkOfflineUntil('2026-12-05T10:00:00+05:30', now)).toBeNull();
    expect(checkOfflineUntil('2026-12-05T10:00:00', now)).toBe(HOLIDAY_MESSAGES.offlineUntilInvalid);
    expect(checkOfflineUntil('Dec 5, 2026 10:00', now)).toBe(HOLIDAY_MESSAGES.offlineUntilInvalid);
  });
  it('after now and within 90 days', () => {
    expect(checkOfflineUntil('2026-12-01T10:00:00Z', now)).toBe(HOLIDAY_MESSAGES.offlineUntilPast);
    expect(checkOfflineUntil('2027-03-02T10:00:00Z', now)).toBe(HOLIDAY_MESSAGES.offlineUntilTooFar);
  });
});
