import type { CategoryNode, Vendor } from '@vd/shared/session';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PROFILE_MESSAGES, t } from '../messages';
import { aboutUsOf, categoryGroupsOf, GALLERY_DELAY_MS, GALLERY_SKELETONS, goBackTarget, locationCardOf, profileHeaderOf, profileVendorOf } from './profile';

/** Only the fields these rules read; the rest of the record does not matter here. */
const vendor = (overrides: Partial<Vendor> = {}): Vendor =>
  ({
    id: 'v-1',
    name: 'Ramesh Sharma',
    shopName: 'Sharma General Store',
    contactNo: '+919876543210',
    profileImage: null,
    addressText: '',
    attributeValues: [],
    ...overrides,
  }) as Vendor;

const node = (id: string, name: string, subCategories: CategoryNode[] = [], available = true): CategoryNode => ({
  id,
  name,
  available,
  icon: null,
  imageUrl: null,
  subCategories,
});

describe('the vendor to show', () => {
  it('is the signed-in vendor, else the record in navigation state, else none', () => {
    const signedIn = vendor({ id: 'a' });
    const handed = vendor({ id: 'b' });
    expect(profileVendorOf(signedIn, { vendor: handed })).toBe(signedIn);
    expect(profileVendorOf(null, { vendor: handed })).toBe(handed);
    expect(profileVendorOf(null, null)).toBeNull();
    expect(profileVendorOf(null, { vendor: { name: 'no id' } })).toBeNull();
    expect(profileVendorOf(null, 'state')).toBeNull();
  });

  it("'Go Back' goes back one step, or to the store when the profile is the first page", () => {
    expect(goBackTarget('k3j2')).toBe(-1);
    expect(goBackTarget('default')).toBe('/store');
  });
});

describe('the header', () => {
  it('shop name, tagline, image and initials for the fallback', () => {
    const header = profileHeaderOf(
      vendor({ profileImage: 'https://cdn.example/p.svg', attributeValues: [{ id: '1', name: 'tagline', value: '  Since 2008 ' }] }),
    );
    expect(header).toEqual({ shopName: 'Sharma General Store', tagline: 'Since 2008', image: 'https://cdn.example/p.svg', initials: 'SG' });
  });

  it('no tagline and no image are null; the owner name stands in for a missing shop name', () => {
    expect(profileHeaderOf(vendor({ shopName: '', profileImage: '  ' }))).toEqual({ shopName: 'Ramesh Sharma', tagline: null, image: null, initials: 'RS' });
    expect(profileHeaderOf(vendor({ shopName: '', name: '' })).initials).toBe('?');
  });

  it('About Us is the aboutUs attribute, null when blank', () => {
    expect(aboutUsOf(vendor({ attributeValues: [{ id: '1', name: 'aboutUs', value: 'Fresh every day.' }] }))).toBe('Fresh every day.');
    expect(aboutUsOf(vendor({ attributeValues: [{ id: '1', name: 'aboutUs', value: ' ' }] }))).toBeNull();
  });
});

describe('the Categories tab', () => {
  it('one group per top-level category with its leaves; unavailable categories left out', () => {
    const tree = [
      node('dairy', 'Dairy', [node('milk', 'Milk', [node('toned', 'Toned Milk'), node('full', 'Full Cream Milk', [], false)]), node('curd', 'Curd')]),
      node('books', 'Books'),
      node('frozen', 'Frozen Foods', [node('ice', 'Ice Cream')], false),
    ];
    expect(categoryGroupsOf(tree)).toEqual([
      {
        id: 'dairy',
        name: 'Dairy',
        icon: null,
        items: [
          { id: 'toned', name: 'Toned Milk' },
          { id: 'curd', name: 'Curd' },
        ],
      },
      { id: 'books', name: 'Books', icon: null, items: [{ id: 'books', name: 'Books' }] },
    ]);
    expect(categoryGroupsOf(undefined)).toEqual([]);
  });
});

describe('the Locate Us card', () => {
  const at = { latitude: 28.5677, longitude: 77.2433 };

  it('shop name, address, Directions by coordinates, Call', () => {
    expect(locationCardOf(vendor({ addressText: '12, Main Market Road, New Delhi' }), at)).toEqual({
      shopName: 'Sharma General Store',
      address: '12, Main Market Road, New Delhi',
      directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=28.5677,77.2433',
      callHref: 'tel:+919876543210',
    });
  });

  it('Directions by the address text without coordinates', () => {
    expect(locationCardOf(vendor({ addressText: 'Lajpat Nagar, New Delhi' }), null).directionsUrl).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Lajpat%20Nagar%2C%20New%20Delhi',
    );
  });

  it("without an address: no address ('Address not available'), Directions disabled; no phone, no Call", () => {
    const card = locationCardOf(vendor({ contactNo: '' }), at);
    expect(card).toEqual({ shopName: 'Sharma General Store', address: null, directionsUrl: null, callHref: null });
    expect(PUBLIC_PROFILE_MESSAGES.addressNotAvailable).toBe('Address not available');
  });
});

describe('spec constants and texts', () => {
  it('8 gallery skeletons for 1000 ms', () => {
    expect(GALLERY_SKELETONS).toBe(8);
    expect(GALLERY_DELAY_MS).toBe(1000);
  });

  it('keeps the spec texts word for word', () => {
    expect([t('shopNow'), t('vendorNotFound'), t('goBack'), t('directions'), t('call'), t('whyShopWithUs'), t('businessDetails')]).toEqual([
      'Shop Now',
      'Vendor data not found.',
      'Go Back',
      'Directions',
      'Call',
      'Why Shop With Us?',
      'Business Details',
    ]);
    expect(t('openImage', { index: 2, count: 6 })).toBe('Open photo 2 of 6');
  });
});
