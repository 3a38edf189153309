/** SQL on the customers table (nothing else). */
import type { Queryable } from '../../db/types.js';

export async function customerRow(q: Queryable, customerId: string): Promise<{ name: string; contactNo: string; addressId: string | null } | null> {
  const { rows } = await q.query<{ name: string; contact_no: string; address_id: string | null }>(
    'SELECT name, contact_no, address_id FROM customers WHERE id = $1',
    [customerId],
  );
  const r = rows[0];
  return r ? { name: r.name, contactNo: r.contact_no, addressId: r.address_id } : null;
}

export async function customerIdByPhone(q: Queryable, contactNo: string): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM customers WHERE contact_no = $1', [contactNo]);
  return rows[0]?.id ?? null;
}
