import { describe, expect, it } from 'vitest';
import { CHART, chartColumns, chartDescription, todayFigures } from './today-view';

const days = [0, 3, 0, 6, 1, 0, 2].map((orders, i) => ({ day: `2026-11-${18 + i}`, orders, rupees: orders * 100 }));

describe('Today figures', () => {
  it('open the list they count where one exists', () => {
    const f = todayFigures({ received: 2, delivered: 1, paidRupees: 40, paidCount: 1, unpaidRupees: 80, unpaidCount: 1, pending: 3, outOfStock: 4 });
    expect(f.map((x) => [x.key, x.value, x.to])).toEqual([
      ['received', 2, null],
      ['delivered', 1, null],
      ['paid', 40, null],
      ['unpaid', 80, '/?status=Completed'],
      ['pending', 3, '/?status=Pending'],
      ['outOfStock', 4, '/product/pricing'],
    ]);
  });
});

describe('seven-day chart', () => {
  it('scales each series to its largest day, marks today, stays inside the drawing', () => {
    const cols = chartColumns(days);
    expect(cols).toHaveLength(7);
    expect(cols.map((c) => c.today)).toEqual([false, false, false, false, false, false, true]);
    const plot = CHART.height - CHART.top - CHART.bottom;
    expect(cols[3]?.orders.height).toBe(plot);
    expect(cols[3]?.rupees.height).toBe(plot);
    expect(cols[1]?.orders.height).toBe(Math.round(plot / 2));
    expect(cols[0]?.orders.height).toBe(1);
    for (const c of cols) {
      for (const b of [c.orders, c.rupees]) {
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width).toBeLessThanOrEqual(CHART.width);
        expect(b.y + b.height).toBe(CHART.height - CHART.bottom);
      }
    }
  });
  it('a week with nothing draws stubs, not NaN', () => {
    const cols = chartColumns(days.map((d) => ({ ...d, orders: 0, rupees: 0 })));
    for (const c of cols) expect(c.orders.height).toBe(1);
  });
  it('describes every day in words', () => {
    expect(chartDescription(days.slice(0, 2), (d) => `${d.day}: ${d.orders} / ${d.rupees}`)).toBe('2026-11-18: 0 / 0; 2026-11-19: 3 / 300');
  });
});
