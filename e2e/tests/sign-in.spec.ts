import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './helpers';

test.describe('sign-in', () => {
  test('an approved vendor signs in with phone and WhatsApp OTP and lands on /store', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle("Vendor Dashboard - Let's make Local Big");
    await expect(page.getByText('Existing Seller Login')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Enter your phone number' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Seller? Register with us' })).toBeVisible();
    const cont = page.getByRole('button', { name: 'Continue' });
    await expect(cont).toBeDisabled();
    await page.getByRole('textbox', { name: 'Phone number' }).fill(DEMO.approved);
    await cont.click();
    await expect(page.getByText('Verification code sent successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/otp$/);
    await expect(page.getByText('+91 9876543210')).toBeVisible();
    await expect(page.getByText(/WhatsApp/)).toBeVisible();
    // Auto-submits 100 ms after the sixth digit: no click.
    await page.getByLabel('Verification code').fill(DEMO.otp);
    await expect(page).toHaveURL(/\/store$/);
    await expect(page.getByTestId('header-shop-name')).toHaveText(DEMO.shopName);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      sessionToken: localStorage.getItem('sessionToken'),
      refreshToken: localStorage.getItem('refreshToken'),
      contactNo: localStorage.getItem('contactNo'),
    }));
    expect(stored.sessionToken).toBeTruthy();
    expect(stored.refreshToken).toBeTruthy();
    expect(stored.token).toBe(stored.sessionToken);
    expect(stored.contactNo).toContain('9876543210');
    // Replace navigation: Back does not return to the OTP screen.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/auth\/otp/);
  });

  for (const [label, phone] of [
    ['pending', DEMO.pending],
    ['rejected', DEMO.rejected],
  ] as const) {
    test(`a ${label} vendor is kept at /login with the registration message`, async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Verification code').fill(DEMO.otp);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.locator('#phone-error')).toHaveText('Your registration is under process! Contact administrator @9876500000');
      expect(await page.evaluate(() => localStorage.getItem('sessionToken'))).toBeNull();
      await page.goto('/store');
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  for (const [label, phone] of [
    ['customer', DEMO.customer],
    ['unregistered', '9000012345'],
  ] as const) {
    test(`a ${label} number gets the Not Registered dialog`, async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
      await page.getByRole('button', { name: 'Continue' }).click();
      const dialog = page.getByRole('dialog', { name: 'Account Not Found' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(`${phone} not registered`)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Register Now' })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('phone validation messages and the disabled Continue button', async ({ page }) => {
    await page.goto('/login');
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    const cont = page.getByRole('button', { name: 'Continue' });
    await phone.fill('98765');
    await expect(page.getByText('Phone number must be 10 digits')).toBeVisible();
    await expect(cont).toBeDisabled();
    await phone.fill('98 76a5');
    await expect(phone).toHaveValue('98765');
    await expect(page.getByText('Phone number must contain only digits')).toBeVisible();
    await phone.fill('987654321099');
    await expect(phone).toHaveValue('9876543210');
    await expect(page.getByText('Phone number cannot exceed 10 digits')).toBeVisible();
    await phone.fill('9876543210');
    await expect(cont).toBeEnabled();
  });

  test('offline, the login page says so before the tap and Continue waits for the network (issue 22)', async ({ page, context }) => {
    await page.goto('/login');
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    const cont = page.getByRole('button', { name: 'Continue' });
    await phone.fill('9876543210');
    await expect(cont).toBeEnabled();
    await context.setOffline(true);
    await expect(page.locator('#phone-error')).toHaveText('No Internet Connection');
    await expect(cont).toBeDisabled();
    await context.setOffline(false);
    await expect(page.locator('#phone-error')).toHaveText('');
    await expect(cont).toBeEnabled();
  });

  test('a wrong OTP says so and a short one cannot be submitted', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(DEMO.offline);
    await page.getByRole('button', { name: 'Continue' }).click();
    const otp = page.getByLabel('Verification code');
    await otp.fill('12');
    await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await otp.fill('000000');
    await expect(page.locator('#otp-error')).toHaveText('Invalid OTP! Please try again');
    await expect(page).toHaveURL(/\/auth\/otp$/);
    await otp.fill(DEMO.otp);
    await expect(page).toHaveURL(/\/store$/);
  });

  test('resend countdown runs from 30 s, then Resend Code restarts it and clears the code', async ({ page }) => {
    await page.clock.install();
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(DEMO.approved);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Resend code in 30s')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Code' })).toHaveCount(0);
    await page.getByLabel('Verification code').fill('12');
    await page.clock.fastForward(31_000);
    const resend = page.getByRole('button', { name: 'Resend Code' });
    await expect(resend).toBeVisible();
    await resend.click();
    await expect(page.getByLabel('Verification code')).toHaveValue('');
    await expect(page.getByText('Resend code in 30s')).toBeVisible();
  });

  test("the 'edit' link goes back to /login with the phone filled in", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(DEMO.approved);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'edit' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(DEMO.approved);
  });

  test('the device keeps the device token the API gave it and sends it on its next sign-in (API decision 0046)', async ({ page }) => {
    await signIn(page);
    // Kept under the number it was issued for: [{ phone, token }].
    const deviceToken = await page.evaluate(
      (phone) => (JSON.parse(localStorage.getItem('deviceTokens') ?? '[]') as { phone: string; token: string }[]).find((e) => e.phone === phone)?.token ?? null,
      DEMO.approved,
    );
    expect(deviceToken).toMatch(/^dt_[A-Za-z0-9_-]{43}$/);
    // The session ends without a logout (as when a refresh is refused): its tokens go, the device token stays.
    await page.evaluate(() => {
      for (const key of ['sessionToken', 'token', 'refreshToken']) localStorage.removeItem(key);
    });
    await page.goto('/login');
    const send = page.waitForRequest((r) => r.url().includes('/auth/otp/send') && r.method() === 'POST');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(DEMO.approved);
    await page.getByRole('button', { name: 'Continue' }).click();
    expect((await send).headers()['x-device-token']).toBe(deviceToken);
    await expect(page).toHaveURL(/\/auth\/otp$/);
    const verify = page.waitForRequest((r) => r.url().includes('/auth/otp/verify') && r.method() === 'POST');
    await page.getByLabel('Verification code').fill(DEMO.otp);
    expect((await verify).headers()['x-device-token']).toBe(deviceToken);
    await expect(page).toHaveURL(/\/store$/);
    await expect(page.getByTestId('header-shop-name')).toHaveText(DEMO.shopName);
  });

  test('the OTP screen without a phone number sends the vendor to /login', async ({ page }) => {
    await page.goto('/auth/otp');
    await expect(page).toHaveURL(/\/login$/);
  });
});

/** Which of the page's language modules are in: catalogue ids of the chosen language, and the ICU formatter. */
function loadedTexts(page: Page, language: string) {
  return page.evaluate((language) => {
    const state = (globalThis as unknown as Record<symbol, { texts: Record<string, Record<string, unknown>>; icu: unknown }>)[Symbol.for('vd.i18n.state')]!;
    return { catalogues: Object.keys(state.texts[language] ?? {}).sort(), icu: state.icu !== null };
  }, language);
}

test.describe('on a phone set to Tamil (decision 0061)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('vd.locale', 'ta'));
  });

  test('the login page loads its own texts only, without the ICU formatter; an API error is still said in Tamil, plural and all', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.locator('#phone')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Enter your phone number');
    expect(await loadedTexts(page, 'ta')).toEqual({ catalogues: ['host', 'shared'], icu: false });

    // The texts after the login page (the API's error codes' among them) load when the number is sent;
    // the error waits for them.
    await page.route('**/auth/otp/send**', (route) =>
      route.fulfill({
        status: 429,
        json: {
          statusCode: 429,
          code: 'RATE_LIMITED',
          error: 'Too Many Requests',
          message: 'Too many requests. Try again in 25 seconds.',
          retryAfterSeconds: 25,
        },
      }),
    );
    await page.locator('#phone').fill(DEMO.approved);
    await page.locator('#phone').press('Enter');
    await expect(page.locator('#phone-error')).toHaveText('25 விநாடிகள் காத்திருந்து மீண்டும் முயற்சிக்கவும்.');
    expect(await loadedTexts(page, 'ta')).toMatchObject({ icu: true });
  });

  test('the OTP screen and the dashboard are in Tamil from their first paint', async ({ page }) => {
    await page.goto('/login');
    await page.locator('#phone').fill(DEMO.approved);
    await page.locator('#phone').press('Enter');
    await expect(page).toHaveURL(/\/auth\/otp$/);
    await expect(page.locator('#otp')).toBeVisible();
    // Shown only once its texts are in: the countdown (a plural in Tamil) is never English.
    expect(await page.getByText(/Resend code in/).count()).toBe(0);
    await expect(page.getByText(/விநாடிகளில் குறியீட்டை மீண்டும் அனுப்பலாம்/)).toBeVisible();
    await page.locator('#otp').fill(DEMO.otp);
    await expect(page).toHaveURL(/\/store$/);
    const nav = page.getByRole('navigation', { name: 'முதன்மை' }).last();
    await expect(nav).toBeVisible();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  });
});
