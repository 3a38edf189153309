import { expect, test } from '@playwright/test';
import { SESSION_KEYS, categoryId, openStore, signInByApi, subCategory, tab } from './store-helpers';

test.describe('category browser (/store/categories)', () => {
  test('opens from the store and lists every sub-category as a tile with its image', async ({ page }) => {
    await openStore(page);
    await page.getByRole('link', { name: 'All categories' }).click();
    await expect(page).toHaveURL(/\/store\/categories$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All categories' })).toBeVisible();
    for (const name of ['Fruits & Vegetables', 'Dairy', 'Books', 'Household']) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    const tile = page.getByTestId('category-tile').filter({ hasText: 'Curd & Paneer' });
    await expect(tile.locator('img')).toHaveAttribute('src', /\/media\/categories\/.+\.svg$/);
    await expect(tile.locator('img')).toHaveAttribute('width', '96');
  });

  test('search across two category levels', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/store/categories');
    const search = page.getByRole('searchbox', { name: 'Search categories' });
    await search.fill('dairy');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([/Dairy/]);
    await expect(page.getByTestId('category-tile')).toHaveText(['Milk', 'Curd & Paneer', 'Butter & Ghee']);
    await search.fill('PANEER');
    await expect(page.getByTestId('category-tile')).toHaveText(['Curd & Paneer']);
    await search.fill('fresh');
    await expect(page.getByTestId('category-tile')).toHaveText(['Fresh Vegetables', 'Fresh Fruits']);
    await search.fill('xyz');
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
    await expect(page.getByText('No categories match “xyz”.')).toBeVisible();
  });

  test('a tile stores the active ids and goes to /store', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/store/categories');
    await page.getByRole('searchbox', { name: 'Search categories' }).fill('paneer');
    await page.getByTestId('category-tile').filter({ hasText: 'Curd & Paneer' }).click();
    await expect(page).toHaveURL(/\/store$/);
    await expect(tab(page, 'Dairy')).toHaveAttribute('aria-selected', 'true');
    await expect(subCategory(page, 'Curd & Paneer')).toHaveAttribute('aria-pressed', 'true');
    const stored = await page.evaluate((keys) => [sessionStorage.getItem(keys.category), sessionStorage.getItem(keys.subCategory)], SESSION_KEYS);
    expect(stored).toEqual([categoryId('Dairy'), categoryId('Dairy', 'Curd & Paneer')]);
  });

  test('a tile whose image fails shows a placeholder', async ({ page }) => {
    await page.route('**/media/categories/**', (route) => route.fulfill({ status: 404, body: '' }));
    await signInByApi(page);
    await page.goto('/store/categories');
    await page.getByRole('searchbox', { name: 'Search categories' }).fill('milk');
    await expect(page.getByTestId('category-tile').filter({ hasText: 'Milk' }).getByTestId('tile-placeholder')).toBeVisible();
  });
});
