/** Sign-in roles. The dashboard signs in as VENDOR (sent as VENDOR or vendor); USER is a customer. */
export type Role = 'vendor' | 'user';

export const ROLE_VALUES = ['VENDOR', 'USER'] as const;

/** Case-insensitive; also accepts ROLE_VENDOR / ROLE_USER. Returns null for anything else. */
export function parseRole(input: string | undefined | null): Role | null {
  if (input === undefined || input === null) return null;
  const v = input
    .trim()
    .toLowerCase()
    .replace(/^role_/, '');
  return v === 'vendor' || v === 'user' ? v : null;
}
