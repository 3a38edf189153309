/**
 * Contact Info of the Overview tab (spec section 2): phone with a tel link; address with 'View On
 * Map' (a maps search by coordinates when present, else by the address text); email 'For Enquiry &
 * Support' with mailto; facebook, youtube, instagram, website opening in a new tab. Empty values
 * are left out.
 */
import { readAttribute, type Vendor } from '@vd/shared/session';
import { VENDOR_ATTR } from '@vd/contract/rules';
import { PUBLIC_PROFILE_MESSAGES as M } from '../messages';

export interface ContactRow {
  key: 'phone' | 'address' | 'email' | 'facebook' | 'youtube' | 'instagram' | 'website';
  label: string;
  /** What is shown. */
  value: string;
  /** Where it leads (tel:, maps search, mailto:, the link itself). */
  href: string;
  /** Opens in a new tab. */
  external: boolean;
  /** A caption under the value ('For Enquiry & Support' on the email). */
  caption?: string;
}

type Coords = { latitude?: unknown; longitude?: unknown } | null | undefined;

export type ContactVendor = Partial<Pick<Vendor, 'contactNo' | 'emailId' | 'addressText' | 'attributeValues'>> & {
  address?: (Coords & { addressText?: string | null }) | null;
  /** Older records carry coordinates here. */
  detailedAddress?: Coords;
};

const MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query=';

const coordinate = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

/** The coordinates of the address or detailedAddress, or null. */
export function coordinatesOf(vendor: ContactVendor): { latitude: number; longitude: number } | null {
  for (const c of [vendor.address, vendor.detailedAddress]) {
    const latitude = coordinate(c?.latitude);
    const longitude = coordinate(c?.longitude);
    if (latitude !== null && longitude !== null) return { latitude, longitude };
  }
  return null;
}

/** The address as one line ('' when none). */
export const addressTextOf = (vendor: ContactVendor): string => (vendor.addressText ?? vendor.address?.addressText ?? '').trim();

/** 'View On Map': a maps search by coordinates if present, else by the address text; null without either. */
export function mapSearchUrl(vendor: ContactVendor): string | null {
  const coords = coordinatesOf(vendor);
  if (coords) return `${MAPS_SEARCH}${coords.latitude},${coords.longitude}`;
  const address = addressTextOf(vendor);
  return address ? `${MAPS_SEARCH}${encodeURIComponent(address)}` : null;
}

export function contactRows(vendor: ContactVendor): ContactRow[] {
  const rows: ContactRow[] = [];
  const phone = (vendor.contactNo ?? '').replace(/\s+/g, '');
  if (phone) rows.push({ key: 'phone', label: M.phone, value: phone, href: `tel:${phone}`, external: false });
  const address = addressTextOf(vendor);
  const map = mapSearchUrl(vendor);
  if (address && map) rows.push({ key: 'address', label: M.address, value: address, href: map, external: true, caption: M.viewOnMap });
  const email = (vendor.emailId ?? '').trim();
  if (email) rows.push({ key: 'email', label: M.email, value: email, href: `mailto:${email}`, external: false, caption: M.forEnquiry });
  for (const key of ['facebook', 'youtube', 'instagram', 'website'] as const) {
    const url = (readAttribute(vendor, VENDOR_ATTR[key]) ?? '').trim();
    if (url) rows.push({ key, label: M[key], value: url, href: url, external: true });
  }
  return rows;
}
