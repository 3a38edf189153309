import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropOwnTables, listTables, loadMigrations, migrate, ownedTables } from '../src/db/migrate.js';
import type { Database } from '../src/db/types.js';
import { DEMO_VENDORS, demoVendorId } from '../src/seed/demo-accounts.js';
import { buildDemoData, seedDemo } from '../src/seed/seed.js';
import { createTestApp, createTestDb, type TestDb } from './helpers.js';

let tdb: TestDb;
let db: Database;
const APPROVED = demoVendorId('approved');

beforeAll(async () => {
  tdb = await createTestDb();
  db = tdb.db;
  await seedDemo(db, new Date());
});
afterAll(async () => {
  await tdb.cleanup();
});

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of await listTables(db)) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    out[table] = Number(rows[0]?.n);
  }
  return out;
}

const one = async <T extends object>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows[0]!;

describe('migrations', () => {
  it('are numbered files, recorded once, and re-running applies nothing', async () => {
    const files = loadMigrations();
    expect(files[0]).toMatchObject({ version: 1, name: 'init' });
    const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => Number(r.version))).toEqual(files.map((f) => f.version));
    expect(await migrate(db)).toEqual([]);
  });

  it('know which tables are theirs (the reset drops only those)', async () => {
    expect(ownedTables()).toEqual(await listTables(db));
  });
});

describe('demo seed', () => {
  it('has the demo accounts of demo-and-ports.md', async () => {
    const vendors = (
      await db.query<{ contact_no: string; status: string; shop_name: string; name: string; user_type: string }>(
        'SELECT contact_no, status, shop_name, name, user_type FROM vendors ORDER BY contact_no',
      )
    ).rows;
    expect(vendors.map((v) => [v.contact_no, v.status])).toEqual([
      ['+919876543210', 'Approved'],
      ['+919876543211', 'Pending'],
      ['+919876543212', 'Reject'],
      ['+919876543213', 'OutOfStation'],
    ]);
    expect(vendors[0]).toMatchObject({ shop_name: 'Sharma General Store', name: 'Ramesh Sharma', user_type: 'vendor' });
    const customer = await one<{ user_type: string }>("SELECT user_type FROM customers WHERE contact_no = '+919999999999'");
    expect(customer.user_type).toBe('user');
    expect(DEMO_VENDORS).toHaveLength(4);
  });

  it('gives the approved vendor a three-level catalogue of at least 60 products with 1-4 variants', async () => {
    const p = await one<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE vendor_id = $1', [APPROVED]);
    expect(Number(p.n)).toBeGreaterThanOrEqual(60);
    const perProduct = (
      await db.query<{ n: number }>(
        'SELECT count(v.id)::int AS n FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.vendor_id = $1 GROUP BY p.id',
        [APPROVED],
      )
    ).rows.map((r) => Number(r.n));
    expect(Math.min(...perProduct)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...perProduct)).toBeLessThanOrEqual(4);
    expect(perProduct.some((n) => n >= 3)).toBe(true);
    const unavailable = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.vendor_id = $1 AND NOT v.available',
      [APPROVED],
    );
    expect(Number(unavailable.n)).toBeGreaterThan(0);
    const discounted = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.vendor_id = $1 AND v.mrp > v.net_price',
      [APPROVED],
    );
    expect(Number(discounted.n)).toBeGreaterThan(10);
    // Every product sits in a level-3 category.
    const levels = (await db.query<{ level: number }>('SELECT DISTINCT c.level FROM products p JOIN categories c ON c.id = p.category_id')).rows.map((r) =>
      Number(r.level),
    );
    expect(levels).toEqual([3]);
    const tops = (await db.query<{ name: string }>('SELECT name FROM categories WHERE parent_id IS NULL')).rows.map((r) => r.name);
    expect(tops.length).toBeGreaterThanOrEqual(4);
    expect(tops).toEqual(expect.arrayContaining(['Dairy', 'Books']));
  });

  it('gives books Author, Genre, Publisher and Language attributes', async () => {
    const rows = (
      await db.query<{ product_id: string; names: string }>(
        `SELECT p.id AS product_id, string_agg(a.name, ',' ORDER BY a.name) AS names
         FROM products p
         JOIN categories leaf ON leaf.id = p.category_id
         JOIN categories sub ON sub.id = leaf.parent_id
         JOIN categories top ON top.id = sub.parent_id
         JOIN product_attributes a ON a.product_id = p.id
        WHERE top.name = 'Books' GROUP BY p.id`,
      )
    ).rows;
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const r of rows) for (const n of ['Author', 'Genre', 'Language', 'Publisher']) expect(r.names).toContain(n);
  });

  it('ships every image it references', async () => {
    const { rows } = await db.query<{ path: string }>(
      `SELECT path FROM product_images UNION SELECT path FROM vendor_images UNION SELECT profile_image FROM vendors
       UNION SELECT image_path FROM categories UNION SELECT jsonb_array_elements_text(image_paths) FROM order_items`,
    );
    expect(rows.length).toBeGreaterThan(100);
    const missing = await db.query<{ path: string }>(
      `SELECT x.path FROM (SELECT path FROM product_images UNION SELECT path FROM vendor_images UNION SELECT profile_image FROM vendors
        UNION SELECT image_path FROM categories UNION SELECT jsonb_array_elements_text(image_paths) FROM order_items) x
        LEFT JOIN media m ON m.path = x.path WHERE m.path IS NULL AND x.path IS NOT NULL`,
    );
    expect(missing.rows).toEqual([]);
  });

  it('is deterministic apart from dates relative to now', () => {
    const now = new Date('2025-11-20T10:00:00Z');
    const a = JSON.stringify(buildDemoData(now).tables);
    const b = JSON.stringify(buildDemoData(now).tables);
    expect(a).toBe(b);
  });

  it('is idempotent: seeding again (or restarting the app) keeps counts and what the vendor changed', async () => {
    // The vendor edits things.
    await db.query("UPDATE vendors SET shop_name = 'Sharma Super Store' WHERE id = $1", [APPROVED]);
    await db.query(
      'UPDATE product_variants SET net_price = 1.00 WHERE id = (SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.vendor_id = $1 ORDER BY v.id LIMIT 1)',
      [APPROVED],
    );
    const removed = await one<{ id: string }>('SELECT id FROM vendor_images WHERE vendor_id = $1 ORDER BY sort LIMIT 1', [APPROVED]);
    await db.query('DELETE FROM vendor_images WHERE id = $1', [removed.id]);
    await db.query(
      "UPDATE orders SET status = 'Cancelled' WHERE id = (SELECT id FROM orders WHERE vendor_id = $1 AND status = 'Pending' ORDER BY id LIMIT 1)",
      [APPROVED],
    );
    const before = await counts();

    expect((await seedDemo(db, new Date())).seeded).toBe(false);
    const restarted = await createTestApp(db, { seed: true });
    await restarted.close();

    expect(await counts()).toEqual(before);
    expect((await one<{ shop_name: string }>('SELECT shop_name FROM vendors WHERE id = $1', [APPROVED])).shop_name).toBe('Sharma Super Store');
    expect((await db.query('SELECT id FROM vendor_images WHERE id = $1', [removed.id])).rows).toHaveLength(0);
    const cheap = await one<{ n: number }>('SELECT count(*)::int AS n FROM product_variants WHERE net_price = 1.00');
    expect(Number(cheap.n)).toBe(1);
  });

  it('seeding concurrently from two processes seeds once', async () => {
    const other = await createTestDb();
    try {
      const results = await Promise.all([seedDemo(other.db, new Date()), seedDemo(other.db, new Date())]);
      expect(results.filter((r) => r.seeded)).toHaveLength(1);
      const p = await other.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vendors');
      expect(Number(p.rows[0]?.n)).toBe(4);
    } finally {
      await other.cleanup();
    }
  });

  it('reset (drop, migrate, seed) wipes changes and reseeds', async () => {
    const fresh = await counts();
    await db.exec('CREATE TABLE someone_elses (id int)');
    await dropOwnTables(db);
    expect(await listTables(db)).toEqual(['someone_elses']);
    await db.exec('DROP TABLE someone_elses');
    await migrate(db);
    expect((await seedDemo(db, new Date())).seeded).toBe(true);
    expect((await one<{ shop_name: string }>('SELECT shop_name FROM vendors WHERE id = $1', [APPROVED])).shop_name).toBe('Sharma General Store');
    const after = await counts();
    expect(after.vendor_images).toBe(fresh.vendor_images! + 1);
    expect(after.products).toBe(fresh.products);
  });
});
