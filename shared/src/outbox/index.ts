/**
 * `@vd/shared/outbox`: writes that wait on the phone while the API cannot be reached and are sent
 * once when it can. Page state (one per page, a Module Federation
 * singleton); loaded after sign-in only, never on the login page.
 */
export { Outbox } from './outbox';
export type { NewEntry, OutboxDeps, SendCheck } from './outbox';
export { backoffMs, BACKOFF_BASE_MS, BACKOFF_MAX_MS } from './backoff';
export { classifySendError } from './classify';
export type { SendFailure } from './classify';
export { indexedDbStore, memoryStore, OUTBOX_DB_NAME, OUTBOX_DB_VERSION, phoneStore } from './store';
export type { OutboxStore } from './store';
export { SHOP_STATUS_CHANGED } from './shop-status';
export type { FlushResult, OutboxConflict, OutboxEntry, OutboxKind, ShopStatusBasis } from './types';
export { flushNow, onOutboxBatch, outbox, sendOrQueue, startOutbox, stopOutbox } from './page';
export type { SendOrQueueResult } from './page';
export { useOutboxEntries, useWaitingCount } from './react';
export { ot, outboxMessages } from './messages';
export { ConflictNotice, WaitingCount, WaitingMark } from './components';
export { SignOutButton } from './SignOutButton';
