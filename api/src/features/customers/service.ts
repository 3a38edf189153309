/**
 * Customers, as other features read them (an order keeps the customer's name, number and address).
 * Customers sign in through auth; there is no customer endpoint in this API.
 */
import type { Queryable } from '../../db/types.js';
import { shortAddressText } from '../address/service.js';
import * as store from './store.js';

/** The customer's name, number and delivery address text ("line one, line two, city, PIN"; null without one), or null. */
export async function customerForOrder(q: Queryable, customerId: string): Promise<{ name: string; contactNo: string; addressText: string | null } | null> {
  const row = await store.customerRow(q, customerId);
  if (!row) return null;
  return { name: row.name, contactNo: row.contactNo, addressText: row.addressId ? await shortAddressText(q, row.addressId) : null };
}

/** The id of the customer registered with this +91 number (null when none): sign-in asks. */
export function customerIdByPhone(q: Queryable, contactNo: string): Promise<string | null> {
  return store.customerIdByPhone(q, contactNo);
}
