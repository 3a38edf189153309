/**
 * Screenshots of the pricing screen (grid, edit dialog, filter drawer, unsaved-changes dialog) at
 * 360x740 and 1280x800 against a running stack: `pnpm exec tsx tools/pricing-screenshots.ts [baseUrl] [apiUrl]`.
 * Writes PNGs to ../screenshots/pricing-*.png. Changes nothing on the server (edits are never saved).
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const api = process.argv[3] ?? 'http://localhost:8080/rest/localbig/api/v1';
const out = path.resolve(import.meta.dirname, '../../screenshots');
mkdirSync(out, { recursive: true });
const executablePath = ['/usr/bin/chromium'].find((file) => existsSync(file));

const phone = encodeURIComponent('+919876543210');
await fetch(`${api}/auth/otp/send?phoneNumber=${phone}&role=VENDOR`, { method: 'POST' });
const tokens = (await (await fetch(`${api}/auth/otp/verify?phoneNumber=${phone}&otp=123456&role=VENDOR`, { method: 'POST' })).json()) as {
  sessionToken: string;
  refreshToken: string;
};

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
for (const [label, viewport] of [
  ['360', { width: 360, height: 740 }],
  ['1280', { width: 1280, height: 800 }],
] as const) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block', hasTouch: true });
  await context.addInitScript((t) => {
    localStorage.setItem('sessionToken', t.sessionToken);
    localStorage.setItem('token', t.sessionToken);
    localStorage.setItem('refreshToken', t.refreshToken);
    localStorage.setItem('contactNo', '9876543210');
    localStorage.setItem('pwaPromptDismissed', 'true');
  }, tokens);
  const page = await context.newPage();
  const shot = (name: string) => page.screenshot({ path: path.join(out, `pricing-${label}-${name}.png`) });
  await page.goto(`${base}/product/pricing`);
  await page.getByTestId('pricing-card').first().waitFor();
  await page.waitForLoadState('networkidle');
  await shot('screen');
  await page.getByRole('tab', { name: /Grocery/ }).click();
  await page.getByRole('navigation', { name: 'Sub-categories' }).getByRole('button', { name: 'Dals & Pulses' }).click();
  await page.getByTestId('pricing-card').first().waitFor();
  await page.getByRole('button', { name: 'Tata Sampann Toor Dal', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('MRP').first().fill('99');
  await dialog.getByLabel('Selling Price').first().fill('120');
  await page.waitForTimeout(300);
  await shot('edit-dialog');
  await dialog.getByLabel('Selling Price').first().fill('92');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForTimeout(300);
  await shot('edited');
  await page.getByRole('tab', { name: /Books/ }).click();
  await page.getByRole('alertdialog').waitFor();
  await page.waitForTimeout(300);
  await shot('unsaved-dialog');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await page.getByTestId('pricing-card').first().waitFor();
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('dialog', { name: 'Filters' }).waitFor();
  await page.getByRole('checkbox', { name: 'English' }).check();
  await page.waitForTimeout(300);
  await shot('filter-drawer');
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
