import { expect, test, type Page } from '@playwright/test';
import { API_CACHE, DEMO, signIn } from './helpers';
import { placeOrder } from './orders-helpers';

// This file runs with the host's service worker, as an installed app would.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_BANNER = 'You are offline. Some features may not work properly.';
const cachedApiAnswers = (page: Page) =>
  page.evaluate(
    (name) =>
      caches
        .open(name)
        .then((cache) => cache.keys())
        .then((keys) => keys.length),
    API_CACHE,
  );

/** Whether the worker's copy holds an answer of the orders list (GET orders/vendor?status=…). */
const hasCachedOrdersList = (page: Page) =>
  page.evaluate(
    (name) =>
      caches
        .open(name)
        .then((cache) => cache.keys())
        .then((keys) => keys.some((request) => /\/orders\/vendor\?/.test(request.url))),
    API_CACHE,
  );

/** Signs in, waits until the service worker controls the page, and loads the orders through it. */
async function signInAndLoadOrders(page: Page): Promise<void> {
  await signIn(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Sign-in ran before the worker took control of the page, so load the orders again through it.
  await page.goto('/');
  await expect(page.getByTestId('order-card').first()).toBeVisible();
}

test.describe('opened without a connection', () => {
  // Each walk signs in, installs the worker and loads the orders twice before its offline part; on a
  // loaded machine that alone can take most of the default timeout.
  test.slow();
  test('shows the shell, the shop name and the orders loaded last; signing out deletes that copy', async ({ page, context }) => {
    await signInAndLoadOrders(page);
    await expect.poll(() => cachedApiAnswers(page)).toBeGreaterThanOrEqual(2);
    // The worker stores each answer after handing it to the page: wait for the orders list's copy
    // itself, not only for any two answers (the vendor and the live summary can come first).
    await expect.poll(() => hasCachedOrdersList(page)).toBe(true);

    // While the phone is offline a new order arrives: the copy cannot know it. The reload comes right
    // after going offline, as a vendor's would: the worker must serve its copies from the first read.
    await context.setOffline(true);
    const newOrder = await placeOrder();
    const newOrderRef = `#${newOrder.orderId.slice(-8)}`;
    await page.reload();
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    await expect(page.getByTestId('header-shop-name')).toHaveText(DEMO.shopName);
    await expect(page.getByText('You are offline. Showing what was loaded last.')).toBeVisible();
    await expect(page.getByTestId('order-card').first()).toBeVisible();
    await expect(page.getByText(newOrderRef)).toHaveCount(0);

    // Back online, the real answer replaces the copy.
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByText(newOrderRef)).toBeVisible();
    await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => page.evaluate((name) => caches.has(name), API_CACHE)).toBe(false);
  });

  test('online with the API unreachable: an error with Retry, never the old copy passed off as current', async ({ page, context }) => {
    await signInAndLoadOrders(page);
    await expect.poll(() => cachedApiAnswers(page)).toBeGreaterThanOrEqual(2);
    await context.route('**/orders/vendor?**', (route) => route.abort('connectionrefused'));
    await page.reload();
    // Each attempt (a failed read is tried twice) waits OFFLINE_SIGNAL_WAIT_MS in the worker for the
    // device to report itself offline before the error comes.
    await expect(page.getByText('No Internet Connection')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('order-card')).toHaveCount(0);
    await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
    await context.unroute('**/orders/vendor?**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('order-card').first()).toBeVisible();
  });

  test('nothing loaded before: the area says No Internet Connection with Retry, the shell still works', async ({ page, context }) => {
    await signInAndLoadOrders(page);
    await context.setOffline(true);
    // The Cancelled list was never opened, so there is no copy of it.
    await page.goto('/?status=Cancelled');
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    await expect(page.getByText('No Internet Connection')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' }).last()).toBeVisible();
    await expect(page.getByTestId('header-shop-name')).toHaveText(DEMO.shopName);
    await context.setOffline(false);
  });
});
