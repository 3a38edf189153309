import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES_PER_HOUR } from '../src/features/support/service.js';
import { addVendor, B, createTestApp, createTestDb, signIn, type TestApp, type TestDb, uniquePhone } from './helpers.js';

// The support messages' hourly limit (10 per vendor) under messages posted at once: counted and
// stored one after another, in one API instance or in two on one database.

let tdb: TestDb;
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  tdb = await createTestDb();
  one = await createTestApp(tdb.db, { seed: false });
  two = await createTestApp(await tdb.openAnother(), { seed: false, clock: one.clock });
});
afterAll(async () => {
  await one.close();
  await two.close();
  await tdb.cleanup();
});

const message = { name: 'Ramesh Sharma', email: 'ramesh@example.in', message: 'The order screen is stuck.' };
const post = (t: TestApp, sessionToken: string) => t.app.inject({ method: 'POST', url: `${B}/support/messages`, headers: { sessionToken }, payload: message });

async function stored(vendorId: string): Promise<number> {
  const { rows } = await tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_messages WHERE vendor_id = $1', [vendorId]);
  return Number(rows[0]?.n ?? 0);
}

async function vendor(): Promise<{ sessionToken: string; vendorId: string }> {
  const phone = uniquePhone();
  await addVendor(tdb.db, phone);
  return signIn(one, phone);
}

describe('support messages posted at once', () => {
  it('sixteen at once: ten stored (201), six refused with 429 and Retry-After', async () => {
    expect(SUPPORT_MESSAGES_PER_HOUR).toBe(10);
    const s = await vendor();
    const answers = await Promise.all(Array.from({ length: 16 }, () => post(one, s.sessionToken)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(6);
    for (const r of refused) {
      expect(r.statusCode).toBe(429);
      expect(r.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await stored(s.vendorId)).toBe(10);
  });

  it('split over two API instances on one database: still ten', async () => {
    const s = await vendor();
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => post(i % 2 ? two : one, s.sessionToken)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(6);
    expect(await stored(s.vendorId)).toBe(10);
  });

  it('one vendor’s limit does not hold up another’s messages, and the hour ends', async () => {
    const [a, b] = [await vendor(), await vendor()];
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => post(one, a.sessionToken)),
      ...Array.from({ length: 3 }, () => post(two, b.sessionToken)),
    ]);
    expect(answers.slice(12).map((x) => x.statusCode)).toEqual([201, 201, 201]);
    expect(await stored(a.vendorId)).toBe(10);
    one.clock.advance(3601);
    const again = await signIn(
      one,
      (await tdb.db.query<{ contact_no: string }>('SELECT contact_no FROM vendors WHERE id = $1', [a.vendorId])).rows[0]!.contact_no,
    );
    expect((await post(one, again.sessionToken)).statusCode).toBe(201);
  });
});
