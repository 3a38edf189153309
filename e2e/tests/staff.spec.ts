/**
 * Staff at 360 and 1280 px against the real API: the owner adds a member on /profile/staff (the
 * login's phone rules, a number with another account refused) and removes them; the demo Orders
 * member (Ravi Kumar, 9876543214) signs in on /login, sees "Ravi · Orders" and only Store and Orders,
 * is told "You don't have access to this page." on a page outside the role, marks an order delivered,
 * and the owner sees "Delivered by Ravi". Then the same in Hindi and Tamil. axe on the new screens.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test, type TestInfo } from '@playwright/test';
import { DEMO, VIEWPORTS } from './helpers';
import { languageOption, type Language } from './i18n-helpers';
import { placeOrder } from './orders-helpers';
import { api, apiSignIn, expectToast, signInAs } from './profile-helpers';

const RAVI = { phone: '9876543214', name: 'Ravi Kumar' } as const;

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const lines = violations.flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} ${v.help} at ${n.target.join(' ')}`));
  expect(lines, lines.join('\n')).toEqual([]);
}

/** A number no account has: 7 then nine digits from the clock and the test's index. */
function freshPhone(seed: number): string {
  return `7${String((Date.now() * 10 + seed) % 1_000_000_000).padStart(9, '0')}`;
}

/** Signs Ravi in through the screens (phone, the demo code), in the language the page is in. */
async function signInRavi(page: Page): Promise<void> {
  if (!/\/login$/.test(page.url())) await page.goto('/login');
  await page.locator('#phone').fill(RAVI.phone);
  await page.locator('#phone').press('Enter');
  await expect(page).toHaveURL(/\/auth\/otp$/);
  await page.locator('#otp').fill(DEMO.otp);
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByTestId('header-shop-name')).toHaveText(DEMO.shopName);
}

/** The main navigation on screen: the header's at 1280 px, the bottom bar at 360 px. */
const visibleNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).filter({ visible: true }).first();

for (const vp of VIEWPORTS) {
  test.describe(`staff at ${vp.name} px`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('the owner adds a member with the login phone rules and removes them', async ({ page }, info) => {
      await signInAs(page, DEMO.approved, DEMO.shopName, '/profile');
      await page.getByRole('link', { name: 'Staff' }).click();
      await expect(page).toHaveURL(/\/profile\/staff$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
      await expect(page.getByTestId('staff-member').filter({ hasText: RAVI.name })).toContainText('Orders');

      const add = page.getByTestId('staff-add-card');
      await add.getByRole('button', { name: 'Add staff' }).click();
      await expect(add.getByText('Please enter a name.')).toBeVisible();
      await expect(add.getByText('Phone number must be 10 digits')).toBeVisible();

      await add.getByLabel('Name').fill('Asha Verma');
      await add.getByLabel('Phone').fill(DEMO.customer);
      await add.getByRole('button', { name: 'Add staff' }).click();
      await expect(add.getByText('This number belongs to a customer account and cannot be added as staff.')).toBeVisible();

      const phone = freshPhone(info.workerIndex + vp.width);
      await add.getByLabel('Phone').fill(phone);
      await add.getByRole('radio', { name: /^Manager/ }).check();
      await add.getByRole('button', { name: 'Add staff' }).click();
      await expectToast(page, 'Asha Verma can now sign in with their phone.');
      const asha = page.getByTestId('staff-member').filter({ hasText: 'Asha Verma' });
      await expect(asha).toContainText(phone);
      await expect(asha).toContainText('Not signed in yet');
      await expect(asha.getByRole('combobox', { name: 'Role of Asha Verma' })).toHaveValue('manager');
      await expectNoAxeViolations(page, `/profile/staff at ${vp.name}`);
      await page.screenshot({ path: info.outputPath(`staff-owner-${vp.name}.png`), fullPage: true });

      await asha.getByRole('button', { name: 'Remove Asha Verma' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
      await expectToast(page, 'Asha Verma no longer has access.');
      await expect(page.getByTestId('staff-member').filter({ hasText: 'Asha Verma' })).toHaveCount(0);
    });

    test('the Orders member sees only orders, is told about other pages, and their delivery is stamped', async ({ page, browser }, info) => {
      // Two people on two devices, two sign-ins and axe: longer than one screen's test.
      test.slow();
      const order = await placeOrder();
      await signInRavi(page);
      await expect(page.getByTestId('header-owner-line')).toHaveText('Ravi · Orders');
      const nav = visibleNav(page);
      await expect(nav.getByRole('link', { name: 'Store' })).toBeVisible();
      await expect(nav.getByRole('link', { name: /Orders/ })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Products' })).toHaveCount(0);

      await page.goto('/product/pricing');
      await expect(page.getByRole('heading', { name: "You don't have access to this page." })).toBeVisible();
      await expectNoAxeViolations(page, `no access at ${vp.name}`);
      await page.screenshot({ path: info.outputPath(`staff-no-access-${vp.name}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Go to Orders' }).click();
      await expect(page).toHaveURL(/\/$/);

      await page.goto('/profile');
      await expect(page.getByTestId('profile-hub')).toBeVisible();
      await expect(page.getByTestId('online-status')).toHaveCount(0);
      await expect(page.locator('[data-entry="about-business"]')).toHaveCount(0);
      await expect(page.locator('[data-entry="staff"]')).toHaveCount(0);

      await page.goto(`/orders/${order.orderId}`);
      await page.getByRole('button', { name: 'Mark as Delivered' }).click();
      await expectToast(page, 'Order marked as delivered successfully');

      // The owner, on another device, sees who delivered it.
      const owner = await browser.newContext({ viewport: { width: vp.width, height: vp.height } });
      const ownerPage = await owner.newPage();
      await signInAs(ownerPage, DEMO.approved, DEMO.shopName, `/orders/${order.orderId}`);
      await expect(ownerPage.getByTestId('order-detail')).toBeVisible();
      await expect(ownerPage.getByTestId('stamp-deliveredBy')).toHaveText('Delivered by Ravi');
      await ownerPage.screenshot({ path: info.outputPath(`staff-stamp-${vp.name}.png`), fullPage: true });
      await owner.close();

      const token = (await apiSignIn(DEMO.approved)).sessionToken;
      const stored = await api<{ attributeModels: { name: string; value: string }[] }>(token, 'GET', `order/details?orderId=${order.orderId}`);
      expect(stored.attributeModels).toContainEqual({ name: 'deliveredBy', value: RAVI.name });
    });
  });
}

const LANGUAGES: Array<{ language: Exclude<Language, 'en'>; line: string; noAccess: string; staffTitle: string }> = [
  { language: 'hi', line: 'Ravi · ऑर्डर', noAccess: 'आपको इस पेज का एक्सेस नहीं है।', staffTitle: 'स्टाफ़' },
  { language: 'ta', line: 'Ravi · ஆர்டர்கள்', noAccess: 'இந்தப் பக்கத்தைப் பார்க்க உங்களுக்கு அனுமதி இல்லை.', staffTitle: 'பணியாளர்கள்' },
];

/** Ravi's own language back to English: a sign-in on a device without a choice adopts the member's. */
async function resetRaviLanguage(): Promise<void> {
  const token = (await apiSignIn(RAVI.phone)).sessionToken;
  await api(token, 'PUT', 'vendor/language', { language: 'en' });
}

for (const { language, line, noAccess, staffTitle } of LANGUAGES) {
  test(`staff in ${language}: the member's header and the no-access page, the owner's Staff screen`, async ({ page, browser }, info) => {
    test.slow();
    try {
      await walkInLanguage(page, browser, info, { language, line, noAccess, staffTitle });
    } finally {
      await resetRaviLanguage();
    }
  });
}

async function walkInLanguage(
  page: Page,
  browser: Browser,
  info: TestInfo,
  { language, line, noAccess, staffTitle }: (typeof LANGUAGES)[number],
): Promise<void> {
  await page.goto('/login');
  await languageOption(page, language).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await signInRavi(page);
  await expect(page.getByTestId('header-owner-line')).toHaveText(line);
  await page.goto('/profile/business/edit');
  await expect(page.getByRole('heading', { name: noAccess })).toBeVisible();
  await expectNoAxeViolations(page, `no access in ${language}`);
  await page.screenshot({ path: info.outputPath(`staff-no-access-${language}.png`), fullPage: true });

  const owner = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const ownerPage = await owner.newPage();
  await ownerPage.addInitScript((value) => localStorage.setItem('vd.locale', value), language);
  await signInAs(ownerPage, DEMO.approved, DEMO.shopName, '/profile/staff');
  await expect(ownerPage.getByRole('heading', { level: 1, name: staffTitle })).toBeVisible();
  await expect(ownerPage.getByTestId('staff-member').filter({ hasText: RAVI.name })).toBeVisible();
  await expectNoAxeViolations(ownerPage, `/profile/staff in ${language}`);
  await ownerPage.screenshot({ path: info.outputPath(`staff-owner-${language}.png`), fullPage: true });
  await owner.close();
}
