import { expect, test, type Page } from '@playwright/test';
import { attr, foreignOrderId, getOrder, orderIn, placeOrder, signInVendor, rupees, setStatus, type ApiOrder } from './orders-helpers';

type Status = 'Pending' | 'Rescheduled' | 'Completed' | 'Paid' | 'Cancelled';

const ACTION_BUTTONS = ['Mark as Delivered', 'Mark as Paid', 'Reschedule', 'Cancel Order'] as const;
const OFFERED: Record<Status, readonly string[]> = {
  Pending: ACTION_BUTTONS,
  Rescheduled: ACTION_BUTTONS,
  Completed: ['Mark as Paid'],
  Paid: [],
  Cancelled: [],
};

const actions = (page: Page) => page.getByTestId('order-actions');

/** Opens the order from the list (so "back one screen" returns to the list). */
async function openFromList(page: Page, order: ApiOrder, status: Status) {
  await page.goto(status === 'Pending' ? '/' : `/?status=${status}`);
  await page.locator(`[data-testid="order-card"][data-order-id="${order.orderId}"]`).click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
}

function tomorrowInIndia(): string {
  const now = new Date(Date.now() + 24 * 3600_000);
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'numeric', year: 'numeric' }).formatToParts(now);
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${get('day')} ${months[get('month') - 1]} ${get('year')}`;
}

test.describe('order detail', () => {
  test.beforeEach(async ({ page }) => {
    await signInVendor(page);
  });

  test('shows Order# + last 8, status, lines, bill summary (FREE / charges), customer call link, pickup or delivery details, note', async ({ page }) => {
    const pickup = await placeOrder({ deliveryMethod: 'Self Pickup', note: 'Keep it ready by 6' });
    await page.goto(`/orders/${pickup.orderId}`);
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByRole('heading', { level: 1, name: `Order#${pickup.orderId.slice(-8)}` })).toBeVisible();
    await expect(detail.getByTestId('order-status').first()).toHaveText('Pending');
    await expect(detail.getByTestId('order-line')).toHaveCount(pickup.items.length);
    await expect(detail.getByTestId('delivery-charges')).toHaveText('FREE');
    const total = pickup.items.reduce((s, i) => s + Math.round(i.netPrice * 100) * i.quantity, 0) / 100;
    await expect(detail.getByTestId('bill-total')).toHaveText(rupees(total));
    await expect(detail.getByRole('heading', { name: 'Pickup Details' })).toBeVisible();
    await expect(detail.getByRole('link', { name: /Call Priya Nair/ })).toHaveAttribute('href', `tel:${pickup.customerPhone}`);
    await expect(detail.getByText('Keep it ready by 6')).toBeVisible();
    await expect(detail.getByTestId('detail-delivery-time')).toHaveText('Not scheduled');

    const express = await placeOrder({ deliveryMethod: 'Express', deliveryAddress: '14, Lodhi Colony, New Delhi' });
    await page.goto(`/orders/${express.orderId}`);
    await expect(page.getByRole('heading', { name: 'Delivery Details' })).toBeVisible();
    await expect(page.getByText('14, Lodhi Colony, New Delhi')).toBeVisible();
    await expect(page.getByTestId('delivery-charges')).toHaveText('₹50');
    await expect(page.getByTestId('bill-total')).toHaveText(rupees(express.total));
  });

  for (const status of ['Pending', 'Rescheduled', 'Completed', 'Paid', 'Cancelled'] as const) {
    test(`a ${status} order offers exactly: ${OFFERED[status].join(', ') || 'nothing'}`, async ({ page }) => {
      const order = await orderIn(status);
      await page.goto(`/orders/${order.orderId}`);
      await expect(page.getByTestId('order-detail')).toBeVisible();
      for (const name of ACTION_BUTTONS) {
        await expect(actions(page).getByRole('button', { name, exact: true })).toHaveCount(OFFERED[status].includes(name) ? 1 : 0);
      }
      if (OFFERED[status].length === 0) await expect(actions(page)).toContainText('No further actions for this order.');
    });
  }

  for (const from of ['Pending', 'Rescheduled', 'Completed'] as const) {
    test(`from ${from}: Delivered / Paid toast, go back one screen and change the status`, async ({ page }) => {
      const steps: [string, string, Status][] =
        from === 'Completed'
          ? [['Mark as Paid', 'Order marked as paid successfully', 'Paid']]
          : [
              ['Mark as Delivered', 'Order marked as delivered successfully', 'Completed'],
              ['Mark as Paid', 'Order marked as paid successfully', 'Paid'],
            ];
      for (const [button, toastText, result] of steps) {
        const order = await orderIn(from);
        await openFromList(page, order, from);
        await actions(page).getByRole('button', { name: button }).click();
        await expect(page.getByText(toastText)).toBeVisible();
        await expect(page).toHaveURL(from === 'Pending' ? /\/$/ : new RegExp(`\\?status=${from}$`));
        const after = (await getOrder(order.orderId)).order!;
        expect(after.status).toBe(result);
        const stamp = attr(after, result === 'Paid' ? 'paidOn' : 'deliveredOn')!;
        expect(Date.now() - Date.parse(stamp)).toBeLessThan(60_000);
      }
    });
  }

  for (const from of ['Pending', 'Rescheduled'] as const) {
    test(`from ${from}: cancel needs a reason (Other needs text), then cancels`, async ({ page }) => {
      const order = await orderIn(from);
      await openFromList(page, order, from);
      await actions(page).getByRole('button', { name: 'Cancel Order' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Cancel Order' });
      await expect(dialog).toBeVisible();
      for (const r of [
        'Product out of stock',
        'Unable to deliver to location',
        'Customer requested cancellation',
        'Payment issues',
        'Vendor unavailable',
        'Other',
      ]) {
        await expect(dialog.getByRole('radio', { name: r })).toBeVisible();
      }
      await expect(dialog.getByRole('button', { name: 'Keep Order' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel Order' }).click();
      await expect(page.getByText('Please select or enter a cancellation reason')).toBeVisible();
      await dialog.getByRole('radio', { name: 'Other' }).check();
      const box = dialog.getByRole('textbox', { name: 'Cancellation reason' });
      await expect(box).toBeVisible();
      await box.fill('   ');
      await dialog.getByRole('button', { name: 'Cancel Order' }).click();
      await expect(page.getByText('Please select or enter a cancellation reason').first()).toBeVisible();
      await expect(dialog).toBeVisible();
      await box.fill('Shop closed for Diwali');
      await dialog.getByRole('button', { name: 'Cancel Order' }).click();
      await expect(page.getByText('Order cancelled successfully')).toBeVisible();
      await expect(page.getByTestId('order-detail')).toHaveCount(0);
      const after = (await getOrder(order.orderId)).order!;
      expect(after.status).toBe('Cancelled');
      expect(attr(after, 'cancellationReason')).toBe('Shop closed for Diwali');
      expect(attr(after, 'cancelledOn')).toBeTruthy();
    });

    test(`from ${from}: Keep Order closes the dialog; reschedule defaults to tomorrow, disables today and earlier, rewrites the delivery time`, async ({
      page,
    }) => {
      const order = await orderIn(from);
      await openFromList(page, order, from);
      await actions(page).getByRole('button', { name: 'Cancel Order' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Keep Order' }).click();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);

      await actions(page).getByRole('button', { name: 'Reschedule' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reschedule Order' });
      const tomorrow = tomorrowInIndia();
      await expect(dialog.getByRole('button', { name: tomorrow, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(dialog.getByRole('button', { name: 'Tomorrow' })).toBeVisible();
      // The calendar opens on the chosen day's month: on the last day of a month (in India) that is
      // next month, where today is not drawn; the previous month shows it.
      if ((await dialog.locator('[data-today]').count()) === 0) await dialog.getByRole('button', { name: 'Previous month' }).click();
      // Today (and every earlier day shown) is disabled.
      const today = await dialog.locator('[data-today]').first();
      await expect(today).toBeDisabled();
      const disabled = await dialog.getByTestId('reschedule-calendar').locator('button[aria-label]:disabled').count();
      expect(disabled).toBeGreaterThanOrEqual(1);
      // The demo shop closes at 9:00 PM (its shopTiming).
      await expect(dialog.getByTestId('reschedule-preview')).toHaveText(`New delivery time: by 9:00 PM on ${tomorrow}`);
      await dialog.getByRole('button', { name: 'Reschedule', exact: true }).click();
      await expect(page.getByText('Order rescheduled successfully')).toBeVisible();
      await expect(page.getByTestId('order-detail')).toHaveCount(0);
      const after = (await getOrder(order.orderId)).order!;
      expect(after.status).toBe('Rescheduled');
      expect(attr(after, 'deliveryTime')).toBe(`by 9:00 PM on ${tomorrow}`);
      expect(attr(after, 'rescheduledOn')).toBeTruthy();
    });
  }

  test('a deep link and a reload fetch the order', async ({ page }) => {
    const order = await placeOrder();
    await page.goto(`/orders/${order.orderId}`);
    await expect(page.getByRole('heading', { name: `Order#${order.orderId.slice(-8)}` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: `Order#${order.orderId.slice(-8)}` })).toBeVisible();
    await expect(page.getByTestId('order-line')).toHaveCount(order.items.length);
    // Back from a deep link goes to the list, not out of the app.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("another shop's order, an unknown id and a malformed id show a clear not-found state", async ({ page }) => {
    const foreign = foreignOrderId();
    expect((await getOrder(foreign)).status).toBe(404);
    for (const id of [foreign, '00000000-0000-4000-8000-000000000000', 'not-an-order']) {
      await page.goto(`/orders/${id}`);
      await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
      await expect(page.getByText('This order does not exist or is not one of your orders.')).toBeVisible();
    }
    await page.getByRole('button', { name: 'Back to orders' }).click();
    await expect(page.getByRole('heading', { name: 'Orders Management' })).toBeVisible();
  });

  test('a concurrent change wins: the loser is told the order changed and sees its current state', async ({ page }) => {
    const order = await placeOrder();
    await page.goto(`/orders/${order.orderId}`);
    await expect(actions(page).getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();
    // Another device marks it paid first.
    await setStatus(order, 'Paid');
    await actions(page).getByRole('button', { name: 'Mark as Delivered' }).click();
    await expect(page.getByText(/changed in the meantime and is now Paid/)).toBeVisible();
    await expect(page.getByTestId('order-changed')).toBeVisible();
    await expect(page.getByTestId('order-detail').getByTestId('order-status').first()).toHaveText('Paid');
    await expect(actions(page)).toContainText('No further actions for this order.');
    expect((await getOrder(order.orderId)).order!.status).toBe('Paid');
  });

  // A request that cannot reach the API is kept and sent later (outbox.spec.ts); a refusal is shown here.
  test('a refused action keeps the dialog and its choice, and can be retried', async ({ page }) => {
    const order = await placeOrder();
    await page.goto(`/orders/${order.orderId}`);
    let fail = true;
    await page.route(
      (u) => u.pathname.endsWith('/order/status'),
      (route) =>
        fail
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({ statusCode: 400, code: 'VALIDATION_FAILED', error: 'Bad Request', message: 'The change was refused.' }),
            })
          : route.continue(),
    );
    await actions(page).getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('radio', { name: 'Vendor unavailable' }).check();
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(page.getByText('The change was refused.')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Vendor unavailable' })).toBeChecked();
    fail = false;
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(page.getByText('Order cancelled successfully')).toBeVisible();
    expect(attr((await getOrder(order.orderId)).order!, 'cancellationReason')).toBe('Vendor unavailable');
  });
});
