import type { Vendor } from './types';

/** A complete vendor record as GET vendor answers it (the contract's Vendor), for tests. */
export function testVendor(overrides: Partial<Vendor> = {}): Vendor {
  return {
    id: 'v-1',
    name: 'Ramesh Sharma',
    shopName: 'Sharma General Store',
    emailId: null,
    contactNo: '+919876543210',
    alternateContact: null,
    deliveryRadius: null,
    status: 'Approved',
    profileImage: null,
    address: null,
    addressText: '',
    userType: 'vendor',
    vendorCategories: [],
    vendorImages: [],
    attributeValues: [],
    rating: null,
    ordersCompleted: 0,
    organicPct: null,
    language: null,
    ...overrides,
  };
}
