/**
 * Two tabs of one browser on a shared phone: vendor A keeps a change in the outbox (the API cannot
 * be reached for it), the other tab's session ends and vendor B signs in there, then the network
 * returns. Nothing of A's is sent under B's session, A's change waits for A (and goes when A signs in
 * again), B stays signed in; the tab that held A follows to /login. Signing out with the change still
 * kept asks first and then deletes it from the phone.
 */
import { expect, type BrowserContext, type Page, type Request, test } from '@playwright/test';
import { API, DEMO, signIn } from './helpers';
import { placeOrder, signInVendor } from './orders-helpers';
import { apiSession, toast } from './pricing-helpers';

const B = { phone: DEMO.offline, shopName: 'Iyer Fresh Mart' } as const;

const actions = (page: Page) => page.getByTestId('order-actions');
const headerCount = (page: Page) => page.getByTestId('outbox-count');
const isStatusWrite = (r: Request) => r.method() === 'PUT' && /\/order\/status$/.test(new URL(r.url()).pathname);

/** An order's status read with a session of its own (the page's session ends in these tests). */
async function orderStatus(orderId: string): Promise<string> {
  const res = await fetch(`${API}/order/details?orderId=${encodeURIComponent(orderId)}`, { headers: { sessionToken: await apiSession() } });
  return ((await res.json()) as { status: string }).status;
}

interface Write {
  session: string;
  vendor: string;
  key: string;
}

/** Every order-status write either tab makes: the session it carries and the vendor it names. */
function recordWrites(context: BrowserContext): Write[] {
  const writes: Write[] = [];
  context.on('request', (r) => {
    if (!isStatusWrite(r)) return;
    const h = r.headers();
    writes.push({ session: h.sessiontoken ?? '', vendor: h['x-vendor-id'] ?? '', key: h['idempotency-key'] ?? '' });
  });
  return writes;
}

/** The entries the outbox keeps on the phone (IndexedDB, shared by the tabs): vendor and state. */
function keptEntries(page: Page): Promise<{ vendorId: string; state: string; kind: string }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('vd-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('entries').objectStore('entries').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { vendorId: string; state: string; kind: string }[]).map(({ vendorId, state, kind }) => ({ vendorId, state, kind })));
          };
        };
      }),
  );
}

/** Signs vendor B in through the screens of `page` (on /login). */
async function signInB(page: Page) {
  await page.getByRole('textbox', { name: 'Phone number' }).fill(B.phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);
  await page.getByLabel('Verification code').fill(DEMO.otp);
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByTestId('header-shop-name')).toHaveText(B.shopName);
}

/** The network is back (the write can reach the API again; both tabs hear `online`). */
async function networkReturns(context: BrowserContext, tabs: Page[]) {
  await context.unroute('**/order/status');
  await Promise.all(tabs.map((tab) => tab.evaluate(() => window.dispatchEvent(new Event('online')))));
}

/** A's tab keeps a change: "Mark as Delivered" on a new order while the API cannot be reached for it. */
async function keepChange(page: Page, orderId: string) {
  await page.context().route('**/order/status', (route) => route.abort('internetdisconnected'));
  await page.goto(`/orders/${orderId}`);
  await actions(page).getByRole('button', { name: 'Mark as Delivered' }).click();
  await expect(headerCount(page)).toHaveText('1 waiting to send');
}

/** B is still the signed-in vendor: the stored session is B's and a new page opens B's shop. */
async function expectBSignedIn(page: Page) {
  expect(await page.evaluate(() => localStorage.getItem('contactNo'))).toBe(B.phone);
  await page.reload();
  await expect(page.getByTestId('header-shop-name')).toHaveText(B.shopName);
  await expect(page).not.toHaveURL(/\/login$/);
}

test.describe('two tabs, two vendors', () => {
  test('A’s kept change is not sent under B: it waits for A, B stays signed in', async ({ page, context }) => {
    // A long walk (two sign-ins through the screens, a wait to see that nothing is sent) on a loaded machine.
    test.slow();
    const order = await placeOrder();
    await signInVendor(page);
    const other = await context.newPage();
    await other.goto('/profile');
    await expect(other.getByTestId('header-shop-name')).toHaveText(DEMO.shopName);
    const writes = recordWrites(context);

    await keepChange(page, order.orderId);
    const vendorA = writes[0]!.vendor;
    expect(vendorA).not.toBe('');
    await expect(headerCount(other)).toHaveText('1 waiting to send');

    // A's session ends in the other tab without a sign-out (its refresh is refused there) …
    await other.evaluate(() => {
      localStorage.setItem('sessionToken', 'expired-session-token');
      localStorage.setItem('token', 'expired-session-token');
      localStorage.setItem('refreshToken', 'revoked-refresh-token');
    });
    await other.reload();
    await expect(other).toHaveURL(/\/login$/);
    // … and A's tab follows: it no longer holds A.
    await expect(page).toHaveURL(/\/login$/);

    // Vendor B signs in in the other tab.
    await signInB(other);
    const sessionB = await other.evaluate(() => localStorage.getItem('sessionToken'));
    const before = writes.length;

    await networkReturns(context, [page, other]);
    // Nothing to wait for when nothing is sent: give both tabs time to have sent if they were going to.
    await page.waitForTimeout(3_000);
    expect(writes.slice(before)).toEqual([]);
    expect(writes.filter((w) => w.session === sessionB)).toEqual([]);
    expect(await orderStatus(order.orderId)).toBe('Pending');
    expect(await keptEntries(other)).toEqual([{ vendorId: vendorA, state: 'waiting', kind: 'order-status' }]);
    await expectBSignedIn(other);

    // A signs in again (in A's tab): A's change goes, in A's session, naming A.
    await signIn(page);
    await expect(toast(page, 'Your change has been sent.').first()).toBeVisible();
    await expect.poll(() => orderStatus(order.orderId)).toBe('Completed');
    const sent = writes.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ vendor: vendorA, key: writes[0]!.key });
    expect(sent[0]!.session).toBe(await page.evaluate(() => localStorage.getItem('sessionToken')));
    expect(await keptEntries(page)).toEqual([]);
  });

  test('signing out with A’s change kept asks, then deletes it from the phone; B signs in and stays', async ({ page, context }) => {
    test.slow();
    const order = await placeOrder();
    await signInVendor(page);
    const other = await context.newPage();
    await other.goto('/profile');
    await expect(other.getByTestId('header-shop-name')).toHaveText(DEMO.shopName);
    const writes = recordWrites(context);

    await keepChange(page, order.orderId);
    await expect(headerCount(other)).toHaveText('1 waiting to send');

    await other.getByRole('button', { name: 'Log Out' }).click();
    const question = other.getByRole('alertdialog', { name: '1 change has not been sent yet.' });
    await expect(question).toContainText('Send them now, or log out and delete them from this phone? Deleted changes are never sent.');
    await question.getByRole('button', { name: 'Delete and log out' }).click();
    await expect(other).toHaveURL(/\/login$/);
    await expect(page).toHaveURL(/\/login$/);
    // The deletion runs on with the move to /login: wait for the phone to hold nothing.
    await expect.poll(() => keptEntries(other)).toEqual([]);

    await signInB(other);
    const before = writes.length;
    await networkReturns(context, [page, other]);
    await page.waitForTimeout(3_000);
    expect(writes.slice(before)).toEqual([]);
    expect(await orderStatus(order.orderId)).toBe('Pending');
    await expectBSignedIn(other);
  });
});
