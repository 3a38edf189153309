/**
 * GET orders/vendor/summary (issue 23): the Today figures and the last seven India days against
 * orders written at known instants, across midnight in India (the server's zone plays no part: the
 * clock is UTC instants), a real Delivered and Paid through PUT order/status, the seeded shop's
 * figures against its own rows, and the vendor scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { summarise } from '@vd/contract';
import { manualClock } from '../src/lib/clock.js';
import { newId } from '../src/lib/ids.js';
import { addCustomer, addVendor, B, createTestApp, createTestDb, DEMO, signIn, uniquePhone, type TestApp, type TestDb } from './helpers.js';

/** An instant given as India wall-clock time. */
const ist = (local: string): Date => new Date(`${local}+05:30`);

let tdb: TestDb;
let t: TestApp;
let vendorId: string;
let customerId: string;
let token: string;

beforeAll(async () => {
  tdb = await createTestDb();
  t = await createTestApp(tdb.db, { seed: true, clock: manualClock(ist('2026-11-24T23:50:00')) });
  const phone = uniquePhone();
  vendorId = await addVendor(tdb.db, phone);
  customerId = await addCustomer(tdb.db, uniquePhone());
  token = (await signIn(t, phone)).sessionToken;
});
afterAll(async () => {
  await t.close();
  await tdb.cleanup();
});

const headers = (sessionToken: string) => ({ sessionToken, 'X-USER-ROLE': 'VENDOR' });
const summary = async (sessionToken = token) => {
  const res = await t.app.inject({ method: 'GET', url: `${B}/orders/vendor/summary`, headers: headers(sessionToken) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReturnType<typeof summarise>;
};

/** An order of our vendor placed at `at`, with status and stamps as the API writes them. */
async function order(at: Date, total: number, status: string, stamps: Record<string, Date> = {}): Promise<string> {
  const id = newId();
  const changed = new Date(Math.max(at.getTime(), ...Object.values(stamps).map((d) => d.getTime())));
  await tdb.db.query(
    `INSERT INTO orders (id, vendor_id, customer_id, customer_name, customer_phone, status, order_date, total, version, created_at, updated_at)
     VALUES ($1, $2, $3, 'Asha', '+919000000001', $4, $5, $6, 1, $5, $7)`,
    [id, vendorId, customerId, status, at, total, changed],
  );
  for (const [name, value] of Object.entries(stamps)) {
    await tdb.db.query('INSERT INTO order_attributes (id, order_id, name, value) VALUES ($1, $2, $3, $4)', [newId(), id, name, value.toISOString()]);
  }
  return id;
}

describe('GET orders/vendor/summary', () => {
  let late: string;

  it('is empty for a new shop: seven zero days ending today in India', async () => {
    const s = await summary();
    expect(s.day).toBe('2026-11-24');
    expect(s.days.map((d) => d.day)).toEqual(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']);
    expect(s.today).toEqual({ received: 0, delivered: 0, paidRupees: 0, paidCount: 0, unpaidRupees: 0, unpaidCount: 0, pending: 0, outOfStock: 0 });
  });

  it('counts by India day: 23:59 IST is today, 00:01 IST tomorrow', async () => {
    await order(ist('2026-11-24T00:01:00'), 100, 'Pending');
    late = await order(ist('2026-11-24T23:59:00'), 250.5, 'Pending');
    await order(ist('2026-11-23T23:59:00'), 40, 'Paid', { deliveredOn: ist('2026-11-23T23:59:30'), paidOn: ist('2026-11-24T00:00:30') });
    await order(ist('2026-11-20T10:00:00'), 80, 'Completed', { deliveredOn: ist('2026-11-24T09:00:00') });
    await order(ist('2026-11-17T23:59:00'), 999, 'Completed', { deliveredOn: ist('2026-11-17T23:59:30') }); // before the seven days
    await order(ist('2026-11-18T00:01:00'), 5, 'Cancelled', { cancelledOn: ist('2026-11-18T01:00:00') });
    t.clock.set(ist('2026-11-24T23:59:00'));
    const s = await summary();
    expect(s.today).toEqual({ received: 2, delivered: 1, paidRupees: 40, paidCount: 1, unpaidRupees: 1079, unpaidCount: 2, pending: 2, outOfStock: 0 });
    expect(s.days.map((d) => d.orders)).toEqual([1, 0, 1, 0, 0, 1, 2]);
    expect(s.days.map((d) => d.rupees)).toEqual([0, 0, 0, 0, 0, 0, 40]);
  });

  it('Delivered and Paid through PUT order/status at 23:59 IST count today; at 00:01 IST they are yesterday', async () => {
    const put = async (status: string, version: number) =>
      t.app.inject({ method: 'PUT', url: `${B}/order/status`, headers: headers(token), payload: { orderId: late, status, version } });
    expect((await put('Delivered', 1)).statusCode).toBe(200);
    t.clock.advance(20);
    expect((await put('Paid', 2)).statusCode).toBe(200);
    const before = await summary();
    expect(before.today).toMatchObject({ delivered: 2, paidRupees: 290.5, paidCount: 2, pending: 1 });

    t.clock.set(ist('2026-11-25T00:01:00'));
    const after = await summary();
    expect(after.day).toBe('2026-11-25');
    expect(after.today).toMatchObject({ received: 0, delivered: 0, paidRupees: 0, paidCount: 0, pending: 1, unpaidCount: 2 });
    expect(after.days.at(-2)).toEqual({ day: '2026-11-24', orders: 2, rupees: 290.5 });
    expect(after.days[0]?.day).toBe('2026-11-19');
  });

  it('counts the products with no available variant', async () => {
    const { rows } = await tdb.db.query<{ id: string }>('SELECT id FROM categories WHERE level = 3 LIMIT 1');
    const add = async (available: boolean[]) => {
      const productId = newId();
      await tdb.db.query('INSERT INTO products (id, vendor_id, category_id, name) VALUES ($1, $2, $3, $4)', [
        productId,
        vendorId,
        rows[0]!.id,
        `P ${productId}`,
      ]);
      for (const a of available) {
        await tdb.db.query('INSERT INTO product_variants (id, product_id, variant, available) VALUES ($1, $2, $3, $4)', [newId(), productId, '1 kg', a]);
      }
    };
    await add([false, false]);
    await add([false, true]);
    await add([true]);
    expect((await summary()).today.outOfStock).toBe(1);
  });

  it('a stamp that is not an ISO instant is skipped, never a 500', async () => {
    const before = await summary();
    const id = await order(t.clock(), 10, 'Paid');
    await tdb.db.query('INSERT INTO order_attributes (id, order_id, name, value) VALUES ($1, $2, $3, $4)', [newId(), id, 'paidOn', '9999-99-99 not a date']);
    const after = await summary();
    expect(after.today.paidRupees).toBe(before.today.paidRupees);
    expect(after.today.received).toBe(before.today.received + 1);
  });

  it("the seeded shop's figures are its own rows' (another shop's orders never count)", async () => {
    t.clock.set(new Date());
    const demo = await signIn(t, DEMO.approved, '123456');
    const s = await summary(demo.sessionToken);
    const count = async (sql: string) => Number((await tdb.db.query<{ n: string }>(sql, [demo.vendorId])).rows[0]?.n);
    expect(s.today.pending).toBe(await count("SELECT count(*) AS n FROM orders WHERE vendor_id = $1 AND status = 'Pending'"));
    expect(s.today.unpaidCount).toBe(await count("SELECT count(*) AS n FROM orders WHERE vendor_id = $1 AND status = 'Completed'"));
    expect(s.today.unpaidRupees).toBe(await count("SELECT coalesce(sum(total), 0) AS n FROM orders WHERE vendor_id = $1 AND status = 'Completed'"));
    const week = await count("SELECT count(*) AS n FROM orders WHERE vendor_id = $1 AND order_date >= now() - interval '6 days'");
    const charted = s.days.reduce((n, d) => n + d.orders, 0);
    expect(charted).toBeGreaterThanOrEqual(
      week -
        (await count(
          "SELECT count(*) AS n FROM orders WHERE vendor_id = $1 AND order_date >= now() - interval '7 days' AND order_date < now() - interval '6 days'",
        )),
    );
    expect(charted).toBeLessThanOrEqual(await count("SELECT count(*) AS n FROM orders WHERE vendor_id = $1 AND order_date >= now() - interval '7 days'"));
    // An independent count of today's paid rupees from the stamps.
    const { rows } = await tdb.db.query<{ value: string; total: string }>(
      "SELECT a.value, o.total FROM orders o JOIN order_attributes a ON a.order_id = o.id AND a.name = 'paidOn' WHERE o.vendor_id = $1",
      [demo.vendorId],
    );
    const today = s.day;
    const paid = rows
      .filter((r) => new Date(new Date(r.value).getTime() + 19_800_000).toISOString().slice(0, 10) === today)
      .reduce((n, r) => n + Math.round(Number(r.total) * 100), 0);
    expect(s.today.paidRupees).toBe(paid / 100);
  });

  it('needs a vendor session', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${B}/orders/vendor/summary` })).statusCode).toBe(401);
  });
});
