import { describe, expect, it } from 'vitest';
import { addressForm, applyPlace, toAddressInput, validateAddress } from './address';
import { GEOLOCATION_OPTIONS, locate } from './geolocation';

const STORED = {
  addressLineOne: '12, Main Market Road',
  addressLineTwo: 'Near Lajpat Nagar Metro Station',
  city: 'New Delhi',
  state: 'Delhi',
  country: 'India',
  pinCode: '110024',
  contactNo: null,
  latitude: 28.5677,
  longitude: 77.2433,
};

const PLACE = {
  label: 'Koramangala, Bengaluru Urban, Karnataka 560034',
  addressLineOne: 'Koramangala',
  city: 'Bengaluru Urban',
  state: 'Karnataka',
  pinCode: '560034',
  country: 'India',
  latitude: 12.9352,
  longitude: 77.6245,
};

describe('addressForm', () => {
  it('starts from the stored address; India and no location without one', () => {
    expect(addressForm(STORED)).toMatchObject({ addressLineOne: '12, Main Market Road', contactNo: '', latitude: 28.5677 });
    expect(addressForm(null)).toEqual({
      addressLineOne: '',
      addressLineTwo: '',
      city: '',
      state: '',
      pinCode: '',
      country: 'India',
      contactNo: '',
      latitude: null,
      longitude: null,
    });
  });
});

describe('applyPlace', () => {
  it("keeps the vendor's own lines and takes city, state, PIN and coordinates from the place", () => {
    const form = applyPlace(addressForm(STORED), PLACE);
    expect(form).toMatchObject({
      addressLineOne: '12, Main Market Road',
      addressLineTwo: 'Near Lajpat Nagar Metro Station',
      city: 'Bengaluru Urban',
      state: 'Karnataka',
      pinCode: '560034',
      latitude: 12.9352,
      longitude: 77.6245,
    });
  });
  it('fills empty lines with the locality', () => {
    expect(applyPlace(addressForm(null), PLACE)).toMatchObject({ addressLineOne: 'Koramangala', addressLineTwo: '' });
    expect(applyPlace({ ...addressForm(null), addressLineOne: 'Shop 4' }, PLACE)).toMatchObject({ addressLineOne: 'Shop 4', addressLineTwo: 'Koramangala' });
  });
});

describe('validateAddress', () => {
  it('needs line one, city, state and PIN first, then a location', () => {
    expect(validateAddress(addressForm(STORED))).toBeNull();
    expect(validateAddress({ ...addressForm(STORED), city: '  ' })).toBe('incomplete');
    expect(validateAddress({ ...addressForm(null), latitude: 1, longitude: 2 })).toBe('incomplete');
    expect(validateAddress({ ...addressForm(STORED), latitude: null })).toBe('noLocation');
  });
});

describe('toAddressInput', () => {
  it('trims, drops empty optionals and removes spaces in the PIN', () => {
    expect(toAddressInput({ ...addressForm(STORED), pinCode: '110 024', addressLineTwo: ' ', contactNo: '' })).toEqual({
      addressLineOne: '12, Main Market Road',
      addressLineTwo: null,
      city: 'New Delhi',
      state: 'Delhi',
      pinCode: '110024',
      country: 'India',
      contactNo: null,
      latitude: 28.5677,
      longitude: 77.2433,
    });
  });
});

describe('locate', () => {
  it('asks for a fresh, accurate position within 10 s', async () => {
    let options: PositionOptions | undefined;
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback, _fail: PositionErrorCallback, o?: PositionOptions) => {
        options = o;
        ok({ coords: { latitude: 28.5, longitude: 77.2 } } as GeolocationPosition);
      },
    } as unknown as Geolocation;
    expect(await locate(geolocation)).toEqual({ ok: true, latitude: 28.5, longitude: 77.2 });
    expect(options).toEqual(GEOLOCATION_OPTIONS);
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 0 });
  });
  it('tells unsupported from failed', async () => {
    expect(await locate(undefined)).toEqual({ ok: false, reason: 'unsupported' });
    const denied = {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1 } as GeolocationPositionError),
    } as unknown as Geolocation;
    expect(await locate(denied)).toEqual({ ok: false, reason: 'failed' });
  });
});
