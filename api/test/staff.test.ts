import { ACCESS_ROLES, type AccessRole, ORDER_ATTR } from '@vd/contract';
import { ROUTES, routePath, type Route } from '@vd/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { B, createTestApp, createTestDb, DEMO, q, signIn, signInCustomer, type TestApp, type TestDb, uniquePhone } from './helpers.js';

// Staff: the owner gives people access with their own phone and a role; the API decides what each
// role may call (the contract's `access` on every route), on every API process.

const RAVI = '+919876543214';
const UUID = '00000000-0000-4000-8000-000000000000';

let tdb: TestDb;
let t: TestApp;
let other: TestApp;
let owner: { sessionToken: string; vendorId: string };
let customerToken: string;

beforeAll(async () => {
  tdb = await createTestDb();
  t = await createTestApp(tdb.db, { seed: true });
  // A second API process on the same database, remembering sessions for a minute: a staff member's
  // session is read every time all the same.
  other = await createTestApp(await tdb.openAnother(), { seed: false, clock: t.clock, config: { sessionCacheMs: 60_000 } });
  owner = await signIn(t, DEMO.approved, '123456');
  customerToken = await signInCustomer(t, DEMO.customer);
});
afterAll(async () => {
  await other.close();
  await t.close();
  await tdb.cleanup();
});

const as = (s: { sessionToken: string }) => ({ sessionToken: s.sessionToken });

async function addStaff(body: Record<string, unknown>, session = owner) {
  return t.app.inject({ method: 'POST', url: `${B}/vendor/staff`, headers: as(session), payload: body });
}

/** A new staff member of the demo shop with this role, signed in (on the first process). */
async function staffMember(role: 'manager' | 'orders', name = 'Asha') {
  const phone = uniquePhone();
  const added = await addStaff({ name, phone: phone.slice(3), role });
  expect(added.statusCode, added.body).toBe(201);
  const session = await signIn(t, phone);
  return { id: added.json().id as string, phone, session };
}

async function newOrder() {
  const res = await t.app.inject({
    method: 'POST',
    url: `${B}/customer/orders`,
    headers: { sessionToken: customerToken },
    payload: { vendorContactNo: DEMO.approved, ignoreHours: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { orderId: string; version: number };
}

describe('the owner manages staff', () => {
  it('lists the demo staff member, adds one with the login phone rules, and refuses numbers with another account', async () => {
    const list = await t.app.inject({ method: 'GET', url: `${B}/vendor/staff`, headers: as(owner) });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ name: 'Ravi Kumar', phone: RAVI, role: 'orders', lastSignInAt: null })]);

    const bad = await addStaff({ name: 'Asha', phone: '12345', role: 'orders' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_PHONE', message: 'Please enter a valid 10-digit phone number' });
    const blank = await addStaff({ name: '  ', phone: uniquePhone(), role: 'orders' });
    expect(blank.json()).toMatchObject({ code: 'INVALID_NAME', message: 'Please enter a name.' });

    const shop = await addStaff({ name: 'Owner', phone: DEMO.offline, role: 'orders' });
    expect(shop.statusCode).toBe(409);
    expect(shop.json()).toMatchObject({ code: 'STAFF_PHONE_TAKEN', message: "This number is a shop's own number. A shop owner cannot be added as staff." });
    const customer = await addStaff({ name: 'Priya', phone: DEMO.customer, role: 'orders' });
    expect(customer.json()).toMatchObject({ code: 'STAFF_PHONE_TAKEN', message: 'This number belongs to a customer account and cannot be added as staff.' });
    const again = await addStaff({ name: 'Ravi', phone: RAVI, role: 'manager' });
    expect(again.json()).toMatchObject({ code: 'STAFF_PHONE_TAKEN', message: 'This number is already on your staff.' });
    const elsewhere = await addStaff({ name: 'Ravi', phone: RAVI, role: 'manager' }, await signIn(t, DEMO.offline, '123456'));
    expect(elsewhere.json()).toMatchObject({
      code: 'STAFF_PHONE_TAKEN',
      message: 'This number is already staff at another shop. They must be removed there first.',
    });
  });

  it('holds at most 10 staff per shop, also when many are added at once', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `${B}/vendor/staff`, headers: as(owner) })).json().length as number;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? other : t).app.inject({
          method: 'POST',
          url: `${B}/vendor/staff`,
          headers: as(owner),
          payload: { name: `Helper ${i}`, phone: uniquePhone(), role: 'orders' },
        }),
      ),
    );
    const added = answers.filter((r) => r.statusCode === 201).length;
    expect(added).toBe(10 - before);
    for (const r of answers.filter((a) => a.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ code: 'STAFF_LIMIT', message: 'A shop can have at most 10 staff. Remove someone first.' });
    }
    const list = (await t.app.inject({ method: 'GET', url: `${B}/vendor/staff`, headers: as(owner) })).json() as { id: string; name: string }[];
    expect(list).toHaveLength(10);
    // Make room again for the other tests.
    for (const s of list.filter((m) => m.name.startsWith('Helper '))) {
      expect((await t.app.inject({ method: 'DELETE', url: `${B}/vendor/staff/${s.id}`, headers: as(owner) })).statusCode).toBe(200);
    }
  });
});

describe('a staff member signs in with their own phone', () => {
  it('gets the shop, their name and role, and the owner sees when they last signed in', async () => {
    const ravi = await signIn(t, RAVI, '123456');
    expect(ravi.vendorId).toBe(owner.vendorId);
    const me = await t.app.inject({ method: 'GET', url: `${B}/vendor`, headers: as(ravi) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: owner.vendorId, shopName: 'Sharma General Store', access: { role: 'orders', staffName: 'Ravi Kumar' } });
    const mine = await t.app.inject({ method: 'GET', url: `${B}/vendor`, headers: as(owner) });
    expect(mine.json().access).toEqual({ role: 'owner', staffName: null });
    const list = (await t.app.inject({ method: 'GET', url: `${B}/vendor/staff`, headers: as(owner) })).json() as { phone: string; lastSignInAt: string }[];
    expect(list.find((s) => s.phone === RAVI)?.lastSignInAt).toEqual(expect.any(String));
  });

  it("keeps a staff member's language their own", async () => {
    const asha = await staffMember('orders');
    const set = await t.app.inject({ method: 'PUT', url: `${B}/vendor/language`, headers: as(asha.session), payload: { language: 'ta' } });
    expect(set.statusCode).toBe(200);
    expect(set.json().language).toBe('ta');
    const ownerView = await t.app.inject({ method: 'GET', url: `${B}/vendor`, headers: as(owner) });
    expect(ownerView.json().language).not.toBe('ta');
  });
});

describe('what each role may do', () => {
  /** One request to a route, with path parameters filled and no body: only the guard's answer matters. */
  const call = (app: TestApp, route: Route, session: { sessionToken: string }) =>
    app.app.inject({
      method: route.method,
      url: `${B}${routePath(route, { productId: UUID, imageId: UUID, holidayId: UUID, staffId: UUID })}`,
      headers: as(session),
    });

  it('walks every route of the contract for the owner, a manager, an orders role and a removed member', async () => {
    const sessions: Record<AccessRole, { sessionToken: string }> = {
      owner,
      manager: (await staffMember('manager', 'Meena')).session,
      orders: (await staffMember('orders', 'Om')).session,
    };
    const removed = await staffMember('orders', 'Rita');
    expect((await t.app.inject({ method: 'DELETE', url: `${B}/vendor/staff/${removed.id}`, headers: as(owner) })).statusCode).toBe(200);

    const routes = Object.values(ROUTES) as Route[];
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      if (route.access === 'public' || route.access === 'customer') continue;
      for (const role of ACCESS_ROLES) {
        const res = await call(t, route, sessions[role]);
        const refused = res.statusCode === 403 && res.json().code === 'ROLE_NOT_ALLOWED';
        expect(refused, `${route.id} as ${role}: ${res.statusCode} ${res.body.slice(0, 120)}`).toBe(!route.access.includes(role));
        if (refused) expect(res.json().message).toBe("Your role in this shop does not allow this. Ask the shop's owner.");
        expect(res.statusCode, `${route.id} as ${role}`).not.toBe(401);
      }
      const gone = await call(other, route, removed.session);
      expect(gone.statusCode, `${route.id} as a removed member`).toBe(401);
    }
  });

  it("a customer's route and the public ones are no dashboard role's business", async () => {
    const staff = await staffMember('manager', 'Kiran');
    const place = await t.app.inject({ method: 'POST', url: `${B}/customer/orders`, headers: as(staff.session), payload: { vendorContactNo: DEMO.approved } });
    expect(place.statusCode).toBe(403);
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
  });

  it('a manager may switch the shop live but not offline, and may not change the UPI ID or the registration numbers', async () => {
    const { session } = await staffMember('manager', 'Manoj');
    const offline = await t.app.inject({ method: 'PUT', url: `${B}/vendor/status?${q({ status: 'OutOfStation' })}`, headers: as(session) });
    expect(offline.statusCode).toBe(403);
    expect(offline.json()).toMatchObject({ code: 'ROLE_NOT_ALLOWED', message: 'Only the owner can take the shop offline.' });
    const live = await t.app.inject({ method: 'PUT', url: `${B}/vendor/status?${q({ status: 'Approved' })}`, headers: as(session) });
    expect(live.statusCode).toBe(200);

    const current = (await t.app.inject({ method: 'GET', url: `${B}/vendor`, headers: as(owner) })).json() as {
      attributeValues: { name: string; value: string }[];
    };
    const upi = current.attributeValues.find((a) => a.name === 'upiId')!.value;
    const changeUpi = await t.app.inject({
      method: 'PUT',
      url: `${B}/vendor/attribute`,
      headers: as(session),
      payload: [{ name: 'upiId', value: 'thief@okaxis' }],
    });
    expect(changeUpi.statusCode).toBe(403);
    expect(changeUpi.json()).toMatchObject({ code: 'ROLE_NOT_ALLOWED' });
    const gst = await t.app.inject({ method: 'PUT', url: `${B}/vendor/attribute`, headers: as(session), payload: [{ name: 'gstNo', value: '' }] });
    expect(gst.statusCode).toBe(403);
    // The business details form sends every field: the owner's ones unchanged pass.
    const same = await t.app.inject({
      method: 'PUT',
      url: `${B}/vendor/attribute`,
      headers: as(session),
      payload: [
        { name: 'upiId', value: upi },
        { name: 'tagline', value: 'Fresh every morning' },
      ],
    });
    expect(same.statusCode, same.body).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: `${B}/vendor`, headers: as(owner) })).json() as {
      attributeValues: { name: string; value: string }[];
    };
    expect(after.attributeValues.find((a) => a.name === 'upiId')!.value).toBe(upi);
  });
});

describe('changes take effect on the next request, on every API process', () => {
  it('a new role narrows and widens a signed-in member at once', async () => {
    const m = await staffMember('manager', 'Deepa');
    const pricing = () => other.app.inject({ method: 'GET', url: `${B}/vendor/products/categories`, headers: as(m.session) });
    expect((await pricing()).statusCode).toBe(200);
    const narrowed = await t.app.inject({ method: 'PUT', url: `${B}/vendor/staff/${m.id}`, headers: as(owner), payload: { role: 'orders' } });
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json()).toMatchObject({ id: m.id, role: 'orders' });
    const refused = await pricing();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ROLE_NOT_ALLOWED');
    await t.app.inject({ method: 'PUT', url: `${B}/vendor/staff/${m.id}`, headers: as(owner), payload: { role: 'manager' } });
    expect((await pricing()).statusCode).toBe(200);
  });

  it('removal ends their sessions and their refresh at once; their number can be added again', async () => {
    const m = await staffMember('orders', 'Gopal');
    const orders = () => other.app.inject({ method: 'GET', url: `${B}/orders/vendor`, headers: as(m.session) });
    expect((await orders()).statusCode).toBe(200);
    const removed = await t.app.inject({ method: 'DELETE', url: `${B}/vendor/staff/${m.id}`, headers: as(owner) });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as { id: string }[]).some((s) => s.id === m.id)).toBe(false);
    expect((await orders()).statusCode).toBe(401);
    const refresh = await other.app.inject({ method: 'POST', url: `${B}/auth/token/refresh?${q({ refreshToken: m.session.refreshToken, role: 'VENDOR' })}` });
    expect(refresh.statusCode).toBe(401);
    const send = await t.app.inject({ method: 'POST', url: `${B}/auth/otp/send?${q({ phoneNumber: m.phone, role: 'VENDOR' })}` });
    expect(send.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${B}/vendor/staff/${m.id}`, headers: as(owner) })).json()).toMatchObject({ code: 'STAFF_NOT_FOUND' });
    expect((await addStaff({ name: 'Gopal', phone: m.phone, role: 'orders' })).statusCode).toBe(201);
  });

  it("one shop's owner cannot see, change or remove another shop's staff", async () => {
    const m = await staffMember('orders', 'Sita');
    const otherOwner = await signIn(t, DEMO.offline, '123456');
    const list = await t.app.inject({ method: 'GET', url: `${B}/vendor/staff`, headers: as(otherOwner) });
    expect((list.json() as { id: string }[]).some((s) => s.id === m.id)).toBe(false);
    const change = await t.app.inject({ method: 'PUT', url: `${B}/vendor/staff/${m.id}`, headers: as(otherOwner), payload: { role: 'manager' } });
    expect(change.statusCode).toBe(404);
    const remove = await t.app.inject({ method: 'DELETE', url: `${B}/vendor/staff/${m.id}`, headers: as(otherOwner) });
    expect(remove.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${B}/orders/vendor`, headers: as(m.session) })).statusCode).toBe(200);
  });
});

describe('what staff do is stamped with who did it', () => {
  it('"Delivered by" names the staff member; a later change by the owner names nobody', async () => {
    const ravi = await signIn(t, RAVI, '123456');
    const order = await newOrder();
    const delivered = await t.app.inject({
      method: 'PUT',
      url: `${B}/order/status`,
      headers: as(ravi),
      payload: { orderId: order.orderId, status: 'Completed', version: order.version },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const detail = await t.app.inject({ method: 'GET', url: `${B}/order/details?${q({ orderId: order.orderId })}`, headers: as(owner) });
    const attrs = detail.json().attributeModels as { name: string; value: string }[];
    expect(attrs).toContainEqual({ name: ORDER_ATTR.deliveredBy, value: 'Ravi Kumar' });
    expect(attrs.some((a) => a.name === ORDER_ATTR.deliveredOn)).toBe(true);

    const paid = await t.app.inject({
      method: 'PUT',
      url: `${B}/order/status`,
      headers: as(owner),
      payload: { orderId: order.orderId, status: 'Paid', version: delivered.json().version },
    });
    expect(paid.statusCode).toBe(200);
    const after = paid.json().attributeModels as { name: string; value: string }[];
    expect(after.some((a) => a.name === ORDER_ATTR.paidBy)).toBe(false);
    expect(after).toContainEqual({ name: ORDER_ATTR.deliveredBy, value: 'Ravi Kumar' });
  });

  it('a client cannot write who made a change', async () => {
    const order = await newOrder();
    const res = await t.app.inject({
      method: 'PUT',
      url: `${B}/order/status`,
      headers: as(owner),
      payload: {
        orderId: order.orderId,
        status: 'Cancelled',
        cancellationReason: 'Out of stock',
        attributeModels: [{ name: 'cancelledBy', value: 'Someone else' }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json().attributeModels as { name: string }[]).some((a) => a.name === ORDER_ATTR.cancelledBy)).toBe(false);
  });
});
