import type { CategoryNode } from '../categories/tree.js';

/** Spec section 3 "Address". */
export interface AddressDto {
  id: string;
  addressLineOne: string;
  addressLineTwo: string | null;
  city: string;
  state: string;
  country: string;
  contactNo: string | null;
  pinCode: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The address as one line, for display and map searches. */
  addressText: string;
}

/** Spec section 3 "Vendor / user": the answer of GET vendor. */
export interface VendorRecord {
  id: string;
  name: string;
  shopName: string;
  emailId: string | null;
  contactNo: string;
  alternateContact: string | null;
  deliveryRadius: number | null;
  status: string;
  profileImage: string | null;
  address: AddressDto | null;
  addressText: string;
  userType: 'vendor';
  vendorCategories: CategoryNode[];
  vendorImages: string[];
  attributeValues: { id: string; name: string; value: string }[];
  rating: number | null;
  ordersCompleted: number;
  organicPct: number | null;
}

export interface AddressParts {
  addressLineOne: string;
  addressLineTwo: string | null;
  city: string;
  state: string;
  country: string;
  pinCode: string | null;
}

/** "12 MG Road, Near Bus Stand, Lajpat Nagar, New Delhi, Delhi 110024, India" (empty parts skipped). */
export function formatAddress(a: AddressParts): string {
  const statePin = [a.state, a.pinCode].filter((x) => x && x.trim()).join(' ');
  return [a.addressLineOne, a.addressLineTwo, a.city, statePin, a.country]
    .map((x) => (x ?? '').trim())
    .filter(Boolean)
    .join(', ');
}
