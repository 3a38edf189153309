/**
 * A kept shop-status change (the Online Status switch) must not overwrite a newer change made on
 * another device. The API's vendor record carries no time of the last status change, so the change
 * keeps the status it was made from (`basis`) and, before it is sent, the shop's status is read
 * from the API: sent while it is still that status, dropped when the shop already is as asked,
 * otherwise kept as a conflict (not applied; Retry sends it as it is).
 */
import { catalogueInfo } from '@vd/contract/i18n';
import { effectiveShopStatus, SHOP_STATUS } from '@vd/contract/rules';
import { outboxMessages } from './messages';
import type { OutboxConflict, OutboxEntry, ShopStatusBasis } from './types';

/** The code of a shop-status change not applied because the status changed since it was made. */
export const SHOP_STATUS_CHANGED = 'SHOP_STATUS_CHANGED';

interface ShopRecord {
  status?: string | null;
  offlineUntil?: string | null;
}

/** A shop's status as it reads at `now` (an offline-until that has passed reads live). */
export function shopStatusOf(record: ShopRecord, now: Date): ShopStatusBasis {
  const status = effectiveShopStatus(record.status ?? '', record.offlineUntil ?? null, now);
  return { status, offlineUntil: status === SHOP_STATUS.offline ? (record.offlineUntil ?? null) : null };
}

/** The status a shop-status entry asks for. */
export function shopStatusAsked(entry: Pick<OutboxEntry, 'input'>): ShopStatusBasis {
  const query = (entry.input.query ?? {}) as { status?: unknown; offlineUntil?: unknown };
  const status = typeof query.status === 'string' ? query.status : '';
  const until = typeof query.offlineUntil === 'string' && query.offlineUntil !== '' ? query.offlineUntil : null;
  return { status, offlineUntil: status === SHOP_STATUS.offline ? until : null };
}

const sameInstant = (a: string | null, b: string | null): boolean => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));

export const sameShopStatus = (a: ShopStatusBasis, b: ShopStatusBasis): boolean => a.status === b.status && sameInstant(a.offlineUntil, b.offlineUntil);

/**
 * The status a new shop-status change is made from: what the last change still waiting asks for
 * (it goes first), else the vendor's record as the page has it.
 */
export function shopStatusBasis(waiting: readonly OutboxEntry[], vendor: ShopRecord | null, now: Date): ShopStatusBasis | null {
  const before = waiting.filter((e) => e.kind === 'shop-status' && e.state === 'waiting').at(-1);
  if (before) return shopStatusAsked(before);
  return vendor ? shopStatusOf(vendor, now) : null;
}

export type ShopStatusVerdict = 'send' | 'settled' | OutboxConflict;

/**
 * What to do with a kept shop-status change, the shop's record as the API has it now: 'send' while
 * the shop is as the change was made from, 'settled' when it already is as asked, otherwise a conflict.
 */
export function judgeShopStatus(entry: OutboxEntry, record: ShopRecord, now: Date): ShopStatusVerdict {
  if (!entry.basis) return 'send';
  const current = shopStatusOf(record, now);
  if (sameShopStatus(current, entry.basis)) return 'send';
  if (sameShopStatus(current, shopStatusAsked(entry))) return 'settled';
  return {
    status: 409,
    code: SHOP_STATUS_CHANGED,
    // In English, as the API words a refusal (a screen shows its code's text in the page's language).
    message: catalogueInfo(outboxMessages).english.conflictShopStatusChanged ?? null,
    data: { currentStatus: current.status, offlineUntil: current.offlineUntil },
  };
}
