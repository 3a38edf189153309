import { type Address, isLocale, type Vendor } from '@vd/contract';
import type { Queryable } from '../../db/types.js';
import { allCategories, vendorCategoryIds } from '../categories/repository.js';
import { buildCategoryTree } from '../categories/tree.js';
import { formatAddress } from './model.js';

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The full vendor record (spec section 3) with media paths turned into URLs by urlOf. */
export async function getVendorRecord(q: Queryable, vendorId: string, urlOf: (path: string | null) => string | null): Promise<Vendor | null> {
  const { rows } = await q.query<Record<string, unknown>>(
    `SELECT v.id, v.name, v.shop_name, v.email, v.contact_no, v.alternate_contact, v.delivery_radius, v.status,
            v.profile_image, v.rating, v.organic_pct, v.language,
            a.id AS a_id, a.address_line_one, a.address_line_two, a.city, a.state, a.country, a.pin_code,
            a.contact_no AS a_contact_no, a.latitude, a.longitude,
            (SELECT count(*)::int FROM orders o WHERE o.vendor_id = v.id AND o.status IN ('Completed', 'Paid')) AS orders_completed
       FROM vendors v LEFT JOIN address a ON a.id = v.address_id
      WHERE v.id = $1`,
    [vendorId],
  );
  const v = rows[0];
  if (!v) return null;

  const [attrs, images, categories, selected] = await Promise.all([
    q.query<{ id: string; name: string; value: string }>('SELECT id, name, value FROM vendor_attributes WHERE vendor_id = $1 ORDER BY name', [vendorId]),
    q.query<{ path: string }>('SELECT path FROM vendor_images WHERE vendor_id = $1 ORDER BY sort, created_at, id', [vendorId]),
    allCategories(q),
    vendorCategoryIds(q, vendorId),
  ]);

  let address: Address | null = null;
  if (v.a_id) {
    const parts = {
      addressLineOne: String(v.address_line_one ?? ''),
      addressLineTwo: (v.address_line_two as string | null) ?? null,
      city: String(v.city ?? ''),
      state: String(v.state ?? ''),
      country: String(v.country ?? 'India'),
      pinCode: (v.pin_code as string | null) ?? null,
    };
    address = {
      id: String(v.a_id),
      ...parts,
      contactNo: (v.a_contact_no as string | null) ?? null,
      latitude: num(v.latitude),
      longitude: num(v.longitude),
      addressText: formatAddress(parts),
    };
  }

  return {
    id: String(v.id),
    name: String(v.name),
    shopName: String(v.shop_name),
    emailId: (v.email as string | null) ?? null,
    contactNo: String(v.contact_no),
    alternateContact: (v.alternate_contact as string | null) ?? null,
    deliveryRadius: num(v.delivery_radius),
    status: String(v.status),
    profileImage: urlOf((v.profile_image as string | null) ?? null),
    address,
    addressText: address?.addressText ?? '',
    userType: 'vendor',
    vendorCategories: buildCategoryTree(categories, urlOf, selected),
    vendorImages: images.rows.map((r) => urlOf(r.path)).filter((u): u is string => u !== null),
    attributeValues: attrs.rows.map((r) => ({ id: r.id, name: r.name, value: r.value })),
    rating: num(v.rating),
    ordersCompleted: Number(v.orders_completed ?? 0),
    organicPct: num(v.organic_pct),
    language: isLocale(v.language) ? v.language : null,
  };
}
