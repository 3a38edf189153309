/** SQL on support_messages (nothing else), and the per-vendor lock its hourly limit is counted under. */
import type { SupportTopic } from '@vd/contract';
import type { Queryable } from '../../db/types.js';
import { newId } from '../../lib/ids.js';

export interface StoredSupportMessage {
  id: string;
  vendorId: string | null;
  vendorPhone: string;
  shopName: string;
  topic: SupportTopic;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
  emailedAt: Date | null;
}

/** Stores one message with the vendor's shop name and number as they are now. */
export async function insertSupportMessage(
  q: Queryable,
  vendor: { id: string; contactNo: string; shopName: string },
  input: { topic: SupportTopic; name: string; email: string; message: string },
  now: Date,
): Promise<StoredSupportMessage> {
  const id = newId();
  await q.query(
    `INSERT INTO support_messages (id, vendor_id, vendor_phone, shop_name, topic, name, email, message, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [id, vendor.id, vendor.contactNo, vendor.shopName, input.topic, input.name, input.email, input.message, now],
  );
  return { id, vendorId: vendor.id, vendorPhone: vendor.contactNo, shopName: vendor.shopName, ...input, createdAt: now, emailedAt: null };
}

/**
 * Serialises storing messages of one vendor (over every API process) until the transaction ends:
 * the hourly count and the insert after it see every message stored before.
 */
export async function lockVendorMessages(q: Queryable, vendorId: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`support:${vendorId}`]);
}

/** Messages the vendor sent in the hour before `now`, and when the oldest of them was sent. */
export async function recentMessages(q: Queryable, vendorId: string, now: Date): Promise<{ count: number; oldest: Date | null }> {
  const { rows } = await q.query<{ count: number; oldest: Date | string | null }>(
    `SELECT count(*)::int AS count, min(created_at) AS oldest FROM support_messages
      WHERE vendor_id = $1 AND created_at > $2::timestamptz - interval '1 hour'`,
    [vendorId, now],
  );
  const r = rows[0];
  return { count: Number(r?.count ?? 0), oldest: r?.oldest ? new Date(r.oldest) : null };
}

export async function markEmailed(q: Queryable, id: string, at: Date): Promise<void> {
  await q.query('UPDATE support_messages SET emailed_at = $1 WHERE id = $2', [at, id]);
}

/** The newest messages first (the operators' command). */
export async function listSupportMessages(q: Queryable, limit: number): Promise<StoredSupportMessage[]> {
  const { rows } = await q.query<Record<string, unknown>>(
    `SELECT id, vendor_id, vendor_phone, shop_name, topic, name, email, message, created_at, emailed_at
       FROM support_messages ORDER BY created_at DESC, id LIMIT $1`,
    [limit],
  );
  return rows.map(fromRow);
}

function fromRow(r: Record<string, unknown>): StoredSupportMessage {
  return {
    id: String(r.id),
    vendorId: (r.vendor_id as string | null) ?? null,
    vendorPhone: String(r.vendor_phone),
    shopName: String(r.shop_name),
    topic: r.topic as SupportTopic,
    name: String(r.name),
    email: String(r.email),
    message: String(r.message),
    createdAt: new Date(r.created_at as string),
    emailedAt: r.emailed_at ? new Date(r.emailed_at as string) : null,
  };
}

/** The vendor's own messages, newest first. */
export async function vendorSupportMessages(q: Queryable, vendorId: string, limit = 50): Promise<StoredSupportMessage[]> {
  const { rows } = await q.query<Record<string, unknown>>(
    `SELECT id, vendor_id, vendor_phone, shop_name, topic, name, email, message, created_at, emailed_at
       FROM support_messages WHERE vendor_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
    [vendorId, limit],
  );
  return rows.map(fromRow);
}
