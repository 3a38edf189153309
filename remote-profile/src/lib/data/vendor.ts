/**
 * The profile area's reads and writes (spec section 7): the vendor record as the editing
 * screens load it, the shop status switch, the profile and vendor updates, and the support message
 * of the contact form. Every write refreshes the session's vendor (`refreshVendor()`), so the header
 * and every area show the change at once.
 */
import * as routes from '@vd/contract/routes';
import { callApi } from '@vd/shared/api';
import { sendOrQueue } from '@vd/shared/outbox';
import { refreshVendor, type Vendor } from '@vd/shared/session';
import type { ProfileUpdate, ShopToggleStatus, SupportMessageInput, SupportMessageResult, VendorUpdate, VendorUpdateResult } from '@vd/contract';
import { type QueryClient, queryOptions } from '@vd/shared/data';
import { profileKeys } from './keys';

/**
 * GET vendor, read fresh when an editing screen opens (its form starts from the stored values);
 * the answer also replaces the session's vendor. Rejects when there is no record.
 */
export async function fetchVendorRecord(): Promise<Vendor> {
  const vendor = await refreshVendor();
  if (!vendor) throw new Error('Vendor record not found.');
  return vendor;
}

export function vendorRecordQuery() {
  return queryOptions({
    queryKey: profileKeys.vendor.record(),
    queryFn: fetchVendorRecord,
    refetchOnMount: 'always',
    staleTime: 0,
  });
}

/** PUT vendor/status?vendorId=&status= (empty body): Approved ⇄ OutOfStation. */
/** The Online Status switch's change as it waits in the outbox. */
export interface ShopStatusMeta {
  status: ShopToggleStatus;
  offlineUntil?: string;
}

/** PUT vendor/status that may wait: sent with an Idempotency-Key, or kept in the outbox when the API cannot be reached. */
export async function sendOrQueueShopStatus(vendorId: string, status: ShopToggleStatus, offlineUntil?: string): Promise<{ queued: boolean }> {
  const until = offlineUntil ? { offlineUntil } : {};
  const r = await sendOrQueue(
    routes.setShopStatus,
    { query: { vendorId, status, ...until } },
    { kind: 'shop-status', meta: { status, ...until } satisfies ShopStatusMeta },
  );
  return { queued: r.queued };
}

/** PUT vendor/profile: full name, e-mail, alternate contact. */
export async function putProfile(body: ProfileUpdate): Promise<VendorUpdateResult> {
  return callApi(routes.updateProfile, { body });
}

/** PUT vendor: the vendor's own fields (the order settings send deliveryRadius). */
export async function putVendor(body: VendorUpdate): Promise<VendorUpdateResult> {
  return callApi(routes.updateVendor, { body });
}

/** POST support/messages: the contact form (stored by the API, e-mailed when it is configured to). */
export async function sendSupportMessage(body: SupportMessageInput): Promise<SupportMessageResult> {
  return callApi(routes.sendSupportMessage, { body });
}

/**
 * After the vendor record changed (status, profile, settings, attributes): the session's vendor is
 * read again (header, every area) and the editing screens' copy is stale. Never rejects: the save
 * itself succeeded; a failed refresh leaves the old copy until the next read.
 */
export async function afterVendorChange(client: QueryClient): Promise<void> {
  await Promise.all([refreshVendor().catch(() => null), client.invalidateQueries({ queryKey: profileKeys.vendor.all() })]);
}
