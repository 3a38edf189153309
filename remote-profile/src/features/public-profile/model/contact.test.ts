import { describe, expect, it } from 'vitest';
import { contactRows, mapSearchUrl } from './contact';

const social = {
  attributeValues: [
    { id: '1', name: 'facebook', value: 'https://facebook.com/shop' },
    { id: '2', name: 'youtube', value: '' },
    { id: '3', name: 'website', value: 'https://shop.example.in' },
  ],
};

describe('Contact Info', () => {
  it('phone, address with View On Map, email For Enquiry & Support, social links; empty values hidden', () => {
    const rows = contactRows({
      contactNo: '+919876543210',
      emailId: 'shop@example.in',
      addressText: '12, Main Market Road, New Delhi 110024',
      address: { latitude: 28.5677, longitude: 77.2433 },
      ...social,
    });
    expect(rows.map((r) => [r.key, r.href, r.external, r.caption])).toEqual([
      ['phone', 'tel:+919876543210', false, undefined],
      ['address', 'https://www.google.com/maps/search/?api=1&query=28.5677,77.2433', true, 'View On Map'],
      ['email', 'mailto:shop@example.in', false, 'For Enquiry & Support'],
      ['facebook', 'https://facebook.com/shop', true, undefined],
      ['website', 'https://shop.example.in', true, undefined],
    ]);
  });

  it('View On Map by coordinates if present, else by the address text', () => {
    expect(mapSearchUrl({ addressText: 'Lajpat Nagar, New Delhi', detailedAddress: { latitude: '28.5', longitude: '77.2' } })).toBe(
      'https://www.google.com/maps/search/?api=1&query=28.5,77.2',
    );
    expect(mapSearchUrl({ addressText: 'Lajpat Nagar, New Delhi', address: { latitude: null, longitude: null } })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Lajpat%20Nagar%2C%20New%20Delhi',
    );
    expect(mapSearchUrl({})).toBeNull();
  });

  it('a vendor with nothing has no rows', () => {
    expect(contactRows({ contactNo: '', emailId: null, addressText: '' })).toEqual([]);
  });
});
