/**
 * Price inputs (spec section 5): numbers; empty on blur becomes 0; a 0 shows empty while focused;
 * on save mrp and netPrice are parsed as decimals, falling back to 0. Refused: negatives, more than
 * 2 decimals, a selling price above MRP.
 */
import { toPrice } from '@vd/shared/catalog';
import { PRICING_MESSAGES } from '../messages';

/** What the input shows: a 0 is empty while focused (so typing replaces it). */
export function priceInputText(value: number | string, focused: boolean): string {
  const text = String(value);
  if (focused && text.trim() !== '' && Number(text) === 0) return '';
  return text;
}

/** The input's text after blur: empty becomes '0'. */
export function priceTextOnBlur(text: string): string {
  return text.trim() === '' ? '0' : text.trim();
}

/** The price saved: parsed as a decimal, 0 when it is not a number (or negative). */
export const parsePrice = (value: unknown): number => toPrice(value);

/** The text's value while typing: null while empty (not yet a price), else the parsed price. */
export function priceFromTyping(text: string): number | null {
  return text.trim() === '' ? null : parsePrice(text);
}

const DECIMAL = /^\d*\.?\d*$/;

/** One price as typed: null when acceptable (empty counts as 0), else the message. */
export function validatePriceText(text: string): string | null {
  const t = text.trim();
  if (t === '') return null;
  if (t.startsWith('-')) return PRICING_MESSAGES.priceNegative;
  if (!DECIMAL.test(t) || t === '.') return PRICING_MESSAGES.priceNotNumber;
  const decimals = t.split('.')[1] ?? '';
  return decimals.length > 2 ? PRICING_MESSAGES.priceDecimals : null;
}

/** A stored price: a finite number of 0 or more, at most 2 decimals. */
export function validatePriceValue(value: number): string | null {
  if (!Number.isFinite(value)) return PRICING_MESSAGES.priceNotNumber;
  if (value < 0) return PRICING_MESSAGES.priceNegative;
  return Math.abs(Math.round(value * 100) - value * 100) > 1e-6 ? PRICING_MESSAGES.priceDecimals : null;
}

export interface VariantPriceErrors {
  mrp?: string;
  netPrice?: string;
}

/** A variant's prices: each valid, and the selling price not above MRP (the message sits on the selling price). */
export function validateVariantPrices(prices: { mrp: number; netPrice: number }): VariantPriceErrors {
  const errors: VariantPriceErrors = {};
  const mrp = validatePriceValue(prices.mrp);
  const netPrice = validatePriceValue(prices.netPrice);
  if (mrp) errors.mrp = mrp;
  if (netPrice) errors.netPrice = netPrice;
  if (!mrp && !netPrice && prices.netPrice > prices.mrp) errors.netPrice = PRICING_MESSAGES.sellingAboveMrp;
  return errors;
}
