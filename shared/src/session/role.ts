import type { AccessRole } from '@vd/contract/rules';
import type { Vendor } from './types';

/**
 * The signed-in person's role in the shop: a staff member's, as GET vendor answers it, or the owner
 * (a record without `access` is the owner's: the shop's own number).
 */
export function roleOf(vendor: Pick<Vendor, 'access'> | null | undefined): AccessRole {
  return vendor?.access?.role ?? 'owner';
}

/** A staff member's name, or null for the owner. */
export function staffNameOf(vendor: Pick<Vendor, 'access'> | null | undefined): string | null {
  return vendor?.access?.staffName ?? null;
}

/** The first word of a person's name, as the dashboard names staff ("Ravi"); null for none. */
export function firstName(name: string | null | undefined): string | null {
  return name?.trim().split(/\s+/)[0] || null;
}
