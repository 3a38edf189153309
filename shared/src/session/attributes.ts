import type { AttributeValue } from './types';

function entryName(entry: AttributeValue): string | null | undefined {
  return entry.name ?? entry.attributeName;
}

/**
 * The value of a vendor attribute as a string, or null when absent. Entries may use
 * name or attributeName, value or attributeValue (spec section 3).
 */
export function readAttribute(vendor: { attributeValues?: readonly AttributeValue[] | null } | null | undefined, name: string): string | null {
  const list = vendor?.attributeValues;
  if (!Array.isArray(list)) return null;
  for (const entry of list) {
    if (!entry || entryName(entry) !== name) continue;
    const value = entry.value ?? entry.attributeValue;
    return value === null || value === undefined ? null : String(value);
  }
  return null;
}
