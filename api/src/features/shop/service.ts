/**
 * The vendor's own changes (issue 11): the shop status switch and the vendor/profile updates, as
 * plain functions over the database. Validation uses the contract's profile rules, so the API says
 * exactly what the dashboard's forms say.
 */
import {
  canToggleShopStatus,
  type Locale,
  normaliseAlternateContact,
  normaliseEmail,
  PROFILE_LIMITS,
  ruleErrorText,
  type ShopToggleStatus,
  type VendorUpdate,
  validateProfile,
} from '@vd/contract';
import type { Database } from '../../db/types.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { VendorChanges, VendorUpdateProblems } from './model.js';

const COLUMNS: Record<keyof VendorChanges, string> = {
  name: 'name',
  shopName: 'shop_name',
  email: 'email',
  alternateContact: 'alternate_contact',
  deliveryRadius: 'delivery_radius',
};

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

/** Writes the changes to the vendor's own row (nothing else). */
export async function applyVendorChanges(db: Database, vendorId: string, changes: VendorChanges, now: Date): Promise<void> {
  const entries = (Object.keys(changes) as (keyof VendorChanges)[]).filter((k) => changes[k] !== undefined);
  if (entries.length === 0)
    throw badRequest('EMPTY_UPDATE', 'Nothing to update: send at least one of name, shopName, emailId, alternateContact, deliveryRadius.');
  const sets = entries.map((k, i) => `${COLUMNS[k]} = $${i + 1}`);
  const values = entries.map((k) => changes[k] ?? null);
  const res = await db.query(`UPDATE vendors SET ${sets.join(', ')}, updated_at = $${entries.length + 1} WHERE id = $${entries.length + 2}`, [
    ...values,
    now,
    vendorId,
  ]);
  if (res.rowCount !== 1) throw notFound('VENDOR_NOT_FOUND', 'No vendor record for this session.');
}

/**
 * PUT vendor/status: Approved ⇄ OutOfStation only, in one transaction with the row locked (a customer
 * order being placed reads the status under the same lock). Setting the status it already has is fine.
 */
export async function setShopStatus(db: Database, vendorId: string, target: ShopToggleStatus, now: Date): Promise<ShopToggleStatus> {
  return db.tx(async (q) => {
    const { rows } = await q.query<{ status: string }>('SELECT status FROM vendors WHERE id = $1 FOR UPDATE', [vendorId]);
    const row = rows[0];
    if (!row) throw notFound('VENDOR_NOT_FOUND', 'No vendor record for this session.');
    if (!canToggleShopStatus(row.status)) {
      throw new AppError(
        409,
        'STATUS_CHANGE_NOT_ALLOWED',
        `The shop status is ${row.status}: only a shop that is Approved (live) or OutOfStation (offline) can switch between the two.`,
        { currentStatus: row.status },
      );
    }
    if (row.status !== target) await q.query('UPDATE vendors SET status = $1, updated_at = $2 WHERE id = $3', [target, now, vendorId]);
    return target;
  });
}

/** PUT vendor/language: the vendor's dashboard language (the schema has already refused any other value). */
export async function setVendorLanguage(db: Database, vendorId: string, language: Locale, now: Date): Promise<void> {
  const res = await db.query('UPDATE vendors SET language = $1, updated_at = $2 WHERE id = $3', [language, now, vendorId]);
  if (res.rowCount !== 1) throw notFound('VENDOR_NOT_FOUND', 'No vendor record for this session.');
}
