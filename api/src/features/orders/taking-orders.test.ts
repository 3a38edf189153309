import type { ShopOpenState } from '@vd/contract/rules';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { hoursIgnored, refuseUnlessTakingOrders } from './service.js';

const now = new Date('2026-11-15T05:30:00.000Z');
const opensAt = new Date('2026-11-16T02:30:00.000Z');
const holiday = { from: '2026-11-15', to: '2026-11-15', reason: 'Diwali' };

const codeOf = (fn: () => void): string | null => {
  try {
    fn();
    return null;
  } catch (err) {
    if (err instanceof AppError) return `${err.statusCode} ${err.code}`;
    throw err;
  }
};

describe('hoursIgnored', () => {
  it('in demo mode: what the body says; absent is false', () => {
    expect(hoursIgnored({}, true)).toBe(false);
    expect(hoursIgnored({ ignoreHours: true }, true)).toBe(true);
    expect(hoursIgnored({ ignoreHours: false }, true)).toBe(false);
  });

  it('outside demo mode: absent is false; the field, whatever its value, is 400 DEMO_MODE_ONLY', () => {
    expect(hoursIgnored({}, false)).toBe(false);
    expect(codeOf(() => hoursIgnored({ ignoreHours: true }, false))).toBe('400 DEMO_MODE_ONLY');
    expect(codeOf(() => hoursIgnored({ ignoreHours: false }, false))).toBe('400 DEMO_MODE_ONLY');
  });
});

describe('refuseUnlessTakingOrders', () => {
  const states: [string, ShopOpenState, without: string | null, withIgnore: string | null][] = [
    ['open', { kind: 'open', closesAt: null }, null, null],
    ['outside the hours or on a weekly off day', { kind: 'closed', opensAt, holiday: null }, '409 SHOP_CLOSED', null],
    ['in the lunch break', { kind: 'break', opensAt }, '409 SHOP_CLOSED', null],
    ['on a holiday', { kind: 'closed', opensAt, holiday }, '409 SHOP_ON_HOLIDAY', '409 SHOP_ON_HOLIDAY'],
    ['switched offline', { kind: 'offline', until: null, opensAt: null }, '409 SHOP_OFFLINE', '409 SHOP_OFFLINE'],
  ];
  for (const [what, state, without, withIgnore] of states) {
    it(`${what}: ${without ?? 'taken'}; with ignoreHours: ${withIgnore ?? 'taken'}`, () => {
      expect(codeOf(() => refuseUnlessTakingOrders(state, now, false))).toBe(without);
      expect(codeOf(() => refuseUnlessTakingOrders(state, now, true))).toBe(withIgnore);
    });
  }
});
