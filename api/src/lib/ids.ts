import { createHash, randomUUID } from 'node:crypto';
import { UUID_PATTERN } from '@vd/contract';

export const newId = (): string => randomUUID();

/**
 * A stable uuid (version 5 layout, SHA-1 of a name) so the demo seed gives every row the same id on
 * every machine and run.
 */
export function stableId(name: string): string {
  const h = createHash('sha1').update(`localbig:${name}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const UUID = new RegExp(UUID_PATTERN);

/** Ids are uuids; anything else cannot name a row (an order, a product, a category, a vendor). */
export const isUuid = (value: string): boolean => UUID.test(value);
