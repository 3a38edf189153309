import { expect, test } from '@playwright/test';
import { SESSION_KEYS, card, categoryId, openStore, productId, signInByApi, subCategory, tab } from './store-helpers';

test.describe('/product/{productId}', () => {
  test('from a card: breadcrumb, price, variant chooser, Product Details without Tag, Why shop with us?', async ({ page }) => {
    await openStore(page);
    await card(page, 'Palak (Spinach)').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/product/${productId('Palak (Spinach)')}$`));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Home', 'Fresh Vegetables', 'Palak (Spinach)']);
    await expect(page.getByRole('heading', { level: 1, name: 'Palak (Spinach)' })).toBeVisible();

    const price = page.getByTestId('price-block');
    await expect(price).toContainText('₹25');
    await expect(price.getByTestId('save-badge')).toHaveText('Save 17%');
    const sizes = page.getByRole('group', { name: 'Available sizes' });
    await expect(sizes.getByRole('radio')).toHaveCount(2);
    await expect(sizes.getByRole('radio', { name: /250 g/ })).toBeChecked();
    await sizes.getByRole('radio', { name: /500 g/ }).check();
    await expect(price).toContainText('₹48');
    await expect(price).toContainText('₹55');
    await expect(price.getByTestId('save-badge')).toHaveText('Save 13%');

    const details = page.locator('details', { has: page.getByText('Product Details') });
    await expect(details).toContainText('Farm Fresh');
    await expect(details).toContainText('Palak (Spinach) from Farm Fresh');
    await expect(details).not.toContainText('Organic'); // the Tag attribute is not listed
    await page.getByText('Product Details').click();
    await expect(details.getByText('Description')).toBeHidden();
    await page.getByText('Product Details').click();
    await expect(details.getByText('Description')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why shop with us?' })).toBeVisible();

    // The breadcrumb's sub-category opens it in the store.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Fresh Vegetables' }).click();
    await expect(page).toHaveURL(/\/store$/);
    await expect(subCategory(page, 'Fresh Vegetables')).toHaveAttribute('aria-pressed', 'true');
  });

  test('opening or reloading the URL directly fetches the product (books list their attributes)', async ({ page }) => {
    await signInByApi(page);
    const id = productId('The God of Small Things');
    const fetched: string[] = [];
    page.on('request', (r) => r.url().includes(`/vendor/store/products/${id}`) && fetched.push(r.url()));
    await page.goto(`/product/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'The God of Small Things' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'Fiction', 'The God of Small Things']);
    const details = page.locator('details', { has: page.getByText('Product Details') });
    for (const text of ['Author', 'Arundhati Roy', 'Genre', 'Publisher', 'Language']) await expect(details).toContainText(text);
    await expect(page.getByTestId('price-block')).toContainText('₹399');
    await expect(page.getByTestId('price-block').getByTestId('save-badge')).toHaveText('Save 20%');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'The God of Small Things' })).toBeVisible();
    expect(fetched.length).toBeGreaterThanOrEqual(2);
  });

  test('Dairy products never show the badge; a product with every variant unavailable still opens', async ({ page }) => {
    await signInByApi(page);
    await page.goto(`/product/${productId('Mother Dairy Full Cream Milk')}`);
    await expect(page.getByTestId('price-block')).toContainText('₹33');
    await expect(page.getByTestId('price-block')).toContainText('₹35');
    await expect(page.getByTestId('save-badge')).toHaveCount(0);
    await page.goto(`/product/${productId('Beetroot')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Beetroot' })).toBeVisible();
    await expect(page.getByText('Currently unavailable')).toBeVisible();
  });

  test('gallery: thumbnails and a full-screen viewer with keyboard, swipe, close and focus return', async ({ page }) => {
    await signInByApi(page);
    await page.goto(`/product/${productId('Mother Dairy Toned Milk')}`);
    const thumbs = page.getByRole('button', { name: /Show image \d of 3/ });
    await expect(thumbs).toHaveCount(3);
    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    const main = page.getByTestId('gallery-main');
    await expect(main).toHaveAccessibleName('Open image 2 of 3 full screen');
    await expect(main.getByRole('img')).toHaveAttribute('height', '600');

    await main.click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toHaveAccessibleName('Mother Dairy Toned Milk: image 2 of 3');
    await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(viewer).toHaveAccessibleName('Mother Dairy Toned Milk: image 3 of 3');
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('1 / 3')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('3 / 3')).toBeVisible();
    await viewer.getByRole('button', { name: 'Previous image' }).click();
    await expect(viewer.getByText('2 / 3')).toBeVisible();

    // Swipe left → next image.
    await page.getByTestId('gallery-stage').evaluate((el) => {
      const t = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
      el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [t(300)], changedTouches: [t(300)] }));
      el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [t(120)] }));
    });
    await expect(viewer.getByText('3 / 3')).toBeVisible();

    // Tab stays inside the viewer.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(main).toBeFocused();
    await expect(main).toHaveAccessibleName('Open image 3 of 3 full screen');

    await main.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test("a product that does not exist: 'Product not found' with Go Home", async ({ page }) => {
    await signInByApi(page);
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/product/not-a-real-id');
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  });

  test('a failing request is not "not found": an error with Retry that recovers', async ({ page }) => {
    await signInByApi(page);
    const id = productId('Papaya');
    let fail = true;
    await page.route(`**/vendor/store/products/${id}`, (route) =>
      fail
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"statusCode":503,"code":"DOWN","error":"Service Unavailable","message":"Try again"}',
          })
        : route.continue(),
    );
    await page.goto(`/product/${id}`);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Product not found' })).toHaveCount(0);
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Papaya' })).toBeVisible();
  });

  test('the store remembers the sub-category when coming back from a product', async ({ page }) => {
    await openStore(page);
    await tab(page, 'Books').click();
    await subCategory(page, 'Exam Preparation').click();
    await card(page, 'Indian Polity').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Indian Polity' })).toBeVisible();
    await page.goBack();
    await expect(subCategory(page, 'Exam Preparation')).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate((k) => sessionStorage.getItem(k), SESSION_KEYS.subCategory)).toBe(categoryId('Books', 'Exam Preparation'));
  });
});
