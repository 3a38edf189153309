import type { AccessRole } from '@vd/contract/rules';
import { firstName } from '@vd/shared/session';
import { t } from './messages';

const ROLE_LABEL = { owner: 'roleOwner', manager: 'roleManager', orders: 'roleOrders' } as const;

/** The role's name as the header says it. */
export function roleLabel(role: AccessRole): string {
  return t(ROLE_LABEL[role]);
}

/** The header's second line for a staff member ("Ravi · Orders"); null for the owner. */
export function staffLine(staffName: string | null, role: AccessRole): string | null {
  if (staffName === null || role === 'owner') return null;
  return t('staffLine', { name: firstName(staffName) ?? staffName, role: roleLabel(role) });
}
