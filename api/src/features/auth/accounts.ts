import type { Queryable } from '../../db/types.js';
import { customerIdByPhone } from '../customers/service.js';
import { findShop } from '../shop/service.js';
import { staffByPhone } from '../staff/service.js';

export interface VendorAccount {
  id: string;
  status: string;
  contactNo: string;
}

export interface CustomerAccount {
  id: string;
  contactNo: string;
}

/** A number that is staff at a shop: they sign in to that shop's dashboard with their role. */
export interface StaffAccount {
  id: string;
  vendorId: string;
}

export interface AccountsForPhone {
  vendor: VendorAccount | null;
  customer: CustomerAccount | null;
  staff: StaffAccount | null;
}

/** The vendor, customer and/or staff member registered with this +91 number (asked of the shop, customers and staff features). */
export async function findAccounts(q: Queryable, phoneE164: string): Promise<AccountsForPhone> {
  const [shop, customerId, staff] = await Promise.all([findShop(q, { contactNo: phoneE164 }), customerIdByPhone(q, phoneE164), staffByPhone(q, phoneE164)]);
  return {
    vendor: shop ? { id: shop.id, status: shop.status, contactNo: phoneE164 } : null,
    customer: customerId ? { id: customerId, contactNo: phoneE164 } : null,
    staff,
  };
}

/** Spec section 4: Reject and Pending are not approved; every other status counts as approved. */
export function isVendorApproved(status: string): boolean {
  return status !== 'Pending' && status !== 'Reject';
}
