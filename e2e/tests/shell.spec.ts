import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

/** Fires a synthetic beforeinstallprompt, as Chrome does when the PWA is installable. */
async function offerInstall(page: import('@playwright/test').Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    event.prompt = () => Promise.resolve();
    event.userChoice = Promise.resolve({ outcome: choice });
    window.dispatchEvent(event);
  }, outcome);
}

test.describe('install prompt', () => {
  test("'Install Vendor Dashboard' with Install App and Not Now; Not Now is remembered", async ({ page }) => {
    await signIn(page);
    await offerInstall(page, 'dismissed');
    const prompt = page.getByRole('complementary', { name: 'Install Vendor Dashboard' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Install App' })).toBeVisible();
    await prompt.getByRole('button', { name: 'Not Now' }).click();
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('pwaPromptDismissed'))).toBe('true');
    await page.reload();
    await expect(page.locator('[data-area="store"]')).toBeVisible();
    await offerInstall(page, 'dismissed');
    await expect(page.getByRole('complementary', { name: 'Install Vendor Dashboard' })).toHaveCount(0);
  });

  test('Install App runs the browser prompt and reports the outcome', async ({ page }) => {
    await signIn(page);
    await offerInstall(page, 'accepted');
    await page.getByRole('complementary', { name: 'Install Vendor Dashboard' }).getByRole('button', { name: 'Install App' }).click();
    await expect(page.getByText('App installed successfully!')).toBeVisible();
  });

  test('the login footer offers Install App only while installable', async ({ page }) => {
    await page.goto('/login');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Terms' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Install App' })).toHaveCount(0);
    await offerInstall(page, 'dismissed');
    await expect(footer.getByRole('button', { name: 'Install App' })).toBeVisible();
  });
});

test('the PWA manifest and service worker are served for installation', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const body = (await manifest.json()) as { name: string; icons: Array<{ sizes: string }> };
  expect(body.name).toBe("Vendor Dashboard - Let's make Local Big");
  expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const registry = await request.get('/remotes.json');
  expect(registry.headers()['cache-control']).toBe('no-cache');
});
