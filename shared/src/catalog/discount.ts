/** Discount maths and the 'Save N%' badge rule (spec sections 2 "/store" and 9). */

/** Discounts at or above this are flagged differently (spec section 9). */
export const HIGH_DISCOUNT_PERCENT = 20;

/** The top category whose cards never show a discount badge. */
export const DAIRY_CATEGORY_NAME = 'Dairy';

const finite = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) ? n : Number.parseFloat(String(n ?? '')));

/**
 * round((mrp − netPrice) / mrp × 100), as a whole percentage. 0 when there is no MRP, no
 * saving, or either price is not a number.
 */
export function discountPercent(mrp: unknown, netPrice: unknown): number {
  const m = finite(mrp);
  const p = finite(netPrice);
  if (!Number.isFinite(m) || !Number.isFinite(p) || m <= 0 || p < 0 || p >= m) return 0;
  return Math.round(((m - p) / m) * 100);
}

/** Whether a category (by name) is Dairy: case and surrounding spaces do not matter. */
export function isDairyCategory(name: string | null | undefined): boolean {
  return (name ?? '').trim().toLowerCase() === DAIRY_CATEGORY_NAME.toLowerCase();
}

/** The 'Save N%' badge shows when the discount is above 0 and the category is not Dairy. */
export function shouldShowSaveBadge(percent: number, categoryName: string | null | undefined): boolean {
  return percent > 0 && !isDairyCategory(categoryName);
}

export function isHighDiscount(percent: number): boolean {
  return percent >= HIGH_DISCOUNT_PERCENT;
}

/** Whether the struck-through MRP is shown: when it differs from the price (an MRP below the price is a data error and is hidden). */
export function showsMrp(mrp: unknown, netPrice: unknown): boolean {
  const m = finite(mrp);
  const p = finite(netPrice);
  return Number.isFinite(m) && Number.isFinite(p) && m > p;
}
