import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type APIResponse, expect, type Page } from '@playwright/test';

import { E2E_ENV } from '../ports';

export { API, ORIGINS } from '../ports';
export const ROOT = path.resolve(import.meta.dirname, '../..');

export const DEMO = {
  approved: '9876543210',
  pending: '9876543211',
  rejected: '9876543212',
  offline: '9876543213',
  customer: '9999999999',
  otp: '123456',
  shopName: 'Sharma General Store',
  ownerName: 'Ramesh Sharma',
} as const;

/** Signs in through the real screens and waits for the shell. */
export async function signIn(page: Page, phone: string = DEMO.approved): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);
  await page.getByLabel('Verification code').fill(DEMO.otp);
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByTestId('header-shop-name')).toHaveText(DEMO.shopName);
}

/**
 * Holds the page's live-orders poll still: every answer of `orders/vendor/live` keeps the revision and
 * the newest order of the first one. Other suites place and change the demo vendors' orders while a
 * test runs; a poll that saw that would rightly alert ("New order from …") and read the orders again,
 * which a test about something else must not meet (its toasts, its reads).
 */
export async function holdLiveOrders(page: Page): Promise<void> {
  let first: { revision: unknown; newest: unknown } | null = null;
  await page.route(/\/api\/v1\/orders\/vendor\/live(\?|$)/, async (route) => {
    let answer: { response: APIResponse; body: Record<string, unknown> };
    try {
      const response = await route.fetch();
      answer = { response, body: (await response.json()) as Record<string, unknown> };
    } catch (error) {
      // The page gave the poll up while it was read here (its request aborted on a navigation, or the
      // page closed at the test's end): Playwright disposes the answer, and there is no one to answer.
      if (page.isClosed() || /disposed|closed|aborted/i.test(String(error))) return;
      throw error;
    }
    first ??= { revision: answer.body.revision, newest: answer.body.newest };
    await route.fulfill({ response: answer.response, json: { ...answer.body, ...first } }).catch((error: unknown) => {
      if (!page.isClosed() && !/disposed|closed|aborted|already handled/i.test(String(error))) throw error;
    });
  });
}

/** Runs the release CLI against the e2e registry. */
export function release(...args: string[]): string {
  return execFileSync('pnpm', ['exec', 'tsx', 'scripts/release.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...E2E_ENV },
  });
}

/** The two widths every area's e2e runs at (a cheap Android phone and a laptop). */
export const VIEWPORTS = [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
] as const;

/** The host service worker's cache of API answers (OFFLINE_API_CACHE in `@vd/contract/offline`). */
export const API_CACHE = 'vd-api-v1';
