import { describe, expect, it } from 'vitest';
import { localDigits, normalizePhone } from './phone.js';

describe('normalizePhone', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    [' 919876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
  ])('%s -> %s', (input, out) => expect(normalizePhone(input)).toBe(out));

  it.each(['', '12345', '98765432101', 'abcdefghij', '+1 9876543210', '+44 20 7946 0958 12'])('rejects %s', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it('localDigits strips +91', () => {
    expect(localDigits('+919876543210')).toBe('9876543210');
  });
});
