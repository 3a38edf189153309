/**
 * `@vd/shared/outbox`: writes that wait on the phone while the API cannot be reached and are sent
 * once when it can. Page state (one per page, a Module Federation
 * singleton); loaded after sign-in only, never on the login page.
 */
export { Outbox } from './outbox';
export type { NewEntry, OutboxDeps } from './outbox';
export { backoffMs, BACKOFF_BASE_MS, BACKOFF_MAX_MS } from './backoff';
export { classifySendError } from './classify';
export type { SendFailure } from './classify';
export { indexedDbStore, memoryStore, OUTBOX_DB_NAME } from './store';
export type { OutboxStore } from './store';
export type { FlushResult, OutboxConflict, OutboxEntry, OutboxKind } from './types';
export { flushNow, onOutboxBatch, outbox, sendOrQueue, startOutbox, stopOutbox } from './page';
export type { SendOrQueueResult } from './page';
export { useOutboxEntries, useWaitingCount } from './react';
export { ot, outboxMessages } from './messages';
export { ConflictNotice, WaitingCount, WaitingMark } from './components';
export { SignOutButton } from './SignOutButton';
