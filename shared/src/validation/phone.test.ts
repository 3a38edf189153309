import { describe, expect, it } from 'vitest';
import { stripCountryCode as contractStripCountryCode, toE164 as contractToE164 } from '@vd/contract/rules';
import { isValidPhone, phoneError, sanitizePhoneInput, stripCountryCode, submitInvalidPhoneMessage, toE164 } from './phone';

describe('sanitizePhoneInput', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['98a76-54(3)210', '9876543210'],
    ['987654321099', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91 98765', '98765'],
    ['', ''],
    ['abc', ''],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizePhoneInput(raw)).toBe(expected);
  });
});

describe('phoneError', () => {
  it('returns exactly one spec message', () => {
    expect(phoneError('98765')).toBe('Phone number must be 10 digits');
    expect(phoneError('')).toBe('Phone number must be 10 digits');
    expect(phoneError('98765432101')).toBe('Phone number cannot exceed 10 digits');
    expect(phoneError('98765abc10')).toBe('Phone number must contain only digits');
    expect(phoneError('98765 43210')).toBeNull();
    expect(phoneError('9876543210')).toBeNull();
  });

  it('isValidPhone mirrors phoneError', () => {
    expect(isValidPhone('9876543210')).toBe(true);
    expect(isValidPhone('987654321')).toBe(false);
  });

  it('has the submit message', () => {
    expect(submitInvalidPhoneMessage()).toBe('Please enter a valid 10-digit phone number');
  });
});

describe('country code', () => {
  it("is the API contract's one normalisation, re-exported (tested in api-contract/rules)", () => {
    expect(toE164).toBe(contractToE164);
    expect(stripCountryCode).toBe(contractStripCountryCode);
  });
});
