/** The vendor's dashboard language (issue 14): PUT vendor/language and `language` in GET vendor. */
import { LOCALES } from '@vd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVendor, B, createTestApp, createTestDb, DEMO, signIn, signInCustomer, type TestApp, type TestDb, uniquePhone } from './helpers.js';

let tdb: TestDb;
let t: TestApp;
let vendor: { sessionToken: string; vendorId: string };
let other: { sessionToken: string; vendorId: string };

beforeAll(async () => {
  tdb = await createTestDb();
  t = await createTestApp(tdb.db, { seed: true });
  const phone = uniquePhone();
  await addVendor(tdb.db, phone);
  vendor = await signIn(t, phone);
  const phone2 = uniquePhone();
  await addVendor(tdb.db, phone2);
  other = await signIn(t, phone2);
});
afterAll(async () => {
  await t.close();
  await tdb.cleanup();
});

const put = (token: string | null, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `${B}/vendor/language`,
    headers: { ...(token ? { sessionToken: token } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const getVendor = (token: string) => t.app.inject({ method: 'GET', url: `${B}/vendor`, headers: { sessionToken: token } });
const stored = async (vendorId: string) =>
  (await tdb.db.query<{ language: string | null }>('SELECT language FROM vendors WHERE id = $1', [vendorId])).rows[0]?.language;

describe('PUT vendor/language', () => {
  it('a vendor starts without a language: GET vendor says null', async () => {
    const res = await getVendor(vendor.sessionToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBeNull();
    expect(await stored(vendor.vendorId)).toBeNull();
  });

  it('stores each language and answers the vendor record with it; GET vendor returns it', async () => {
    for (const language of [...LOCALES.filter((l) => l !== 'en'), 'en']) {
      const res = await put(vendor.sessionToken, { language });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: vendor.vendorId, language, userType: 'vendor' });
      expect(await stored(vendor.vendorId)).toBe(language);
      expect((await getVendor(vendor.sessionToken)).json().language).toBe(language);
    }
  });

  it("changes only the signed-in vendor's account", async () => {
    await put(vendor.sessionToken, { language: 'ta' });
    await put(other.sessionToken, { language: 'hi' });
    expect(await stored(vendor.vendorId)).toBe('ta');
    expect(await stored(other.vendorId)).toBe('hi');
    expect((await getVendor(vendor.sessionToken)).json().language).toBe('ta');
  });

  it('refuses anything but en, hi or ta with 400 and changes nothing', async () => {
    await put(vendor.sessionToken, { language: 'hi' });
    const bad: unknown[] = [
      { language: 'fr' },
      { language: 'HI' },
      { language: 'hi-IN' },
      { language: '' },
      { language: 'hi\u0000' },
      { language: ['hi'] },
      { language: null },
      { language: 1 },
      { language: { value: 'hi' } },
      {},
      ['hi'],
      '"hi"', // a JSON string, not an object
    ];
    for (const payload of bad) {
      const res = await put(vendor.sessionToken, payload, typeof payload === 'string' ? { 'content-type': 'application/json' } : {});
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code, JSON.stringify(payload)).toBe('VALIDATION_FAILED');
    }
    const none = await put(vendor.sessionToken, undefined);
    expect(none.statusCode).toBe(400);
    expect(await stored(vendor.vendorId)).toBe('hi');
  });

  it('refuses no session (401), a customer (403) and a Pending vendor (403)', async () => {
    const anon = await put(null, { language: 'hi' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('UNAUTHENTICATED');
    const anonBad = await put(null, { language: 'xx' });
    expect(anonBad.statusCode).toBe(401);
    const wrongToken = await put('not-a-token', { language: 'hi' });
    expect(wrongToken.statusCode).toBe(401);

    const customer = await put(await signInCustomer(t, DEMO.customer), { language: 'hi' });
    expect(customer.statusCode).toBe(403);
    expect(customer.json().code).toBe('NOT_A_VENDOR');
    const pending = await signIn(t, DEMO.pending, '123456');
    const p = await put(pending.sessionToken, { language: 'hi' });
    expect(p.statusCode).toBe(403);
    expect(p.json().code).toBe('VENDOR_NOT_APPROVED');
  });

  it('the database refuses a language outside the list, whoever writes it', async () => {
    await expect(tdb.db.query("UPDATE vendors SET language = 'fr' WHERE id = $1", [vendor.vendorId])).rejects.toThrow(/vendors_language_known/);
  });

  it('the OpenAPI document describes the call and the field', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.paths[`${B}/vendor/language`].put).toBeDefined();
    expect(doc.components.schemas.VendorRecord.properties.language.enum).toEqual([...LOCALES, null]);
  });
});
