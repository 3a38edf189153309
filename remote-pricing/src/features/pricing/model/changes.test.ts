import { describe, expect, it } from 'vitest';
import {
  afterSave,
  changedProducts,
  hasUnsavedChanges,
  isProductChanged,
  mergeAfterConflict,
  NO_EDITS,
  productChanged,
  recordEdit,
  savePayload,
  afterSaveWith,
  unsavedCount,
  withEdits,
} from './changes';
import { editMrp, editNetPrice, setAllAvailable, setVariantAvailable } from './edits';
import { product, variant } from './testProducts';

const loaded = [
  product('p1', 'Onion', [variant('v1', { variantId: 'V1', updatedAt: 't-v1' }), variant('v2')]),
  product('p2', 'Potato', [variant('v3')]),
  product('p3', 'Tomato', [variant('v4', { available: false, mrp: 0, netPrice: 0, updatedAt: 't-v4' })]),
];
const [onion, potato, tomato] = loaded as [NonNullable<(typeof loaded)[0]>, NonNullable<(typeof loaded)[1]>, NonNullable<(typeof loaded)[2]>];

describe('change tracking per product and variant', () => {
  it('a product is changed when any variant differs in mrp, netPrice or available', () => {
    expect(productChanged(onion, onion)).toBe(false);
    expect(productChanged(onion, editMrp(onion, 'V1', 60))).toBe(true);
    expect(productChanged(onion, editNetPrice(onion, 'v2', 40))).toBe(true);
    expect(productChanged(onion, setVariantAvailable(onion, 'v2', false))).toBe(true);
    expect(productChanged(onion, { ...onion, productName: 'Renamed' })).toBe(false);
  });

  it('records edits; an edit back to the loaded values is no longer a change', () => {
    let edits = recordEdit(NO_EDITS, onion, editNetPrice(onion, 'v2', 40));
    edits = recordEdit(edits, potato, setAllAvailable(potato, false));
    expect(unsavedCount(loaded, edits)).toBe(2);
    expect(changedProducts(loaded, edits).map((p) => p.productId)).toEqual(['p1', 'p2']);
    expect(isProductChanged(onion, edits)).toBe(true);
    expect(isProductChanged(tomato, edits)).toBe(false);
    edits = recordEdit(edits, onion, editNetPrice(edits.p1!, 'v2', 45));
    expect(unsavedCount(loaded, edits)).toBe(1);
    expect(hasUnsavedChanges(loaded, edits)).toBe(true);
    expect(hasUnsavedChanges(loaded, NO_EDITS)).toBe(false);
  });

  it('shows the edited products in loaded order', () => {
    const edits = recordEdit(NO_EDITS, potato, editMrp(potato, 'v3', 99));
    expect(withEdits(loaded, edits).map((p) => p.productVariants[0]?.mrp)).toEqual([50, 99, 0]);
  });
});

describe('the PUT vendor/products payload', () => {
  it('one row per changed variant: {productId, variantId (or id), mrp, netPrice, unit, available}', () => {
    let edits = recordEdit(NO_EDITS, onion, editMrp(onion, 'V1', 60));
    edits = recordEdit(edits, tomato, editNetPrice(tomato, 'v4', 25));
    expect(savePayload(loaded, edits)).toEqual([
      { productId: 'p1', variantId: 'V1', mrp: 60, netPrice: 60, unit: 'kg', available: true, updatedAt: 't-v1' },
      { productId: 'p3', variantId: 'v4', mrp: 0, netPrice: 25, unit: 'kg', available: true, updatedAt: 't-v4' },
    ]);
  });

  it('variantId falls back to id', () => {
    const bare = product('p9', 'Bare', [{ ...variant('raw-id'), variantId: null as unknown as string }]);
    const edits = recordEdit(NO_EDITS, bare, setVariantAvailable(bare, 'raw-id', false));
    expect(savePayload([bare], edits)[0]?.variantId).toBe('raw-id');
  });

  it('sends back the loaded token even when the edited copy carries another', () => {
    const edited = { ...editMrp(onion, 'V1', 70), productVariants: editMrp(onion, 'V1', 70).productVariants.map((v) => ({ ...v, updatedAt: 'other' })) };
    const edits = recordEdit(NO_EDITS, onion, edited);
    expect(savePayload(loaded, edits).map((r) => r.updatedAt)).toEqual(['t-v1']);
  });

  it('after a save answer the saved products replace their loaded copies', () => {
    const saved = product('p2', 'Potato', [variant('v3', { mrp: 99, netPrice: 99, updatedAt: 'new' })]);
    const next = afterSaveWith(loaded, [saved]);
    expect(next[1]).toBe(saved);
    expect(next[0]).toBe(onion);
  });

  it('nothing changed → nothing sent', () => {
    expect(savePayload(loaded, NO_EDITS)).toEqual([]);
  });

  it('after a save the edited values become the loaded ones', () => {
    const edits = recordEdit(NO_EDITS, potato, editMrp(potato, 'v3', 99));
    const next = afterSave(loaded, edits);
    expect(next.edits).toEqual({});
    expect(next.loaded[1]?.productVariants[0]?.mrp).toBe(99);
    expect(unsavedCount(next.loaded, next.edits)).toBe(0);
  });
});

describe('409 conflict merge', () => {
  it('replaces the conflicting products with the server values and keeps every other edit', () => {
    let edits = recordEdit(NO_EDITS, onion, editMrp(onion, 'V1', 60));
    edits = recordEdit(edits, potato, editMrp(potato, 'v3', 70));
    const serverPotato = product('p2', 'Potato', [variant('v3', { mrp: 65, netPrice: 62 })]);
    const merged = mergeAfterConflict(loaded, edits, [serverPotato]);
    expect(merged.loaded[1]).toBe(serverPotato);
    expect(Object.keys(merged.edits)).toEqual(['p1']);
    expect(merged.edits.p1?.productVariants[0]?.mrp).toBe(60);
    expect(merged.reloaded.map((p) => p.productName)).toEqual(['Potato']);
    expect(withEdits(merged.loaded, merged.edits).map((p) => p.productVariants[0]?.mrp)).toEqual([60, 65, 0]);
    expect(savePayload(merged.loaded, merged.edits).map((r) => r.productId)).toEqual(['p1']);
  });
});
