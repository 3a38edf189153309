import type { Route } from '@vd/contract/routes';

/** What an entry is, for the screens that show it: each area reads its own kinds. */
export type OutboxKind = 'order-status' | 'prices' | 'shop-status';

/**
 * One write kept on the phone until the API has it. Its `id` is the write's
 * Idempotency-Key: every attempt (the first one too) sends the same key, so the API applies it once.
 */
export interface OutboxEntry<Meta = unknown> {
  id: string;
  /** Creation order across the vendor's entries (sent in this order). */
  seq: number;
  /** The signed-in vendor who made it: sent only in that vendor's session, named in X-Vendor-Id; otherwise it waits. */
  vendorId: string;
  kind: OutboxKind;
  /** The contract route (plain data: id, method, path, service). */
  route: Pick<Route, 'id' | 'method' | 'path' | 'service'>;
  input: { query?: unknown; params?: unknown; body?: unknown };
  /** What the area needs to show the change before the API has it (the order as it will be, the rows saved, …). */
  meta: Meta;
  createdAt: number;
  state: 'waiting' | 'conflict';
  attempts: number;
  /** Not sent again before this time (ms) unless the network came back. */
  nextAttemptAt: number;
  /** Why the API refused it (state 'conflict'). */
  conflict?: OutboxConflict;
  /**
   * A shop-status change: the shop's status as the vendor saw it when making the change. Sent only
   * while the shop is still so; when it was changed since (on another device), the change waits as
   * a conflict instead of overwriting the newer one. Null or absent: sent as it is (Retry clears it).
   */
  basis?: ShopStatusBasis | null;
}

/** A shop's status as one reading saw it (live status derived: an offline-until that has passed reads live). */
export interface ShopStatusBasis {
  status: string;
  offlineUntil: string | null;
}

export interface OutboxConflict {
  status: number;
  code: string | null;
  /** The API's message (English), for the log and as the English text. */
  message: string | null;
  /** The refusal's body (e.g. PRICES_CHANGED's products as they now are). */
  data?: unknown;
}

export interface FlushResult {
  sent: OutboxEntry[];
  conflicts: OutboxEntry[];
  /** Dropped without being sent: the API already was as they asked (a shop status set elsewhere). */
  settled: OutboxEntry[];
  /** True when a transient failure (no network, a server fault) stopped the batch. */
  stopped: boolean;
}
