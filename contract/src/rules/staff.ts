/**
 * Staff: people who help in a shop and sign in with their own phone. Who may do what is written
 * here once: the API refuses a call outside the caller's role, and the dashboard hides what the role
 * cannot reach.
 *
 * - `owner`: the vendor's own number, everything.
 * - `manager`: everything except Staff, the UPI ID and payee, the registration details (GST, PAN,
 *   Udyam) and switching the shop offline.
 * - `orders`: the orders list and detail with their actions, the store catalogue read-only.
 */
import { VENDOR_ATTR } from './vendor-attributes/names.js';

/** The roles a staff member can be given. */
export const STAFF_ROLES = ['manager', 'orders'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every role a signed-in dashboard user has: the owner, or a staff member's role. */
export const ACCESS_ROLES = ['owner', ...STAFF_ROLES] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

/** Who may call a route: no session, a customer's session, or these dashboard roles. */
export type RouteAccess = 'public' | 'customer' | readonly AccessRole[];

/** The groups routes are given (contract/src/routes.ts). */
export const ACCESS = {
  everyone: ACCESS_ROLES,
  managers: ['owner', 'manager'],
  owner: ['owner'],
} as const satisfies Record<string, readonly AccessRole[]>;

/** At most this many staff per shop (removed ones do not count). */
export const MAX_STAFF = 10;
/** A staff member's name as the owner types it. */
export const STAFF_NAME_MAX_LENGTH = 60;

/** The error code of a call outside the caller's role (403). */
export const ROLE_NOT_ALLOWED = 'ROLE_NOT_ALLOWED';

/** The business details only the owner changes: the UPI ID and payee, and the registration numbers. */
export const OWNER_ONLY_ATTRIBUTES: readonly string[] = [
  VENDOR_ATTR.upiId,
  VENDOR_ATTR.upiPayeeName,
  VENDOR_ATTR.gstNo,
  VENDOR_ATTR.panNo,
  VENDOR_ATTR.udyamNo,
];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export function isAccessRole(value: unknown): value is AccessRole {
  return typeof value === 'string' && (ACCESS_ROLES as readonly string[]).includes(value);
}

/** Whether a role may call a route of this access (customers' and public routes are not the dashboard's). */
export function roleMay(access: RouteAccess, role: AccessRole): boolean {
  return access === 'public' || (access !== 'customer' && access.includes(role));
}

/** The API's messages for staff (English; the dashboard shows its own catalogue's texts). */
export const STAFF_MESSAGES = {
  roleNotAllowed: "Your role in this shop does not allow this. Ask the shop's owner.",
  ownerOnlyAttributes: 'Only the owner can change the UPI ID, the payee name and the GST, PAN and Udyam numbers.',
  offlineOwnerOnly: 'Only the owner can take the shop offline.',
  limit: `A shop can have at most ${MAX_STAFF} staff. Remove someone first.`,
  isShopNumber: "This number is a shop's own number. A shop owner cannot be added as staff.",
  isCustomer: 'This number belongs to a customer account and cannot be added as staff.',
  isStaffHere: 'This number is already on your staff.',
  isStaffElsewhere: 'This number is already staff at another shop. They must be removed there first.',
  nameRequired: 'Please enter a name.',
  notFound: 'This staff member was not found. They may have been removed already.',
  removed: 'Your access to this shop has been removed. Ask the owner to add you again.',
} as const;
