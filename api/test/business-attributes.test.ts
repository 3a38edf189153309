/**
 * GET/PUT vendor/attribute (issue 12, decision 0032): the master list, a save that GET vendor then
 * shows, every validation of spec section 5 refused with nothing written, and only the session's
 * vendor touched.
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

interface Attr {
  id: string;
  name: string;
  value: string;
}
const stored = async (vendorId: string): Promise<Record<string, string>> => {
  const { rows } = await f.tdb.db.query<{ name: string; value: string }>('SELECT name, value FROM vendor_attributes WHERE vendor_id = $1', [vendorId]);
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
};
const vendorRecord = async (token: string) => (await call(f.t, 'GET', 'vendor', token)).json() as { attributeValues: Attr[] };

describe('GET vendor/attribute', () => {
  it('answers the master list: every editable name with its type and id', async () => {
    const res = await call(f.t, 'GET', 'vendor/attribute', f.tokenA);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; name: string; type: string }[];
    const byName = new Map(list.map((d) => [d.name, d]));
    for (const name of ['shopTiming', 'gstNo', 'tagline', 'aboutUs', 'website', 'youtube', 'facebook', 'instagram', 'deliverySlots', 'isFranchise']) {
      expect(byName.has(name), name).toBe(true);
    }
    expect(byName.get('shopTiming')?.type).toBe('json');
    expect(byName.get('isExpressDelivery')?.type).toBe('boolean');
    expect(byName.get('deliveryCharges')?.type).toBe('number');
    expect(byName.has('Average Rating')).toBe(false);
    expect(new Set(list.map((d) => d.name)).size).toBe(list.length);
    for (const d of list) expect(d.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('needs a vendor session: 401 without, 403 for a customer', async () => {
    expect((await call(f.t, 'GET', 'vendor/attribute', null)).statusCode).toBe(401);
    const res = await call(f.t, 'GET', 'vendor/attribute', f.customerToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NOT_A_VENDOR' });
  });
});

describe('PUT vendor/attribute', () => {
  it('saves, normalises and answers the values; GET vendor shows them; other names are left alone', async () => {
    const first = await call(f.t, 'PUT', 'vendor/attribute', f.tokenA, [
      { id: null, name: 'bussinessType', value: 'Bakery' },
      { name: 'deliveryCharges', value: '25' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const res = await call(f.t, 'PUT', 'vendor/attribute', f.tokenA, [
      { id: 'x', name: 'shopTiming', value: '{"start":"08:30","end":"21:00"}' },
      { name: 'offHours', value: '{"start":"13:00"}' },
      { name: 'gstNo', value: ' 07aabcs1234f1z5 ' },
      { name: 'panNo', value: 'aabcs1234f' },
      { name: 'udyamNo', value: 'udyam-dl-05-0012345' },
      { name: 'establishedYear', value: '2010' },
      { name: 'minimumOrder', value: '199.5' },
      { name: 'isExpressDelivery', value: 'yes' },
      { name: 'weeklyOffDay', value: 'sunday;Tuesday' },
      { name: 'deliverySlots', value: '{"service":["09:00-10:00","10:00-11:00"]}' },
      { name: 'tagline', value: 'Fresh every day' },
      { name: 'website', value: 'https://shop.example.in' },
      { name: 'minDays', value: '1' },
      { name: 'maxDays', value: '3' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { saved: Attr[]; attributeValues: Attr[] };
    const saved = Object.fromEntries(body.saved.map((a) => [a.name, a.value]));
    expect(saved).toMatchObject({
      gstNo: '07AABCS1234F1Z5',
      panNo: 'AABCS1234F',
      udyamNo: 'UDYAM-DL-05-0012345',
      offHours: '{"start":"13:00","end":"14:00"}',
      isExpressDelivery: 'true',
      weeklyOffDay: 'Tuesday;Sunday',
      minimumOrder: '199.5',
    });
    expect(body.saved.map((a) => a.name)[0]).toBe('shopTiming');
    expect(JSON.parse(saved.shopTiming!)).toEqual({ start: '08:30', end: '21:00' });
    const all = Object.fromEntries(body.attributeValues.map((a) => [a.name, a.value]));
    expect(all).toMatchObject({ ...saved, bussinessType: 'Bakery', deliveryCharges: '25' });
    const record = await vendorRecord(f.tokenA);
    expect(Object.fromEntries(record.attributeValues.map((a) => [a.name, a.value]))).toEqual(all);
    expect(await stored(f.vendorA)).toEqual(all);
  });

  it('clears a value with "" or null and keeps the row id on an update', async () => {
    const before = (await vendorRecord(f.tokenA)).attributeValues.find((a) => a.name === 'tagline')!;
    const res = await call(f.t, 'PUT', 'vendor/attribute', f.tokenA, [
      { name: 'tagline', value: '' },
      { name: 'website', value: null },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const saved = (res.json() as { saved: Attr[] }).saved;
    expect(saved.find((a) => a.name === 'tagline')).toEqual({ id: before.id, name: 'tagline', value: '' });
    expect((await stored(f.vendorA)).website).toBe('');
  });

  it('saves a UPI ID and a payee name in any script; GET vendor shows them', async () => {
    const res = await call(f.t, 'PUT', 'vendor/attribute', f.tokenB, [
      { name: 'upiId', value: ' sharmastore@okaxis ' },
      { name: 'upiPayeeName', value: 'शर्मा जनरल स्टोर' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(f.vendorB)).toMatchObject({ upiId: 'sharmastore@okaxis', upiPayeeName: 'शर्मा जनरल स्टोर' });
    const attrs = (await vendorRecord(f.tokenB)).attributeValues;
    expect(attrs.find((a) => a.name === 'upiId')?.value).toBe('sharmastore@okaxis');
    const list = (await call(f.t, 'GET', 'vendor/attribute', f.tokenB)).json() as { name: string }[];
    expect(list.map((d) => d.name)).toEqual(expect.arrayContaining(['upiId', 'upiPayeeName']));
  });

  const refusals: [string, { name: string; value: unknown }[], string, RegExp][] = [
    ['a time not HH:MM', [{ name: 'shopTiming', value: '{"start":"9am","end":"21:00"}' }], 'INVALID_ATTRIBUTE', /HH:MM/],
    ['malformed JSON', [{ name: 'deliveryMethod', value: '{"product": ' }], 'INVALID_ATTRIBUTE', /valid JSON/],
    ['JSON that is not an object', [{ name: 'shopTiming', value: '[1,2]' }], 'INVALID_ATTRIBUTE', /JSON object/],
    ['a negative number', [{ name: 'deliveryCharges', value: '-5' }], 'INVALID_ATTRIBUTE', /0 or more/],
    ['a number that is text', [{ name: 'minimumOrder', value: 'abc' }], 'INVALID_ATTRIBUTE', /0 or more/],
    ['a fractional day count', [{ name: 'minDays', value: '1.5' }], 'INVALID_ATTRIBUTE', /whole number/],
    ['minDays above maxDays (the stored maxDays is 3)', [{ name: 'minDays', value: '5' }], 'INVALID_ATTRIBUTE', /Minimum days/],
    ['a GST number of the wrong shape', [{ name: 'gstNo', value: '07AABCS1234F1X5' }], 'INVALID_ATTRIBUTE', /Invalid GST Number format\./],
    ['a PAN of the wrong shape', [{ name: 'panNo', value: 'ABCDE12345' }], 'INVALID_ATTRIBUTE', /Invalid PAN Number format\./],
    ['an Udyam number of the wrong shape', [{ name: 'udyamNo', value: 'UDYAM-DL-5-12345' }], 'INVALID_ATTRIBUTE', /Invalid Udyam format/],
    ['a year in the future', [{ name: 'establishedYear', value: String(new Date().getFullYear() + 2) }], 'INVALID_ATTRIBUTE', /cannot be in the future/],
    ['a year that is not four digits', [{ name: 'establishedYear', value: '08' }], 'INVALID_ATTRIBUTE', /four digits/],
    ['a boolean that is not one', [{ name: 'isFranchise', value: 'maybe' }], 'INVALID_ATTRIBUTE', /true or false/],
    ['a link that is not http(s)', [{ name: 'website', value: 'javascript:alert(1)' }], 'INVALID_ATTRIBUTE', /https:\/\//],
    ['slots that are not ranges', [{ name: 'deliverySlots', value: '{"service":["9-10"]}' }], 'INVALID_ATTRIBUTE', /09:00-10:00/],
    ['preparation hours outside 1-6', [{ name: 'deliveryPreparationTime', value: '{"product":"9"}' }], 'INVALID_ATTRIBUTE', /1 and 6/],
    [
      'closing before opening',
      [{ name: 'shopTiming', value: '{"start":"17:00","end":"08:00"}' }],
      'INVALID_ATTRIBUTE',
      /^Closing time must be after opening time\.$/,
    ],
    [
      'a break ending before it starts',
      [
        { name: 'shopTiming', value: '{"start":"09:00","end":"21:00"}' },
        { name: 'offHours', value: '{"start":"13:00","end":"12:00"}' },
      ],
      'INVALID_ATTRIBUTE',
      /^The lunch break must be within opening hours\.$/,
    ],
    [
      'a break outside the opening hours',
      [
        { name: 'shopTiming', value: '{"start":"09:00","end":"17:00"}' },
        { name: 'offHours', value: '{"start":"18:00","end":"19:00"}' },
      ],
      'INVALID_ATTRIBUTE',
      /^The lunch break must be within opening hours\.$/,
    ],
    ['a UPI ID without a handle', [{ name: 'upiId', value: 'sharmastore' }], 'INVALID_ATTRIBUTE', /: Invalid UPI ID format\.$/],
    ['a UPI ID with a space', [{ name: 'upiId', value: 'sharma store@okaxis' }], 'INVALID_ATTRIBUTE', /: Invalid UPI ID format\.$/],
    ['a payee name over 50 characters', [{ name: 'upiPayeeName', value: 'x'.repeat(51) }], 'INVALID_ATTRIBUTE', /at most 50/],
    ['an unknown name', [{ name: 'favouriteColour', value: 'blue' }], 'UNKNOWN_ATTRIBUTE', /Unknown attribute/],
    ['a read-only name', [{ name: 'Average Rating', value: '5' }], 'ATTRIBUTE_READ_ONLY', /cannot be set/],
    [
      'a name twice',
      [
        { name: 'tagline', value: 'a' },
        { name: 'tagline', value: 'b' },
      ],
      'DUPLICATE_ATTRIBUTE',
      /more than once/,
    ],
  ];
  it('checks hours against the stored ones the body leaves alone (issue 21 point 4)', async () => {
    const ok = await call(f.t, 'PUT', 'vendor/attribute', f.tokenA, [
      { name: 'shopTiming', value: '{"start":"09:00","end":"17:00"}' },
      { name: 'offHours', value: '{"start":"13:00","end":"14:00"}' },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const before = await stored(f.vendorA);
    const lateBreak = await call(f.t, 'PUT', 'vendor/attribute', f.tokenA, [{ name: 'offHours', value: '{"start":"17:00","end":"18:00"}' }]);
    expect(lateBreak.statusCode).toBe(400);
    expect(lateBreak.json()).toMatchObject({
      code: 'INVALID_ATTRIBUTE',
      message: 'The lunch break must be within opening hours.',
      attributes: [{ name: 'offHours', message: 'The lunch break must be within opening hours.' }],
    });
    const earlyClose = await call(f.t, 'PUT', 'vendor/attribute', f.tokenA, [{ name: 'shopTiming', value: '{"start":"09:00","end":"13:30"}' }]);
    expect(earlyClose.statusCode).toBe(400);
    expect(earlyClose.json()).toMatchObject({ attributes: [{ name: 'offHours', message: 'The lunch break must be within opening hours.' }] });
    expect(await stored(f.vendorA)).toEqual(before);
    // Clearing the break and closing early together is fine.
    const both = await call(f.t, 'PUT', 'vendor/attribute', f.tokenA, [
      { name: 'shopTiming', value: '{"start":"09:00","end":"13:30"}' },
      { name: 'offHours', value: '' },
    ]);
    expect(both.statusCode, both.body).toBe(200);
  });

  for (const [what, body, code, message] of refusals) {
    it(`refuses ${what}: 400 ${code}, nothing written`, async () => {
      const before = await stored(f.vendorA);
      // A valid row goes with it: it must not be saved either (all or nothing).
      const res = await call(f.t, 'PUT', 'vendor/attribute', f.tokenA, [{ name: 'aboutUs', value: `changed ${what}` }, ...body]);
      expect(res.statusCode, res.body).toBe(400);
      const json = res.json() as { code: string; message: string; attributes: { name: string; message: string }[] };
      expect(json.code).toBe(code);
      expect(json.message).toMatch(message);
      expect(json.attributes.length).toBeGreaterThan(0);
      expect(await stored(f.vendorA)).toEqual(before);
    });
  }

  it('lists every problem of a body in `attributes`', async () => {
    const res = await call(f.t, 'PUT', 'vendor/attribute', f.tokenA, [
      { name: 'gstNo', value: 'nope' },
      { name: 'panNo', value: 'nope' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().attributes.map((a: { name: string }) => a.name)).toEqual(['gstNo', 'panNo']);
    expect(res.json().message).toMatch(/2 problems/);
  });

  it('refuses bodies of the wrong shape with 400, never 500', async () => {
    for (const payload of [[], {}, [{ value: 'x' }], [{ name: 'tagline', value: 5 }], 'text', [{ name: 'tagline', value: 'x'.repeat(10_001) }]]) {
      const res = await call(f.t, 'PUT', 'vendor/attribute', f.tokenA, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 50)).toBe(400);
      expect(res.json()).toHaveProperty('code');
    }
    const long = await call(f.t, 'PUT', 'vendor/attribute', f.tokenA, [{ name: 'aboutUs', value: 'x'.repeat(2001) }]);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/too long/);
  });

  it('touches only the session’s vendor; another vendor’s id, a customer or no session are refused', async () => {
    const a = await stored(f.vendorA);
    const b = await stored(f.vendorB);
    const res = await call(f.t, 'PUT', 'vendor/attribute', f.tokenB, [{ name: 'tagline', value: 'B’s tagline' }]);
    expect(res.statusCode).toBe(200);
    expect(await stored(f.vendorA)).toEqual(a);
    expect((await stored(f.vendorB)).tagline).toBe('B’s tagline');

    const body = [{ name: 'tagline', value: 'hijack' }];
    const mismatch = await call(f.t, 'PUT', 'vendor/attribute', f.tokenB, body, { 'X-Vendor-Id': f.vendorA });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().code).toBe('VENDOR_MISMATCH');
    const customer = await call(f.t, 'PUT', 'vendor/attribute', f.customerToken, body);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().code).toBe('NOT_A_VENDOR');
    expect((await call(f.t, 'PUT', 'vendor/attribute', null, body)).statusCode).toBe(401);
    expect(await stored(f.vendorA)).toEqual(a);
    expect((await stored(f.vendorB)).tagline).toBe('B’s tagline');
    expect(b.tagline).toBeUndefined();
  });

  it('the demo vendor’s seeded values read back and save (closing time used by orders)', async () => {
    const demo = await signIn(f.t, DEMO.approved, '123456');
    const res = await call(f.t, 'PUT', 'vendor/attribute', demo.sessionToken, [{ name: 'shopTiming', value: '{"start":"09:00","end":"19:30"}' }]);
    expect(res.statusCode, res.body).toBe(200);
    const values = (await vendorRecord(demo.sessionToken)).attributeValues;
    expect(values.find((a) => a.name === 'shopTiming')?.value).toBe('{"start":"09:00","end":"19:30"}');
    expect(values.find((a) => a.name === 'gstNo')?.value).toBe('07AABCS1234F1Z5');
  });
});
