/**
 * Issue 23 at 360 and 1280 px against the real API: the UPI ID set on the business-details screen
 * (a malformed one refused), the payment request of an unpaid order (QR code and upi:// link with
 * the right payee and amount, Send on WhatsApp, the line about Paid), the bill downloaded as a PDF,
 * and the Today figures matching GET orders/vendor/summary after an order is marked Delivered and
 * Paid. The demo shop is seeded with a UPI ID and payee, so an unpaid order shows the request at
 * once; the suite clears them to walk through adding one, and puts the seed's back after each test
 * (serial: both widths share them).
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { Summary } from '@vd/contract/rules';
import { API, VIEWPORTS } from './helpers';
import { expectToast, placeOrder, rupees, signInVendor, vendorToken } from './orders-helpers';

test.describe.configure({ mode: 'serial' });

const UPI_ID = 'sharmastore@okaxis';
const PAYEE = 'Sharma Kirana & Sons';
/** The demo shop's UPI attributes in the seed (api/src/seed/seed.ts). */
const SEED_UPI = { upiId: 'sharmastore@okaxis', payee: 'Sharma General Store' };

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${API}/${path}`, {
    method,
    headers: { sessionToken: vendorToken(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const putUpi = (upiId: string, payee: string) =>
  api('PUT', 'vendor/attribute', [
    { name: 'upiId', value: upiId },
    { name: 'upiPayeeName', value: payee },
  ]);

async function setUpiOnScreen(page: Page): Promise<void> {
  await page.goto('/profile/business/edit');
  await expect(page.getByRole('heading', { level: 2, name: 'Payments (UPI)' })).toBeVisible();
  const upi = page.getByLabel('UPI ID', { exact: true });
  await upi.fill('sharmastore');
  await upi.blur();
  await expect(page.getByText('Invalid UPI ID format.')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expectToast(page, 'Please correct the highlighted fields.');
  await upi.fill(UPI_ID);
  await page.getByLabel('Payee name (optional)').fill(PAYEE);
  await expect(page.getByText('Invalid UPI ID format.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expectToast(page, 'Vendor attributes updated successfully!');
  await expect(page).not.toHaveURL(/\/profile\/business\/edit$/);
}

/** The Today figures on screen equal the API's answer read at the same moment (other suites change orders meanwhile). */
async function expectTodayMatchesApi(page: Page): Promise<Summary> {
  let summary!: Summary;
  await expect(async () => {
    await page.goto('/');
    const today = page.getByRole('region', { name: 'Today' });
    await expect(today.getByTestId('today-received')).toBeVisible();
    summary = await api<Summary>('GET', 'orders/vendor/summary');
    const s = summary.today;
    await expect(today.getByTestId('today-received')).toHaveText(String(s.received), { timeout: 2000 });
    await expect(today.getByTestId('today-delivered')).toHaveText(String(s.delivered), { timeout: 2000 });
    await expect(today.getByTestId('today-paid')).toHaveText(rupees(s.paidRupees), { timeout: 2000 });
    await expect(today.getByTestId('today-unpaid')).toHaveText(rupees(s.unpaidRupees), { timeout: 2000 });
    await expect(today.getByTestId('today-pending')).toHaveText(String(s.pending), { timeout: 2000 });
    await expect(today.getByTestId('today-outOfStock')).toHaveText(String(s.outOfStock), { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  return summary;
}

for (const vp of VIEWPORTS) {
  test.describe(`payments and Today at ${vp.name} px`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });
    test.beforeEach(async ({ page }) => {
      await signInVendor(page);
    });
    test.afterEach(async () => {
      await putUpi(SEED_UPI.upiId, SEED_UPI.payee);
    });

    test("the seeded UPI ID: an unpaid order shows the request with the shop's payee and the amount", async ({ page }) => {
      const order = await placeOrder({ deliveryMethod: 'Self Pickup' });
      await page.goto(`/orders/${order.orderId}`);
      const payment = page.getByTestId('order-payment');
      await expect(payment.getByRole('heading', { name: 'Request payment' })).toBeVisible();
      await expect(payment.getByTestId('upi-missing')).toHaveCount(0);
      const expected = `upi://pay?pa=${SEED_UPI.upiId}&pn=Sharma%20General%20Store&am=${order.total.toFixed(2)}&cu=INR&tn=Order%20%23${order.orderId.slice(-8)}`;
      await expect(payment.getByTestId('upi-link')).toHaveAttribute('href', expected);
      await expect(payment.getByTestId('upi-qr')).toHaveAttribute('alt', `UPI QR code: pay ${rupees(order.total)} to ${SEED_UPI.payee} (${SEED_UPI.upiId})`);
    });

    test('no UPI ID: the order offers to add one; set it on Business details; the request carries payee and amount; the bill downloads as a PDF', async ({
      page,
    }) => {
      await putUpi('', '');
      const order = await placeOrder({ deliveryMethod: 'Home Delivery' });
      await page.goto(`/orders/${order.orderId}`);
      const payment = page.getByTestId('order-payment');
      await expect(payment.getByRole('heading', { name: 'Request payment' })).toBeVisible();
      await expect(payment.getByTestId('upi-missing')).toBeVisible();
      await payment.getByRole('link', { name: 'Add UPI ID' }).click();
      await expect(page).toHaveURL(/\/profile\/business\/edit$/);

      await setUpiOnScreen(page);

      await page.goto(`/orders/${order.orderId}`);
      const amount = order.total.toFixed(2);
      const short = order.orderId.slice(-8);
      const expected = `upi://pay?pa=${UPI_ID}&pn=Sharma%20Kirana%20%26%20Sons&am=${amount}&cu=INR&tn=Order%20%23${short}`;
      await expect(payment.getByTestId('upi-link')).toHaveAttribute('href', expected);
      await expect(payment.getByRole('link', { name: 'Pay with any UPI app' })).toBeVisible();
      const qr = payment.getByTestId('upi-qr');
      await expect(qr).toBeVisible();
      await expect(qr).toHaveAttribute('data-payload', expected);
      await expect(qr).toHaveAttribute('alt', `UPI QR code: pay ${rupees(order.total)} to ${PAYEE} (${UPI_ID})`);
      // The QR image is the qrcode library's SVG of exactly that text.
      const svg = decodeURIComponent((await qr.getAttribute('src'))!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
      expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 \d+ \d+"/);
      const link = new URL(expected);
      expect(link.searchParams.get('pa')).toBe(UPI_ID);
      expect(link.searchParams.get('pn')).toBe(PAYEE);
      expect(link.searchParams.get('am')).toBe(amount);
      const whatsapp = payment.getByTestId('send-whatsapp');
      await expect(whatsapp).toHaveText('Send on WhatsApp');
      const chat = new URL((await whatsapp.getAttribute('href'))!);
      expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${order.customerPhone!.replace('+', '')}`);
      expect(chat.searchParams.get('text')).toContain(expected);
      await expect(payment.getByTestId('confirm-with-paid')).toHaveText(
        'There is no payment gateway: check that the money reached you, then tap “Mark as Paid”.',
      );

      const [download] = await Promise.all([page.waitForEvent('download'), payment.getByRole('button', { name: 'Download bill' }).click()]);
      expect(download.suggestedFilename()).toBe(`bill-${short}.pdf`);
      const pdf = await readFile((await download.path())!);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(5000);
      // One page, 80 mm wide (226.77 pt).
      expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[ ?0 0 226\.77\d* /);
    });

    test('the Today figures match the API after an order is marked delivered and paid; the chart names the last 7 days', async ({ page }) => {
      const order = await placeOrder({ deliveryMethod: 'Self Pickup' });
      const before = await expectTodayMatchesApi(page);
      await expect(page.getByRole('img', { name: 'Last 7 days' })).toBeVisible();
      await expect(page.getByTestId('week-chart-text')).toContainText(`orders ${before.days.at(-1)!.orders}`);
      await expect(page.getByRole('link', { name: /^Pending orders: \d+\. Open the list$/ })).toHaveAttribute('href', '/?status=Pending');

      await page.goto(`/orders/${order.orderId}`);
      await page.getByTestId('order-actions').getByRole('button', { name: 'Mark as Delivered' }).click();
      await expectToast(page, 'Order marked as delivered successfully');
      await page.goto(`/orders/${order.orderId}`);
      await page.getByTestId('order-actions').getByRole('button', { name: 'Mark as Paid' }).click();
      await expectToast(page, 'Order marked as paid successfully');

      const after = await expectTodayMatchesApi(page);
      expect(after.today.delivered).toBeGreaterThanOrEqual(before.today.delivered + 1);
      expect(Math.round(after.today.paidRupees * 100)).toBeGreaterThanOrEqual(Math.round((before.today.paidRupees + order.total) * 100));
      await page.getByRole('link', { name: /^Delivered, not paid: .+\. Open the list$/ }).click();
      await expect(page).toHaveURL(/\/\?status=Completed$/);
    });
  });
}
