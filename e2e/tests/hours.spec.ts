/**
 * Issue 24 and issue 21 point 4 at 360 px (and 1280 for the look): hours that cannot be true are
 * refused on the screen; a holiday for today closes the public profile; going offline for 1 hour
 * shows 'Offline until' in the hub and the header. In the `editors` project (playwright.config.ts):
 * a holiday or offline time of the demo shop refuses customer orders, so it runs after the suites
 * that place them, and every test puts the demo data back.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectToast } from './business-helpers';
import { API, VIEWPORTS } from './helpers';
import { signInVendor, vendorToken } from './orders-helpers';

const SHOTS = process.env.HOURS_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

/** Today (or `at`'s day) in India, as the API's dates ('2026-11-24') and as the screens say it ('24 Nov'). */
function todayInIndia(at = new Date()): { iso: string; short: string } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'numeric', year: 'numeric' }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const iso = `${get('year')}-${String(get('month')).padStart(2, '0')}-${String(get('day')).padStart(2, '0')}`;
  return { iso, short: `${get('day')} ${months[get('month') - 1]}` };
}

async function api(method: string, path: string): Promise<Response> {
  return fetch(`${API}/${path}`, { method, headers: { sessionToken: vendorToken() } });
}

/** Removes every coming holiday and puts the shop live again (the seed's state). */
async function putBack(): Promise<void> {
  const holidays = (await (await api('GET', 'vendor/holidays')).json()) as { id: string }[];
  for (const h of holidays) expect((await api('DELETE', `vendor/holidays/${h.id}`)).ok).toBe(true);
  expect((await api('PUT', 'vendor/status?status=Approved')).ok).toBe(true);
}

for (const vp of VIEWPORTS) {
  test.describe(`shop hours at ${vp.name} px`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });
    test.beforeEach(async ({ page }) => {
      await signInVendor(page);
    });

    test('hours that cannot be true are refused on the screen with the two messages; nothing is saved', async ({ page }) => {
      const saves: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PUT' && r.url().endsWith('/vendor/attribute')) saves.push(r.url());
      });
      // Nothing is saved, so nothing to put back (business.spec.ts may be editing the same vendor beside it).
      await page.goto('/profile/business/edit');
      await page.getByLabel('Opening Time').selectOption('17:00');
      await page.getByLabel('Closing Time').selectOption('08:00');
      await expect(page.getByText('Closing time must be after opening time.')).toBeVisible();
      await page.getByLabel('Opening Time').selectOption('09:00');
      await page.getByLabel('Closing Time').selectOption('17:00');
      await expect(page.getByText('Closing time must be after opening time.')).toHaveCount(0);
      await page.getByTestId('lunch-break').getByRole('radio', { name: 'Yes' }).check();
      await page.getByLabel('Break Start').selectOption('18:00');
      await expect(page.getByText('The lunch break must be within opening hours.')).toBeVisible();
      await shot(page, `hours-messages-${vp.name}`);
      await page.getByRole('button', { name: 'Save Changes' }).first().click();
      await expectToast(page, 'Please correct the highlighted fields.');
      expect(saves).toEqual([]);
    });

    test('a holiday for today: added in business details, the public profile says closed; removed after', async ({ page }) => {
      const today = todayInIndia();
      try {
        await page.goto('/profile/business/edit');
        const holidays = page.getByTestId('card-holidays');
        await expect(holidays.getByRole('heading', { name: 'Holidays' })).toBeVisible();
        await expect(holidays.getByText('No holidays coming up.')).toBeVisible();
        await holidays.getByLabel('Holiday date').fill(today.iso);
        await holidays.getByLabel('Reason').fill('Diwali');
        await holidays.getByRole('button', { name: 'Add holiday' }).click();
        await expectToast(page, 'Holiday added.');
        await expect(holidays.getByTestId('holiday-item')).toHaveText([`Closed ${today.short} · DiwaliRemove`]);
        await holidays.scrollIntoViewIfNeeded();
        await shot(page, `holidays-${vp.name}`);

        // The hub and the header say closed at once (the vendor record was read again).
        await page.goto('/profile');
        await expect(page.getByTestId('hub-open-now')).toHaveText(`Closed ${today.short} · Diwali`);
        await expect(page.locator('[data-testid="header-open-now"]')).toHaveText(`Closed ${today.short} · Diwali`);

        // A coming one, added from another device: listed in Business Hours under today's line.
        const later = new Date(`${today.iso}T00:00:00Z`);
        later.setUTCDate(later.getUTCDate() + 3);
        const laterIso = later.toISOString().slice(0, 10);
        const laterShort = `${later.getUTCDate()} ${later.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })}`;
        const added = await fetch(`${API}/vendor/holidays`, {
          method: 'POST',
          headers: { sessionToken: vendorToken(), 'content-type': 'application/json' },
          body: JSON.stringify({ from: laterIso, reason: 'Family wedding' }),
        });
        expect(added.status).toBe(201);
        await page.goto('/vendor/profile?tab=hours');
        await expect(page.getByTestId('profile-open-now')).toHaveText(`Closed ${today.short} · Diwali`);
        await expect(page.getByTestId('profile-open-now')).toHaveAttribute('data-state', 'closed');
        await expect(page.getByTestId('hours-open-now')).toHaveText(`Closed ${today.short} · Diwali`);
        await expect(page.getByTestId('profile-holiday')).toHaveText([`Closed ${laterShort} · Family wedding`]);
        await shot(page, `public-profile-holiday-${vp.name}`);

        // Removed in the editor: open again.
        await page.goto('/profile/business/edit');
        await page
          .getByTestId('card-holidays')
          .getByRole('button', { name: `Remove holiday ${today.short}` })
          .click();
        await expectToast(page, 'Holiday removed.');
        await expect(page.getByTestId('card-holidays').getByTestId('holiday-item')).toHaveText([`Closed ${laterShort} · Family weddingRemove`]);
        await page.goto('/vendor/profile');
        await expect(page.getByTestId('profile-open-now')).toBeVisible();
        await expect(page.getByTestId('profile-open-now')).not.toContainText('Diwali');
      } finally {
        await putBack();
      }
    });

    test('a holiday ending before it starts is refused on the screen; nothing is added', async ({ page }) => {
      const today = todayInIndia();
      const next = new Date(`${today.iso}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 3);
      try {
        await page.goto('/profile/business/edit');
        const holidays = page.getByTestId('card-holidays');
        await holidays.getByLabel('Holiday date').fill(next.toISOString().slice(0, 10));
        await holidays.getByLabel('Last day (optional)').fill(today.iso);
        await holidays.getByRole('button', { name: 'Add holiday' }).click();
        await expect(holidays.getByText('The last day cannot be before the first day.')).toBeVisible();
        expect(await (await api('GET', 'vendor/holidays')).json()).toEqual([]);
      } finally {
        await putBack();
      }
    });

    test('going offline for 1 hour: the choice, then Offline until in the hub and the header; live again after', async ({ page }) => {
      try {
        await page.goto('/profile');
        const status = page.getByRole('switch', { name: 'Online Status' });
        await expect(status).toHaveAttribute('aria-checked', 'true');
        await status.click();
        const dialog = page.getByRole('dialog', { name: 'Go offline for how long?' });
        await expect(dialog.getByRole('radio')).toHaveCount(4);
        for (const name of ['1 hour', 'Until tomorrow morning', 'Until a date', 'Until I switch it back'])
          await expect(dialog.getByRole('radio', { name })).toBeVisible();
        await dialog.getByRole('radio', { name: 'Until a date' }).check();
        await expect(dialog.getByRole('button', { name: 'Go offline' })).toBeDisabled();
        await dialog.getByRole('radio', { name: '1 hour' }).check();
        await shot(page, `offline-choice-${vp.name}`);
        await dialog.getByRole('button', { name: 'Go offline' }).click();
        await expectToast(page, 'Your shop is now Offline.');
        await expect(status).toHaveAttribute('aria-checked', 'false');
        // An hour from 11 PM in India ends tomorrow, and the line says so ('Offline until tomorrow 12:05 AM').
        const untilLine = /^Offline until (tomorrow )?\d{1,2}:\d{2} (AM|PM)$/;
        await expect(page.getByTestId('hub-open-now')).toHaveText(untilLine);
        await expect(page.locator('[data-testid="header-open-now"]')).toHaveText(untilLine);
        const stored = (await (await api('GET', 'vendor')).json()) as { status: string; offlineUntil: string };
        expect(stored.status).toBe('OutOfStation');
        const endsTomorrow = todayInIndia(new Date(stored.offlineUntil)).iso !== todayInIndia().iso;
        await expect(page.getByTestId('hub-open-now')).toHaveText(endsTomorrow ? /^Offline until tomorrow / : /^Offline until \d/);
        const minutes = (Date.parse(stored.offlineUntil) - Date.now()) / 60_000;
        expect(minutes).toBeGreaterThan(50);
        expect(minutes).toBeLessThanOrEqual(60);
        await shot(page, `hub-offline-until-${vp.name}`);

        // Cancel keeps the shop as it is.
        await status.click();
        await expectToast(page, 'Your shop is now Live.');
        await status.click();
        await page.getByRole('dialog', { name: 'Go offline for how long?' }).getByRole('button', { name: 'Cancel' }).click();
        await expect(status).toHaveAttribute('aria-checked', 'true');
      } finally {
        await putBack();
      }
    });
  });
}
