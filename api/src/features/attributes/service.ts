/** The vendor's business attributes (GET/PUT vendor/attribute) and what other features read of them. */
import {
  type AccessRole,
  type AttributeDefinition,
  type AttributeUpdate,
  OWNER_ONLY_ATTRIBUTES,
  ROLE_NOT_ALLOWED,
  STAFF_MESSAGES,
  type VendorAttribute,
} from '@vd/contract';
import type { Database, Queryable } from '../../db/types.js';
import { forbidden } from '../../http/errors.js';
import { lockVendor } from '../shop/service.js';
import { checkAttributeRows } from './model.js';
import * as store from './store.js';

/** Makes sure every editable attribute is in the master list (a database without the demo seed has none). */
export function ensureAttributeDefinitions(q: Queryable): Promise<void> {
  return store.ensureAttributeDefinitions(q);
}

export function listAttributeDefinitions(q: Queryable): Promise<AttributeDefinition[]> {
  return store.listAttributeDefinitions(q);
}

/** Every attribute the vendor has set, by name (GET vendor's attributeValues). */
export function vendorAttributes(q: Queryable, vendorId: string): Promise<VendorAttribute[]> {
  return store.vendorAttributes(q, vendorId);
}

/** The shop's delivery terms for a new order: deliveryCharges and minimumOrder in rupees (0 when unset or not a number ≥ 0). */
export async function deliveryTerms(q: Queryable, vendorId: string): Promise<{ deliveryCharges: number; minimumOrder: number }> {
  const values = await store.attributeValues(q, vendorId, ['deliveryCharges', 'minimumOrder']);
  const num = (name: string) => {
    const v = Number(values.get(name));
    return Number.isFinite(v) && v >= 0 ? v : 0;
  };
  return { deliveryCharges: num('deliveryCharges'), minimumOrder: num('minimumOrder') };
}

/** The stored values of some attributes, by name (absent: not set). */
export function attributeValuesOf(q: Queryable, vendorId: string, names: readonly string[]): Promise<Map<string, string>> {
  return store.attributeValues(q, vendorId, names);
}

/**
 * PUT vendor/attribute in one transaction: the body is checked inside it against the vendor's
 * stored values (the vendor row is locked, so two saves of one vendor run one after the other and
 * the cross-field check sees the other's result). Answers the saved rows and every attribute now.
 */
export async function saveAttributes(
  db: Database,
  vendorId: string,
  body: readonly AttributeUpdate[],
  now: Date,
  role: AccessRole = 'owner',
): Promise<{ saved: VendorAttribute[]; attributeValues: VendorAttribute[] }> {
  return db.tx(async (q) => {
    await lockVendor(q, vendorId);
    const before = await store.vendorAttributes(q, vendorId);
    const stored = new Map(before.map((a) => [a.name, a.value]));
    const rows = checkAttributeRows(body, stored, now);
    // The UPI ID and payee and the registration numbers are the owner's: sent unchanged, they pass.
    if (role !== 'owner' && rows.some((r) => OWNER_ONLY_ATTRIBUTES.includes(r.name) && r.value !== (stored.get(r.name) ?? ''))) {
      throw forbidden(ROLE_NOT_ALLOWED, STAFF_MESSAGES.ownerOnlyAttributes);
    }
    const saved = await store.upsertAttributes(q, vendorId, rows, now);
    return { saved, attributeValues: await store.vendorAttributes(q, vendorId) };
  });
}
