import type { AddressInput } from '@vd/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { checkAddress } from './model.js';

const valid: AddressInput = {
  addressLineOne: ' 12,  Main Market Road ',
  addressLineTwo: '  ',
  city: 'New Delhi',
  state: 'Delhi',
  pinCode: '110 024',
  latitude: 28.5677,
  longitude: 77.2433,
};
const code = (input: AddressInput): string => {
  try {
    checkAddress(input);
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
  return 'OK';
};

describe('checkAddress', () => {
  it('trims, drops blank optional fields, defaults the country and tidies the PIN code', () => {
    expect(checkAddress(valid)).toEqual({
      addressLineOne: '12, Main Market Road',
      addressLineTwo: null,
      city: 'New Delhi',
      state: 'Delhi',
      country: 'India',
      pinCode: '110024',
      contactNo: null,
      latitude: 28.5677,
      longitude: 77.2433,
    });
    expect(checkAddress({ ...valid, country: 'INDIA' }).country).toBe('India');
  });

  it('refuses each rule with its code', () => {
    expect(code({ ...valid, city: '  ' })).toBe('ADDRESS_INCOMPLETE');
    const { pinCode: _omitted, ...noPin } = valid;
    expect(code(noPin)).toBe('ADDRESS_INCOMPLETE');
    expect(code({ ...valid, pinCode: '012345' })).toBe('INVALID_PIN_CODE');
    expect(code({ ...valid, pinCode: '11002' })).toBe('INVALID_PIN_CODE');
    expect(code({ ...valid, country: 'Nepal' })).toBe('COUNTRY_NOT_SUPPORTED');
    expect(code({ ...valid, latitude: null })).toBe('LOCATION_REQUIRED');
    expect(code({ ...valid, latitude: 51.5, longitude: -0.12 })).toBe('LOCATION_OUTSIDE_INDIA');
  });
});
