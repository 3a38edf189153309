/** Support messages (the contact form): checks, the hourly limit, storing, and reading them back. */
import { ruleErrorText, type SupportTopic, validateContact } from '@vd/contract';
import type { Database, Queryable } from '../../db/types.js';
import { badRequest, rateLimited } from '../../http/errors.js';
import { type Clock, sharedNow } from '../../lib/clock.js';
import { vendorContact } from '../shop/service.js';
import * as store from './store.js';

export type { StoredSupportMessage } from './store.js';

/** At most this many messages per vendor in a rolling hour (a stuck button or a script cannot flood support). */
export const SUPPORT_MESSAGES_PER_HOUR = 10;

/**
 * Checks and stores one message (400 VALIDATION_FAILED naming the first problem, with `fields`;
 * 429 past the hourly limit), with the vendor's shop name and number as they are now. The limit is
 * counted and the message stored in one transaction under a per-vendor lock (over every API
 * process), so messages posted at once are counted one after another; the hour is the database's
 * (see sharedNow), as is the message's time.
 */
export async function storeSupportMessage(
  db: Database,
  vendorId: string,
  body: { name: string; email: string; message: string; topic?: SupportTopic },
  clock: Clock,
): Promise<store.StoredSupportMessage> {
  const problems = validateContact(body);
  const first = (['name', 'email', 'message'] as const).find((f) => problems[f]);
  if (first) {
    const fields = Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, ruleErrorText(v)]));
    throw badRequest('VALIDATION_FAILED', ruleErrorText(problems[first]!), { fields });
  }
  const vendor = await vendorContact(db, vendorId);
  if (!vendor) throw new Error('vendor row missing for a signed-in vendor');
  return db.tx(async (q) => {
    await store.lockVendorMessages(q, vendorId);
    const now = await sharedNow(q, clock);
    const recent = await store.recentMessages(q, vendorId, now);
    if (recent.count >= SUPPORT_MESSAGES_PER_HOUR && recent.oldest) {
      throw rateLimited((recent.oldest.getTime() + 3_600_000 - now.getTime()) / 1000);
    }
    return store.insertSupportMessage(
      q,
      { id: vendorId, ...vendor },
      { topic: body.topic ?? 'support', name: body.name.trim(), email: body.email.trim(), message: body.message.trim() },
      now,
    );
  });
}

export function markEmailed(q: Queryable, id: string, at: Date): Promise<void> {
  return store.markEmailed(q, id, at);
}

/** The newest messages first (the operators' command). */
export function listSupportMessages(q: Queryable, limit: number): Promise<store.StoredSupportMessage[]> {
  return store.listSupportMessages(q, limit);
}

/** The vendor's own messages, newest first. */
export function vendorSupportMessages(q: Queryable, vendorId: string, limit = 50): Promise<store.StoredSupportMessage[]> {
  return store.vendorSupportMessages(q, vendorId, limit);
}
