/**
 * The Today summary and the last seven days, as plain maths over what the API reads:
 * GET orders/vendor/summary answers `summarise(...)`; the unit tests hold the India-day boundaries.
 */
import { indiaDayKey, indiaDayNumber, indiaDayStart } from './india-day.js';

/** Days in the chart, today included. */
export const SUMMARY_DAYS = 7;

/**
 * What the store reads for a summary, counted per India day (day numbers: `indiaDayNumber`; the
 * API's SQL buckets with the same arithmetic, INDIA_OFFSET_SECONDS).
 */
export interface SummaryInput {
  /** Orders placed per day, from the first of the seven days on. */
  placed: readonly { day: number; count: number }[];
  /** Delivered and Paid stamps per day from the first of the seven days on, with the orders' rupees (an order may have both). */
  stamps: readonly { kind: 'delivered' | 'paid'; day: number; count: number; rupees: number }[];
  /** Orders with status Pending (any day). */
  pending: number;
  /** Orders delivered but not paid (status Completed), any day: how many and their rupees. */
  unpaid: { count: number; rupees: number };
  /** The shop's products with no available variant. */
  outOfStock: number;
}

export interface SummaryDay {
  /** The India day, YYYY-MM-DD. */
  day: string;
  /** Orders placed that day. */
  orders: number;
  /** Rupees marked Paid that day. */
  rupees: number;
}

export interface Summary {
  /** Today in India, YYYY-MM-DD. */
  day: string;
  today: {
    received: number;
    delivered: number;
    paidRupees: number;
    paidCount: number;
    unpaidRupees: number;
    unpaidCount: number;
    pending: number;
    outOfStock: number;
  };
  /** The last seven India days, oldest first, today last. */
  days: SummaryDay[];
}

/** The first instant of the oldest day the summary reads (00:00 IST six days before today). */
export const summaryWindowStart = (now: Date): Date => indiaDayStart(indiaDayNumber(now) - (SUMMARY_DAYS - 1));

/** Rupees to paise and back, so sums of decimals stay exact. */
const paise = (rupees: number): number => Math.round(rupees * 100);

/** The summary at `now` from what the store read (days outside the seven, or in the future, are ignored). */
export function summarise(input: SummaryInput, now: Date): Summary {
  const today = indiaDayNumber(now);
  const first = today - (SUMMARY_DAYS - 1);
  const last = SUMMARY_DAYS - 1;
  const orders = new Array<number>(SUMMARY_DAYS).fill(0);
  const paidPaise = new Array<number>(SUMMARY_DAYS).fill(0);
  let delivered = 0;
  let paidCount = 0;
  const slot = (day: number): number => (day >= first && day <= today ? day - first : -1);
  for (const p of input.placed) {
    const i = slot(p.day);
    if (i >= 0) orders[i]! += p.count;
  }
  for (const s of input.stamps) {
    const i = slot(s.day);
    if (i < 0) continue;
    if (s.kind === 'paid') {
      paidPaise[i]! += paise(s.rupees);
      if (i === last) paidCount += s.count;
    } else if (i === last) delivered += s.count;
  }
  return {
    day: indiaDayKey(today),
    today: {
      received: orders[last]!,
      delivered,
      paidRupees: paidPaise[last]! / 100,
      paidCount,
      unpaidRupees: paise(input.unpaid.rupees) / 100,
      unpaidCount: input.unpaid.count,
      pending: input.pending,
      outOfStock: input.outOfStock,
    },
    days: orders.map((n, i) => ({ day: indiaDayKey(first + i), orders: n, rupees: paidPaise[i]! / 100 })),
  };
}
