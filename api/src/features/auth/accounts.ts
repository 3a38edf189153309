import type { Queryable } from '../../db/types.js';

export interface VendorAccount {
  id: string;
  status: string;
  contactNo: string;
}

export interface CustomerAccount {
  id: string;
  contactNo: string;
}

export interface AccountsForPhone {
  vendor: VendorAccount | null;
  customer: CustomerAccount | null;
}

/** The vendor and/or customer registered with this +91 number. */
export async function findAccounts(q: Queryable, phoneE164: string): Promise<AccountsForPhone> {
  const [v, c] = await Promise.all([
    q.query<{ id: string; status: string; contact_no: string }>('SELECT id, status, contact_no FROM vendors WHERE contact_no = $1', [phoneE164]),
    q.query<{ id: string; contact_no: string }>('SELECT id, contact_no FROM customers WHERE contact_no = $1', [phoneE164]),
  ]);
  const vr = v.rows[0];
  const cr = c.rows[0];
  return {
    vendor: vr ? { id: vr.id, status: vr.status, contactNo: vr.contact_no } : null,
    customer: cr ? { id: cr.id, contactNo: cr.contact_no } : null,
  };
}

/** Spec section 4: Reject and Pending are not approved; every other status counts as approved. */
export function isVendorApproved(status: string): boolean {
  return status !== 'Pending' && status !== 'Reject';
}
