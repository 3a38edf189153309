import type { Address } from '@vd/contract';
import type { Database } from '../../db/types.js';
import { newId } from '../../lib/ids.js';
import { formatAddress } from '../shop/model.js';
import type { CheckedAddress } from './model.js';

/**
 * Saves the vendor's shop address in one transaction: the address row the vendor points at is
 * updated, or a new one is made and linked. Answers it as GET vendor shows it.
 */
export async function saveVendorAddress(db: Database, vendorId: string, a: CheckedAddress, now: Date): Promise<Address> {
  return db.tx(async (q) => {
    const { rows } = await q.query<{ address_id: string | null }>('SELECT address_id FROM vendors WHERE id = $1 FOR UPDATE', [vendorId]);
    let id = rows[0]?.address_id ?? null;
    const values = [a.addressLineOne, a.addressLineTwo, a.city, a.state, a.country, a.pinCode, a.contactNo, a.latitude, a.longitude, now];
    if (id) {
      await q.query(
        `UPDATE address SET address_line_one = $2, address_line_two = $3, city = $4, state = $5, country = $6, pin_code = $7,
                contact_no = $8, latitude = $9, longitude = $10, updated_at = $11 WHERE id = $1`,
        [id, ...values],
      );
    } else {
      id = newId();
      await q.query(
        `INSERT INTO address (id, address_line_one, address_line_two, city, state, country, pin_code, contact_no, latitude, longitude, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
        [id, ...values],
      );
    }
    await q.query('UPDATE vendors SET address_id = $2, updated_at = $3 WHERE id = $1', [vendorId, id, now]);
    return { id, ...a, addressText: formatAddress(a) };
  });
}
