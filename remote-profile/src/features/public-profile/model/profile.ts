/**
 * What the public profile shows besides the tab rules (spec section 2 "/vendor/profile"): the
 * vendor to show, the header, About Us, the categories, the gallery timing and the Locate Us card.
 */
import { readAttribute, type CategoryNode, type Vendor } from '@vd/shared/session';
import { VENDOR_ATTR } from '@vd/contract/rules';
import { addressTextOf, type ContactVendor } from './contact';

/** Spec section 9: 8 gallery skeletons, shown for the first 1000 ms ('gallery delay'). */
export const GALLERY_SKELETONS = 8;
export const GALLERY_DELAY_MS = 1000;

/** Directions links (a maps directions search to the shop); opened in a new tab. */
const MAPS_DIRECTIONS = 'https://www.google.com/maps/dir/?api=1&destination=';

/**
 * The vendor to show: the signed-in vendor (kept fresh after edits), else the record handed over
 * in navigation state (spec: "Receives the vendor record in navigation state"), else null.
 */
export function profileVendorOf(sessionVendor: Vendor | null, navigationState: unknown): Vendor | null {
  if (sessionVendor) return sessionVendor;
  const candidate = typeof navigationState === 'object' && navigationState !== null ? (navigationState as { vendor?: unknown }).vendor : undefined;
  if (typeof candidate === 'object' && candidate !== null && typeof (candidate as { id?: unknown }).id === 'string') return candidate as Vendor;
  return null;
}

export interface ProfileHeader {
  shopName: string;
  /** The tagline attribute; null when empty. */
  tagline: string | null;
  /** The profile image URL; null when missing (the screen shows the fallback). */
  image: string | null;
  /** One or two letters for the fallback ('SG' for Sharma General Store). */
  initials: string;
}

export function profileHeaderOf(vendor: Pick<Vendor, 'shopName' | 'name' | 'profileImage' | 'attributeValues'>): ProfileHeader {
  const shopName = (vendor.shopName || vendor.name || '').trim();
  const initials = shopName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return {
    shopName,
    tagline: readAttribute(vendor, VENDOR_ATTR.tagline)?.trim() || null,
    image: vendor.profileImage?.trim() || null,
    initials: initials || '?',
  };
}

/** The About Us text (aboutUs attribute), null when empty. */
export const aboutUsOf = (vendor: Pick<Vendor, 'attributeValues'>): string | null => readAttribute(vendor, VENDOR_ATTR.aboutUs)?.trim() || null;

export interface CategoryGroup {
  id: string;
  name: string;
  icon: string | null;
  /** The leaves under this top-level category (the deepest names, by following every branch). */
  items: { id: string; name: string }[];
}

/**
 * The vendor's categories for the Categories tab: one group per top-level category with the leaf
 * categories below it (a top-level category without children is its own single item). Categories
 * marked unavailable are left out.
 */
export function categoryGroupsOf(tree: readonly CategoryNode[] | null | undefined): CategoryGroup[] {
  const leaves = (node: CategoryNode): { id: string; name: string }[] => {
    const children = (node.subCategories ?? []).filter((c) => c.available !== false);
    return children.length === 0 ? [{ id: node.id, name: node.name }] : children.flatMap(leaves);
  };
  return (tree ?? []).filter((top) => top.available !== false).map((top) => ({ id: top.id, name: top.name, icon: top.icon ?? null, items: leaves(top) }));
}

export interface LocationCard {
  shopName: string;
  /** The address text, or null ('Address not available'). */
  address: string | null;
  /** Directions link; null without an address (the link shows disabled). */
  directionsUrl: string | null;
  /** tel: link when the vendor has a phone, else null (no 'Call'). */
  callHref: string | null;
}

type LocationVendor = ContactVendor & Partial<Pick<Vendor, 'shopName'>>;

/** The Locate Us card: shop name, address or none, Directions (by coordinates when present), Call. */
export function locationCardOf(vendor: LocationVendor, coordinates: { latitude: number; longitude: number } | null): LocationCard {
  const address = addressTextOf(vendor) || null;
  const phone = (vendor.contactNo ?? '').replace(/\s+/g, '');
  const destination = coordinates ? `${coordinates.latitude},${coordinates.longitude}` : address ? encodeURIComponent(address) : null;
  return {
    shopName: (vendor.shopName ?? '').trim(),
    address,
    directionsUrl: address && destination ? `${MAPS_DIRECTIONS}${destination}` : null,
    callHref: phone ? `tel:${phone}` : null,
  };
}

/**
 * 'Go Back' goes back one step (spec); opened as the first page of the tab there is no step back
 * inside the dashboard (react-router's first location has the key 'default'), so it opens the store.
 */
export function goBackTarget(locationKey: string): -1 | '/store' {
  return locationKey === 'default' ? '/store' : -1;
}
