/**
 * The vendor's attributes (spec section 7: GET/PUT vendor/attribute), read and written by the
 * business-details editor and the account screens (order settings, shop profile): query options on
 * the area's keys. Shapes are read defensively (`asAttributeDefinitions`): the screens keep working
 * with a partial answer.
 */
import type { AttributeDefinition, AttributeUpdate } from '@vd/contract';
import * as routes from '@vd/contract/routes';
import { callApi } from '@vd/shared/api';
import { queryOptions } from '@vd/shared/data';
import { profileKeys } from './keys';

/** One entry of PUT vendor/attribute as the editor sends it. */
export type AttributeWrite = Required<Pick<AttributeUpdate, 'name'>> & { id: string; value: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The master list as answered: rows without a name are dropped; a wrapper `{data: [...]}` is accepted. */
export function asAttributeDefinitions(data: unknown): AttributeDefinition[] {
  const rows = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.data) ? data.data : [];
  return rows.flatMap((row: unknown) => {
    if (!isRecord(row)) return [];
    const name = text(row.name ?? row.attributeName).trim();
    return name === '' ? [] : [{ id: text(row.id), name, type: text(row.type) || 'string' }];
  });
}

/** GET vendor/attribute: the attribute master list (names, types, ids). */
export async function fetchAttributeDefinitions(signal?: AbortSignal): Promise<AttributeDefinition[]> {
  const data: unknown = await callApi(routes.listAttributeDefinitions, {}, { signal });
  return asAttributeDefinitions(data);
}

/** The master list rarely changes: an hour fresh; a failure is not retried (the editor falls back at once). */
export function attributeDefinitionsQuery() {
  return queryOptions({
    queryKey: profileKeys.business.attributeDefinitions(),
    queryFn: ({ signal }) => fetchAttributeDefinitions(signal),
    staleTime: 60 * 60_000,
    retry: false,
  });
}

/** PUT vendor/attribute with the list of {id, name, value}. */
export async function putVendorAttributes(entries: readonly AttributeWrite[]): Promise<void> {
  await callApi(routes.saveAttributes, { body: [...entries] });
}
