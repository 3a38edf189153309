/**
 * The vendor record (spec section 3; GET vendor and the answers of the vendor's updates), put
 * together from the features that hold its parts, each read through its service: the vendor row
 * (this feature), the address, the attributes, the chosen categories, the gallery and the count of
 * completed orders. Kept apart from service.ts because those features build on this one's service
 * (an order needs its shop): the record reads them, they never read it, so there is no import circle.
 */
import { effectiveShopStatus, isLocale, SHOP_STATUS, type Vendor } from '@vd/contract';
import type { Queryable } from '../../db/types.js';
import { getAddress } from '../address/service.js';
import { vendorAttributes } from '../attributes/service.js';
import { vendorCategoryTree } from '../business-categories/service.js';
import { listGallery } from '../media/service.js';
import { comingHolidays } from '../hours/service.js';
import { completedOrderCount } from '../orders/service.js';
import { vendorRow } from './service.js';

type UrlOf = (path: string | null) => string | null;

/** The full vendor record with media paths turned into URLs by urlOf (null: no such vendor). */
export async function getVendorRecord(q: Queryable, vendorId: string, urlOf: UrlOf, now: Date): Promise<Vendor | null> {
  const v = await vendorRow(q, vendorId);
  if (!v) return null;
  // Offline until a time that has passed: live again (derived here, never by a timer).
  const status = effectiveShopStatus(v.status, v.offlineUntil, now);
  const [address, attributeValues, vendorCategories, gallery, ordersCompleted, holidays] = await Promise.all([
    v.addressId ? getAddress(q, v.addressId) : null,
    vendorAttributes(q, vendorId),
    vendorCategoryTree(q, vendorId, urlOf),
    listGallery(q, vendorId),
    completedOrderCount(q, vendorId),
    comingHolidays(q, vendorId, now),
  ]);
  return {
    id: v.id,
    name: v.name,
    shopName: v.shopName,
    emailId: v.email,
    contactNo: v.contactNo,
    alternateContact: v.alternateContact,
    deliveryRadius: v.deliveryRadius,
    status,
    offlineUntil: status === SHOP_STATUS.offline ? v.offlineUntil : null,
    holidays,
    profileImage: urlOf(v.profileImage),
    address,
    addressText: address?.addressText ?? '',
    userType: 'vendor',
    vendorCategories,
    vendorImages: gallery.map((image) => urlOf(image.path)).filter((u): u is string => u !== null),
    attributeValues,
    rating: v.rating,
    ordersCompleted,
    organicPct: v.organicPct,
    language: isLocale(v.language) ? v.language : null,
  };
}
