/**
 * Background sync ('vd-outbox', where the browser has it): when the network is back, the open pages
 * are asked to send the writes kept in their outbox. The writes carry the page's session, which the
 * worker does not hold, so it wakes the pages (`@vd/shared/outbox` registers the tag and listens).
 */
declare const self: ServiceWorkerGlobalScope;

/** The tag the page registers and the message it waits for. */
export const OUTBOX_SYNC_TAG = 'vd-outbox';
export const OUTBOX_FLUSH_MESSAGE = { type: 'vd-outbox-flush' } as const;

/** A Background Sync event (not in TypeScript's worker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

self.addEventListener('sync', (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      for (const client of clients) client.postMessage(OUTBOX_FLUSH_MESSAGE);
    }),
  );
});
