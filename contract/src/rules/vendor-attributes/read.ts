/** One entry of a vendor's attribute list as readers meet it (spec section 3: either spelling). */
export interface AttributeRecordEntry {
  id?: string | number | null;
  name?: string | null;
  attributeName?: string | null;
  value?: string | number | boolean | null;
  attributeValue?: string | number | boolean | null;
}

/**
 * The value of a vendor attribute as a string, or null when absent. Entries may use
 * name or attributeName, value or attributeValue (spec section 3).
 */
export function readAttribute(vendor: { attributeValues?: readonly AttributeRecordEntry[] | null } | null | undefined, name: string): string | null {
  const list = vendor?.attributeValues;
  if (!Array.isArray(list)) return null;
  for (const entry of list) {
    if (!entry || (entry.name ?? entry.attributeName) !== name) continue;
    const value = entry.value ?? entry.attributeValue;
    return value === null || value === undefined ? null : String(value);
  }
  return null;
}
