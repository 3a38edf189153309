/**
 * A vendor's places for bounded work (uploads, place searches) are counted in the database, so the
 * limit holds over every API process: at most `limit` held at once, however many ask together and
 * through however many connections; given back by their holder only; a place whose holder died is
 * taken over once its lease has passed on the database's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/types.js';
import { releasePlace, takePlace } from '../src/lib/concurrency.js';
import { addVendor, createTestDb, type TestDb, uniquePhone } from './helpers.js';

let tdb: TestDb;
let other: Database;
beforeAll(async () => {
  tdb = await createTestDb();
  // With DATABASE_URL, another pool of connections: what a second API process has.
  other = await tdb.openAnother();
});
afterAll(async () => {
  await tdb.cleanup();
});

const held = async (vendorId: string, kind = 'upload') =>
  Number(
    (
      await tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM work_leases WHERE kind = $1 AND vendor_id = $2 AND expires_at > now()', [
        kind,
        vendorId,
      ])
    ).rows[0]?.n,
  );

describe('work leases', () => {
  it('at most `limit` places at once over two connections asking together; the kinds and vendors are apart', async () => {
    const vendorId = await addVendor(tdb.db, uniquePhone());
    const otherVendor = await addVendor(tdb.db, uniquePhone());
    const asks = Array.from({ length: 12 }, (_, i) => takePlace(i % 2 === 0 ? tdb.db : other, 'upload', vendorId, 2, 60));
    const places = (await Promise.all(asks)).filter((p) => p !== null);
    expect(places).toHaveLength(2);
    expect(new Set(places.map((p) => p.slot))).toEqual(new Set([0, 1]));
    expect(await held(vendorId)).toBe(2);
    expect(await takePlace(tdb.db, 'geo-search', vendorId, 2, 60)).not.toBeNull();
    expect(await takePlace(tdb.db, 'upload', otherVendor, 2, 60)).not.toBeNull();

    // Given back by its holder, the place is free again; a stale token gives nothing back.
    await releasePlace(other, { ...places[0]!, token: '00000000-0000-4000-8000-000000000000' });
    expect(await takePlace(tdb.db, 'upload', vendorId, 2, 60)).toBeNull();
    await releasePlace(other, places[0]!);
    const again = await takePlace(tdb.db, 'upload', vendorId, 2, 60);
    expect(again).not.toBeNull();
    expect(await held(vendorId)).toBe(2);
  });

  it('a place whose lease has passed on the database clock is taken over, and its old holder cannot give the new one back', async () => {
    const vendorId = await addVendor(tdb.db, uniquePhone());
    const dead = await takePlace(tdb.db, 'upload', vendorId, 1, 60);
    expect(dead).not.toBeNull();
    expect(await takePlace(other, 'upload', vendorId, 1, 60)).toBeNull();
    await tdb.db.query("UPDATE work_leases SET expires_at = now() - interval '1 second' WHERE vendor_id = $1", [vendorId]);
    const next = await takePlace(other, 'upload', vendorId, 1, 60);
    expect(next).not.toBeNull();
    await releasePlace(tdb.db, dead!);
    expect(await held(vendorId)).toBe(1);
    expect(await takePlace(tdb.db, 'upload', vendorId, 1, 60)).toBeNull();
  });
});
