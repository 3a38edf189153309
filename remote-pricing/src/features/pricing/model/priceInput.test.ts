import { describe, expect, it } from 'vitest';
import { PRICING_MESSAGES } from '../messages';
import { parsePrice, priceFromTyping, priceInputText, priceTextOnBlur, validatePriceText, validatePriceValue, validateVariantPrices } from './priceInput';

describe('price inputs (spec section 5)', () => {
  it('empty on blur becomes 0', () => {
    expect(priceTextOnBlur('')).toBe('0');
    expect(priceTextOnBlur('  ')).toBe('0');
    expect(priceTextOnBlur('45.5')).toBe('45.5');
  });

  it('a 0 shows empty while focused, and 0 when not', () => {
    expect(priceInputText(0, true)).toBe('');
    expect(priceInputText('0.00', true)).toBe('');
    expect(priceInputText(0, false)).toBe('0');
    expect(priceInputText(45, true)).toBe('45');
  });

  it('parses decimals on save, falling back to 0', () => {
    expect(parsePrice('45.50')).toBe(45.5);
    expect(parsePrice('12')).toBe(12);
    expect(parsePrice('')).toBe(0);
    expect(parsePrice('abc')).toBe(0);
    expect(parsePrice(null)).toBe(0);
    expect(parsePrice(33.25)).toBe(33.25);
  });

  it('while typing, empty is no price yet', () => {
    expect(priceFromTyping('')).toBeNull();
    expect(priceFromTyping('7.5')).toBe(7.5);
  });

  it('refuses negatives, non-numbers and more than 2 decimals', () => {
    expect(validatePriceText('45.50')).toBeNull();
    expect(validatePriceText('')).toBeNull();
    expect(validatePriceText('-3')).toBe(PRICING_MESSAGES.priceNegative);
    expect(validatePriceText('4.555')).toBe(PRICING_MESSAGES.priceDecimals);
    expect(validatePriceText('4a')).toBe(PRICING_MESSAGES.priceNotNumber);
    expect(validatePriceText('.')).toBe(PRICING_MESSAGES.priceNotNumber);
    expect(validatePriceValue(-1)).toBe(PRICING_MESSAGES.priceNegative);
    expect(validatePriceValue(1.005)).toBe(PRICING_MESSAGES.priceDecimals);
    expect(validatePriceValue(19.99)).toBeNull();
    expect(validatePriceValue(Number.NaN)).toBe(PRICING_MESSAGES.priceNotNumber);
  });

  it('refuses a selling price above MRP', () => {
    expect(validateVariantPrices({ mrp: 50, netPrice: 45 })).toEqual({});
    expect(validateVariantPrices({ mrp: 50, netPrice: 50 })).toEqual({});
    expect(validateVariantPrices({ mrp: 50, netPrice: 55 })).toEqual({ netPrice: 'Selling Price cannot be more than MRP.' });
    expect(validateVariantPrices({ mrp: -1, netPrice: 5 })).toEqual({ mrp: PRICING_MESSAGES.priceNegative });
  });
});
