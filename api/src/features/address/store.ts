/** SQL on the address table (nothing else). */
import type { Queryable } from '../../db/types.js';
import { newId } from '../../lib/ids.js';
import type { CheckedAddress } from './model.js';

export interface AddressRow {
  id: string;
  addressLineOne: string | null;
  addressLineTwo: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  pinCode: string | null;
  contactNo: string | null;
  latitude: number | null;
  longitude: number | null;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export async function addressRow(q: Queryable, id: string): Promise<AddressRow | null> {
  const { rows } = await q.query<Record<string, unknown>>(
    'SELECT id, address_line_one, address_line_two, city, state, country, pin_code, contact_no, latitude, longitude FROM address WHERE id = $1',
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
  return {
    id: String(r.id),
    addressLineOne: text(r.address_line_one),
    addressLineTwo: text(r.address_line_two),
    city: text(r.city),
    state: text(r.state),
    country: text(r.country),
    pinCode: text(r.pin_code),
    contactNo: text(r.contact_no),
    latitude: num(r.latitude),
    longitude: num(r.longitude),
  };
}

const values = (a: CheckedAddress, now: Date) => [
  a.addressLineOne,
  a.addressLineTwo,
  a.city,
  a.state,
  a.country,
  a.pinCode,
  a.contactNo,
  a.latitude,
  a.longitude,
  now,
];

export async function updateAddress(q: Queryable, id: string, a: CheckedAddress, now: Date): Promise<void> {
  await q.query(
    `UPDATE address SET address_line_one = $2, address_line_two = $3, city = $4, state = $5, country = $6, pin_code = $7,
            contact_no = $8, latitude = $9, longitude = $10, updated_at = $11 WHERE id = $1`,
    [id, ...values(a, now)],
  );
}

/** A new address row; answers its id. */
export async function insertAddress(q: Queryable, a: CheckedAddress, now: Date): Promise<string> {
  const id = newId();
  await q.query(
    `INSERT INTO address (id, address_line_one, address_line_two, city, state, country, pin_code, contact_no, latitude, longitude, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
    [id, ...values(a, now)],
  );
  return id;
}
