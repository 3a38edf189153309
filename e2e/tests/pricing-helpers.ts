import { expect, type Locator, type Page } from '@playwright/test';
import { API, DEMO } from './helpers';
import { categoryId, signInByApi } from './store-helpers';

/**
 * The shelves the pricing suite edits. No store or orders spec asserts their prices, and every
 * test that saves puts the seeded values back (restoreShelf), because the e2e API is shared.
 */
export const DALS = ['Grocery & Staples', 'Dals & Pulses', 'Toor & Moong Dal'] as const;
export const BASMATI = ['Grocery & Staples', 'Rice', 'Basmati Rice'] as const;
export const INDIAN_FICTION = ['Books', 'Fiction', 'Indian Fiction'] as const;

export interface ApiVariant {
  id: string;
  variantId: string | null;
  mrp: number;
  netPrice: number;
  available: boolean;
  updatedAt: string;
}
export interface ApiProduct {
  productId: string;
  productName: string;
  productVariants: ApiVariant[];
}

let token: Promise<string> | null = null;
/** A vendor session of its own ("another device"), for reading and restoring shelves. */
export function apiSession(): Promise<string> {
  token ??= (async () => {
    const phone = encodeURIComponent(`+91${DEMO.approved}`);
    for (let attempt = 0; attempt < 5; attempt++) {
      await fetch(`${API}/auth/otp/send?phoneNumber=${phone}&role=VENDOR`, { method: 'POST' });
      const res = await fetch(`${API}/auth/otp/verify?phoneNumber=${phone}&otp=${DEMO.otp}&role=VENDOR`, { method: 'POST' });
      if (res.ok) return ((await res.json()) as { sessionToken: string }).sessionToken;
    }
    throw new Error('vendor sign-in failed');
  })();
  return token;
}

export async function getShelf(path: readonly string[]): Promise<ApiProduct[]> {
  const res = await fetch(`${API}/vendor/products?categoryId=${categoryId(...path)}`, { headers: { sessionToken: await apiSession() } });
  expect(res.status).toBe(200);
  return (await res.json()) as ApiProduct[];
}

export async function putPrices(rows: unknown[]): Promise<Response> {
  return fetch(`${API}/vendor/products`, {
    method: 'PUT',
    headers: { sessionToken: await apiSession(), 'content-type': 'application/json' },
    body: JSON.stringify(rows),
  });
}

/** Puts a shelf back to a snapshot (only the variants that differ), with the current tokens. */
export async function restoreShelf(path: readonly string[], snapshot: readonly ApiProduct[]): Promise<void> {
  const now = await getShelf(path);
  const rows = now.flatMap((p) =>
    p.productVariants.flatMap((v) => {
      const was = snapshot.find((s) => s.productId === p.productId)?.productVariants.find((s) => s.id === v.id);
      if (!was || (was.mrp === v.mrp && was.netPrice === v.netPrice && was.available === v.available)) return [];
      return [
        { productId: p.productId, variantId: v.variantId ?? v.id, mrp: was.mrp, netPrice: was.netPrice, available: was.available, updatedAt: v.updatedAt },
      ];
    }),
  );
  if (rows.length > 0) expect((await putPrices(rows)).status).toBe(200);
}

/** Opens /product/pricing signed in and waits for the first card. */
export async function openPricing(page: Page): Promise<void> {
  await signInByApi(page);
  await page.goto('/product/pricing');
  await expect(page.getByTestId('pricing-card').first()).toBeVisible();
}

export const topTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
export const subChip = (page: Page, name: string) => page.getByRole('navigation', { name: 'Sub-categories' }).getByRole('button', { name, exact: true });
export const leafChip = (page: Page, name: string) => page.getByRole('navigation', { name: 'More categories' }).getByRole('button', { name, exact: true });

/** Top category, sub-category, sub-sub-category: each strip in turn. */
export async function openShelf(page: Page, [top, sub, leaf]: readonly string[]): Promise<void> {
  await topTab(page, top!).click();
  await subChip(page, sub!).click();
  await leafChip(page, leaf!).click();
  await expect(leafChip(page, leaf!)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('pricing-card').first()).toBeVisible();
}

export const pricingCard = (page: Page, name: string): Locator =>
  page.getByTestId('pricing-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Opens the edit dialog of a product and answers it. */
export async function openEditor(page: Page, name: string): Promise<Locator> {
  await pricingCard(page, name).getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

export const variantGroup = (dialog: Locator, size: string) => dialog.getByRole('group', { name: `Size ${size}` });

/** Types a price into one input of a variant (replacing what is there). */
export async function typePrice(dialog: Locator, size: string, label: 'MRP' | 'Selling Price', value: string): Promise<void> {
  const input = variantGroup(dialog, size).getByLabel(label, { exact: true });
  await input.fill(value);
}

export const namesOnGrid = (page: Page) => page.getByTestId('pricing-card').getByRole('heading').allInnerTexts();

/** A toast (react-toastify behind the shared `toast`): a status (success) or an alert (error) with the text. */
export const toast = (page: Page, text: string) => page.locator('[role="status"], [role="alert"]').filter({ hasText: text });
