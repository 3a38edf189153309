import { expect, test } from '@playwright/test';
import { cardOf, pendingCount, placeOrder, signInVendor, visibleBadge } from './orders-helpers';

test.describe('live new orders', () => {
  test('a new order placed through the API appears on the list and in the badge within 5 s, with a toast and the chime', async ({ page }) => {
    await signInVendor(page);
    await page.goto('/');
    await expect(page.getByTestId('order-card').first()).toBeVisible();
    // The vendor has interacted with the page (browsers allow sound only after that).
    await page.getByRole('heading', { name: 'Orders Management' }).click();
    const chimesBefore = Number((await page.evaluate(() => document.documentElement.dataset.orderChimes)) ?? 0);

    const placedAt = Date.now();
    const order = await placeOrder({ deliveryMethod: 'Self Pickup' });
    await expect(cardOf(page, order.orderId)).toBeVisible({ timeout: 5000 });
    await expect(page.getByText(`New order from ${order.customerName}`).first()).toBeVisible({ timeout: 5000 });
    expect(Date.now() - placedAt).toBeLessThan(5500);
    await expect.poll(() => page.evaluate(() => Number(document.documentElement.dataset.orderChimes ?? 0)), { timeout: 3000 }).toBeGreaterThan(chimesBefore);
    // The badge matches the API's pending count (other suites may place orders at the same time).
    await expect
      .poll(async () => (await visibleBadge(page).textContent()) === String(Math.min(await pendingCount(), 99)) || (await pendingCount()) > 99, {
        timeout: 5000,
      })
      .toBe(true);
  });

  test('the badge updates on another screen, and sound off means no chime', async ({ page }) => {
    await signInVendor(page);
    await page.goto('/');
    await page.getByTestId('order-sound-toggle').click();
    await expect(page.getByTestId('order-sound-toggle')).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/profile');
    await expect(page.locator('[data-area="profile"]')).toBeVisible();
    await page.locator('body').click();
    const badge = visibleBadge(page);
    await expect(badge).toBeVisible();
    const placedAt = Date.now();
    const order = await placeOrder();
    await expect(page.getByText(`New order from ${order.customerName}`).first()).toBeVisible({ timeout: 5000 });
    expect(Date.now() - placedAt).toBeLessThan(5500);
    // The badge matches the API's pending count once a poll (every 3 s) has seen it; other suites
    // change that count at the same time, so a few polls are allowed.
    await expect
      .poll(async () => (await badge.textContent()) === String(Math.min(await pendingCount(), 99)) || (await pendingCount()) > 99, { timeout: 13_000 })
      .toBe(true);
    expect(Number((await page.evaluate(() => document.documentElement.dataset.orderChimes)) ?? 0)).toBe(0);
  });
});
