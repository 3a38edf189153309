/**
 * Indian number and rupee formatting (Indian grouping: 1,23,45,678) in the page's language
 * (en-IN, hi-IN or ta-IN: ₹ and the same grouping in all three).
 */
import { intlLocale } from '@vd/contract/i18n';

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(minFraction: number, maxFraction: number, currency: boolean): Intl.NumberFormat {
  const locale = intlLocale();
  const key = `${locale}|${minFraction}|${maxFraction}|${currency}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      ...(currency ? { style: 'currency', currency: 'INR' } : {}),
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
    cache.set(key, format);
  }
  return format;
}

export type NumericInput = number | string | null | undefined;

/** Parses numbers and numeric strings; anything else (or non-finite) becomes 0. */
export function toNumber(value: NumericInput): number {
  const n = typeof value === 'string' ? Number.parseFloat(value.replace(/,/g, '')) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/**
 * '₹1,23,456' for whole rupees, '₹1,234.50' when there are paise. Non-numeric input counts as 0.
 */
export function formatRupees(value: NumericInput): string {
  const n = toNumber(value);
  const hasPaise = Math.round(Math.abs(n) * 100) % 100 !== 0;
  return numberFormat(hasPaise ? 2 : 0, hasPaise ? 2 : 0, true).format(n);
}

/** '1,23,456' (en-IN grouping), with up to `maximumFractionDigits` decimals (default 2). */
export function formatIndianNumber(value: NumericInput, maximumFractionDigits = 2): string {
  return numberFormat(0, maximumFractionDigits, false).format(toNumber(value));
}
