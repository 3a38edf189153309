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
  /** ISO instant an OutOfStation shop goes live again by itself (null: until switched back). */
  offlineUntil: string | null;
  profileImage: string | null;
  rating: number | null;
  organicPct: number | null;
  language: string | null;
  addressId: string | null;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const instant = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string | Date).toISOString());

export async function vendorRow(q: Queryable, vendorId: string): Promise<VendorRow | null> {
  const { rows } = await q.query<Record<string, unknown>>(
    `SELECT id, name, shop_name, email, contact_no, alternate_contact, delivery_radius, status, offline_until, profile_image, rating,
            organic_pct, language, address_id
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
    offlineUntil: instant(v.offline_until),
    profileImage: (v.profile_image as string | null) ?? null,
    rating: num(v.rating),
    organicPct: num(v.organic_pct),
    language: (v.language as string | null) ?? null,
    addressId: (v.address_id as string | null) ?? null,
  };
}

/** id, status (as stored) and offline-until of the vendor with this id or this +91 number (null when none). */
export async function findVendor(
  q: Queryable,
  by: { id: string } | { contactNo: string },
): Promise<{ id: string; status: string; offlineUntil: string | null } | null> {
  type Found = { id: string; status: string; offline_until: unknown };
  const { rows } =
    'id' in by
      ? await q.query<Found>('SELECT id, status, offline_until FROM vendors WHERE id = $1', [by.id])
      : await q.query<Found>('SELECT id, status, offline_until FROM vendors WHERE contact_no = $1', [by.contactNo]);
  const r = rows[0];
  return r ? { id: r.id, status: r.status, offlineUntil: instant(r.offline_until) } : null;
}

/** Locks the vendor's row for the rest of the transaction; answers its status, offline-until and address id (null: no such vendor). */
export async function lockVendorRow(q: Queryable, vendorId: string): Promise<{ status: string; offlineUntil: string | null; addressId: string | null } | null> {
  const { rows } = await q.query<{ status: string; offline_until: unknown; address_id: string | null }>(
    'SELECT status, offline_until, address_id FROM vendors WHERE id = $1 FOR UPDATE',
    [vendorId],
  );
  const r = rows[0];
  return r ? { status: r.status, offlineUntil: instant(r.offline_until), addressId: r.address_id } : null;
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

/** The status and the offline-until time with it (null: none). */
export async function setStatus(q: Queryable, vendorId: string, status: string, offlineUntil: Date | null, now: Date): Promise<void> {
  await q.query('UPDATE vendors SET status = $1, offline_until = $2, updated_at = $3 WHERE id = $4', [status, offlineUntil, now, vendorId]);
}

/** Answers whether the row exists. */
export async function setLanguage(q: Queryable, vendorId: string, language: string, now: Date): Promise<boolean> {
  const res = await q.query('UPDATE vendors SET language = $1, updated_at = $2 WHERE id = $3', [language, now, vendorId]);
  return res.rowCount === 1;
}

export async function setAddressId(q: Queryable, vendorId: string, addressId: string, now: Date): Promise<void> {
  await q.query('UPDATE vendors SET address_id = $2, updated_at = $3 WHERE id = $1', [vendorId, addressId, now]);
}
