import { describe, expect, it } from 'vitest';
import { formatIndianNumber, formatRupees, toNumber } from './number';

describe('formatRupees', () => {
  it.each([
    [123456, '₹1,23,456'],
    [12345678, '₹1,23,45,678'],
    [0, '₹0'],
    [999, '₹999'],
    [1234.5, '₹1,234.50'],
    [1234.005, '₹1,234.01'],
    ['2500', '₹2,500'],
    [-1234, '-₹1,234'],
    [null, '₹0'],
    [Number.NaN, '₹0'],
  ])('%j → %j', (input, expected) => {
    expect(formatRupees(input)).toBe(expected);
  });
});

describe('formatIndianNumber', () => {
  it('groups the Indian way', () => {
    expect(formatIndianNumber(1234567)).toBe('12,34,567');
    expect(formatIndianNumber(1234.567)).toBe('1,234.57');
    expect(formatIndianNumber('1,00,000', 0)).toBe('1,00,000');
  });

  it('toNumber coerces garbage to 0', () => {
    expect(toNumber('abc')).toBe(0);
    expect(toNumber(undefined)).toBe(0);
    expect(toNumber('12.5')).toBe(12.5);
  });
});
