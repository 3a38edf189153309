/**
 * The Today summary's figures and the seven-day chart as plain data: which list each
 * figure opens, the bars' geometry in SVG units, and the chart's text alternative.
 */
import type { Summary, SummaryDay } from '@vd/contract/rules';
import type { OrderStatus } from '@vd/shared/session';

/** The figures and days as the API's summary gives them (the contract says their shape once). */
export type { SummaryDay } from '@vd/contract/rules';
export type TodayFigures = Summary['today'];

export type FigureKey = 'received' | 'delivered' | 'paid' | 'unpaid' | 'pending' | 'outOfStock';

export interface Figure {
  key: FigureKey;
  /** A count, or rupees when `rupees` is set. */
  value: number;
  rupees: boolean;
  /** The orders counted, under a rupee figure. */
  count?: number;
  /** The list it counts, where one exists: an orders tab or the pricing screen. */
  to: string | null;
}

/** The orders list filtered to one status (the list keeps its filter in ?status=). */
const tab = (status: OrderStatus): string => `/?status=${status}`;
/** The pricing screen: where availability is kept (products out of stock). */
export const OUT_OF_STOCK_SCREEN = '/product/pricing';

/**
 * The six figures in screen order. A figure opens the list that holds exactly what it counts:
 * pending orders (Pending tab), delivered but not paid (the Delivered tab: status Completed), out
 * of stock (pricing). Today's received, delivered and paid have no list of their own (the tabs hold
 * every day), so they open nothing.
 */
export function todayFigures(t: TodayFigures): Figure[] {
  return [
    { key: 'received', value: t.received, rupees: false, to: null },
    { key: 'delivered', value: t.delivered, rupees: false, to: null },
    { key: 'paid', value: t.paidRupees, rupees: true, count: t.paidCount, to: null },
    { key: 'unpaid', value: t.unpaidRupees, rupees: true, count: t.unpaidCount, to: tab('Completed') },
    { key: 'pending', value: t.pending, rupees: false, to: tab('Pending') },
    { key: 'outOfStock', value: t.outOfStock, rupees: false, to: OUT_OF_STOCK_SCREEN },
  ];
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface ChartColumn {
  day: string;
  today: boolean;
  /** Centre of the day's column. */
  cx: number;
  orders: Bar;
  rupees: Bar;
}

export const CHART = { width: 336, height: 132, top: 18, bottom: 32, gap: 2 } as const;

/**
 * Seven columns, each with an orders bar and a rupees bar, each series scaled to its own largest
 * day (a day with nothing gets a 1-unit stub so the baseline reads). The last day is today.
 */
export function chartColumns(days: readonly SummaryDay[]): ChartColumn[] {
  const n = Math.max(days.length, 1);
  const col = CHART.width / n;
  const barW = Math.min(16, (col - 10) / 2);
  const plot = CHART.height - CHART.top - CHART.bottom;
  const base = CHART.top + plot;
  const maxOrders = Math.max(1, ...days.map((d) => d.orders));
  const maxRupees = Math.max(1, ...days.map((d) => d.rupees));
  const bar = (value: number, max: number, x: number): Bar => {
    const h = value > 0 ? Math.max(2, Math.round((value / max) * plot)) : 1;
    return { x, y: base - h, width: barW, height: h };
  };
  return days.map((d, i) => {
    const cx = col * i + col / 2;
    return {
      day: d.day,
      today: i === days.length - 1,
      cx,
      orders: bar(d.orders, maxOrders, cx - barW - CHART.gap / 2),
      rupees: bar(d.rupees, maxRupees, cx + CHART.gap / 2),
    };
  });
}

/** The chart's text alternative: every day with its orders and rupees, oldest first. */
export function chartDescription(days: readonly SummaryDay[], line: (d: SummaryDay) => string): string {
  return days.map(line).join('; ');
}
