/**
 * Price saves waiting in the outbox: the shelf shows the values saved on the phone over
 * the last copy read, marked, until the API has them. Plain functions; the shelf's hook wires them.
 */
import { variantKey } from '@vd/shared/catalog';
import type { OutboxEntry } from '@vd/shared/outbox';
import type { PriceUpdate } from './changes';
import { normalizePricingProducts, type PricingProduct } from './normalize';

export interface PriceSaveMeta {
  rows: PriceUpdate[];
}

export type PendingPriceEntry = OutboxEntry<PriceSaveMeta>;

/** The products with every unsent row applied (in the order they were saved). */
export function withPendingRows(products: readonly PricingProduct[], entries: readonly PendingPriceEntry[]): PricingProduct[] {
  if (entries.length === 0) return products as PricingProduct[];
  const rows = new Map<string, PriceUpdate>();
  for (const e of [...entries].sort((a, b) => a.seq - b.seq)) for (const r of e.meta.rows) rows.set(`${r.productId}/${r.variantId}`, r);
  return products.map((p) => {
    let touched = false;
    const productVariants = p.productVariants.map((v) => {
      const row = rows.get(`${p.productId}/${variantKey(v)}`);
      if (!row) return v;
      touched = true;
      return { ...v, mrp: row.mrp, netPrice: row.netPrice, available: row.available };
    });
    return touched ? { ...p, productVariants } : p;
  });
}

/** The newest unsent save of each product. */
export function pendingByProduct(entries: readonly PendingPriceEntry[]): Map<string, PendingPriceEntry> {
  const map = new Map<string, PendingPriceEntry>();
  for (const e of [...entries].sort((a, b) => a.seq - b.seq)) for (const r of e.meta.rows) map.set(String(r.productId), e);
  return map;
}

/**
 * Retry of a save refused because the prices changed elsewhere: the same values on the variants'
 * tokens as they are now (the refusal's `products`), so the vendor's values win this time, by choice.
 */
export function rowsOnCurrentTokens(entry: PendingPriceEntry): PriceUpdate[] {
  const data = entry.conflict?.data as { products?: unknown } | undefined;
  const fresh = normalizePricingProducts(data?.products ?? []);
  const tokens = new Map<string, string>();
  for (const p of fresh) for (const v of p.productVariants) if (v.updatedAt) tokens.set(`${p.productId}/${variantKey(v)}`, v.updatedAt);
  return entry.meta.rows.map((r) => ({ ...r, updatedAt: tokens.get(`${r.productId}/${r.variantId}`) ?? r.updatedAt }));
}
