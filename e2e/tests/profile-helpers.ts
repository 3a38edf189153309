/**
 * Helpers of the profile suite (issue 11). The suite signs in as the OutOfStation demo vendor
 * (9876543213, "Iyer Fresh Mart" / "Lakshmi Iyer") wherever it changes the vendor, because the
 * orders suites place orders for 9876543210 in parallel and other suites assert its names. Every
 * change is put back through the API afterwards.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { API, DEMO } from './helpers';

export const OFFLINE_VENDOR = { phone: DEMO.offline, shopName: 'Iyer Fresh Mart', ownerName: 'Lakshmi Iyer' } as const;

export interface ApiVendor {
  id: string;
  name: string;
  shopName: string;
  emailId: string | null;
  contactNo: string;
  alternateContact: string | null;
  deliveryRadius: number | null;
  status: string;
  attributeValues: { id: string; name: string; value: string }[];
}

/** Signs in through the API (retried: another worker's send for the same number supersedes an unverified code). */
export async function apiSignIn(phone10: string): Promise<{ sessionToken: string; refreshToken: string }> {
  const phone = encodeURIComponent(`+91${phone10}`);
  let last = '';
  for (let attempt = 0; attempt < 5; attempt++) {
    await fetch(`${API}/auth/otp/send?phoneNumber=${phone}&role=VENDOR`, { method: 'POST' });
    const res = await fetch(`${API}/auth/otp/verify?phoneNumber=${phone}&otp=${DEMO.otp}&role=VENDOR`, { method: 'POST' });
    if (res.ok) return (await res.json()) as { sessionToken: string; refreshToken: string };
    last = `${res.status} ${await res.text()}`;
  }
  throw new Error(`sign-in ${phone10} failed: ${last}`);
}

/** Signs the page in as `phone10` (tokens seeded into storage once) and opens `path`. Returns the API session. */
export async function signInAs(page: Page, phone10: string, shopName: string, openPath = '/profile'): Promise<string> {
  const tokens = await apiSignIn(phone10);
  const items = { sessionToken: tokens.sessionToken, token: tokens.sessionToken, refreshToken: tokens.refreshToken, contactNo: phone10 };
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('vdE2eSeeded')) return;
    sessionStorage.setItem('vdE2eSeeded', '1');
    for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
  }, items);
  await page.goto(openPath);
  await expect(page.getByTestId('header-shop-name')).toHaveText(shopName);
  // a second sign-in for the API calls of the test (the page's refresh token rotates on its own)
  return (await apiSignIn(phone10)).sessionToken;
}

export async function api<T>(token: string, method: string, pathAndQuery: string, body?: unknown): Promise<T> {
  const res = await fetch(`${API}/${pathAndQuery}`, {
    method,
    headers: { sessionToken: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${pathAndQuery}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const getVendor = (token: string) => api<ApiVendor>(token, 'GET', 'vendor');
export const attributeOf = (v: ApiVendor, name: string) => v.attributeValues.find((a) => a.name === name)?.value ?? '';

/** Puts the vendor's profile, order settings and shop-profile attributes back as they were in `before`. */
export async function restoreVendor(token: string, before: ApiVendor): Promise<void> {
  await api(token, 'PUT', 'vendor/profile', { name: before.name, emailId: before.emailId ?? '', alternateContact: before.alternateContact ?? '' });
  await api(token, 'PUT', 'vendor', { deliveryRadius: before.deliveryRadius });
  const names = ['isExpressDelivery', 'delivery_minutes', 'tagline', 'aboutUs', 'website', 'youtube', 'facebook', 'instagram'];
  await api(
    token,
    'PUT',
    'vendor/attribute',
    names.map((name) => ({ name, value: attributeOf(before, name) })),
  );
}

export async function setShopStatus(token: string, status: 'Approved' | 'OutOfStation'): Promise<void> {
  await api(token, 'PUT', `vendor/status?status=${status}`);
}

/** Screenshots for review when PROFILE_SHOTS names a folder (not part of the assertions). */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.PROFILE_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Waits for a toast (or any text) to show. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByText(text).first()).toBeVisible();
}
