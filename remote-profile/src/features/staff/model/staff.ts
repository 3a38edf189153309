import type { StaffMember } from '@vd/contract';
import { MAX_STAFF, STAFF_NAME_MAX_LENGTH, type StaffRole } from '@vd/contract/rules';
import { phoneError } from '@vd/shared/validation';
import { stt } from '../messages';

export interface StaffDraft {
  name: string;
  phone: string;
  role: StaffRole;
}

export const EMPTY_DRAFT: StaffDraft = { name: '', phone: '', role: 'orders' };

export interface DraftProblems {
  name?: string;
  phone?: string;
}

/** What is wrong with a new staff member before it is sent: the name, and the phone by the login's rules. */
export function draftProblems(draft: StaffDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (draft.name.trim() === '') problems.name = stt('nameRequired');
  const phone = phoneError(draft.phone);
  if (phone) problems.phone = phone;
  return problems;
}

/** The body of POST vendor/staff from a checked draft. */
export function draftBody(draft: StaffDraft): { name: string; phone: string; role: StaffRole } {
  return { name: draft.name.trim().replace(/\s+/g, ' ').slice(0, STAFF_NAME_MAX_LENGTH), phone: draft.phone, role: draft.role };
}

/** Whether the shop can take one more (the API refuses past MAX_STAFF too). */
export const canAddMore = (staff: readonly StaffMember[]): boolean => staff.length < MAX_STAFF;

/** The role's name as the Staff screen says it. */
export const roleName = (role: StaffRole): string => stt(role === 'manager' ? 'roleManager' : 'roleOrders');
