import { describe, expect, it } from 'vitest';
import { indiaDayKey, indiaDayNumber, indiaDayStart } from './india-day.js';
import { summarise, summaryWindowStart, type SummaryInput } from './summary.js';

/** An instant given as India wall-clock time. */
const ist = (isoLocal: string): Date => new Date(`${isoLocal}+05:30`);

const day = (at: Date) => indiaDayNumber(at);
const placed = (...at: Date[]) => at.map((a) => ({ day: day(a), count: 1 }));
const paid = (at: Date, rupees: number) => ({ kind: 'paid' as const, day: day(at), count: 1, rupees });

const empty: SummaryInput = { placed: [], stamps: [], pending: 0, unpaid: { count: 0, rupees: 0 }, outOfStock: 0 };

describe('India days', () => {
  it('23:59 IST is still the day; 00:01 IST is the next, whatever UTC says', () => {
    expect(indiaDayKey(indiaDayNumber(ist('2026-11-24T23:59:00')))).toBe('2026-11-24');
    expect(indiaDayKey(indiaDayNumber(ist('2026-11-25T00:01:00')))).toBe('2026-11-25');
    // 00:01 IST on the 25th is 18:31 UTC on the 24th
    expect(ist('2026-11-25T00:01:00').toISOString()).toBe('2026-11-24T18:31:00.000Z');
    expect(indiaDayStart(indiaDayNumber(ist('2026-11-25T13:00:00'))).toISOString()).toBe('2026-11-24T18:30:00.000Z');
  });
  it('the window starts at 00:00 IST six days back', () => {
    expect(summaryWindowStart(ist('2026-11-25T00:01:00')).toISOString()).toBe('2026-11-18T18:30:00.000Z');
  });
});

describe('summarise', () => {
  it('counts today by India day at 23:59 and 00:01 IST', () => {
    const input: SummaryInput = {
      ...empty,
      placed: placed(ist('2026-11-24T23:59:00'), ist('2026-11-25T00:01:00')),
      stamps: [
        paid(ist('2026-11-24T23:59:30'), 100),
        paid(ist('2026-11-25T00:01:00'), 50.25),
        { kind: 'delivered', day: day(ist('2026-11-25T00:00:00')), count: 1, rupees: 50.25 },
      ],
    };
    const late = summarise(input, ist('2026-11-24T23:59:59'));
    expect(late.day).toBe('2026-11-24');
    expect(late.today).toMatchObject({ received: 1, delivered: 0, paidRupees: 100, paidCount: 1 });
    const early = summarise(input, ist('2026-11-25T00:01:30'));
    expect(early.day).toBe('2026-11-25');
    expect(early.today).toMatchObject({ received: 1, delivered: 1, paidRupees: 50.25, paidCount: 1 });
    expect(early.days.at(-2)).toEqual({ day: '2026-11-24', orders: 1, rupees: 100 });
  });
  it('seven days oldest first; older and future rows left out; rupees exact to the paisa', () => {
    const now = ist('2026-11-25T12:00:00');
    const s = summarise(
      {
        ...empty,
        placed: [
          ...placed(ist('2026-11-18T23:59:00')), // before the window
          ...placed(ist('2026-11-19T00:00:00')),
          { day: day(ist('2026-11-22T10:00:00')), count: 2 },
          ...placed(ist('2026-11-26T00:00:00')), // tomorrow
        ],
        stamps: [paid(ist('2026-11-25T09:00:00'), 0.1), paid(ist('2026-11-25T10:00:00'), 0.2)],
        pending: 3,
        unpaid: { count: 2, rupees: 480.5 },
        outOfStock: 4,
      },
      now,
    );
    expect(s.days.map((d) => d.day)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']);
    expect(s.days.map((d) => d.orders)).toEqual([1, 0, 0, 2, 0, 0, 0]);
    expect(s.today).toEqual({ received: 0, delivered: 0, paidRupees: 0.3, paidCount: 2, unpaidRupees: 480.5, unpaidCount: 2, pending: 3, outOfStock: 4 });
    expect(s.days.at(-1)?.rupees).toBe(0.3);
  });
});
