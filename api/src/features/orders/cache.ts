/**
 * The orders' caches of this process: serialised orders by row version and whole
 * answers by the vendor's order revision. Plain data structures; the service decides what is kept.
 */

/**
 * The serialised orders of this process, by (public base, order id, row version `xmin`): a list page
 * is one small indexed query (ids and row versions) plus, for the orders not met before, one query
 * for their rows. Any change to an order row, its lines or its attributes (the triggers rewrite the
 * row) gives it a new xmin, so an entry can never be served for a changed order; old entries are
 * simply not asked for again and leave when the cache starts over.
 */
export class OrderJsonCache {
  private readonly entries = new Map<string, Buffer>();
  constructor(private readonly maxEntries = 20_000) {}
  get(key: string): Buffer | undefined {
    return this.entries.get(key);
  }
  set(key: string, json: Buffer): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, json);
  }
}

/**
 * Whole answers of this process (the orders list's pages, the live poll's summary) by what was
 * asked, each kept with the vendor's order revision (`vendor_order_revisions.rev`, migration 0007)
 * it was built from. The revision changes in every transaction that writes any of the vendor's
 * orders, their lines or attributes, so an answer is only served while the database still holds
 * the same orders: one primary-key lookup per request validates it, in any process. Bounded by
 * bytes; the oldest answers leave first.
 */
export class RevisionedAnswers<T> {
  private readonly entries = new Map<string, { rev: string | null; value: T; bytes: number }>();
  private bytes = 0;
  constructor(
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly sizeOf: (value: T) => number = () => 1,
  ) {}
  get(key: string, rev: string | null): T | undefined {
    const hit = this.entries.get(key);
    return hit !== undefined && hit.rev === rev ? hit.value : undefined;
  }
  set(key: string, rev: string | null, value: T): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    const bytes = this.sizeOf(value) + key.length;
    for (const [k, e] of this.entries) {
      if (this.bytes + bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
    this.entries.set(key, { rev, value, bytes });
    this.bytes += bytes;
  }
}

export interface OrderPageJson {
  json: Buffer;
  hasMore: boolean;
}

export const orderPageCache = () => new RevisionedAnswers<OrderPageJson>(32 * 1024 * 1024, (p) => p.json.length);
