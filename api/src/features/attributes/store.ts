import type { AttributeDefinition, VendorAttribute } from '@vd/contract';
import type { Queryable } from '../../db/types.js';
import { newId, stableId } from '../../lib/ids.js';
import { type AttributeRow, attributeDefinitionsToEnsure } from './model.js';

/* SQL on attribute_definitions and vendor_attributes (nothing else). */

/** The master list's ids: the same stable ids the demo seed gives (so a seeded database and this agree). */
export const definitionId = (name: string): string => stableId(`attrdef:${name}`);

/**
 * Makes sure every editable attribute is in the master list (a database without the demo seed has
 * none). Inserts only what is missing; several processes starting together are fine.
 */
export async function ensureAttributeDefinitions(q: Queryable): Promise<void> {
  const defs = attributeDefinitionsToEnsure();
  const params: unknown[] = [];
  const values = defs.map((d, i) => {
    params.push(definitionId(d.name), d.name, d.type, 100 + d.sort);
    return `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4})`;
  });
  await q.query(`INSERT INTO attribute_definitions (id, name, type, sort) VALUES ${values.join(', ')} ON CONFLICT DO NOTHING`, params);
}

export async function listAttributeDefinitions(q: Queryable): Promise<AttributeDefinition[]> {
  const { rows } = await q.query<{ id: string; name: string; type: string }>('SELECT id, name, type FROM attribute_definitions ORDER BY sort, name');
  return rows.map((r) => ({ id: r.id, name: r.name, type: r.type }));
}

export async function vendorAttributes(q: Queryable, vendorId: string): Promise<VendorAttribute[]> {
  const { rows } = await q.query<{ id: string; name: string; value: string }>(
    'SELECT id, name, value FROM vendor_attributes WHERE vendor_id = $1 ORDER BY name',
    [vendorId],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, value: r.value }));
}

/** The values of these attribute names the vendor has set. */
export async function attributeValues(q: Queryable, vendorId: string, names: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await q.query<{ name: string; value: string }>('SELECT name, value FROM vendor_attributes WHERE vendor_id = $1 AND name = ANY($2::text[])', [
    vendorId,
    names,
  ]);
  return new Map(rows.map((r) => [r.name, r.value]));
}

/** Inserts or updates the rows; answers them as stored, in the order given. */
export async function upsertAttributes(q: Queryable, vendorId: string, rows: readonly AttributeRow[], now: Date): Promise<VendorAttribute[]> {
  const params: unknown[] = [];
  const values = rows.map((r, i) => {
    params.push(newId(), vendorId, definitionId(r.name), r.name, r.value, now);
    const b = i * 6;
    return `($${b + 1}, $${b + 2}, (SELECT id FROM attribute_definitions WHERE id = $${b + 3}), $${b + 4}, $${b + 5}, $${b + 6})`;
  });
  const { rows: saved } = await q.query<{ id: string; name: string; value: string }>(
    `INSERT INTO vendor_attributes (id, vendor_id, attribute_id, name, value, updated_at) VALUES ${values.join(', ')}
     ON CONFLICT (vendor_id, name) DO UPDATE
        SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at, attribute_id = COALESCE(vendor_attributes.attribute_id, EXCLUDED.attribute_id)
     RETURNING id, name, value`,
    params,
  );
  const order = new Map(rows.map((r, i) => [r.name, i]));
  saved.sort((a, b) => (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0));
  return saved.map((r) => ({ id: r.id, name: r.name, value: r.value }));
}
