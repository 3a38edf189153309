import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './helpers';

test.describe('protected routes', () => {
  for (const path of ['/', '/store', '/orders/abc', '/product/pricing', '/profile', '/vendor']) {
    test(`${path} without a session goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('a token without a contact number is logged out', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('token', 'abc');
      localStorage.setItem('sessionToken', 'abc');
    });
    await page.goto('/store');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('sessionToken'))).toBeNull();
  });

  test('an unknown path redirects, replacing history, to /vendor and on to the store', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/store$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('policy pages are public and render without the shell', async ({ page }) => {
    await page.goto('/terms');
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.locator('[data-area="profile"]')).toBeVisible();
    await expect(page.getByTestId('header-shop-name')).toHaveCount(0);
  });

  test('logging out clears local storage and returns to /login', async ({ page }) => {
    await signIn(page);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys).not.toContain('sessionToken');
    expect(keys).not.toContain('contactNo');
    await page.goto('/store');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the header shows the shop, nav and the pending orders badge', async ({ page }) => {
    await signIn(page);
    await expect(page.getByTestId('header-shop-name')).toHaveText(DEMO.shopName);
    await expect(page.getByText(DEMO.ownerName)).toBeVisible();
    const bottom = page.getByRole('navigation', { name: 'Main' }).last();
    await expect(bottom.getByRole('link', { name: /Store/ })).toBeVisible();
    await expect(bottom.getByRole('link', { name: /Orders/ })).toBeVisible();
    await expect(bottom.getByRole('link', { name: /Products/ })).toBeVisible();
    await expect(bottom.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(bottom.getByTestId('orders-badge')).toHaveText(/^\d+$/);
  });

  test('Share without a share sheet copies the invite link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await page.evaluate(() => {
      // Headless Chromium has no share sheet; make sure of it.
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('navigation', { name: 'Main' }).last().getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => messages).toEqual(['Shop link copied! Share it with your friends.']);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('invite=9876543210');
  });

  test('the offline banner appears offline and Retry reloads', async ({ page, context }) => {
    await signIn(page);
    await context.setOffline(true);
    await expect(page.getByText('You are offline. Some features may not work properly.')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('You are offline. Some features may not work properly.')).toHaveCount(0);
  });
});
