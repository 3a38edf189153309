/** Staff: GET/POST vendor/staff, PUT/DELETE vendor/staff/{staffId} (the owner only). */
import { Type, type Static } from 'typebox';
import { MAX_STAFF, STAFF_NAME_MAX_LENGTH, STAFF_ROLES } from '../rules/staff.js';
import { ErrorRef, errorResponses, Nullable, StringEnum, UUID_PATTERN, vendorScoped } from './common.js';

export const StaffRoleSchema = StringEnum(STAFF_ROLES, {
  description: 'manager: all but Staff, UPI, registration details and going offline; orders: orders and the catalogue read-only',
});

export const StaffMemberSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  phone: Type.String({ description: '+91XXXXXXXXXX' }),
  role: StaffRoleSchema,
  addedAt: Type.String({ format: 'date-time' }),
  lastSignInAt: Nullable(Type.String({ format: 'date-time' }), { description: 'null until they first sign in' }),
});
export type StaffMember = Static<typeof StaffMemberSchema>;

export const StaffListSchema = Type.Array(StaffMemberSchema, { maxItems: MAX_STAFF });

export const AddStaffRequestSchema = Type.Object({
  name: Type.String({ maxLength: STAFF_NAME_MAX_LENGTH, description: 'Trimmed; blank → 400 INVALID_NAME' }),
  phone: Type.String({ maxLength: 20, description: 'Their own 10-digit mobile number, optionally prefixed with +91 (400 INVALID_PHONE otherwise)' }),
  role: StaffRoleSchema,
});
export type AddStaffRequest = Static<typeof AddStaffRequestSchema>;

const StaffIdParams = Type.Object({ staffId: Type.String({ pattern: UUID_PATTERN }) });

export const listStaffRoute = {
  tags: ['staff'],
  summary: "The shop's staff, in the order they were added (the owner only)",
  ...vendorScoped,
  response: { 200: StaffListSchema, ...errorResponses },
};

export const addStaffRoute = {
  tags: ['staff'],
  summary: 'Give someone access to the shop with their own phone (the owner only)',
  description:
    `400 INVALID_PHONE or INVALID_NAME; 409 STAFF_LIMIT (${MAX_STAFF} staff already), STAFF_PHONE_TAKEN (the number is a shop's own, ` +
    "a customer's, or already staff here or at another shop). Answers the new staff member.",
  ...vendorScoped,
  body: AddStaffRequestSchema,
  response: { 201: StaffMemberSchema, ...errorResponses, 409: ErrorRef() },
};

export const updateStaffRoute = {
  tags: ['staff'],
  summary: "Change a staff member's role: their next request has the new role, on every API process (the owner only)",
  ...vendorScoped,
  params: StaffIdParams,
  body: Type.Object({ role: StaffRoleSchema }),
  response: { 200: StaffMemberSchema, ...errorResponses, 404: ErrorRef('STAFF_NOT_FOUND') },
};

export const removeStaffRoute = {
  tags: ['staff'],
  summary: 'Remove a staff member: their sessions end at once, on every API process (the owner only); answers the staff left',
  ...vendorScoped,
  params: StaffIdParams,
  response: { 200: StaffListSchema, ...errorResponses, 404: ErrorRef('STAFF_NOT_FOUND') },
};
