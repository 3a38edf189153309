import { expect, test } from '@playwright/test';
import { VIEWPORTS } from './helpers';
import {
  BASMATI,
  DALS,
  INDIAN_FICTION,
  type ApiProduct,
  getShelf,
  leafChip,
  namesOnGrid,
  openEditor,
  openPricing,
  openShelf,
  pricingCard,
  restoreShelf,
  subChip,
  toast,
  topTab,
  typePrice,
  variantGroup,
} from './pricing-helpers';
import { categoryId, signInByApi, swipe } from './store-helpers';

const SAVED_1 = 'Successfully updated 1 product(s)!';
const SAVE_FAILED = 'There was an error while updating! Please try again';
const UNSAVED_1 = 'You have 1 product(s) with unsaved changes. What would you like to do?';

for (const viewport of VIEWPORTS) {
  test.describe(`/product/pricing at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // Every test may save: the shelves it touches go back to their seeded values afterwards.
    let snapshots: Array<[readonly string[], ApiProduct[]]> = [];
    test.beforeEach(async () => {
      snapshots = [[DALS, await getShelf(DALS)] as const, [BASMATI, await getShelf(BASMATI)] as const].map(([p, s]) => [p, s]);
    });
    test.afterEach(async () => {
      for (const [path, snapshot] of snapshots) await restoreShelf(path, snapshot);
    });

    test('6 placeholders, then the first category, sub-category and sub-sub-category; 2 or 6 columns; swipe changes top category', async ({ page }) => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/vendor/products?*', async (route) => {
        await gate;
        await route.continue();
      });
      await signInByApi(page);
      await page.goto('/product/pricing');
      await expect(page.getByTestId('pricing-skeleton')).toHaveCount(6);
      release();
      await expect(page.getByTestId('pricing-card').first()).toBeVisible();
      await expect(page.getByTestId('pricing-skeleton')).toHaveCount(0);

      await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab').first()).toContainText('Fruits & Vegetables');
      await expect(subChip(page, 'Fresh Vegetables')).toHaveAttribute('aria-pressed', 'true');
      await expect(leafChip(page, 'Leafy Greens')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByPlaceholder('Search products in this category...')).toBeVisible();

      const columns = await page
        .getByTestId('pricing-card')
        .first()
        .locator('xpath=ancestor::ul[1]')
        .evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(viewport.width < 600 ? 2 : 6);

      await swipe(page, 'pricing-swipe-area', -160);
      await expect(topTab(page, 'Dairy')).toHaveAttribute('aria-selected', 'true');
      await expect(pricingCard(page, 'Amul Taaza Toned Milk')).toBeVisible();
      await swipe(page, 'pricing-swipe-area', 160);
      await expect(topTab(page, 'Fruits & Vegetables')).toHaveAttribute('aria-selected', 'true');
    });

    test('search, sort and a filter narrow the grid; empty states and no filters', async ({ page }) => {
      await openPricing(page);
      await openShelf(page, DALS);
      // Default sort: available first, then by name.
      const search = page.getByPlaceholder('Search products in this category...');
      await expect(page.getByTestId('product-count')).toHaveText('3 products');
      await page.getByLabel('Sort by').selectOption({ label: 'Name: Z to A' });
      await expect.poll(() => namesOnGrid(page)).toEqual(['Tata Sampann Toor Dal', 'Moong Dal (Yellow)', 'Masoor Dal']);
      await page.getByLabel('Sort by').selectOption({ label: 'Name: A to Z' });
      await expect.poll(() => namesOnGrid(page)).toEqual(['Masoor Dal', 'Moong Dal (Yellow)', 'Tata Sampann Toor Dal']);

      await search.fill('MOONG');
      await expect(page.getByTestId('product-count')).toHaveText('1 product');
      await expect(pricingCard(page, 'Moong Dal (Yellow)')).toBeVisible();
      await search.fill('basmati');
      await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
      await expect(page.getByText('No products match your search or filters.', { exact: false })).toBeVisible();
      await page.getByRole('button', { name: 'Clear search and filters' }).click();
      await expect(page.getByTestId('product-count')).toHaveText('3 products');
      await expect(search).toHaveValue('');

      // Dals carry no filter attributes.
      await page.getByRole('button', { name: 'Filters' }).click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await expect(drawer.getByText('No filters available for this category')).toBeVisible();
      await drawer.getByRole('button', { name: 'Close' }).click();

      // Books: filters from the attributes; a group matches any value, groups combine with AND.
      // A new product list clears the search as well.
      await search.fill('dal');
      await expect(page.getByTestId('product-count')).toHaveText('3 products');
      await openShelf(page, INDIAN_FICTION);
      await expect(search).toHaveValue('');
      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(drawer).toBeVisible();
      // Right side at 768 px and wider, a bottom sheet below (measured once its slide-in is over).
      await expect
        .poll(async () => {
          const box = await drawer.boundingBox();
          return viewport.width >= 768 ? Math.round(box!.x + box!.width) : Math.round(box!.y + box!.height);
        })
        .toBe(viewport.width >= 768 ? viewport.width : viewport.height);
      await expect(drawer.getByRole('group', { name: 'Languages' }).getByRole('checkbox')).toHaveCount(2);
      await drawer.getByRole('checkbox', { name: 'Penguin India' }).check();
      await expect(drawer.getByRole('button', { name: 'Show 2 products' })).toBeVisible();
      await drawer.getByRole('checkbox', { name: 'Literary Fiction' }).check();
      await drawer.getByRole('button', { name: 'Show 1 products' }).click();
      await expect.poll(() => namesOnGrid(page)).toEqual(['The God of Small Things']);
      await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
      // A new product list clears the filters.
      await leafChip(page, 'Poetry & Classics').click();
      await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    });

    test('edit dialog: prices, refusals, Enable/Disable All; Save All, reload and /store show the saved values', async ({ page }) => {
      await openPricing(page);
      await openShelf(page, DALS);
      let dialog = await openEditor(page, 'Masoor Dal');
      await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
      // Editing MRP sets the selling price equal to it.
      await typePrice(dialog, '1 kg', 'MRP', '130');
      await expect(variantGroup(dialog, '1 kg').getByLabel('Selling Price', { exact: true })).toHaveValue('130');
      await typePrice(dialog, '1 kg', 'Selling Price', '140');
      await expect(dialog.getByText('Selling Price cannot be more than MRP.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(dialog.getByText('Please fix the highlighted prices before saving.')).toBeVisible();
      await typePrice(dialog, '1 kg', 'Selling Price', '-5');
      await expect(dialog.getByText('A price cannot be negative.')).toBeVisible();
      await typePrice(dialog, '1 kg', 'Selling Price', '125');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(dialog).toBeHidden();
      const masoor = pricingCard(page, 'Masoor Dal');
      await expect(masoor).toHaveAttribute('data-changed', 'true');
      await expect(masoor.getByTestId('net-price')).toHaveText('₹125');
      await expect(page.getByTestId('save-bar')).toContainText('1 product(s) with unsaved changes');

      dialog = await openEditor(page, 'Tata Sampann Toor Dal');
      await dialog.getByRole('button', { name: 'Disable All' }).click();
      for (const s of await dialog.getByRole('switch').all()) await expect(s).not.toBeChecked();
      await dialog.getByRole('button', { name: 'Enable All' }).click();
      for (const s of await dialog.getByRole('switch').all()) await expect(s).toBeChecked();
      await dialog.getByRole('button', { name: 'Disable All' }).click();
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(pricingCard(page, 'Tata Sampann Toor Dal').getByTestId('availability')).toHaveText('Unavailable');
      await expect(page.getByTestId('save-bar')).toContainText('2 product(s) with unsaved changes');

      await page.getByRole('button', { name: 'Save All' }).click();
      await expect(toast(page, 'Successfully updated 2 product(s)!')).toBeVisible();
      await expect(page.getByTestId('save-bar')).toHaveCount(0);
      await expect(masoor).not.toHaveAttribute('data-changed', 'true');

      await page.reload();
      await openShelf(page, DALS);
      await expect(pricingCard(page, 'Masoor Dal').getByTestId('net-price')).toHaveText('₹125');
      await expect(pricingCard(page, 'Masoor Dal')).toContainText('₹130');
      await expect(pricingCard(page, 'Tata Sampann Toor Dal').getByTestId('availability')).toHaveText('Unavailable');

      // The store shows the new price; a product with no available variant is hidden there.
      await page.goto(`/store?category=${categoryId('Grocery & Staples', 'Dals & Pulses')}`);
      const storeCard = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: 'Masoor Dal', exact: true }) });
      await expect(storeCard.getByTestId('price')).toHaveText('₹125');
      await expect(page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: 'Tata Sampann Toor Dal' }) })).toHaveCount(0);
    });

    test('Discard restores the loaded values', async ({ page }) => {
      await openPricing(page);
      await openShelf(page, DALS);
      const dialog = await openEditor(page, 'Moong Dal (Yellow)');
      await typePrice(dialog, '500 g', 'Selling Price', '70');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(pricingCard(page, 'Moong Dal (Yellow)').getByTestId('net-price').first()).toHaveText('₹70');
      await page.getByTestId('save-bar').getByRole('button', { name: 'Discard' }).click();
      await expect(page.getByTestId('save-bar')).toHaveCount(0);
      await expect(pricingCard(page, 'Moong Dal (Yellow)').getByTestId('net-price').first()).toHaveText('₹74');
      await expect(pricingCard(page, 'Moong Dal (Yellow)')).not.toHaveAttribute('data-changed', 'true');
    });

    test('Unsaved Changes on category switch: Cancel, Discard, Save & Continue; leaving the screen asks too', async ({ page }) => {
      await openPricing(page);
      await openShelf(page, DALS);
      const edit = async (price: string) => {
        const dialog = await openEditor(page, 'Masoor Dal');
        await typePrice(dialog, '1 kg', 'Selling Price', price);
        await dialog.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(pricingCard(page, 'Masoor Dal')).toHaveAttribute('data-changed', 'true');
      };
      const unsaved = page.getByRole('alertdialog', { name: 'Unsaved Changes' });

      await edit('105');
      await topTab(page, 'Dairy').click();
      await expect(unsaved).toContainText(UNSAVED_1);
      await unsaved.getByRole('button', { name: 'Cancel' }).click();
      await expect(unsaved).toBeHidden();
      await expect(leafChip(page, 'Toor & Moong Dal')).toHaveAttribute('aria-pressed', 'true');
      await expect(pricingCard(page, 'Masoor Dal').getByTestId('net-price')).toHaveText('₹105');

      await topTab(page, 'Dairy').click();
      await unsaved.getByRole('button', { name: 'Discard' }).click();
      await expect(topTab(page, 'Dairy')).toHaveAttribute('aria-selected', 'true');
      await openShelf(page, DALS);
      await expect(pricingCard(page, 'Masoor Dal').getByTestId('net-price')).toHaveText('₹110');
      await expect(page.getByTestId('save-bar')).toHaveCount(0);

      await edit('108');
      await subChip(page, 'Rice').click();
      await unsaved.getByRole('button', { name: 'Save & Continue' }).click();
      await expect(toast(page, SAVED_1)).toBeVisible();
      await expect(subChip(page, 'Rice')).toHaveAttribute('aria-pressed', 'true');
      expect((await getShelf(DALS)).find((p) => p.productName === 'Masoor Dal')?.productVariants[0]?.netPrice).toBe(108);

      // Leaving the screen: the router asks with the same dialog; closing the tab asks the browser.
      await openShelf(page, DALS);
      await edit('107');
      expect(await page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })))).toBe(true);
      await page.getByRole('link', { name: 'Store', exact: true }).click();
      await expect(unsaved).toContainText(UNSAVED_1);
      await unsaved.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/product\/pricing$/);
      await page.getByRole('link', { name: 'Store', exact: true }).click();
      await unsaved.getByRole('button', { name: 'Discard' }).click();
      await expect(page).toHaveURL(/\/store$/);
    });

    test('a refused save keeps every change and says so; the next save works', async ({ page }) => {
      await openPricing(page);
      await openShelf(page, DALS);
      // The shared API stays up for the other specs: this page's PUT is refused by a stand-in answer
      // (a save that cannot reach the API is kept and sent later: outbox.spec.ts).
      await page.route('**/vendor/products', (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({ statusCode: 400, code: 'VALIDATION_FAILED', error: 'Bad Request', message: 'refused' }),
            })
          : route.continue(),
      );
      const dialog = await openEditor(page, 'Masoor Dal');
      await typePrice(dialog, '1 kg', 'MRP', '135');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('button', { name: 'Save All' }).click();
      await expect(toast(page, SAVE_FAILED)).toBeVisible();
      await expect(pricingCard(page, 'Masoor Dal')).toHaveAttribute('data-changed', 'true');
      await expect(pricingCard(page, 'Masoor Dal').getByTestId('net-price')).toHaveText('₹135');
      await expect(page.getByTestId('save-bar')).toContainText('1 product(s) with unsaved changes');
      const again = await openEditor(page, 'Masoor Dal');
      await expect(variantGroup(again, '1 kg').getByLabel('MRP', { exact: true })).toHaveValue('135');
      await again.getByRole('button', { name: 'Cancel' }).click();

      await page.unroute('**/vendor/products');
      await page.getByRole('button', { name: 'Save All' }).click();
      await expect(toast(page, SAVED_1)).toBeVisible();
      expect((await getShelf(DALS)).find((p) => p.productName === 'Masoor Dal')?.productVariants[0]?.mrp).toBe(135);
    });

    test('two devices: a stale save is refused, the changed product reloads and is named, the other edits are kept', async ({ page, browser }) => {
      await openPricing(page);
      await openShelf(page, BASMATI);
      let dialog = await openEditor(page, 'Kohinoor Super Silver Basmati');
      await typePrice(dialog, '1 kg', 'Selling Price', '160');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      dialog = await openEditor(page, 'Daawat Rozana Basmati Rice');
      await typePrice(dialog, '1 kg', 'Selling Price', '95');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();

      // The counter tablet saves Kohinoor first.
      const tablet = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, serviceWorkers: 'block' });
      const other = await tablet.newPage();
      await openPricing(other);
      await openShelf(other, BASMATI);
      const otherDialog = await openEditor(other, 'Kohinoor Super Silver Basmati');
      await typePrice(otherDialog, '1 kg', 'Selling Price', '150');
      await otherDialog.getByRole('button', { name: 'Save', exact: true }).click();
      await other.getByRole('button', { name: 'Save All' }).click();
      await expect(toast(other, SAVED_1)).toBeVisible();
      await tablet.close();

      await page.getByRole('button', { name: 'Save All' }).click();
      const notice = page.getByTestId('conflict-notice');
      await expect(notice).toContainText('Prices changed on another device');
      await expect(notice).toContainText('Kohinoor Super Silver Basmati');
      await expect(pricingCard(page, 'Kohinoor Super Silver Basmati').getByTestId('net-price')).toHaveText('₹150');
      await expect(pricingCard(page, 'Kohinoor Super Silver Basmati')).not.toHaveAttribute('data-changed', 'true');
      await expect(pricingCard(page, 'Daawat Rozana Basmati Rice')).toHaveAttribute('data-changed', 'true');
      await expect(page.getByTestId('save-bar')).toContainText('1 product(s) with unsaved changes');

      await page.getByRole('button', { name: 'Save All' }).click();
      await expect(toast(page, SAVED_1)).toBeVisible();
      const shelf = await getShelf(BASMATI);
      expect(shelf.find((p) => p.productName === 'Kohinoor Super Silver Basmati')?.productVariants[0]?.netPrice).toBe(150);
      expect(shelf.find((p) => p.productName === 'Daawat Rozana Basmati Rice')?.productVariants[0]?.netPrice).toBe(95);
    });
  });
}
