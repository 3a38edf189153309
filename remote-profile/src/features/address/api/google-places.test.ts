import { describe, expect, it, vi } from 'vitest';

vi.mock('@googlemaps/js-api-loader', () => ({ importLibrary: vi.fn(), setOptions: vi.fn() }));

import { placeFromComponents } from './google-places';

describe('placeFromComponents', () => {
  it('turns Google address components into our place', () => {
    const place = placeFromComponents(
      [
        { types: ['street_number'], longText: '12' },
        { types: ['route'], longText: 'Main Market Road' },
        { types: ['sublocality_level_1', 'sublocality'], longText: 'Lajpat Nagar' },
        { types: ['locality', 'political'], longText: 'New Delhi' },
        { types: ['administrative_area_level_1'], longText: 'Delhi' },
        { types: ['postal_code'], longText: '110024' },
        { types: ['country'], longText: 'India' },
      ],
      28.5677,
      77.2433,
      '12, Main Market Road, Lajpat Nagar, New Delhi',
    );
    expect(place).toEqual({
      label: '12, Main Market Road, Lajpat Nagar, New Delhi',
      addressLineOne: '12, Main Market Road',
      city: 'New Delhi',
      state: 'Delhi',
      pinCode: '110024',
      country: 'India',
      latitude: 28.5677,
      longitude: 77.2433,
    });
  });

  it('falls back to the locality for the first line and the district for the city', () => {
    const place = placeFromComponents(
      [
        { types: ['sublocality_level_1'], longText: 'Koramangala' },
        { types: ['administrative_area_level_2'], longText: 'Bengaluru Urban' },
        { types: ['administrative_area_level_1'], longText: 'Karnataka' },
      ],
      12.93,
      77.62,
      'Koramangala',
    );
    expect(place).toMatchObject({ addressLineOne: 'Koramangala', city: 'Bengaluru Urban', state: 'Karnataka', pinCode: '' });
  });
});
