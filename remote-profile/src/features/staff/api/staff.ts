/** Staff: GET/POST vendor/staff, PUT/DELETE vendor/staff/{staffId}. Each change puts the answer in the cache. */
import type { AddStaffRequest, StaffMember, StaffRole } from '@vd/contract';
import * as routes from '@vd/contract/routes';
import { callApi } from '@vd/shared/api';
import { queryOptions } from '@vd/shared/data';
import { profileKeys } from '../../../lib/data/keys';

export function staffQuery() {
  return queryOptions({
    queryKey: profileKeys.staff.list(),
    queryFn: ({ signal }) => callApi(routes.listStaff, {}, { signal }) as Promise<StaffMember[]>,
  });
}

export const addStaffMember = (body: AddStaffRequest): Promise<StaffMember> => callApi(routes.addStaff, { body }) as Promise<StaffMember>;

export const changeStaffRole = ({ id, role }: { id: string; role: StaffRole }): Promise<StaffMember> =>
  callApi(routes.updateStaff, { params: { staffId: id }, body: { role } }) as Promise<StaffMember>;

export const removeStaffMember = (id: string): Promise<StaffMember[]> => callApi(routes.removeStaff, { params: { staffId: id } }) as Promise<StaffMember[]>;
