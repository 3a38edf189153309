/**
 * POST address (issue 12): saved and read back in GET vendor, updated in place on a second save,
 * required fields and coordinates in India refused with nothing written, only the session's vendor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusinessFixture, businessFixture, call } from './business-fixture.js';
import { DEMO, signIn } from './helpers.js';

let f: BusinessFixture;
beforeAll(async () => {
  f = await businessFixture();
});
afterAll(async () => {
  await f.close();
});

const address = {
  addressLineOne: '14, Park Street',
  addressLineTwo: 'Near the metro',
  city: 'Kolkata',
  state: 'West Bengal',
  pinCode: '700016',
  contactNo: '+919830000000',
  latitude: 22.5535,
  longitude: 88.3522,
};
const snapshot = async () => (await f.tdb.db.query('SELECT a.*, v.address_id FROM vendors v LEFT JOIN address a ON a.id = v.address_id ORDER BY v.id')).rows;

describe('POST address', () => {
  it('saves the address (country India by default) and GET vendor shows it; a second save updates the same row', async () => {
    const res = await call(f.t, 'POST', 'address', f.tokenA, address);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({ ...address, country: 'India' });
    expect(saved.addressText).toBe('14, Park Street, Near the metro, Kolkata, West Bengal 700016, India');
    const vendor = (await call(f.t, 'GET', 'vendor', f.tokenA)).json();
    expect(vendor.address).toEqual(saved);
    expect(vendor.addressText).toBe(saved.addressText);

    const again = await call(f.t, 'POST', 'address', f.tokenA, { ...address, addressLineTwo: null, contactNo: undefined, country: 'India', latitude: 22.56 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: saved.id, addressLineTwo: null, contactNo: null, latitude: 22.56 });
    expect((await call(f.t, 'GET', 'vendor', f.tokenA)).json().address.latitude).toBe(22.56);
  });

  it('updates the demo vendor’s seeded address', async () => {
    const demo = await signIn(f.t, DEMO.approved, '123456');
    const before = (await call(f.t, 'GET', 'vendor', demo.sessionToken)).json().address;
    const res = await call(f.t, 'POST', 'address', demo.sessionToken, { ...address, city: 'Howrah', pinCode: '711101', latitude: 22.59, longitude: 88.31 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().id).toBe(before.id);
    expect((await call(f.t, 'GET', 'vendor', demo.sessionToken)).json().address.city).toBe('Howrah');
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a missing addressLineOne', { addressLineOne: undefined }, 'ADDRESS_INCOMPLETE'],
    ['a blank city', { city: '   ' }, 'ADDRESS_INCOMPLETE'],
    ['a blank state', { state: '' }, 'ADDRESS_INCOMPLETE'],
    ['a missing pinCode', { pinCode: undefined }, 'ADDRESS_INCOMPLETE'],
    ['a PIN code of five digits', { pinCode: '70001' }, 'INVALID_PIN_CODE'],
    ['a PIN code with letters', { pinCode: '7000AB' }, 'INVALID_PIN_CODE'],
    ['no coordinates', { latitude: undefined, longitude: undefined }, 'LOCATION_REQUIRED'],
    ['a null longitude', { longitude: null }, 'LOCATION_REQUIRED'],
    ['coordinates in London', { latitude: 51.5, longitude: -0.12 }, 'LOCATION_OUTSIDE_INDIA'],
    ['coordinates out of range', { latitude: 95, longitude: 77 }, 'LOCATION_OUTSIDE_INDIA'],
    ['coordinates as text', { latitude: 'north' }, 'VALIDATION_FAILED'],
    ['another country', { country: 'Sri Lanka' }, 'COUNTRY_NOT_SUPPORTED'],
    ['a city of 101 characters', { city: 'x'.repeat(101) }, 'VALIDATION_FAILED'],
  ];
  for (const [what, change, code] of refusals) {
    it(`refuses ${what}: 400 ${code}, nothing written`, async () => {
      const before = await snapshot();
      const res = await call(f.t, 'POST', 'address', f.tokenB, { ...address, ...change });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe(code);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('says what the spec says for missing fields and a missing location', async () => {
    const incomplete = await call(f.t, 'POST', 'address', f.tokenB, { ...address, city: '' });
    expect(incomplete.json().message).toMatch(/^Please fill in all required address fields\. Missing: city\.$/);
    const noLocation = await call(f.t, 'POST', 'address', f.tokenB, { ...address, latitude: null });
    expect(noLocation.json().message).toBe('Please select a location using search or your current location.');
    expect((await call(f.t, 'POST', 'address', f.tokenB)).statusCode).toBe(400);
  });

  it('touches only the session’s vendor; another vendor’s id, a customer or no session are refused', async () => {
    const before = await snapshot();
    const mismatch = await call(f.t, 'POST', `address?vendorId=${f.vendorA}`, f.tokenB, address);
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().code).toBe('VENDOR_MISMATCH');
    expect((await call(f.t, 'POST', 'address', f.customerToken, address)).statusCode).toBe(403);
    expect((await call(f.t, 'POST', 'address', null, address)).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
    const own = await call(f.t, 'POST', `address?vendorId=${f.vendorB}`, f.tokenB, address);
    expect(own.statusCode).toBe(200);
    expect((await call(f.t, 'GET', 'vendor', f.tokenA)).json().address.city).toBe('Kolkata');
    expect((await call(f.t, 'GET', 'vendor', f.tokenA)).json().address.id).not.toBe(own.json().id);
  });
});
