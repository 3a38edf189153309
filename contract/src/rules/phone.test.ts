import { describe, expect, it } from 'vitest';
import { COUNTRY_CODE, PHONE_INPUT_PATTERN, PHONE_LENGTH, stripCountryCode, toE164 } from './phone.js';

describe('toE164 (the one phone normalisation, browser and API)', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    [' 919876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['(+91) 98765 43210', '+919876543210'],
  ])('%j -> %s', (input, out) => expect(toE164(input)).toBe(out));

  it.each(['', '12345', '98765432101', 'abcdefghij', '+1 9876543210', '+44 20 7946 0958 12', '+91'])('rejects %j', (input) => {
    expect(toE164(input)).toBeNull();
  });

  it('is idempotent', () => {
    expect(toE164(toE164('98765 43210')!)).toBe('+919876543210');
  });
});

describe('stripCountryCode', () => {
  it('removes +91 and whitespace, leaves other text', () => {
    expect(stripCountryCode('+919876543210')).toBe('9876543210');
    expect(stripCountryCode(' +91 98765 43210 ')).toBe('9876543210');
    expect(stripCountryCode('9876543210')).toBe('9876543210');
    expect(stripCountryCode('')).toBe('');
  });
});

describe('constants', () => {
  it('India, 10 digits; the input pattern admits what toE164 reads', () => {
    expect([COUNTRY_CODE, PHONE_LENGTH]).toEqual(['+91', 10]);
    const pattern = new RegExp(PHONE_INPUT_PATTERN);
    for (const ok of ['9876543210', '+919876543210', ' 919876543210', '98765 43210', '+91-98765-43210']) expect(pattern.test(ok)).toBe(true);
    for (const bad of ['abc', '', '98765x43210']) expect(pattern.test(bad)).toBe(false);
  });
});
