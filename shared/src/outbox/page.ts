/**
 * The page's one outbox (a Module Federation singleton through `@vd/shared/outbox`, loaded after
 * sign-in only): the store (IndexedDB, else the page's memory), the sender (Web Locks across tabs; a
 * localStorage lease where the browser has none), the triggers (the `online` event, the service
 * worker's background sync, the app's start, the backoff timer, the session becoming the entries'
 * vendor's again) and the batch toast. Entries are sent only in their own vendor's session, each
 * naming its vendor (X-Vendor-Id): while the stored session is anybody else's (signed out, expired,
 * another vendor signed in, in this tab or another) they wait and no timer runs.
 */
import { getDefaultStore } from 'jotai';
import { IDEMPOTENCY_KEY_HEADER } from '@vd/contract/rules';
import type { Route, RouteReply } from '@vd/contract/routes';
import { callApi, type CallInput } from '../api/call';
import { ApiError, CLIENT_ERROR_CODES } from '../api/errors';
import { vendorApi } from '../api/services';
import { getVendor, sessionAtom, sessionVendorId } from '../session/atoms';
import { followOtherTabs } from '../session/tabs';
import { LOCAL_KEYS } from '../storage/keys';
import { readLocal } from '../storage/storage';
import { toast } from '../toast/store';
import { classifySendError } from './classify';
import { ot, setKeptOnPhone } from './messages';
import { Outbox, type SendCheck } from './outbox';
import { judgeShopStatus, shopStatusBasis } from './shop-status';
import { phoneStore } from './store';
import type { FlushResult, OutboxEntry, OutboxKind } from './types';

const LOCK_NAME = 'vd-outbox-sender';
const CHANNEL = 'vd-outbox';
const SYNC_TAG = 'vd-outbox';
const LEASE_KEY = 'vd.outbox.lease';
const LEASE_MS = 30_000;

const tabId = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());

/** One sender at a time across the phone's tabs. */
async function exclusive<T>(fn: () => Promise<T>): Promise<T | null> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (locks) return locks.request(LOCK_NAME, () => fn());
  // Fallback: a lease in localStorage (no Web Locks).
  const now = Date.now();
  try {
    const held = JSON.parse(localStorage.getItem(LEASE_KEY) ?? 'null') as { tab: string; until: number } | null;
    if (held && held.tab !== tabId && held.until > now) return null;
    localStorage.setItem(LEASE_KEY, JSON.stringify({ tab: tabId, until: now + LEASE_MS }));
    await Promise.resolve();
    if ((JSON.parse(localStorage.getItem(LEASE_KEY) ?? 'null') as { tab: string } | null)?.tab !== tabId) return null;
    return await fn();
  } finally {
    try {
      const held = JSON.parse(localStorage.getItem(LEASE_KEY) ?? 'null') as { tab: string } | null;
      if (held?.tab === tabId) localStorage.removeItem(LEASE_KEY);
    } catch {
      // storage unavailable: nothing held
    }
  }
}

const channel: BroadcastChannel | null = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;

/** Sends an entry as the vendor who made it: the API refuses it (403 VENDOR_MISMATCH) under anybody else's session. */
const send = (entry: OutboxEntry) =>
  callApi(entry.route as Route, entry.input as CallInput<Route>, { headers: { [IDEMPOTENCY_KEY_HEADER]: entry.id, 'X-Vendor-Id': entry.vendorId } });

/**
 * Before a shop-status change is sent: the shop's status as the API has it now (GET vendor by the
 * stored number), judged against the status the change was made from (see shop-status.ts).
 */
async function check(entry: OutboxEntry): Promise<SendCheck> {
  if (entry.kind !== 'shop-status' || !entry.basis) return 'send';
  const contactNo = readLocal(LOCAL_KEYS.contactNo);
  const record = contactNo ? await vendorApi.fetchByMobile(contactNo) : null;
  if (!record || String(record.id) !== entry.vendorId) {
    // The stored number is not this entry's vendor's (any more): not sent; tried again later, and
    // sent only in its vendor's session.
    throw new ApiError({ status: null, code: CLIENT_ERROR_CODES.sessionExpired });
  }
  return judgeShopStatus(entry, record, new Date());
}

const store = phoneStore();
setKeptOnPhone(() => store.keptOnPhone());

export const outbox = new Outbox({
  store,
  send,
  sessionVendor: sessionVendorId,
  check,
  exclusive,
  broadcast: () => channel?.postMessage('changed'),
});

let timer: ReturnType<typeof setTimeout> | null = null;
let started: string | null = null;
/** Whether the stored session was the started vendor's when last looked at. */
let sessionIsStarted = false;
let stopFollowingSession: (() => void) | null = null;

function clearTimer() {
  if (timer) clearTimeout(timer);
  timer = null;
}

/** Arms the backoff timer for the first waiting entry, only while its vendor's session is the stored one. */
function schedule() {
  clearTimer();
  const at = outbox.nextAttemptAt();
  if (at === null || started === null || !outbox.canSendAs(started)) return;
  timer = setTimeout(() => void flushNow(false), Math.max(0, at - Date.now()));
}

/**
 * The session changed (sign-out, expiry, a new sign-in, here or in another tab): while it is not the
 * started vendor's, no timer runs; when it becomes theirs again, what waits is sent.
 */
function onSessionChanged() {
  const now = started !== null && outbox.canSendAs(started);
  if (now === sessionIsStarted) return;
  sessionIsStarted = now;
  if (now) void flushNow(true);
  else clearTimer();
}

const batchListeners = new Set<(result: FlushResult) => void>();

/** Called after every batch that sent or refused something (the host reads the data again). */
export function onOutboxBatch(listener: (result: FlushResult) => void): () => void {
  batchListeners.add(listener);
  return () => batchListeners.delete(listener);
}

function announce(result: FlushResult) {
  if (result.sent.length > 0 || result.conflicts.length > 0 || result.settled.length > 0) for (const l of [...batchListeners]) l(result);
  if (result.sent.length === 1) toast.success(ot('sentOne'));
  else if (result.sent.length > 1) toast.success(ot('sentMany', { count: result.sent.length }));
  if (result.conflicts.length > 0) toast.error(ot('conflictToast'));
}

/** Sends what waits now (the network came back, the app started, a retry was asked). */
export async function flushNow(force = true): Promise<FlushResult> {
  const result = await outbox.flush(force);
  announce(result);
  schedule();
  return result;
}

const onOnline = () => void flushNow(true);
const onChannel = () => void outbox.reload().then(schedule);
const onWorkerMessage = (event: MessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'vd-outbox-flush') void flushNow(true);
};

/**
 * Starts the outbox for the signed-in vendor: reads the entries kept on the phone and sends them
 * (the next app start), then on every `online` event and background sync. Idempotent.
 */
export async function startOutbox(vendorId: string): Promise<void> {
  if (started === vendorId) return;
  if (started !== null) stopOutbox();
  started = vendorId;
  sessionIsStarted = outbox.canSendAs(vendorId);
  followOtherTabs();
  stopFollowingSession = getDefaultStore().sub(sessionAtom, onSessionChanged);
  window.addEventListener('online', onOnline);
  channel?.addEventListener('message', onChannel);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  await outbox.setVendor(vendorId);
  if (navigator.onLine) await flushNow(true);
  else schedule();
}

/**
 * Stops sending (sign-out). Entries the vendor did not delete at sign-out (SignOutButton) stay on
 * the phone for their vendor's next session (a session that expired, a sign-out in another tab).
 */
export function stopOutbox(): void {
  started = null;
  sessionIsStarted = false;
  stopFollowingSession?.();
  stopFollowingSession = null;
  clearTimer();
  window.removeEventListener('online', onOnline);
  channel?.removeEventListener('message', onChannel);
  navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
  void outbox.setVendor(null);
}

/** Asks the service worker to wake the page when the network is back (background sync, where the browser has it). */
function requestBackgroundSync() {
  void navigator.serviceWorker?.ready
    .then((reg) => (reg as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(SYNC_TAG))
    .catch(() => {});
}

export type SendOrQueueResult<R extends Route, Meta> = { queued: false; reply: RouteReply<R> } | { queued: true; entry: OutboxEntry<Meta> };

/**
 * A write that may wait: sent at once when the network is up and nothing waits before it, with an
 * Idempotency-Key; kept in the outbox when offline, when earlier writes still wait (order), or when
 * the request could not reach the API (the same key then, so a write that did arrive is applied once).
 * A refusal (4xx) is thrown as from callApi.
 */
export async function sendOrQueue<R extends Route, Meta>(
  route: R,
  input: CallInput<R>,
  what: { kind: OutboxKind; meta: Meta },
): Promise<SendOrQueueResult<R, Meta>> {
  const vendorId = getVendor()?.id;
  if (vendorId === undefined || vendorId === null || vendorId === '') return { queued: false, reply: await callApi(route, input) };
  // A shop-status change keeps the status it is made from, so it never overwrites a newer one.
  const basis = what.kind === 'shop-status' ? shopStatusBasis(outbox.entries(), getVendor(), new Date()) : null;
  const queue = async (id?: string): Promise<SendOrQueueResult<R, Meta>> => {
    const entry = await outbox.enqueue({ vendorId: String(vendorId), kind: what.kind, route, input, meta: what.meta, basis, ...(id ? { id } : {}) });
    requestBackgroundSync();
    if (navigator.onLine) void flushNow(false);
    else schedule();
    return { queued: true, entry };
  };
  if (!navigator.onLine || outbox.entries().some((e) => e.state === 'waiting')) return queue();
  const key = crypto.randomUUID();
  try {
    const reply = await callApi(route, input, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
    return { queued: false, reply };
  } catch (error) {
    if (classifySendError(error) === 'transient') return queue(key);
    throw error;
  }
}
