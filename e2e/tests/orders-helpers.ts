/** Helpers of the orders suites: place orders as a customer would, act on them as another device would. */
import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { API, DEMO } from './helpers';

export interface ApiOrder {
  orderId: string;
  status: string;
  version: number;
  total: number;
  orderDate: string;
  customerName: string;
  customerPhone: string | null;
  note: string | null;
  items: { productName: string; productImageUrls: string[]; netPrice: number; quantity: number }[];
  attributeModels: { name: string; value: string }[];
}

/**
 * Signs the demo vendor in through the API (retrying, see signInApi) and opens the app with that
 * session, as the bench does. The suites' two workers would otherwise race each other's one-time
 * codes for the same number when both sign in through the screens at the same moment
 * (each send supersedes the other's unverified code). The sign-in screens have their own suite.
 */
export async function signInVendor(page: Page): Promise<void> {
  const phone = encodeURIComponent(`+91${DEMO.approved}`);
  let tokens: { sessionToken: string; refreshToken: string } | null = null;
  for (let attempt = 0; attempt < 5 && !tokens; attempt++) {
    await fetch(`${API}/auth/otp/send?phoneNumber=${phone}&role=VENDOR`, { method: 'POST' });
    const res = await fetch(`${API}/auth/otp/verify?phoneNumber=${phone}&otp=${DEMO.otp}&role=VENDOR`, { method: 'POST' });
    if (res.ok) tokens = (await res.json()) as { sessionToken: string; refreshToken: string };
  }
  if (!tokens) throw new Error('vendor sign-in failed');
  vendorSession = tokens.sessionToken;
  const items = { sessionToken: tokens.sessionToken, token: tokens.sessionToken, refreshToken: tokens.refreshToken, contactNo: DEMO.approved };
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('vdE2eSeeded')) return;
    sessionStorage.setItem('vdE2eSeeded', '1');
    for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
  }, items);
  await page.goto('/');
  await expect(page.getByTestId('header-shop-name')).toHaveText(DEMO.shopName);
}

/** Signs in through the API; retried because another worker's send for the same number supersedes an unverified code. */
async function signInApi(phone10: string, role: 'VENDOR' | 'USER'): Promise<string> {
  const phone = encodeURIComponent(`+91${phone10}`);
  let last = '';
  for (let attempt = 0; attempt < 5; attempt++) {
    await fetch(`${API}/auth/otp/send?phoneNumber=${phone}&role=${role}`, { method: 'POST' });
    const res = await fetch(`${API}/auth/otp/verify?phoneNumber=${phone}&otp=${DEMO.otp}&role=${role}`, { method: 'POST' });
    if (res.ok) return ((await res.json()) as { sessionToken: string }).sessionToken;
    last = `${res.status} ${await res.text()}`;
  }
  throw new Error(`sign-in ${role} failed: ${last}`);
}

let customer: Promise<string> | null = null;
const customerToken = () => (customer ??= signInApi(DEMO.customer, 'USER'));

let vendorSession: string | null = null;

/** The signed-in vendor's session, for API calls "from another device" (set by signInVendor). */
export function vendorToken(): string {
  if (!vendorSession) throw new Error('call signInVendor(page) first');
  return vendorSession;
}

/**
 * POST customer/orders as the demo customer (a random basket in demo mode). `ignoreHours` (demo mode
 * only): the suites place orders at any hour and on the demo shop's weekly off day.
 */
export async function placeOrder(body: Record<string, unknown> = {}): Promise<ApiOrder> {
  const res = await fetch(`${API}/customer/orders`, {
    method: 'POST',
    headers: { sessionToken: await customerToken(), 'content-type': 'application/json' },
    body: JSON.stringify({ vendorContactNo: DEMO.approved, ignoreHours: true, ...body }),
  });
  if (res.status !== 201) throw new Error(`place order failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as ApiOrder;
}

/** PUT order/status as the vendor on another device. */
export async function setStatus(order: { orderId: string; version?: number }, status: string, extra: Record<string, unknown> = {}): Promise<ApiOrder> {
  const res = await fetch(`${API}/order/status`, {
    method: 'PUT',
    headers: { sessionToken: vendorToken(), 'content-type': 'application/json' },
    body: JSON.stringify({ orderId: order.orderId, status, version: order.version, cancellationReason: 'Payment issues', ...extra }),
  });
  if (!res.ok) throw new Error(`status failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as ApiOrder;
}

export async function getOrder(orderId: string): Promise<{ status: number; order: ApiOrder | null }> {
  const res = await fetch(`${API}/order/details?orderId=${encodeURIComponent(orderId)}`, { headers: { sessionToken: vendorToken() } });
  return { status: res.status, order: res.ok ? ((await res.json()) as ApiOrder) : null };
}

export async function pendingCount(): Promise<number> {
  const res = await fetch(`${API}/orders/vendor/count?status=Pending`, { headers: { sessionToken: vendorToken() } });
  return ((await res.json()) as { count: number }).count;
}

/** A new order driven to `status` through allowed moves. */
export async function orderIn(status: 'Pending' | 'Rescheduled' | 'Completed' | 'Paid' | 'Cancelled', body: Record<string, unknown> = {}): Promise<ApiOrder> {
  const order = await placeOrder(body);
  if (status === 'Pending') return order;
  return setStatus(order, status, status === 'Rescheduled' ? { attributeModels: [{ name: 'deliveryTime', value: 'by 9:00 PM on 1 Jan 2030' }] } : {});
}

/**
 * The id of a seeded order of another shop (the offline demo vendor): the seed gives its rows
 * stable ids (api/src/lib/ids.ts stableId('order:offline:0')).
 */
export function foreignOrderId(): string {
  const h = createHash('sha1').update('localbig:order:offline:0').digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The orders badge that is on screen (desktop nav or mobile bottom bar). */
export const visibleBadge = (page: Page) => page.locator('[data-testid="orders-badge"]:visible').first();

export const attr = (o: ApiOrder, name: string) => o.attributeModels.find((a) => a.name === name)?.value;

export const rupees = (n: number) =>
  `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(n) ? 0 : 2 }).format(n)}`;

/** The order's card on the current list. */
export const cardOf = (page: Page, orderId: string) => page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);

export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByText(text).first()).toBeVisible();
}
