import { describe, expect, it } from 'vitest';
import { dialogChanged, dialogErrors, fieldId, saveDialog, withTextError } from './dialog';
import { editMrp, editNetPrice, setAllAvailable } from './edits';
import { PRICING_MESSAGES } from '../messages';
import { product, variant } from './testProducts';

const onion = product('p1', 'Onion', [variant('a', { mrp: 50, netPrice: 45 }), variant('b', { mrp: 90, netPrice: 80 })]);

describe('edit dialog', () => {
  it('Save stays disabled while nothing changed', () => {
    expect(dialogChanged(onion, onion, {})).toBe(false);
    expect(dialogChanged(onion, setAllAvailable(onion, false), {})).toBe(true);
    // Back to the opening values: nothing changed again.
    expect(dialogChanged(onion, editNetPrice(editNetPrice(onion, 'a', 40), 'a', 45), {})).toBe(false);
  });

  it('a selling price above MRP is refused with its message on the selling price', () => {
    const draft = editNetPrice(onion, 'a', 60);
    expect(dialogErrors(draft, {})).toEqual({ [fieldId('a', 'netPrice')]: PRICING_MESSAGES.sellingAboveMrp });
    expect(saveDialog(draft, {})).toEqual({ ok: false, errors: { 'a:netPrice': 'Selling Price cannot be more than MRP.' } });
  });

  it('a text that is not an acceptable price wins over the value checks', () => {
    const errors = withTextError({}, fieldId('b', 'mrp'), PRICING_MESSAGES.priceNegative);
    expect(dialogErrors(onion, errors)).toEqual({ 'b:mrp': 'A price cannot be negative.' });
    expect(dialogChanged(onion, onion, errors)).toBe(true);
    expect(withTextError(errors, 'b:mrp', null)).toEqual({});
  });

  it('an acceptable draft is saved as the edit', () => {
    const draft = editMrp(onion, 'b', 100);
    expect(saveDialog(draft, {})).toEqual({ ok: true, product: draft });
  });
});
