import { describe, expect, it } from 'vitest';
import { isInIndia, isIndianPinCode, normalisePinCode } from './address.js';

describe('address rules', () => {
  it('PIN codes: six digits, not starting with 0, spaces ignored', () => {
    expect(isIndianPinCode('110024')).toBe(true);
    expect(isIndianPinCode(' 110 024 ')).toBe(true);
    expect(isIndianPinCode('011002')).toBe(false);
    expect(isIndianPinCode('11002')).toBe(false);
    expect(isIndianPinCode('1100245')).toBe(false);
    expect(isIndianPinCode('11002A')).toBe(false);
    expect(isIndianPinCode(null)).toBe(false);
    expect(normalisePinCode('560 034')).toBe('560034');
  });

  it('India’s bounding box takes the mainland, the islands and the north', () => {
    expect(isInIndia(28.61, 77.21)).toBe(true); // Delhi
    expect(isInIndia(6.75, 93.84)).toBe(true); // Indira Point
    expect(isInIndia(34.15, 77.58)).toBe(true); // Leh
    expect(isInIndia(10.57, 72.64)).toBe(true); // Lakshadweep
    expect(isInIndia(0, 0)).toBe(false);
    expect(isInIndia(51.5, -0.12)).toBe(false);
    expect(isInIndia(Number.NaN, 77)).toBe(false);
  });
});
