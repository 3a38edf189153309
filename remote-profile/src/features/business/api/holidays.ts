/**
 * Holidays: GET/POST vendor/holidays, DELETE vendor/holidays/{holidayId}. Each change
 * puts the answered list in the cache and refreshes the vendor record (the hub, the header and the
 * public profile say 'Closed' from it).
 */
import type { HolidayInput, HolidayRecord } from '@vd/contract';
import * as routes from '@vd/contract/routes';
import { callApi } from '@vd/shared/api';
import { type QueryClient, queryOptions } from '@vd/shared/data';
import { profileKeys } from '../../../lib/data/keys';
import { afterVendorChange } from '../../../lib/data/vendor';

export function holidaysQuery() {
  return queryOptions({
    queryKey: profileKeys.business.holidays(),
    queryFn: ({ signal }) => callApi(routes.listHolidays, {}, { signal }) as Promise<HolidayRecord[]>,
  });
}

export const addHoliday = (body: HolidayInput): Promise<HolidayRecord[]> => callApi(routes.addHoliday, { body }) as Promise<HolidayRecord[]>;

export const removeHoliday = (holidayId: string): Promise<HolidayRecord[]> =>
  callApi(routes.deleteHoliday, { params: { holidayId } }) as Promise<HolidayRecord[]>;

export async function afterHolidayChange(client: QueryClient, holidays: HolidayRecord[]): Promise<void> {
  client.setQueryData(profileKeys.business.holidays(), holidays);
  await afterVendorChange(client);
}
