import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './helpers';
import { cardOf, orderIn, placeOrder, signInVendor, rupees } from './orders-helpers';

const CHIPS = [
  ['Pending', 'Pending'],
  ['Rescheduled', 'Rescheduled'],
  ['Paid', 'Paid'],
  ['Completed', 'Delivered'],
  ['Cancelled', 'Cancelled'],
] as const;

const chip = (page: Page, label: string) => page.getByRole('group', { name: 'Filter orders by status' }).getByRole('button', { name: label, exact: true });

test.describe('orders list', () => {
  test.beforeEach(async ({ page }) => {
    await signInVendor(page);
  });

  test('title, Refresh, five chips with Pending by default, every filter shows only its status and lives in the URL', async ({ page }) => {
    await page.goto('/');
    const area = page.locator('[data-area="orders"]');
    await expect(area.getByRole('heading', { level: 1, name: 'Orders Management' })).toBeVisible();
    await expect(area.getByRole('button', { name: /Refresh/ })).toBeVisible();
    for (const [, label] of CHIPS) await expect(chip(page, label)).toBeVisible();
    await expect(chip(page, 'Pending')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('order-card').first()).toBeVisible();

    for (const [status, label] of CHIPS) {
      await chip(page, label).click();
      await expect(chip(page, label)).toHaveAttribute('aria-pressed', 'true');
      if (status === 'Pending') await expect(page).toHaveURL(/\/$/);
      else await expect(page).toHaveURL(new RegExp(`\\?status=${status}$`));
      await expect(page.getByTestId('order-card').first()).toBeVisible();
      const labels = await page.getByTestId('order-card').getByTestId('order-status').allTextContents();
      expect(labels.length).toBeGreaterThan(0);
      expect(new Set(labels)).toEqual(new Set([label]));
    }

    // Back/forward and reload keep the filter.
    await page.goBack();
    await expect(page).toHaveURL(/\?status=Completed$/);
    await expect(chip(page, 'Delivered')).toHaveAttribute('aria-pressed', 'true');
    await page.goForward();
    await expect(chip(page, 'Cancelled')).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(chip(page, 'Cancelled')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('order-card').first().getByTestId('order-status')).toHaveText('Cancelled');
  });

  test('cards are newest first and show delivery type, customer, total, date, delivery time, thumbnails, names and +N more', async ({ page }) => {
    const order = await placeOrder({ deliveryMethod: 'Self Pickup' });
    await page.goto('/');
    const card = cardOf(page, order.orderId);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Self Pickup');
    await expect(card.getByTestId('order-customer')).toHaveText(order.customerName);
    await expect(card.getByTestId('order-total')).toHaveText(rupees(order.total));
    await expect(card.getByTestId('order-delivery-time')).toHaveText('Not scheduled');
    await expect(card.getByTestId('order-date')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await expect(card.getByTestId('order-status')).toHaveText('Pending');
    const names = order.items
      .slice(0, 2)
      .map((i) => i.productName)
      .join(', ');
    const more = order.items.length - 2;
    await expect(card.getByTestId('order-products')).toHaveText(more > 0 ? `${names} +${more} more` : names);
    await expect(card.getByTestId('order-thumb')).toHaveCount(Math.min(3, order.items.filter((i) => i.productImageUrls.length > 0).length));

    // Newest first by orderDate.
    const dates = await page.getByTestId('order-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-order-id')));
    expect(dates.indexOf(order.orderId)).toBeLessThan(dates.length);
    const seeded = await page.getByTestId('order-card').count();
    expect(seeded).toBeGreaterThan(1);

    // A scheduled delivery shows its delivery time.
    await page.goto('/?status=Rescheduled');
    await expect(page.getByTestId('order-card').first()).toBeVisible();
    const older = await page.getByTestId('order-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-order-id')));
    const rescheduled = await orderIn('Rescheduled', { deliveryMethod: 'Express' });
    await page.goto('/?status=Rescheduled');
    await expect(cardOf(page, rescheduled.orderId).getByTestId('order-delivery-time')).toHaveText('by 9:00 PM on 1 Jan 2030');
    await expect(cardOf(page, rescheduled.orderId)).toContainText('Express');
    // The newest order is above every order that was there before it (other suites running at the
    // same time may place newer ones for the same shop, which then go above it).
    const shown = await page.getByTestId('order-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-order-id')));
    const position = shown.indexOf(rescheduled.orderId);
    expect(position).toBeGreaterThanOrEqual(0);
    for (const id of older) if (shown.includes(id)) expect(shown.indexOf(id)).toBeGreaterThan(position);
  });

  test('3 skeletons while loading; an empty filter says so and offers the pending orders', async ({ page }) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    await page.route(
      (u) => u.pathname.endsWith('/orders/vendor'),
      async (route) => {
        await gate;
        const url = new URL(route.request().url());
        if (url.searchParams.get('status') === 'Paid') await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
        else await route.continue();
      },
    );
    await page.goto('/?status=Paid');
    await expect(page.getByTestId('order-skeleton')).toHaveCount(3);
    release();
    await expect(page.getByRole('heading', { name: 'No orders found' })).toBeVisible();
    await page.getByRole('button', { name: 'View pending orders' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(chip(page, 'Pending')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'View pending orders' })).toHaveCount(0);
  });

  test('a failing list shows an error with Retry; a bad ?status= says so and shows Pending', async ({ page }) => {
    let fail = true;
    await page.route(
      (u) => u.pathname.endsWith('/orders/vendor'),
      (route) =>
        fail
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: '{"statusCode":500,"code":"INTERNAL_ERROR","error":"x","message":"Something went wrong on our side. Please try again."}',
            })
          : route.continue(),
    );
    await page.goto('/');
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('order-card').first()).toBeVisible();

    await page.goto('/?status=Shipped');
    await expect(page.getByRole('alert').filter({ hasText: '"Shipped" is not an order status' })).toBeVisible();
    await expect(chip(page, 'Pending')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('order-card').first().getByTestId('order-status')).toHaveText('Pending');
  });

  test('tapping a card opens the order; sound preference is remembered', async ({ page }) => {
    const order = await placeOrder();
    await page.goto('/');
    await cardOf(page, order.orderId).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.orderId}$`));
    await expect(page.getByRole('heading', { name: `Order#${order.orderId.slice(-8)}` })).toBeVisible();
    await page.goBack();

    const toggle = page.getByTestId('order-sound-toggle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAccessibleName('Turn new-order sound on');
    await page.reload();
    await expect(page.getByTestId('order-sound-toggle')).toHaveAttribute('aria-pressed', 'false');
    await page.getByTestId('order-sound-toggle').click();
    await expect(page.getByTestId('order-sound-toggle')).toHaveAttribute('aria-pressed', 'true');
  });

  test('the shop name is shown in the area', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-area="orders"]').getByText(DEMO.shopName)).toBeVisible();
  });
});
