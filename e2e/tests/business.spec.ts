/**
 * Issue 12, the four business-details editors against the real API at 360 and 1280 px. Every test
 * puts back what it changed (the suites share one database; the orders suites read the demo vendor's
 * closing time).
 */
import { expect, test, type Page } from '@playwright/test';
import {
  attribute,
  expectToast,
  gallery,
  getVendor,
  leafIds,
  png,
  restoreAddress,
  restoreAttributes,
  restoreCategories,
  restoreGallery,
  tomorrowInIndia,
  useClassicHours,
  useSeedHours,
} from './business-helpers';
import { VIEWPORTS } from './helpers';
import { signInVendor } from './orders-helpers';
import { categoryId, subCategory, tab } from './store-helpers';

const card = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const saveChanges = (page: Page) => page.getByRole('button', { name: 'Save Changes' }).first();

async function openAttributes(page: Page): Promise<void> {
  await page.goto('/profile/business/edit');
  await expect(card(page, 'Legal and Business Details')).toBeVisible();
}

async function saveAttributes(page: Page): Promise<void> {
  await saveChanges(page).click();
  await expectToast(page, 'Vendor attributes updated successfully!');
  await expect(page).not.toHaveURL(/\/profile\/business\/edit$/);
}

for (const vp of VIEWPORTS) {
  test.describe(`business details at ${vp.name} px`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });
    test.beforeEach(async ({ page }) => {
      await signInVendor(page);
      // These editors work on hours of their own (9:00 AM - 9:00 PM, lunch, Tuesday off), put back
      // to the seed's after the suite.
      await useClassicHours();
    });
    test.afterAll(async () => {
      await useSeedHours();
    });

    test('Vendor Attributes: loading text, the three cards, values saved and shown after a reload', async ({ page }) => {
      const before = await getVendor();
      try {
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/vendor/attribute', async (route) => {
          if (route.request().method() === 'GET') await gate;
          await route.continue();
        });
        await page.goto('/profile/business/edit');
        await expect(page.getByRole('heading', { level: 1, name: 'Vendor Attributes' })).toBeVisible();
        await expect(page.getByText('Fetching your Business Details')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(2);
        release();
        for (const name of ['Operational Basics', 'Fulfillment and Scheduling', 'Legal and Business Details']) await expect(card(page, name)).toBeVisible();
        await expect(page.getByText('Fetching your Business Details')).toHaveCount(0);

        await expect(page.getByLabel('Delivery Charges (₹)')).toHaveValue('30');
        await page.getByLabel('Delivery Charges (₹)').fill('45');
        await page.getByLabel('Minimum Order (₹)').fill('249');
        await page.getByTestId('weekly-off').getByRole('button', { name: 'Sunday' }).click();
        await expect(page.getByTestId('weekly-off-summary')).toHaveText('Tuesday, Sunday');
        await page.getByTestId('same-day').getByRole('button', { name: '3 hr' }).click();
        await page.getByLabel('GST Number').fill('27aapfu0939f1zv');
        await expect(page.getByLabel('GST Number')).toHaveValue('27AAPFU0939F1ZV');
        await page.getByRole('button', { name: 'Add Certificate' }).click();
        await page.getByLabel('Certificate Name 3').fill('GMP');
        await page.getByLabel('Certificate Number 3').fill('G-1');
        await saveAttributes(page);

        const after = await getVendor();
        expect(attribute(after, 'deliveryCharges')).toBe('45');
        expect(attribute(after, 'minimumOrder')).toBe('249');
        expect(attribute(after, 'weeklyOffDay')).toBe('Tuesday;Sunday');
        expect(attribute(after, 'deliveryPreparationTime')).toBe('{"product":"3"}');
        expect(attribute(after, 'gstNo')).toBe('27AAPFU0939F1ZV');
        expect(attribute(after, 'certifications')).toBe(`${attribute(before, 'certifications')};GMP;G-1`);

        await openAttributes(page);
        await expect(page.getByLabel('Delivery Charges (₹)')).toHaveValue('45');
        await expect(page.getByLabel('Minimum Order (₹)')).toHaveValue('249');
        await expect(page.getByTestId('weekly-off').getByRole('button', { name: 'Sunday' })).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByTestId('same-day').getByRole('button', { name: '3 hr' })).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByLabel('GST Number')).toHaveValue('27AAPFU0939F1ZV');
        await expect(page.getByLabel('Certificate Name 3')).toHaveValue('GMP');
      } finally {
        await restoreAttributes(before);
      }
    });

    test('Vendor Attributes: every validation message, and nothing is saved while one shows', async ({ page }) => {
      const saves: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PUT' && r.url().includes('/vendor/attribute')) saves.push(r.url());
      });
      await openAttributes(page);
      const check = async (label: string, value: string, message: string) => {
        await page.getByLabel(label).fill(value);
        await page.getByLabel(label).blur();
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      };
      await check('GST Number', 'abc', 'Invalid GST Number format.');
      await check('PAN Number', 'abc12', 'Invalid PAN Number format.');
      await check('Udyam Number', 'udyam-12', 'Invalid Udyam format. (e.g., UDYAM-XX-00-0000000)');
      await check('Established Year', '2999', 'Established year cannot be in the future');
      await saveChanges(page).click();
      await expectToast(page, 'Please correct the highlighted fields.');

      await page.getByLabel('GST Number').fill('');
      await page.getByLabel('PAN Number').fill('');
      await page.getByLabel('Udyam Number').fill('');
      await page.getByLabel('Established Year').fill('2008');
      await expect(page.getByText('Invalid GST Number format.')).toHaveCount(0);

      const slots = page.getByTestId('pickup-slots');
      await slots.getByRole('radio', { name: 'Set Custom Hours' }).check();
      await expect(slots.getByText('Please select the start time')).toBeVisible();
      await slots.getByLabel('Slot Start Time').selectOption('10:00');
      await expect(slots.getByText('Please select the End time')).toBeVisible();
      await slots.getByRole('radio', { name: 'Use Business Hours' }).check();
      await page.getByLabel('Opening Time').selectOption('');
      await expect(slots.getByText('You must set Business Hours in Step 1 before using this option.')).toBeVisible();
      await saveChanges(page).click();
      await expectToast(page, 'Please correct the highlighted fields.');
      expect(saves).toEqual([]);
    });

    test('Vendor Attributes: lunch break, franchise and delivery option clearing rules, saved', async ({ page }) => {
      const before = await getVendor();
      try {
        await openAttributes(page);
        const lunch = page.getByTestId('lunch-break');
        await expect(page.getByLabel('Break Start')).toHaveValue('13:00');
        await lunch.getByRole('radio', { name: 'No' }).check();
        await expect(page.getByLabel('Break Start')).toHaveCount(0);
        await lunch.getByRole('radio', { name: 'Yes' }).check();
        await expect(page.getByLabel('Break Start')).toHaveValue('12:00');
        await expect(page.getByLabel('Break End')).toHaveValue('13:00');
        await lunch.getByRole('radio', { name: 'No' }).check();

        const franchise = page.getByTestId('franchise');
        await franchise.getByRole('radio', { name: 'Yes' }).check();
        const brands = page.getByTestId('franchise-brands');
        await expect(brands.getByText('No brands added.')).toBeVisible();
        await brands.getByLabel('Brand name').fill('Amul');
        await brands.getByRole('button', { name: 'Add' }).click();
        await brands.getByLabel('Brand name').fill('Mother Dairy');
        await brands.getByLabel('Brand name').press('Enter');
        await expect(brands.getByRole('listitem')).toHaveText(['Amul×', 'Mother Dairy×']);
        await franchise.getByRole('radio', { name: 'No' }).check();
        await expect(brands).toHaveCount(0);
        await franchise.getByRole('radio', { name: 'Yes' }).check();
        await expect(page.getByTestId('franchise-brands').getByText('No brands added.')).toBeVisible();
        await franchise.getByRole('radio', { name: 'No' }).check();

        const options = page.getByTestId('delivery-options');
        await expect(options.getByRole('button', { name: /Both/ })).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByTestId('same-day')).toBeVisible();
        await options.getByRole('button', { name: /Both/ }).click();
        await expect(options.getByRole('button', { name: /Both/ })).toHaveAttribute('aria-pressed', 'false');
        await expect(page.getByTestId('same-day')).toHaveCount(0);
        await options.getByRole('button', { name: /Home Delivery/ }).click();
        await expect(page.getByTestId('same-day').getByRole('button', { pressed: true })).toHaveCount(0);
        await expect(page.getByLabel('Minimum Days')).toHaveValue('');
        await page.getByLabel('Minimum Days').fill('2');
        await page.getByLabel('Maximum Days').fill('4');
        await page.getByTestId('delivery-days').getByRole('button', { name: 'Reset' }).click();
        await expect(page.getByLabel('Maximum Days')).toHaveValue('');
        await saveAttributes(page);

        const after = await getVendor();
        expect(attribute(after, 'offHours')).toBe('');
        expect(attribute(after, 'isFranchise')).toBe('false');
        expect(attribute(after, 'franchiseName')).toBe('');
        expect(attribute(after, 'productDeliveryType')).toBe('homeDelivery');
        expect(attribute(after, 'deliveryPreparationTime')).toBe('');
        expect(attribute(after, 'minDays')).toBe('');

        await openAttributes(page);
        await expect(page.getByTestId('lunch-break').getByRole('radio', { name: 'No' })).toBeChecked();
        await expect(page.getByTestId('franchise').getByRole('radio', { name: 'No' })).toBeChecked();
        await expect(page.getByTestId('delivery-options').getByRole('button', { name: /Home Delivery/ })).toHaveAttribute('aria-pressed', 'true');
      } finally {
        await restoreAttributes(before);
      }
    });

    test('Vendor Attributes: pickup slots from business hours or custom hours, in the summary and saved', async ({ page }) => {
      const before = await getVendor();
      try {
        await openAttributes(page);
        const slots = page.getByTestId('pickup-slots');
        const summary = page.getByTestId('slot-summary');
        await expect(page.getByTestId('service-provider').getByRole('radio', { name: 'Yes' })).toBeChecked();
        await expect(summary.getByText('11 slots will be offered')).toBeVisible();
        await expect(summary.getByText('9:00 AM – 10:00 AM')).toBeVisible();
        await expect(summary.getByText('1:00 PM – 2:00 PM')).toHaveCount(0);

        await slots.getByLabel('Time Slot Interval').selectOption('2');
        await expect(summary.getByText('5 slots will be offered')).toBeVisible();
        await expect(summary.getByRole('listitem')).toHaveText([
          '9:00 AM – 11:00 AM',
          '11:00 AM – 1:00 PM',
          '3:00 PM – 5:00 PM',
          '5:00 PM – 7:00 PM',
          '7:00 PM – 9:00 PM',
        ]);

        await slots.getByRole('radio', { name: 'Set Custom Hours' }).check();
        await expect(summary.getByText('No slots yet: choose a start and end time.')).toBeVisible();
        await expect(slots.getByLabel('Time Slot Interval')).toHaveValue('1');
        await slots.getByLabel('Slot Start Time').selectOption('10:00');
        await slots.getByLabel('Slot End Time').selectOption('14:00');
        await expect(summary.getByText('4 slots will be offered')).toBeVisible();
        await expect(summary.getByText('1:00 PM – 2:00 PM')).toBeVisible();
        await saveAttributes(page);

        const after = await getVendor();
        expect(attribute(after, 'serviceDeliveryType')).toBe('true');
        expect(attribute(after, 'deliverySlots')).toBe('{"service":["10:00-11:00","11:00-12:00","12:00-13:00","13:00-14:00"]}');

        await openAttributes(page);
        await expect(page.getByTestId('pickup-slots').getByRole('radio', { name: 'Set Custom Hours' })).toBeChecked();
        await expect(page.getByTestId('slot-summary').getByText('4 slots will be offered')).toBeVisible();
        await page.getByTestId('service-provider').getByRole('radio', { name: 'No' }).check();
        await expect(page.getByTestId('pickup-slots')).toHaveCount(0);
      } finally {
        await restoreAttributes(before);
      }
    });

    test('Vendor Attributes: the attribute master list fails — the message, and the vendor’s own values', async ({ page }) => {
      await page.route('**/vendor/attribute', (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"code":"X","error":"x","message":"x"}' })
          : route.continue(),
      );
      await page.goto('/profile/business/edit');
      await expect(page.getByText('Could not load attribute settings.')).toBeVisible();
      await expect(page.getByLabel('Delivery Charges (₹)')).toHaveValue('30');
      await expect(page.getByLabel('Closing Time')).toHaveValue('21:00');
    });

    test('a new closing time is used by the orders’ reschedule text', async ({ page }) => {
      const before = await getVendor();
      expect(JSON.parse(attribute(before, 'shopTiming')).end).toBe('21:00');
      try {
        await openAttributes(page);
        await page.getByLabel('Closing Time').selectOption('19:00');
        await saveAttributes(page);
        await page.goto('/');
        await page.getByTestId('order-card').first().click();
        await page.getByTestId('order-actions').getByRole('button', { name: 'Reschedule' }).click();
        const dialog = page.getByRole('dialog', { name: 'Reschedule Order' });
        await expect(dialog.getByTestId('reschedule-preview')).toHaveText(`New delivery time: by 7:00 PM on ${tomorrowInIndia()}`);
      } finally {
        await restoreAttributes(before);
      }
    });

    test('Categories: the vendor’s leaves, search, No Categories Found, Request Category, at least one, saved and shown in the store', async ({ page }) => {
      const before = await getVendor();
      const scrubbers = categoryId('Household', 'Kitchen Needs', 'Scrubbers & Wipes');
      expect(leafIds(before.vendorCategories)).not.toContain(scrubbers);
      const tile = (name: string) => page.getByRole('button', { name: new RegExp(`^✓?\\s*${name}`) });
      try {
        await page.goto('/profile/categories/edit');
        await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
        await expect(tile('Leafy Greens')).toHaveAttribute('aria-pressed', 'true');
        await expect(tile('Scrubbers & Wipes')).toHaveAttribute('aria-pressed', 'false');

        const search = page.getByRole('searchbox', { name: 'Search categories' });
        await search.fill('cement');
        await expect(page.getByText('No Categories Found')).toBeVisible();
        await page.getByRole('button', { name: 'Request Category' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Request a Category' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByLabel('Message')).toHaveValue('Please add a category for: cement');
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);

        await search.fill('scrub');
        await tile('Scrubbers & Wipes').click();
        await expect(tile('Scrubbers & Wipes')).toHaveAttribute('aria-pressed', 'true');
        await search.fill('');
        await page.getByRole('button', { name: 'Update Categories' }).click();
        await expectToast(page, 'Categories updated successfully!');
        expect(leafIds((await getVendor()).vendorCategories)).toContain(scrubbers);

        await page.goto('/store');
        await tab(page, 'Household').click();
        await expect(subCategory(page, 'Kitchen Needs')).toBeVisible();

        await page.goto('/profile/categories/edit');
        await expect(tile('Scrubbers & Wipes')).toHaveAttribute('aria-pressed', 'true');
        await page.route('**/vendor/category', (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"code":"X","error":"x","message":"x"}' }),
        );
        await page.getByRole('button', { name: 'Update Categories' }).click();
        await expectToast(page, 'Failed to update categories.');
        await page.unroute('**/vendor/category');

        const chosen = page.getByTestId('categories-editor').locator('button[aria-pressed="true"]');
        while ((await chosen.count()) > 0) await chosen.first().press('Enter');
        await expect(page.getByTestId('categories-count')).toHaveText('0 selected');
        await page.getByRole('button', { name: 'Update Categories' }).click();
        await expectToast(page, 'Please select at least one category.');
      } finally {
        await restoreCategories(before);
      }
    });

    test('Media: at least one, 5 MB each, previews, upload with progress into the gallery, remove', async ({ page }) => {
      const beforeIds = (await gallery()).map((g) => g.id);
      const current = page.getByTestId('media-current').getByRole('listitem');
      try {
        await page.goto('/profile/media/edit');
        await expect(current).toHaveCount(beforeIds.length);
        await page.getByRole('button', { name: 'Update Media' }).click();
        await expectToast(page, 'Please upload at least one new image to update.');

        const input = page.getByTestId('media-input');
        await input.setInputFiles({ name: 'huge-photo.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
        await expectToast(page, 'File "huge-photo.png" exceeds 5MB.');
        await expect(page.getByTestId('media-pending')).toHaveCount(0);

        await input.setInputFiles([
          { name: 'counter.png', mimeType: 'image/png', buffer: png(64, 48, [200, 120, 40]) },
          { name: 'shelf.png', mimeType: 'image/png', buffer: png(48, 64, [40, 140, 120]) },
        ]);
        const pending = page.getByTestId('media-pending').getByRole('img');
        await expect(pending).toHaveCount(2);
        await expect(pending.first()).toHaveAttribute('alt', 'counter.png');

        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/vendor/upload*', async (route) => {
          await gate;
          await route.continue();
        });
        await page.getByRole('button', { name: 'Update Media' }).click();
        await expect(page.getByTestId('media-progress')).toBeVisible();
        release();
        await expectToast(page, 'Media updated successfully!');
        await expect(page.getByTestId('media-pending')).toHaveCount(0);
        await expect(current).toHaveCount(beforeIds.length + 2);

        await page.reload();
        await expect(current).toHaveCount(beforeIds.length + 2);
        await page.getByRole('button', { name: `Remove photo ${beforeIds.length + 2}` }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Remove this photo?' });
        await confirm.getByRole('button', { name: 'Remove' }).click();
        await expectToast(page, 'Photo removed.');
        await expect(current).toHaveCount(beforeIds.length + 1);
      } finally {
        await restoreGallery(beforeIds);
      }
    });

    test('Media: eleven photos in one pick go up in uploads of ten under one bar and all show; N of 30; a non-image and an overflow refused by name', async ({
      page,
    }) => {
      const beforeIds = (await gallery()).map((g) => g.id);
      const n = beforeIds.length;
      const current = page.getByTestId('media-current').getByRole('listitem');
      const uploads: number[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && /\/vendor\/upload(\?|$)/.test(request.url())) uploads.push(request.postDataBuffer()?.length ?? 0);
      });
      const photo = (i: number) => ({ name: `photo-${i}.png`, mimeType: 'image/png', buffer: png(40 + i, 30, [10 * i, 120, 200 - 10 * i]) });
      try {
        await page.goto('/profile/media/edit');
        await expect(current).toHaveCount(n);
        await expect(page.getByTestId('media-count')).toHaveText(`${n} of 30 photos`);
        await expect(page.getByText('JPEG, PNG or WebP, up to 5 MB each; up to 30 photos in all.')).toBeVisible();

        // Not an image: refused by name in the browser, nothing sent.
        const input = page.getByTestId('media-input');
        await input.setInputFiles({ name: 'price-list.txt', mimeType: 'text/plain', buffer: Buffer.from('Atta 10 kg: 420') });
        await expectToast(page, 'File "price-list.txt" is not a JPEG, PNG or WebP image.');
        await expect(page.getByTestId('media-pending')).toHaveCount(0);

        // Eleven in one pick: two uploads (10 + 1), one progress bar, every photo in the gallery.
        await input.setInputFiles(Array.from({ length: 11 }, (_, i) => photo(i + 1)));
        await expect(page.getByTestId('media-pending').getByRole('img')).toHaveCount(11);
        await expect(page.getByText('Ready to upload (11)')).toBeVisible();
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/vendor/upload*', async (route) => {
          await gate;
          await route.continue();
        });
        await page.getByRole('button', { name: 'Update Media' }).click();
        await expect(page.getByTestId('media-progress')).toHaveCount(1);
        release();
        await expectToast(page, 'Media updated successfully!');
        await expect(page.getByTestId('media-pending')).toHaveCount(0);
        await expect(current).toHaveCount(n + 11);
        await expect(page.getByTestId('media-count')).toHaveText(`${n + 11} of 30 photos`);
        expect(uploads).toHaveLength(2);
        await expect(current.getByRole('img').last()).toHaveJSProperty('complete', true);
        expect((await gallery()).length).toBe(n + 11);

        // More than the room left: the ones that fit wait, the rest are refused by name.
        const room = 30 - (n + 11);
        await input.setInputFiles(Array.from({ length: room + 1 }, (_, i) => photo(20 + i)));
        await expectToast(page, `The gallery holds 30 photos, so these were not added: photo-${20 + room}.png`);
        await expect(page.getByTestId('media-pending').getByRole('img')).toHaveCount(room);
        await expect(page.getByTestId('media-full')).toHaveText('The gallery is full. Remove a photo to add another.');
        await expect(input).toBeDisabled();
        expect(uploads).toHaveLength(2);

        await page.reload();
        await expect(current).toHaveCount(n + 11);
      } finally {
        await restoreGallery(beforeIds);
      }
    });

    test('Address: by search, saved and shown after a reload; the required-fields message', async ({ page }) => {
      const before = await getVendor();
      try {
        await page.goto('/address');
        await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your Business Address' })).toBeVisible();
        await expect(page.getByLabel('Country')).toHaveValue('India');
        await page.getByRole('textbox', { name: 'City / District', exact: true }).fill('');
        await page.getByRole('button', { name: 'Save Address' }).click();
        await expectToast(page, 'Please fill in all required address fields.');

        await page.getByRole('combobox', { name: 'Search area, locality or PIN code' }).fill('Koramangala');
        const suggestion = page
          .getByTestId('place-suggestions')
          .getByRole('button', { name: /Koramangala/ })
          .first();
        await suggestion.click();
        await expect(page.getByRole('textbox', { name: 'State', exact: true })).toHaveValue('Karnataka');
        await expect(page.getByRole('textbox', { name: 'PIN Code', exact: true })).toHaveValue(/^560\d{3}$/);
        await expect(page.getByTestId('address-location')).toHaveText(/^Location set: 12\.\d+, 77\.\d+$/);
        await page.getByRole('textbox', { name: 'Shop / Building, Street', exact: true }).fill('Shop 7, 80 Feet Road');
        await page.getByRole('button', { name: 'Save Address' }).click();
        await expectToast(page, 'Shop address saved successfully!');

        const after = (await getVendor()).address!;
        expect(after).toMatchObject({ addressLineOne: 'Shop 7, 80 Feet Road', state: 'Karnataka', country: 'India' });
        expect(after.latitude).toBeGreaterThan(12);
        expect(after.latitude).toBeLessThan(13.5);

        await page.goto('/address');
        await expect(page.getByRole('textbox', { name: 'Shop / Building, Street', exact: true })).toHaveValue('Shop 7, 80 Feet Road');
        await expect(page.getByRole('textbox', { name: 'State', exact: true })).toHaveValue('Karnataka');
      } finally {
        await restoreAddress(before);
      }
    });

    test('Address: by current location (geolocation), saved; the location and geolocation messages', async ({ page, context }) => {
      const before = await getVendor();
      try {
        // A vendor without a location yet: the location message.
        await page.route(/\/vendor\?mobileNo=/, async (route) => {
          // A read the page has already given up on (a navigation cancels it) has nothing to rewrite.
          const res = await route.fetch().catch(() => null);
          const text = await res?.text().catch(() => null);
          if (!res || text == null) return;
          const body = JSON.parse(text);
          await route.fulfill({ response: res, json: { ...body, address: { ...body.address, latitude: null, longitude: null } } });
        });
        await page.goto('/address');
        await expect(page.getByTestId('address-location')).toHaveText('No location selected yet');
        await page.getByRole('button', { name: 'Save Address' }).click();
        await expectToast(page, 'Please select a location using search or your current location.');

        await page.getByRole('button', { name: 'Use my current location' }).click();
        await expectToast(page, 'Unable to get your current location.');

        await context.grantPermissions(['geolocation']);
        await context.setGeolocation({ latitude: 19.076, longitude: 72.8777 });
        await page.getByRole('button', { name: 'Use my current location' }).click();
        await expect(page.getByTestId('address-location')).toHaveText('Location set: 19.07600, 72.87770');
        await expect(page.getByRole('textbox', { name: 'State', exact: true })).toHaveValue('Maharashtra');
        await page.getByRole('button', { name: 'Save Address' }).click();
        await expectToast(page, 'Shop address saved successfully!');
        const after = (await getVendor()).address!;
        expect(after).toMatchObject({ state: 'Maharashtra', latitude: 19.076, longitude: 72.8777 });
      } finally {
        await restoreAddress(before);
      }
    });

    test('Address: the pin moved by a tap, a drag and the arrow keys sets the saved coordinates; its address is offered, not forced', async ({
      page,
    }, testInfo) => {
      const before = await getVendor();
      const location = page.getByTestId('address-location');
      const coordinates = async () => {
        const [, lat, lng] = /^Location set: (\d+\.\d+), (\d+\.\d+)$/.exec((await location.textContent()) ?? '') ?? [];
        return { latitude: Number(lat), longitude: Number(lng) };
      };
      try {
        await page.goto('/address');
        const map = page.getByRole('region', { name: 'Map: your shop’s location' });
        await expect(map).toHaveAttribute('data-outline', 'drawn');
        await expect(map.locator('img.leaflet-tile')).toHaveCount(0);
        const pin = map.getByTestId('map-pin');
        await expect(pin).toBeVisible();
        await expect(location).toHaveText('Location set: 28.56770, 77.24330');

        // A tap on the map puts the pin there.
        const box = (await map.boundingBox())!;
        await map.click({ position: { x: box.width / 2 + 20, y: box.height / 2 - 50 } });
        await expect(location).not.toHaveText('Location set: 28.56770, 77.24330');
        const tapped = await coordinates();
        expect(tapped.latitude).toBeGreaterThan(28.5677);
        expect(tapped.longitude).toBeGreaterThan(77.2433);

        // A drag: east and south, to another state; the fields the owner typed stay, the place is offered.
        const from = (await pin.boundingBox())!;
        const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
        await page.mouse.move(start.x, start.y);
        await page.mouse.down();
        await page.mouse.move(start.x + 20, start.y + 20, { steps: 4 });
        await page.mouse.move(start.x + 40, start.y + 50, { steps: 4 });
        await page.mouse.up();
        await expect.poll(async () => (await coordinates()).longitude).toBeGreaterThan(tapped.longitude + 0.5);
        const dragged = await coordinates();
        expect(dragged.latitude).toBeLessThan(tapped.latitude);
        const offer = page.getByTestId('address-offer');
        await expect(offer).toContainText('Address at the pin:');
        await expect(page.getByRole('textbox', { name: 'State', exact: true })).toHaveValue('Delhi');
        await expect(page.getByRole('textbox', { name: 'Shop / Building, Street', exact: true })).toHaveValue(before.address!.addressLineOne!);
        await page.screenshot({ path: testInfo.outputPath(`address-offer-${vp.name}.png`), fullPage: true });
        await offer.getByRole('button', { name: 'Keep mine' }).click();
        await expect(offer).toHaveCount(0);
        await expect(page.getByRole('textbox', { name: 'State', exact: true })).toHaveValue('Delhi');

        // The keyboard: the focused pin moves with the arrow keys (Shift: small steps).
        await pin.focus();
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowUp');
        await expect.poll(async () => (await coordinates()).latitude).toBeGreaterThan(dragged.latitude);
        await page.keyboard.press('Shift+ArrowRight');
        await expect.poll(async () => (await coordinates()).longitude).toBeGreaterThan(dragged.longitude);
        // 'Use this address' takes the place at the pin (its state is not Delhi any more).
        await expect(offer.getByRole('button', { name: 'Use this address' })).toBeVisible();
        await offer.getByRole('button', { name: 'Use this address' }).click();
        await expect(page.getByRole('textbox', { name: 'State', exact: true })).not.toHaveValue('Delhi');
        await expect(page.getByRole('textbox', { name: 'Shop / Building, Street', exact: true })).toHaveValue(before.address!.addressLineOne!);
        const shown = await coordinates();

        await page.getByRole('button', { name: 'Save Address' }).click();
        await expectToast(page, 'Shop address saved successfully!');
        const after = (await getVendor()).address!;
        expect(after.latitude).toBeCloseTo(shown.latitude, 5);
        expect(after.longitude).toBeCloseTo(shown.longitude, 5);
        expect(after.addressLineOne).toBe(before.address!.addressLineOne);
        expect(after.state).not.toBe('Delhi');
      } finally {
        await restoreAddress(before);
      }
      expect((await getVendor()).address).toMatchObject({ latitude: 28.5677, longitude: 77.2433, state: 'Delhi' });
    });

    test('screenshots of the four editors', async ({ page }) => {
      const shot = (name: string) => page.screenshot({ path: `test-results/business-shots/${name}-${vp.name}.png`, fullPage: true });
      await openAttributes(page);
      await shot('business');
      await page.goto('/profile/categories/edit');
      await expect(page.getByRole('button', { name: /Leafy Greens/ })).toBeVisible();
      await shot('categories');
      await page.goto('/profile/media/edit');
      await expect(page.getByTestId('media-current').getByRole('img').first()).toBeVisible();
      await shot('media');
      await page.goto('/address');
      await expect(page.getByRole('textbox', { name: 'State', exact: true })).toHaveValue(/.+/);
      await shot('address');
    });
  });
}
