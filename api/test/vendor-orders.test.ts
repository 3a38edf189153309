import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@vd/contract';
import { isUpiId } from '@vd/contract/rules';
import { demoVendorId } from '../src/seed/demo-accounts.js';
import { addVendor, B, createTestApp, createTestDb, DEMO, signIn, uniquePhone, type TestApp, type TestDb } from './helpers.js';

let tdb: TestDb;
let t: TestApp;
let approved: { sessionToken: string; vendorId: string };
let offline: { sessionToken: string; vendorId: string };
let pending: { sessionToken: string; vendorId: string };
let rejected: { sessionToken: string; vendorId: string };

beforeAll(async () => {
  tdb = await createTestDb();
  t = await createTestApp(tdb.db, { seed: true });
  approved = await signIn(t, DEMO.approved, '123456');
  offline = await signIn(t, DEMO.offline, '123456');
  pending = await signIn(t, DEMO.pending, '123456');
  rejected = await signIn(t, DEMO.rejected, '123456');
});
afterAll(async () => {
  await t.close();
  await tdb.cleanup();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `${B}/${url}`, headers });

describe('GET vendor', () => {
  it('answers the signed-in vendor record in the spec shape', async () => {
    const res = await get('vendor?mobileNo=%2B919876543210', { sessionToken: approved.sessionToken, 'X-USER-ROLE': 'VENDOR' });
    expect(res.statusCode).toBe(200);
    const v = res.json();
    expect(v).toMatchObject({
      id: demoVendorId('approved'),
      name: 'Ramesh Sharma',
      shopName: 'Sharma General Store',
      contactNo: '+919876543210',
      status: 'Approved',
      userType: 'vendor',
      emailId: expect.any(String),
      deliveryRadius: 5,
      rating: expect.any(Number),
      ordersCompleted: expect.any(Number),
      language: null,
      access: { role: 'owner', staffName: null },
    });
    expect(Object.keys(v).sort()).toEqual(
      [
        'access',
        'address',
        'addressText',
        'alternateContact',
        'attributeValues',
        'contactNo',
        'deliveryRadius',
        'emailId',
        'holidays',
        'id',
        'language',
        'name',
        'offlineUntil',
        'ordersCompleted',
        'organicPct',
        'profileImage',
        'rating',
        'shopName',
        'status',
        'userType',
        'vendorCategories',
        'vendorImages',
      ].sort(),
    );
    expect(v.profileImage).toMatch(/^http:\/\/localhost(:\d+)?\/media\/vendors\/approved\/profile\.svg$/);
    expect(v.address).toMatchObject({
      addressLineOne: expect.any(String),
      city: 'New Delhi',
      state: 'Delhi',
      country: 'India',
      pinCode: '110024',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    expect(v.addressText).toContain('New Delhi');
    expect(v.vendorImages.length).toBeGreaterThanOrEqual(4);
    for (const url of v.vendorImages) expect(url).toMatch(/^http:\/\/.+\/media\//);
    // Business attributes with the spec's encodings.
    const attrs = Object.fromEntries(v.attributeValues.map((a: { name: string; value: string }) => [a.name, a.value]));
    // A real shop's hours (India time): 8:00 AM - 9:00 PM, lunch 1-2 PM, closed on Sunday; and a UPI ID.
    expect(JSON.parse(attrs.shopTiming)).toEqual({ start: '08:00', end: '21:00' });
    expect(JSON.parse(attrs.offHours)).toEqual({ start: '13:00', end: '14:00' });
    expect(attrs.weeklyOffDay).toBe('Sunday');
    expect(attrs).toMatchObject({ upiId: 'sharmastore@okaxis', upiPayeeName: 'Sharma General Store' });
    expect(isUpiId(attrs.upiId)).toBe(true);
    expect(attrs.gstNo).toMatch(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    expect(attrs.panNo).toMatch(/^[A-Z]{5}[0-9]{4}[A-Z]$/);
    expect(() => JSON.parse(attrs.deliveryMethod)).not.toThrow();
    for (const a of v.attributeValues) expect(a).toEqual({ id: expect.any(String), name: expect.any(String), value: expect.any(String) });
    // Category tree, three levels, with Dairy and Books.
    const tops = v.vendorCategories.map((c: { name: string }) => c.name);
    expect(tops).toEqual(expect.arrayContaining(['Dairy', 'Books']));
    const leaf = v.vendorCategories[0].subCategories[0].subCategories[0];
    expect(leaf).toMatchObject({ id: expect.any(String), name: expect.any(String), available: expect.any(Boolean), subCategories: [] });
  });

  it('absolute URLs follow the Host the client called, or PUBLIC_URL', async () => {
    const res = await get('vendor', { sessionToken: approved.sessionToken, host: 'api.example.test:9000' });
    expect(res.json().profileImage).toBe('http://api.example.test:9000/media/vendors/approved/profile.svg');
  });

  it('403 when mobileNo is not the session’s own number', async () => {
    const res = await get('vendor?mobileNo=%2B919876543213', { sessionToken: approved.sessionToken });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'MOBILE_MISMATCH' });
  });

  it('accepts mobileNo without +91', async () => {
    expect((await get('vendor?mobileNo=9876543210', { sessionToken: approved.sessionToken })).statusCode).toBe(200);
  });

  it('Pending and Reject vendors get a session and their record (to show "registration under process")', async () => {
    const p = await get('vendor?mobileNo=%2B919876543211', { sessionToken: pending.sessionToken });
    expect(p.statusCode).toBe(200);
    expect(p.json().status).toBe('Pending');
    const r = await get('vendor?mobileNo=%2B919876543212', { sessionToken: rejected.sessionToken });
    expect(r.json().status).toBe('Reject');
  });

  it('an OutOfStation vendor counts as approved', async () => {
    expect((await get('orders/vendor?status=Pending', { sessionToken: offline.sessionToken })).statusCode).toBe(200);
  });

  it("a deleted vendor's session stops working (401)", async () => {
    const phone = uniquePhone();
    const id = await addVendor(tdb.db, phone);
    const s = await signIn(t, phone);
    expect((await get('vendor', { sessionToken: s.sessionToken })).statusCode).toBe(200);
    await tdb.db.query('DELETE FROM vendors WHERE id = $1', [id]);
    expect((await get('vendor', { sessionToken: s.sessionToken })).statusCode).toBe(401);
  });
});

describe('vendor is always the session’s', () => {
  it('403 VENDOR_MISMATCH when X-Vendor-Id names another vendor (any header case)', async () => {
    for (const name of ['X-Vendor-Id', 'X-VENDOR-ID', 'x-vendor-id']) {
      const res = await get('orders/vendor?status=Pending', { sessionToken: approved.sessionToken, [name]: offline.vendorId });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, code: 'VENDOR_MISMATCH', error: 'Forbidden' });
    }
    const onVendor = await get('vendor', { sessionToken: approved.sessionToken, 'X-Vendor-Id': offline.vendorId });
    expect(onVendor.json().code).toBe('VENDOR_MISMATCH');
  });

  it('a matching or empty X-Vendor-Id is fine', async () => {
    expect((await get('orders/vendor', { sessionToken: approved.sessionToken, 'X-Vendor-Id': approved.vendorId })).statusCode).toBe(200);
    expect((await get('orders/vendor', { sessionToken: approved.sessionToken, 'X-Vendor-Id': approved.vendorId.toUpperCase() })).statusCode).toBe(200);
    expect((await get('orders/vendor', { sessionToken: approved.sessionToken, 'X-Vendor-Id': 'null' })).statusCode).toBe(200);
  });

  it('a vendorId query parameter naming another vendor is refused too', async () => {
    const res = await get(`orders/vendor?vendorId=${offline.vendorId}`, { sessionToken: approved.sessionToken });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('VENDOR_MISMATCH');
  });

  it('403 ROLE_MISMATCH when X-USER-ROLE is not VENDOR', async () => {
    const res = await get('orders/vendor', { sessionToken: approved.sessionToken, 'X-USER-ROLE': 'USER' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ROLE_MISMATCH');
  });

  it('Pending and Reject vendors get 403 VENDOR_NOT_APPROVED on every vendor-scoped call but GET vendor', async () => {
    for (const s of [pending, rejected]) {
      for (const url of ['orders/vendor?status=Pending', 'orders/vendor/count?status=Pending']) {
        const res = await get(url, { sessionToken: s.sessionToken });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('VENDOR_NOT_APPROVED');
      }
    }
  });
});

describe('GET orders/vendor', () => {
  it('lists orders in the spec list shape, filtered by status, newest first', async () => {
    const res = await get('orders/vendor?status=Pending', { sessionToken: approved.sessionToken });
    expect(res.statusCode).toBe(200);
    const orders = res.json();
    expect(orders.length).toBeGreaterThanOrEqual(3);
    for (const o of orders) {
      expect(o).toMatchObject({
        orderId: expect.any(String),
        status: 'Pending',
        orderDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        total: expect.any(Number),
        customerName: expect.any(String),
        products: expect.any(Array),
        attributeModels: expect.any(Array),
      });
      expect(o).toHaveProperty('deliveryAddress');
      expect(o).toHaveProperty('note');
      expect(o.products.length).toBeGreaterThan(0);
      for (const item of o.products) {
        expect(Object.keys(item).sort()).toEqual([
          'mrp',
          'netPrice',
          'productId',
          'productImageUrls',
          'productName',
          'quantity',
          'unit',
          'variant',
          'variantId',
        ]);
        expect(item.productImageUrls[0]).toMatch(/^http:\/\/.+\/media\/products\//);
      }
      const attrs = Object.fromEntries(o.attributeModels.map((a: { name: string; value: string }) => [a.name, a.value]));
      expect(attrs.deliveryMethod).toBeDefined();
      expect(attrs.orderDate).toBe(o.orderDate);
      // total = sum(netPrice x quantity) + deliveryCharges
      const sum =
        o.products.reduce((s: number, i: { netPrice: number; quantity: number }) => s + i.netPrice * i.quantity, 0) + Number(attrs.deliveryCharges ?? 0);
      expect(o.total).toBeCloseTo(sum, 2);
    }
    const dates = orders.map((o: { orderDate: string }) => Date.parse(o.orderDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('has orders in every status, with both delivery and self pickup', async () => {
    const methods = new Set<string>();
    for (const status of ORDER_STATUSES) {
      const orders = (await get(`orders/vendor?status=${status}`, { sessionToken: approved.sessionToken })).json();
      expect(orders.length, status).toBeGreaterThanOrEqual(1);
      for (const o of orders) {
        expect(o.status).toBe(status);
        methods.add(o.attributeModels.find((a: { name: string }) => a.name === 'deliveryMethod').value);
      }
    }
    expect(methods).toContain('Self Pickup');
    expect(methods).toContain('Home Delivery');
  });

  it('without status lists every status; pages are bounded and stable', async () => {
    const all = (await get('orders/vendor', { sessionToken: approved.sessionToken })).json();
    const count = (await get('orders/vendor/count', { sessionToken: approved.sessionToken })).json().count;
    expect(all).toHaveLength(count);
    const p0 = await get('orders/vendor?pageSize=5&pageNo=0', { sessionToken: approved.sessionToken });
    const p1 = await get('orders/vendor?pageSize=5&pageNo=1', { sessionToken: approved.sessionToken });
    expect(p0.json()).toHaveLength(5);
    expect(p0.headers['x-next-page']).toBe('1');
    expect(p1.json()[0].orderId).toBe(all[5].orderId);
    const last = await get(`orders/vendor?pageSize=5&pageNo=${Math.floor((count - 1) / 5)}`, { sessionToken: approved.sessionToken });
    expect(last.headers['x-next-page']).toBeUndefined();
    expect((await get('orders/vendor?pageSize=51', { sessionToken: approved.sessionToken })).statusCode).toBe(400);
  });

  it('a vendor sees only their own orders', async () => {
    const mine = (await get('orders/vendor', { sessionToken: offline.sessionToken })).json();
    const theirs = (await get('orders/vendor', { sessionToken: approved.sessionToken })).json();
    const ids = new Set(theirs.map((o: { orderId: string }) => o.orderId));
    expect(mine.length).toBeGreaterThan(0);
    for (const o of mine) expect(ids.has(o.orderId)).toBe(false);
  });

  it('400 for an unknown status, naming the allowed ones', async () => {
    for (const status of ['Shipped', 'pending', '']) {
      const res = await get(`orders/vendor?status=${status}`, { sessionToken: approved.sessionToken });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', error: 'Bad Request' });
      expect(res.json().message).toContain('Pending, Rescheduled, Paid, Completed, Cancelled');
    }
    expect((await get('orders/vendor?pageNo=-1', { sessionToken: approved.sessionToken })).statusCode).toBe(400);
    expect((await get('orders/vendor?pageNo=abc', { sessionToken: approved.sessionToken })).statusCode).toBe(400);
  });

  it('401 before 400 for an anonymous bad request', async () => {
    expect((await get('orders/vendor?status=Nope')).statusCode).toBe(401);
  });
});

describe('GET orders/vendor/count', () => {
  it('counts by status', async () => {
    const res = await get('orders/vendor/count?status=Pending', { sessionToken: approved.sessionToken });
    expect(res.statusCode).toBe(200);
    const { count } = res.json();
    const list = (await get('orders/vendor?status=Pending', { sessionToken: approved.sessionToken })).json();
    expect(count).toBe(list.length);
    expect(count).toBeGreaterThanOrEqual(3);
  });
});
