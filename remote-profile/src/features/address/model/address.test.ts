import { describe, expect, it } from 'vitest';
import { acceptOffer, addressForm, applyPlace, mergePlaceAtPin, toAddressInput, validateAddress } from './address';
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

describe('mergePlaceAtPin (the place at a moved pin: offered, never overwriting)', () => {
  const AT_PIN = {
    ...PLACE,
    label: 'Lajpat Nagar, South Delhi, Delhi 110024',
    addressLineOne: 'Lajpat Nagar',
    city: 'South Delhi',
    state: 'Delhi',
    pinCode: '110024',
  };

  it('fills only the empty fields, and offers nothing when the rest agrees', () => {
    const form = { ...addressForm(null), addressLineOne: 'Shop 4, Ring Road', state: 'delhi', latitude: 28.5671, longitude: 77.2431 };
    const { form: next, offer } = mergePlaceAtPin(form, AT_PIN);
    expect(next).toEqual({ ...form, addressLineTwo: 'Lajpat Nagar', city: 'South Delhi', pinCode: '110024' });
    expect(offer).toBeNull();
  });

  it('offers the values that differ from what the owner typed and keeps the owner’s text', () => {
    const form = { ...addressForm(STORED), addressLineTwo: '' };
    const { form: next, offer } = mergePlaceAtPin(form, { ...AT_PIN, pinCode: '110014', city: 'South East Delhi' });
    expect(next).toEqual({ ...form, addressLineTwo: 'Lajpat Nagar' });
    expect(offer).toEqual({ label: 'Lajpat Nagar, South Delhi, Delhi 110024', fields: { city: 'South East Delhi', pinCode: '110014' } });
    expect(acceptOffer(next, offer!)).toEqual({ ...next, city: 'South East Delhi', pinCode: '110014' });
  });

  it('never offers over the shop and street line; the locality fills it only when empty', () => {
    const typed = { ...addressForm(STORED), addressLineTwo: 'Near the temple' };
    const { form, offer } = mergePlaceAtPin(typed, AT_PIN);
    expect(form.addressLineOne).toBe('12, Main Market Road');
    expect(offer?.fields).toEqual({ addressLineTwo: 'Lajpat Nagar', city: 'South Delhi' });
    expect(mergePlaceAtPin(addressForm(null), AT_PIN).form).toMatchObject({ addressLineOne: 'Lajpat Nagar', addressLineTwo: '', country: 'India' });
  });

  it('leaves the coordinates to the pin (the place’s own point is the post office’s)', () => {
    const form = { ...addressForm(STORED), latitude: 28.56801, longitude: 77.24402 };
    expect(mergePlaceAtPin(form, AT_PIN).form).toMatchObject({ latitude: 28.56801, longitude: 77.24402 });
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
