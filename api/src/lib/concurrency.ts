import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.js';

/**
 * At most `max` tasks at once; the others wait their turn in arrival order. A finishing task hands
 * its slot straight to the next waiter, so the limit holds even when new callers arrive meanwhile.
 */
export function concurrencyLimit(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

/** A place held in `work_leases`: give it back with releasePlace. */
export interface HeldPlace {
  kind: string;
  vendorId: string;
  slot: number;
  token: string;
}

/**
 * Takes one of the vendor's `limit` places for a kind of work, counted in the database so the limit
 * holds over every API process: one statement picks the first slot that is free or whose lease has
 * passed (the database's clock) and takes it with INSERT ... ON CONFLICT, which takes it only if it
 * is still free then (two callers racing for one slot: one gets it, the other looks again). The
 * place is leased for `leaseSeconds` (longer than the work's own deadline, so a live holder never
 * loses it; a holder that died frees it then). Null when every place is held.
 */
export async function takePlace(q: Queryable, kind: string, vendorId: string, limit: number, leaseSeconds: number): Promise<HeldPlace | null> {
  const token = randomUUID();
  for (let round = 0; round < limit; round++) {
    const { rows } = await q.query<{ slot: number | null; had_free: boolean }>(
      `WITH free AS (
         SELECT s AS slot FROM generate_series(0, $3::int - 1) AS s
          WHERE NOT EXISTS (SELECT 1 FROM work_leases w WHERE w.kind = $1::text AND w.vendor_id = $2::uuid AND w.slot = s AND w.expires_at > now())
          ORDER BY s LIMIT 1
       ), taken AS (
         INSERT INTO work_leases AS l (kind, vendor_id, slot, token, expires_at)
         SELECT $1::text, $2::uuid, slot, $4::uuid, now() + make_interval(secs => $5) FROM free
         ON CONFLICT (kind, vendor_id, slot) DO UPDATE SET token = EXCLUDED.token, expires_at = EXCLUDED.expires_at
           WHERE l.expires_at <= now()
         RETURNING slot
       )
       SELECT (SELECT slot FROM taken) AS slot, EXISTS (SELECT 1 FROM free) AS had_free`,
      [kind, vendorId, limit, token, leaseSeconds],
      { name: 'work_lease_take' },
    );
    const r = rows[0];
    if (r?.slot !== null && r?.slot !== undefined) return { kind, vendorId, slot: Number(r.slot), token };
    if (!r?.had_free) return null;
  }
  return null;
}

/** Gives a place back (only its holder's token does; a place taken over since stays with its new holder). */
export async function releasePlace(q: Queryable, place: HeldPlace): Promise<void> {
  await q.query(
    'DELETE FROM work_leases WHERE kind = $1 AND vendor_id = $2 AND slot = $3 AND token = $4',
    [place.kind, place.vendorId, place.slot, place.token],
    {
      name: 'work_lease_release',
    },
  );
}
