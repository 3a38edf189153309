import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids.js';
import { demoVendorId } from '../src/seed/demo-accounts.js';
import { B, createTestApp, createTestDb, DEMO, signIn, type TestApp, type TestDb } from './helpers.js';

// The orders list answers from JSON kept on the order row (triggers, migration 0005), from
// serialised orders remembered per row version, and from whole pages and live summaries remembered
// per vendor order revision (migration 0007; decision 0042): every change must show at once.

let tdb: TestDb;
let t: TestApp;
let token: string;

beforeAll(async () => {
  tdb = await createTestDb();
  t = await createTestApp(tdb.db);
  token = (await signIn(t, DEMO.approved, '123456')).sessionToken;
});
afterAll(async () => {
  await t.close();
  await tdb.cleanup();
});

type ListedOrder = {
  orderId: string;
  status: string;
  version: number;
  products: { productName: string }[];
  attributeModels: { name: string; value: string }[];
};
const list = async (status: string): Promise<ListedOrder[]> => {
  const res = await t.app.inject({ method: 'GET', url: `${B}/orders/vendor?status=${status}`, headers: { sessionToken: token } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
};

describe('orders list: JSON on the row, serialised once per row version', () => {
  it('the JSON columns hold what the tables hold, for every seeded order', async () => {
    const { rows } = await tdb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders o
        WHERE o.products_json::text IS DISTINCT FROM order_products_json(o.id)::text
           OR o.attributes_json::text IS DISTINCT FROM order_attributes_json(o.id)::text`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
    const { rows: withLines } = await tdb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE json_array_length(products_json) > 0`);
    expect(Number(withLines[0]?.n)).toBeGreaterThan(10);
  });

  it('a status change shows in the next list at once (new version, new attributes)', async () => {
    const [first] = await list('Pending');
    expect(first).toBeDefined();
    const put = await t.app.inject({
      method: 'PUT',
      url: `${B}/order/status`,
      headers: { sessionToken: token },
      payload: { orderId: first!.orderId, status: 'Cancelled', version: first!.version, cancellationReason: 'Out of stock' },
    });
    expect(put.statusCode).toBe(200);
    expect((await list('Pending')).map((o) => o.orderId)).not.toContain(first!.orderId);
    const cancelled = (await list('Cancelled')).find((o) => o.orderId === first!.orderId);
    expect(cancelled?.version).toBe(first!.version + 1);
    expect(cancelled?.attributeModels).toContainEqual({ name: 'cancellationReason', value: 'Out of stock' });
  });

  it('a line or attribute written straight into the tables shows in the next list too', async () => {
    const [order] = await list('Pending');
    await tdb.db.query(`INSERT INTO order_attributes (id, order_id, name, value) VALUES ($1, $2, 'note2', 'from elsewhere')`, [newId(), order!.orderId]);
    await tdb.db.query(
      `INSERT INTO order_items (id, order_id, product_name, variant, unit, mrp, net_price, quantity, sort) VALUES ($1, $2, 'Added by hand', '1', 'kg', 10, 9, 1, 99)`,
      [newId(), order!.orderId],
    );
    const again = (await list('Pending')).find((o) => o.orderId === order!.orderId);
    expect(again?.attributeModels).toContainEqual({ name: 'note2', value: 'from elsewhere' });
    expect(again?.products.at(-1)?.productName).toBe('Added by hand');
    await tdb.db.query(`DELETE FROM order_items WHERE order_id = $1 AND product_name = 'Added by hand'`, [order!.orderId]);
    const after = (await list('Pending')).find((o) => o.orderId === order!.orderId);
    expect(after?.products.map((p) => p.productName)).not.toContain('Added by hand');
    expect(after?.products.length).toBe(order!.products.length);
  });

  it('the list and the detail view agree on every order of a page', async () => {
    const page = await list('Completed');
    expect(page.length).toBeGreaterThan(0);
    for (const o of page) {
      const d = await t.app.inject({ method: 'GET', url: `${B}/order/details?orderId=${o.orderId}`, headers: { sessionToken: token } });
      const { items: _items, ...detail } = d.json();
      expect(detail).toEqual(o);
    }
  });
  it('a change made straight in the database shows in the next list and live poll (the vendor revision moves)', async () => {
    const live = async () => {
      const res = await t.app.inject({ method: 'GET', url: `${B}/orders/vendor/live`, headers: { sessionToken: token } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json() as { pendingCount: number; revision: string; newest: { orderId: string; customerName: string } | null };
    };
    const revision = async () =>
      (await tdb.db.query<{ rev: string }>('SELECT rev::text AS rev FROM vendor_order_revisions WHERE vendor_id = $1', [demoVendorId('approved')])).rows[0]
        ?.rev;
    // Asked twice: the second answers come from what the process kept.
    const [first] = await list('Pending');
    await list('Pending');
    const before = await live();
    expect(await live()).toEqual(before);
    const rev = await revision();
    expect(rev).toBeDefined();

    await tdb.db.query(`UPDATE orders SET customer_name = 'Renamed by hand' WHERE id = $1`, [first!.orderId]);
    expect(await revision()).not.toBe(rev);
    expect((await list('Pending')).find((o) => o.orderId === first!.orderId)).toMatchObject({ customerName: 'Renamed by hand' });

    await tdb.db.query(`UPDATE orders SET status = 'Paid' WHERE id = $1`, [first!.orderId]);
    expect((await list('Pending')).map((o) => o.orderId)).not.toContain(first!.orderId);
    expect((await live()).pendingCount).toBe(before.pendingCount - 1);

    await tdb.db.query(`UPDATE orders SET status = 'Pending', order_date = now() + interval '1 day' WHERE id = $1`, [first!.orderId]);
    const after = await live();
    expect(after.pendingCount).toBe(before.pendingCount);
    expect(after.newest).toMatchObject({ orderId: first!.orderId, customerName: 'Renamed by hand' });
    expect(after.revision).not.toBe(before.revision);
    expect((await list('Pending'))[0]?.orderId).toBe(first!.orderId);
  });
});
