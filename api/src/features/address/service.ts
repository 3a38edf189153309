/** Addresses: the vendor's shop address (POST address) and reading an address for other features. */
import type { Address, AddressInput } from '@vd/contract';
import type { Database, Queryable } from '../../db/types.js';
import { linkVendorAddress, lockVendor } from '../shop/service.js';
import { checkAddress, formatAddress } from './model.js';
import * as store from './store.js';

/** An address as GET vendor shows it (with addressText), or null. */
export async function getAddress(q: Queryable, id: string): Promise<Address | null> {
  const r = await store.addressRow(q, id);
  if (!r) return null;
  const parts = {
    addressLineOne: r.addressLineOne ?? '',
    addressLineTwo: r.addressLineTwo,
    city: r.city ?? '',
    state: r.state ?? '',
    country: r.country ?? 'India',
    pinCode: r.pinCode,
  };
  return { id: r.id, ...parts, contactNo: r.contactNo, latitude: r.latitude, longitude: r.longitude, addressText: formatAddress(parts) };
}

/** "line one, line two, city, PIN" of an address, blanks skipped; null when nothing is left (a delivery address). */
export async function shortAddressText(q: Queryable, id: string): Promise<string | null> {
  const r = await store.addressRow(q, id);
  if (!r) return null;
  const text = [r.addressLineOne, r.addressLineTwo, r.city, r.pinCode].filter((x): x is string => x !== null && x !== '').join(', ');
  return text === '' ? null : text;
}

/**
 * POST address: checks the address (model.ts: 400 naming the problem, nothing written), then saves
 * it in one transaction: the address row the vendor points at is updated, or a new one is made and
 * linked. Answers it as GET vendor shows it.
 */
export async function saveVendorAddress(db: Database, vendorId: string, input: AddressInput, now: Date): Promise<Address> {
  const a = checkAddress(input);
  return db.tx(async (q) => {
    const vendor = await lockVendor(q, vendorId);
    let id = vendor?.addressId ?? null;
    if (id) await store.updateAddress(q, id, a, now);
    else id = await store.insertAddress(q, a, now);
    await linkVendorAddress(q, vendorId, id, now);
    return { id, ...a, addressText: formatAddress(a) };
  });
}
