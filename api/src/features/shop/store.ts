/** SQL on the vendors table (nothing else). */
import type { Queryable } from '../../db/types.js';
import type { VendorChanges } from './model.js';

/** The vendor's own row. */
export interface VendorRow {
  id: string;
  name: string;
  shopName: string;
  email: string | null;
  contactNo: string;
  alternateContact: string | null;
  deliveryRadius: number | null;
  status: string;
  profileImage: string | null;
  rating: number | null;
  organicPct: number | null;
  language: string | null;
  addressId: string | null;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export async function vendorRow(q: Queryable, vendorId: string): Promise<VendorRow | null> {
  const { rows } = await q.query<Record<string, unknown>>(
    `SELECT id, name, shop_name, email, contact_no, alternate_contact, delivery_radius, status, profile_image, rating, organic_pct,
            language, address_id
       FROM vendors WHERE id = $1`,
    [vendorId],
  );
  const v = rows[0];
  if (!v) return null;
  return {
    id: String(v.id),
    name: String(v.name),
    shopName: String(v.shop_name),
    email: (v.email as string | null) ?? null,
    contactNo: String(v.contact_no),
    alternateContact: (v.alternate_contact as string | null) ?? null,
    deliveryRadius: num(v.delivery_radius),
    status: String(v.status),
    profileImage: (v.profile_image as string | null) ?? null,
    rating: num(v.rating),
    organicPct: num(v.organic_pct),
    language: (v.language as string | null) ?? null,
    addressId: (v.address_id as string | null) ?? null,
  };
}

/** id and status of the vendor with this id or this +91 number (null when none). */
export async function findVendor(q: Queryable, by: { id: string } | { contactNo: string }): Promise<{ id: string; status: string } | null> {
  const { rows } =
    'id' in by
      ? await q.query<{ id: string; status: string }>('SELECT id, status FROM vendors WHERE id = $1', [by.id])
      : await q.query<{ id: string; status: string }>('SELECT id, status FROM vendors WHERE contact_no = $1', [by.contactNo]);
  return rows[0] ?? null;
}

/** Locks the vendor's row for the rest of the transaction; answers its status and address id (null: no such vendor). */
export async function lockVendorRow(q: Queryable, vendorId: string): Promise<{ status: string; addressId: string | null } | null> {
  const { rows } = await q.query<{ status: string; address_id: string | null }>('SELECT status, address_id FROM vendors WHERE id = $1 FOR UPDATE', [vendorId]);
  const r = rows[0];
  return r ? { status: r.status, addressId: r.address_id } : null;
}

const COLUMNS: Record<keyof VendorChanges, string> = {
  name: 'name',
  shopName: 'shop_name',
  email: 'email',
  alternateContact: 'alternate_contact',
  deliveryRadius: 'delivery_radius',
};

/** Writes the given columns; answers whether the row exists. */
export async function updateVendorColumns(q: Queryable, vendorId: string, changes: VendorChanges, now: Date): Promise<boolean> {
  const entries = (Object.keys(changes) as (keyof VendorChanges)[]).filter((k) => changes[k] !== undefined);
  const sets = entries.map((k, i) => `${COLUMNS[k]} = $${i + 1}`);
  const values = entries.map((k) => changes[k] ?? null);
  const res = await q.query(`UPDATE vendors SET ${sets.join(', ')}, updated_at = $${entries.length + 1} WHERE id = $${entries.length + 2}`, [
    ...values,
    now,
    vendorId,
  ]);
  return res.rowCount === 1;
}

export async function setStatus(q: Queryable, vendorId: string, status: string, now: Date): Promise<void> {
  await q.query('UPDATE vendors SET status = $1, updated_at = $2 WHERE id = $3', [status, now, vendorId]);
}

/** Answers whether the row exists. */
export async function setLanguage(q: Queryable, vendorId: string, language: string, now: Date): Promise<boolean> {
  const res = await q.query('UPDATE vendors SET language = $1, updated_at = $2 WHERE id = $3', [language, now, vendorId]);
  return res.rowCount === 1;
}

export async function setAddressId(q: Queryable, vendorId: string, addressId: string, now: Date): Promise<void> {
  await q.query('UPDATE vendors SET address_id = $2, updated_at = $3 WHERE id = $1', [vendorId, addressId, now]);
}
