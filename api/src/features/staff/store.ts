/** The staff table: one row per person a shop gave access, kept after removal (what they did still names them). */
import type { StaffMember, StaffRole } from '@vd/contract';
import type { Queryable } from '../../db/types.js';

interface StaffRow {
  id: string;
  name: string;
  phone: string;
  role: StaffRole;
  created_at: Date;
  last_sign_in_at: Date | null;
}

const COLUMNS = 'id, name, phone, role, created_at, last_sign_in_at';

const toMember = (r: StaffRow): StaffMember => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  role: r.role,
  addedAt: new Date(r.created_at).toISOString(),
  lastSignInAt: r.last_sign_in_at === null ? null : new Date(r.last_sign_in_at).toISOString(),
});

/** The shop's current staff, in the order they were added. */
export async function listStaff(q: Queryable, vendorId: string): Promise<StaffMember[]> {
  const { rows } = await q.query<StaffRow>(`SELECT ${COLUMNS} FROM staff WHERE vendor_id = $1 AND removed_at IS NULL ORDER BY created_at, id`, [vendorId]);
  return rows.map(toMember);
}

/** The shop (and staff member) a number is current staff of, if any. */
export async function staffByPhone(q: Queryable, phoneE164: string): Promise<{ id: string; vendorId: string } | null> {
  const { rows } = await q.query<{ id: string; vendor_id: string }>('SELECT id, vendor_id FROM staff WHERE phone = $1 AND removed_at IS NULL', [phoneE164]);
  return rows[0] ? { id: rows[0].id, vendorId: rows[0].vendor_id } : null;
}

export async function insertStaff(
  q: Queryable,
  row: { id: string; vendorId: string; name: string; phone: string; role: StaffRole; now: Date },
): Promise<StaffMember> {
  const { rows } = await q.query<StaffRow>(
    `INSERT INTO staff (id, vendor_id, name, phone, role, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [row.id, row.vendorId, row.name, row.phone, row.role, row.now],
  );
  return toMember(rows[0]!);
}

/** Sets a current staff member's role; null when the shop has no such current member. */
export async function updateRole(q: Queryable, vendorId: string, staffId: string, role: StaffRole): Promise<StaffMember | null> {
  const { rows } = await q.query<StaffRow>(`UPDATE staff SET role = $3 WHERE id = $2 AND vendor_id = $1 AND removed_at IS NULL RETURNING ${COLUMNS}`, [
    vendorId,
    staffId,
    role,
  ]);
  return rows[0] ? toMember(rows[0]) : null;
}

/** Marks a current staff member removed; false when the shop has no such current member. */
export async function markRemoved(q: Queryable, vendorId: string, staffId: string, now: Date): Promise<boolean> {
  const { rowCount } = await q.query('UPDATE staff SET removed_at = $3 WHERE id = $2 AND vendor_id = $1 AND removed_at IS NULL', [vendorId, staffId, now]);
  return rowCount > 0;
}

/** A successful sign-in of a staff member. */
export async function touchSignIn(q: Queryable, staffId: string, now: Date): Promise<void> {
  await q.query('UPDATE staff SET last_sign_in_at = $2 WHERE id = $1', [staffId, now]);
}

/** A staff member's own dashboard language (PUT vendor/language from their session). */
export async function setStaffLanguage(q: Queryable, staffId: string, language: string): Promise<void> {
  await q.query('UPDATE staff SET language = $2 WHERE id = $1', [staffId, language]);
}

export async function staffLanguage(q: Queryable, staffId: string): Promise<string | null> {
  const { rows } = await q.query<{ language: string | null }>('SELECT language FROM staff WHERE id = $1', [staffId]);
  return rows[0]?.language ?? null;
}
