import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { API, DEMO } from './helpers';

/** The demo seed's stable ids (api/src/lib/ids.ts: uuid v5 layout of a SHA-1 of the name). */
export function stableId(name: string): string {
  const h = createHash('sha1').update(`localbig:${name}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export const productId = (name: string) => stableId(`product:approved:${name}`);
export const categoryId = (...path: string[]) => stableId(`category:${path.join('/')}`);

export const SESSION_KEYS = {
  category: 'dashboard_active_category_id',
  subCategory: 'dashboard_active_sub_category_id',
} as const;

/**
 * Signs the demo vendor in through the API and puts the tokens where the dashboard keeps them,
 * before any page script runs (faster than the screens; the sign-in screens have their own suite).
 */
export async function signInByApi(page: Page, phone: string = DEMO.approved): Promise<string> {
  const e164 = encodeURIComponent(`+91${phone}`);
  for (let attempt = 0; ; attempt++) {
    await page.request.post(`${API}/auth/otp/send?phoneNumber=${e164}&role=VENDOR`);
    const res = await page.request.post(`${API}/auth/otp/verify?phoneNumber=${e164}&otp=${DEMO.otp}&role=VENDOR`);
    if (res.ok()) {
      const tokens = (await res.json()) as { sessionToken: string; refreshToken: string };
      await page.addInitScript(
        ({ t, contactNo }) => {
          if (localStorage.getItem('sessionToken')) return;
          localStorage.setItem('sessionToken', t.sessionToken);
          localStorage.setItem('token', t.sessionToken);
          localStorage.setItem('refreshToken', t.refreshToken);
          localStorage.setItem('contactNo', contactNo);
        },
        { t: tokens, contactNo: phone },
      );
      return tokens.sessionToken;
    }
    // Another worker's send superseded this code: send again.
    if (attempt >= 4) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  }
}

/** Opens /store signed in, and waits for the first product card. */
export async function openStore(page: Page, path = '/store'): Promise<void> {
  await signInByApi(page);
  await page.goto(path);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
}

export const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(escapeRegExp(name)) });
export const subCategory = (page: Page, name: string) => page.getByRole('navigation', { name: 'Sub-categories' }).getByRole('button', { name });
export const card = (page: Page, productName: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: productName, exact: true }) });

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A one-finger horizontal swipe on an element (touch events, as a phone sends them). */
export async function swipe(page: Page, testId: string, dx: number): Promise<void> {
  await page.getByTestId(testId).evaluate((el, delta) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + Math.min(r.height / 2, 200);
    const touch = (cx: number) => new Touch({ identifier: 1, target: el, clientX: cx, clientY: y });
    el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, cancelable: true, touches: [touch(x)], changedTouches: [touch(x)] }));
    el.dispatchEvent(new TouchEvent('touchmove', { bubbles: true, cancelable: true, touches: [touch(x + delta / 2)], changedTouches: [touch(x + delta / 2)] }));
    el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, cancelable: true, touches: [], changedTouches: [touch(x + delta)] }));
  }, dx);
}
