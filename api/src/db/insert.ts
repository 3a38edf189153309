import type { Queryable } from './types.js';

const IDENT = /^[a-z_][a-z0-9_]*$/;

/**
 * Multi-row INSERT ... ON CONFLICT DO NOTHING, chunked to stay far below the 65535-parameter limit.
 * Column names come from the first row (all rows must have the same keys).
 */
export async function insertRows(q: Queryable, table: string, rows: readonly Record<string, unknown>[], chunkSize = 500): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  for (const name of [table, ...columns]) if (!IDENT.test(name)) throw new Error(`invalid identifier ${name}`);
  const per = Math.max(1, Math.min(chunkSize, Math.floor(30_000 / columns.length)));
  for (let i = 0; i < rows.length; i += per) {
    const chunk = rows.slice(i, i + per);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const ph = columns.map((c) => {
        const v = row[c];
        params.push(v === undefined ? null : v);
        return `$${params.length}`;
      });
      return `(${ph.join(', ')})`;
    });
    await q.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING`, params);
  }
}
