/**
 * The vendor account (the vendors table, through store.ts): the shop status switch, the vendor and
 * profile updates, the dashboard language; and what other features need of a vendor
 * (find one, lock its row in their transaction, its contact, its address link). Validation uses the
 * contract's profile rules, so the API says exactly what the dashboard's forms say.
 */
import {
  canToggleShopStatus,
  checkOfflineUntil,
  effectiveShopStatus,
  isIsoInstant,
  SHOP_STATUS,
  type Locale,
  normaliseAlternateContact,
  normaliseEmail,
  PROFILE_LIMITS,
  ruleErrorText,
  type ShopToggleStatus,
  type VendorUpdate,
  validateProfile,
} from '@vd/contract';
import type { Database, Queryable } from '../../db/types.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { VendorChanges, VendorUpdateProblems } from './model.js';
import * as store from './store.js';

export type { VendorRow } from './store.js';

/**
 * Checks an update and turns it into column changes. Text is trimmed; an empty e-mail or alternate
 * contact clears it; the alternate contact is stored as +91 and 10 digits.
 */
export function vendorChanges(input: VendorUpdate, primaryContact: string): { changes: VendorChanges; problems: VendorUpdateProblems } {
  const problems: VendorUpdateProblems = {};
  const changes: VendorChanges = {};
  const checked = validateProfile(
    { name: input.name ?? 'unchanged', emailId: input.emailId ?? '', alternateContact: input.alternateContact ?? '' },
    primaryContact,
  );
  if (input.name !== undefined) {
    if (checked.name) problems.name = ruleErrorText(checked.name);
    else changes.name = input.name.trim();
  }
  if (input.shopName !== undefined) {
    const shopName = input.shopName.trim();
    if (!shopName) problems.shopName = 'Shop name is required';
    else changes.shopName = shopName;
  }
  if (input.emailId !== undefined) {
    if (checked.emailId) problems.emailId = ruleErrorText(checked.emailId);
    else changes.email = normaliseEmail(input.emailId);
  }
  if (input.alternateContact !== undefined) {
    if (checked.alternateContact) problems.alternateContact = ruleErrorText(checked.alternateContact);
    else changes.alternateContact = normaliseAlternateContact(input.alternateContact);
  }
  if (input.deliveryRadius !== undefined) {
    const r = input.deliveryRadius;
    if (r !== null && (r < PROFILE_LIMITS.radiusMinKm || r > PROFILE_LIMITS.radiusMaxKm || Math.round(r * 100) !== r * 100)) {
      problems.deliveryRadius = `Delivery radius must be a number between ${PROFILE_LIMITS.radiusMinKm} and ${PROFILE_LIMITS.radiusMaxKm} km`;
    } else changes.deliveryRadius = r;
  }
  return { changes, problems };
}

/** 400 naming every problem (the first one in the message), or nothing. */
export function refuseProblems(problems: VendorUpdateProblems): void {
  const fields = Object.keys(problems);
  if (fields.length === 0) return;
  const first = fields[0]!;
  throw badRequest('VALIDATION_FAILED', `body/${first}: ${problems[first]}`, { fields: problems });
}

/**
 * PUT vendor / PUT vendor/profile: checks the update (400 naming every problem), then writes the
 * changes to the vendor's own row (nothing else).
 */
export async function updateVendor(db: Database, vendorId: string, primaryContact: string, input: VendorUpdate, now: Date): Promise<void> {
  const { changes, problems } = vendorChanges(input, primaryContact);
  refuseProblems(problems);
  await applyVendorChanges(db, vendorId, changes, now);
}

/** Writes the changes to the vendor's own row (nothing else). */
async function applyVendorChanges(db: Database, vendorId: string, changes: VendorChanges, now: Date): Promise<void> {
  if (!(Object.keys(changes) as (keyof VendorChanges)[]).some((k) => changes[k] !== undefined))
    throw badRequest('EMPTY_UPDATE', 'Nothing to update: send at least one of name, shopName, emailId, alternateContact, deliveryRadius.');
  if (!(await store.updateVendorColumns(db, vendorId, changes, now))) throw vendorNotFound();
}

/** The answer to an offlineUntil that is not ISO 8601 with its offset (free text, or a time without a zone). */
export const OFFLINE_UNTIL_FORMAT =
  'querystring/offlineUntil must be an ISO 8601 date-time with its time zone offset, Z or ±hh:mm (e.g. 2026-12-05T10:00:00+05:30).';

/**
 * PUT vendor/status: Approved ⇄ OutOfStation only, in one transaction with the row locked (a customer
 * order being placed reads the status under the same lock). Setting the status it already has is fine.
 * Offline may carry the time the shop goes live again by itself: stored, never a timer;
 * every reader derives the live status from it (`effectiveShopStatus`). Live clears it. The time
 * must carry its offset (Z or ±hh:mm): without one it would be read in this server's time zone.
 */
export async function setShopStatus(
  db: Database,
  vendorId: string,
  target: ShopToggleStatus,
  offlineUntilInput: string | undefined,
  now: Date,
): Promise<{ status: ShopToggleStatus; offlineUntil: string | null }> {
  let offlineUntil: Date | null = null;
  if (offlineUntilInput !== undefined && offlineUntilInput.trim() !== '') {
    if (target !== SHOP_STATUS.offline) throw badRequest('INVALID_OFFLINE_UNTIL', 'offlineUntil goes only with status=OutOfStation.');
    if (!isIsoInstant(offlineUntilInput.trim())) throw badRequest('INVALID_OFFLINE_UNTIL', OFFLINE_UNTIL_FORMAT);
    const problem = checkOfflineUntil(offlineUntilInput.trim(), now);
    if (problem) throw badRequest('INVALID_OFFLINE_UNTIL', problem);
    offlineUntil = new Date(offlineUntilInput.trim());
  }
  return db.tx(async (q) => {
    const row = await store.lockVendorRow(q, vendorId);
    if (!row) throw vendorNotFound();
    if (!canToggleShopStatus(row.status)) {
      throw new AppError(
        409,
        'STATUS_CHANGE_NOT_ALLOWED',
        `The shop status is ${row.status}: only a shop that is Approved (live) or OutOfStation (offline) can switch between the two.`,
        { currentStatus: row.status },
      );
    }
    const current = effectiveShopStatus(row.status, row.offlineUntil, now);
    const currentUntil = current === SHOP_STATUS.offline ? row.offlineUntil : null;
    if (current !== target || currentUntil !== (offlineUntil?.toISOString() ?? null) || row.status !== current) {
      await store.setStatus(q, vendorId, target, offlineUntil, now);
    }
    return { status: target, offlineUntil: offlineUntil?.toISOString() ?? null };
  });
}

/** PUT vendor/language: the vendor's dashboard language (the schema has already refused any other value). */
export async function setVendorLanguage(db: Database, vendorId: string, language: Locale, now: Date): Promise<void> {
  if (!(await store.setLanguage(db, vendorId, language, now))) throw vendorNotFound();
}

export const vendorNotFound = () => notFound('VENDOR_NOT_FOUND', 'No vendor record for this session.');

/** The vendor's own row, or null. */
export function vendorRow(q: Queryable, vendorId: string): Promise<store.VendorRow | null> {
  return store.vendorRow(q, vendorId);
}

/**
 * Locks the vendor's row for the rest of the caller's transaction (another feature's save of this
 * vendor's data runs one after the other); answers its status and address id, null when there is no
 * such vendor.
 */
export function lockVendor(q: Queryable, vendorId: string): Promise<{ status: string; offlineUntil: string | null; addressId: string | null } | null> {
  return store.lockVendorRow(q, vendorId);
}

/**
 * id, status and offline-until of the shop with this id or this +91 number (null when none). With
 * `now`, the status is as it is then: an offline shop whose offline-until has passed is Approved
 * (sign-in, which asks only approved or not, leaves it out: both count as approved).
 */
export async function findShop(
  q: Queryable,
  by: { id: string } | { contactNo: string },
  now?: Date,
): Promise<{ id: string; status: string; offlineUntil: string | null } | null> {
  const shop = await store.findVendor(q, by);
  if (!shop || !now) return shop;
  const status = effectiveShopStatus(shop.status, shop.offlineUntil, now);
  return { id: shop.id, status, offlineUntil: status === SHOP_STATUS.offline ? shop.offlineUntil : null };
}

/** The shop's name and number as they are now (support messages keep them). */
export async function vendorContact(q: Queryable, vendorId: string): Promise<{ contactNo: string; shopName: string } | null> {
  const row = await store.vendorRow(q, vendorId);
  return row ? { contactNo: row.contactNo, shopName: row.shopName } : null;
}

/** Points the vendor at its address row (the address feature's save, in its transaction). */
export function linkVendorAddress(q: Queryable, vendorId: string, addressId: string, now: Date): Promise<void> {
  return store.setAddressId(q, vendorId, addressId, now);
}
