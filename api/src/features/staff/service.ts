/**
 * Staff: the owner gives people access to the shop with their own phone and a role. Adding checks the
 * shop's limit with the shop's row locked (every API process waits on the same lock); a number is
 * staff at one shop at a time (a unique index settles two shops adding it at once). Removing ends the
 * member's sign-ins in the same transaction; their role is read on every request they make.
 */
import { type AddStaffRequest, MAX_STAFF, STAFF_MESSAGES, type StaffMember, type StaffRole, toE164 } from '@vd/contract';
import type { Database } from '../../db/types.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { newId } from '../../lib/ids.js';
import { endStaffSignIns } from '../auth/tokens.js';
import { customerIdByPhone } from '../customers/service.js';
import { findShop, lockVendor } from '../shop/service.js';
import * as store from './store.js';

export { listStaff, staffByPhone, staffLanguage, setStaffLanguage, touchSignIn } from './store.js';

const taken = (message: string) => new AppError(409, 'STAFF_PHONE_TAKEN', message);
const staffNotFound = () => notFound('STAFF_NOT_FOUND', STAFF_MESSAGES.notFound);

/** The message the login shows for a number that is not 10 digits. */
const INVALID_PHONE = 'Please enter a valid 10-digit phone number';

/** POST vendor/staff: 400 for a bad name or number, 409 for the limit or a number with another account. */
export async function addStaff(db: Database, vendorId: string, input: AddStaffRequest, now: Date): Promise<StaffMember> {
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (name === '') throw badRequest('INVALID_NAME', STAFF_MESSAGES.nameRequired, { field: 'name' });
  const phone = toE164(input.phone);
  if (phone === null) throw badRequest('INVALID_PHONE', INVALID_PHONE, { field: 'phone' });
  try {
    return await db.tx(async (q) => {
      await lockVendor(q, vendorId);
      if (await findShop(q, { contactNo: phone })) throw taken(STAFF_MESSAGES.isShopNumber);
      if (await customerIdByPhone(q, phone)) throw taken(STAFF_MESSAGES.isCustomer);
      const current = await store.staffByPhone(q, phone);
      if (current) throw taken(current.vendorId === vendorId ? STAFF_MESSAGES.isStaffHere : STAFF_MESSAGES.isStaffElsewhere);
      if ((await store.listStaff(q, vendorId)).length >= MAX_STAFF) throw new AppError(409, 'STAFF_LIMIT', STAFF_MESSAGES.limit);
      return store.insertStaff(q, { id: newId(), vendorId, name, phone, role: input.role, now });
    });
  } catch (err) {
    // Another shop added the same number at the same moment: the unique index kept one.
    if ((err as { code?: string }).code === '23505') throw taken(STAFF_MESSAGES.isStaffElsewhere);
    throw err;
  }
}

/** PUT vendor/staff/{id}: their next request, in any process, has the new role. */
export async function changeRole(db: Database, vendorId: string, staffId: string, role: StaffRole): Promise<StaffMember> {
  const member = await store.updateRole(db, vendorId, staffId, role);
  if (!member) throw staffNotFound();
  return member;
}

/** DELETE vendor/staff/{id}: removed, and their sign-ins ended, in one transaction. Answers the staff left. */
export async function removeStaff(db: Database, vendorId: string, staffId: string, now: Date): Promise<{ staff: StaffMember[]; endedSessions: string[] }> {
  return db.tx(async (q) => {
    if (!(await store.markRemoved(q, vendorId, staffId, now))) throw staffNotFound();
    const endedSessions = await endStaffSignIns(q, staffId, now);
    return { staff: await store.listStaff(q, vendorId), endedSessions };
  });
}
