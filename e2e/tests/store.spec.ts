import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './helpers';
import { SESSION_KEYS, card, categoryId, openStore, signInByApi, subCategory, swipe, tab } from './store-helpers';

test.describe('/store: the vendor’s catalogue by category', () => {
  test('after sign-in the vendor lands on the store: 8 skeleton cards, then tabs, sub-categories and cards', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/vendor/store/products?*', async (route) => {
      await gate;
      await route.continue();
    });
    await signIn(page, DEMO.approved);
    await expect(page.getByTestId('product-skeleton')).toHaveCount(8);
    await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('product-skeleton')).toHaveCount(0);

    await expect(page.locator('[data-area="store"]').getByRole('heading', { level: 1 })).toHaveText(DEMO.shopName);
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toContainText('Fruits & Vegetables');
    for (const name of ['Dairy', 'Books', 'Household']) await expect(tab(page, name)).toBeVisible();
    // An unavailable category is never shown; nor a category the vendor does not sell in.
    await expect(tab(page, 'Frozen Foods')).toHaveCount(0);
    await expect(subCategory(page, 'Fresh Vegetables')).toHaveAttribute('aria-pressed', 'true');
    await expect(subCategory(page, 'Fresh Fruits')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('heading', { level: 2, name: 'Fresh Vegetables' })).toBeVisible();
  });

  test('switching tabs and sub-categories; the selection is kept in session storage across reload', async ({ page }) => {
    await openStore(page);
    await tab(page, 'Dairy').click();
    await expect(tab(page, 'Dairy')).toHaveAttribute('aria-selected', 'true');
    await expect(subCategory(page, 'Milk')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Amul Taaza Toned Milk')).toBeVisible();

    await subCategory(page, 'Curd & Paneer').click();
    await expect(subCategory(page, 'Curd & Paneer')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Amul Malai Paneer')).toBeVisible();
    await expect(card(page, 'Amul Taaza Toned Milk')).toHaveCount(0);

    const stored = await page.evaluate((keys) => [sessionStorage.getItem(keys.category), sessionStorage.getItem(keys.subCategory)], SESSION_KEYS);
    expect(stored).toEqual([categoryId('Dairy'), categoryId('Dairy', 'Curd & Paneer')]);

    await page.reload();
    await expect(tab(page, 'Dairy')).toHaveAttribute('aria-selected', 'true');
    await expect(subCategory(page, 'Curd & Paneer')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Amul Malai Paneer')).toBeVisible();

    // Keyboard: arrow keys move between tabs.
    await tab(page, 'Dairy').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Grocery & Staples')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Grocery & Staples')).toBeFocused();
  });

  test('swiping left and right on the products moves to the next and previous category', async ({ page }) => {
    await openStore(page);
    await expect(tab(page, 'Fruits & Vegetables')).toHaveAttribute('aria-selected', 'true');
    await swipe(page, 'store-swipe-area', -160);
    await expect(tab(page, 'Dairy')).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, 'Amul Taaza Toned Milk')).toBeVisible();
    await swipe(page, 'store-swipe-area', -160);
    await expect(tab(page, 'Grocery & Staples')).toHaveAttribute('aria-selected', 'true');
    await swipe(page, 'store-swipe-area', 160);
    await expect(tab(page, 'Dairy')).toHaveAttribute('aria-selected', 'true');
    // A short move is not a swipe.
    await swipe(page, 'store-swipe-area', 20);
    await expect(tab(page, 'Dairy')).toHaveAttribute('aria-selected', 'true');
    // At the first category a swipe right stays there.
    await swipe(page, 'store-swipe-area', 160);
    await expect(tab(page, 'Fruits & Vegetables')).toHaveAttribute('aria-selected', 'true');
    await swipe(page, 'store-swipe-area', 160);
    await expect(tab(page, 'Fruits & Vegetables')).toHaveAttribute('aria-selected', 'true');
  });

  test('cards: image, name, price, struck MRP when different, Save N% outside Dairy only; unavailable products hidden', async ({ page }) => {
    await openStore(page);
    const palak = card(page, 'Palak (Spinach)');
    await expect(palak.locator('img')).toHaveAttribute('width', '240');
    await expect(palak.locator('img')).toHaveAttribute('loading', /eager|lazy/);
    await expect(palak.getByTestId('price')).toHaveText('₹25');
    await expect(palak.getByTestId('mrp')).toHaveText('₹30');
    await expect(palak.getByTestId('save-badge')).toHaveText('Save 17%');
    // Same price and MRP: no struck MRP, no badge.
    const chilli = card(page, 'Green Chilli');
    await expect(chilli.getByTestId('price')).toHaveText('₹10');
    await expect(chilli.getByTestId('mrp')).toHaveCount(0);
    await expect(chilli.getByTestId('save-badge')).toHaveCount(0);
    // Beetroot has no available variant: not shown.
    await expect(card(page, 'Beetroot')).toHaveCount(0);
    await expect(page.getByTestId('product-card')).toHaveCount(10);

    await tab(page, 'Dairy').click();
    const md = card(page, 'Mother Dairy Full Cream Milk');
    await expect(md.getByTestId('price')).toHaveText('₹33');
    await expect(md.getByTestId('mrp')).toHaveText('₹35');
    await expect(md.getByTestId('save-badge')).toHaveCount(0);
    await subCategory(page, 'Butter & Ghee').click();
    await expect(card(page, 'Amul Pure Ghee').getByTestId('mrp')).toHaveText('₹330');
    await expect(page.getByTestId('save-badge')).toHaveCount(0);
  });

  test('a product image that fails shows the fallback image', async ({ page }) => {
    await page.route('**/media/products/approved/palak-spinach-1.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await openStore(page);
    const img = card(page, 'Palak (Spinach)').locator('img');
    await expect(img).toHaveAttribute('data-fallback', '');
    await expect(img).toHaveAttribute('src', /^data:image\/svg\+xml/);
  });

  test("the variant dropdown lists 'variant unit - price', changes the price, and closes by itself after 3 seconds", async ({ page }) => {
    await openStore(page);
    const palak = card(page, 'Palak (Spinach)');
    const trigger = palak.getByRole('button', { name: /Choose size/ });
    await expect(trigger).toContainText('250 g - ₹25');
    await trigger.click();
    const list = palak.getByRole('listbox');
    await expect(list.getByRole('option')).toHaveText(['250 g - ₹25', '500 g - ₹48']);
    await list.getByRole('option', { name: '500 g - ₹48' }).click();
    await expect(list).toBeHidden();
    await expect(palak.getByTestId('price')).toHaveText('₹48');
    await expect(palak.getByTestId('mrp')).toHaveText('₹55');
    await expect(palak.getByTestId('save-badge')).toHaveText('Save 13%');
    await expect(page).toHaveURL(/\/store$/);

    // Single available variant: no dropdown (Onion has one of two available).
    await expect(card(page, 'Onion').getByRole('button', { name: /Choose size/ })).toHaveCount(0);

    await trigger.click();
    await expect(list).toBeVisible();
    const opened = Date.now();
    await expect(list).toBeHidden({ timeout: 6_000 });
    const elapsed = Date.now() - opened;
    expect(elapsed).toBeGreaterThan(2_000);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the variant dropdown closes when scrolled out of view', async ({ page }) => {
    await openStore(page);
    const palak = card(page, 'Palak (Spinach)');
    await palak.getByRole('button', { name: /Choose size/ }).click();
    await expect(palak.getByRole('listbox')).toBeVisible();
    await page.getByTestId('product-card').last().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(palak.getByRole('listbox')).toBeHidden({ timeout: 2_500 });
  });

  test('empty states: a category without available products', async ({ page }) => {
    await openStore(page);
    await tab(page, 'Household').click();
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
    await expect(page.getByText('Products in Cleaning category are currently unavailable.')).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(0);
  });

  test('bad ids in session storage or the URL fall back to the first category', async ({ page }) => {
    await signInByApi(page);
    await page.addInitScript((keys) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      sessionStorage.setItem(keys.category, 'not-a-category');
      sessionStorage.setItem(keys.subCategory, '00000000-0000-4000-8000-000000000000');
    }, SESSION_KEYS);
    await page.goto('/store');
    await expect(tab(page, 'Fruits & Vegetables')).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, 'Palak (Spinach)')).toBeVisible();
    expect(await page.evaluate((k) => sessionStorage.getItem(k), SESSION_KEYS.category)).toBe(categoryId('Fruits & Vegetables'));

    await page.goto('/store?category=nonsense');
    await expect(page).toHaveURL(/\/store$/);
    await expect(tab(page, 'Fruits & Vegetables')).toHaveAttribute('aria-selected', 'true');

    // A linked sub-category opens it.
    await page.goto(`/store?category=${categoryId('Books', "Children's Books")}`);
    await expect(page).toHaveURL(/\/store$/);
    await expect(tab(page, 'Books')).toHaveAttribute('aria-selected', 'true');
    await expect(subCategory(page, "Children's Books")).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'Panchatantra Stories')).toBeVisible();
  });

  test('tapping a card opens the product with its sub-category passed along', async ({ page }) => {
    await openStore(page);
    await subCategory(page, 'Fresh Fruits').click();
    await card(page, 'Pomegranate (Bhagwa)').getByRole('link').click();
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Home', 'Fresh Fruits', 'Pomegranate (Bhagwa)']);
    await expect(page.getByRole('heading', { level: 1, name: 'Pomegranate (Bhagwa)' })).toBeVisible();
  });
});
