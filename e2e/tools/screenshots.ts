/**
 * Screenshots of the main screens at 360x740 and 1280x800 against a running stack
 * (default the demo at http://localhost:3000): `pnpm --filter @vd/e2e screenshots [baseUrl]`.
 * Writes PNGs to ./screenshots/ for a person to look at.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = path.resolve(import.meta.dirname, '../../screenshots');
mkdirSync(out, { recursive: true });
const executablePath = ['/usr/bin/chromium'].find((file) => existsSync(file));

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
for (const [label, viewport] of [
  ['mobile', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  const shot = (name: string) => page.screenshot({ path: path.join(out, `${label}-${name}.png`) });
  await page.goto(`${base}/login`);
  await page.locator('#phone').waitFor();
  await shot('login');
  await page.locator('#phone').fill('98765');
  await shot('login-invalid');
  await page.locator('#phone').fill('9000012345');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(400);
  await shot('login-not-registered');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.locator('#phone').fill('9876543210');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('#otp').waitFor();
  await shot('otp');
  await page.locator('#otp').fill('123456');
  await page.waitForURL('**/store');
  await page.locator('[data-area="store"]').waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3500); // the sign-in toast closes after 3 s
  await shot('store');
  for (const [name, url, area] of [
    ['orders', '/', 'orders'],
    ['pricing', '/product/pricing', 'pricing'],
    ['profile', '/profile', 'profile'],
  ] as const) {
    await page.goto(`${base}${url}`);
    await page.locator(`[data-area="${area}"]`).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(name);
  }
  // Deeper screens of the built areas.
  await page.goto(`${base}/`);
  await page.waitForLoadState('networkidle');
  const card = page.locator('[data-area="orders"] a[href^="/orders/"]').first();
  if (await card.count()) {
    await card.click();
    await page
      .getByText(/^Order#/)
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    await shot('order-detail');
  }
  await page.goto(`${base}/store/categories`);
  await page.waitForLoadState('networkidle');
  await shot('store-categories');
  await page.goto(`${base}/store`);
  await page.waitForLoadState('networkidle');
  const product = page.locator('[data-area="store"] a[href^="/product/"]').first();
  if (await product.count()) {
    await product.click();
    await page.waitForLoadState('networkidle');
    await shot('product');
  }
  await page.route('**/mf-manifest.json', (route) => route.abort());
  await page.goto(`${base}/store`);
  await page.locator('[data-area-fallback]').waitFor();
  await shot('area-fallback');
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
