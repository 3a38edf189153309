/** SQL on the vendor_holidays table (nothing else). Dates travel as 'YYYY-MM-DD' text, never as Date. */
import type { HolidayRecord } from '@vd/contract';
import type { Queryable } from '../../db/types.js';
import { newId } from '../../lib/ids.js';

const COLUMNS = `id, to_char(from_date, 'YYYY-MM-DD') AS from_date, to_char(to_date, 'YYYY-MM-DD') AS to_date, reason`;

interface Row {
  id: string;
  from_date: string;
  to_date: string;
  reason: string | null;
}
const toHoliday = (r: Row): HolidayRecord => ({ id: String(r.id), from: r.from_date, to: r.to_date, reason: r.reason });

/** The vendor's holidays ending on `today` or later, soonest first. */
export async function comingHolidays(q: Queryable, vendorId: string, today: string): Promise<HolidayRecord[]> {
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM vendor_holidays WHERE vendor_id = $1 AND to_date >= $2::date ORDER BY from_date, to_date, created_at`,
    [vendorId, today],
  );
  return rows.map(toHoliday);
}

export async function insertHoliday(q: Queryable, vendorId: string, h: { from: string; to: string; reason: string | null }, now: Date): Promise<void> {
  await q.query('INSERT INTO vendor_holidays (id, vendor_id, from_date, to_date, reason, created_at) VALUES ($1, $2, $3::date, $4::date, $5, $6)', [
    newId(),
    vendorId,
    h.from,
    h.to,
    h.reason,
    now,
  ]);
}

/** Answers whether the vendor had that holiday. */
export async function deleteHoliday(q: Queryable, vendorId: string, holidayId: string): Promise<boolean> {
  const res = await q.query('DELETE FROM vendor_holidays WHERE id = $1 AND vendor_id = $2', [holidayId, vendorId]);
  return res.rowCount === 1;
}
