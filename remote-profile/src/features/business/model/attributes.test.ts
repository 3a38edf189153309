import { describe, expect, it } from 'vitest';
import { readBusinessDetails, setFranchise, setLunchBreak, writeBusinessDetails } from '@vd/contract/rules';
import { firstErrorField, slotLabel, timeChoices, toAttributeWrites, vendorLookup, visibleErrors } from './attributes';

const vendor = {
  attributeValues: [
    { id: 'own-1', name: 'shopTiming', value: '{"start":"09:00","end":"21:00"}' },
    { id: 'own-2', attributeName: 'isFranchise', attributeValue: 'yes' },
    { id: 'own-3', name: 'franchiseName', value: 'Amul;Mother Dairy' },
    { id: 'own-4', name: 'offHours', value: '{"start":"13:00"}' },
  ],
};

describe('vendorLookup', () => {
  it('reads either entry spelling into the editor', () => {
    const { form } = readBusinessDetails(vendorLookup(vendor));
    expect(form.shopTiming).toEqual({ start: '09:00', end: '21:00' });
    expect(form.isFranchise).toBe(true);
    expect(form.franchiseBrands).toEqual(['Amul', 'Mother Dairy']);
    expect(form.offHours).toEqual({ start: '13:00', end: '14:00' });
  });
});

describe('toAttributeWrites', () => {
  const form = readBusinessDetails(vendorLookup(vendor)).form;

  it('takes ids from the master list', () => {
    const writes = toAttributeWrites(writeBusinessDetails(form), [{ id: 'm-shop', name: 'shopTiming', type: 'json' }], vendor);
    expect(writes.find((w) => w.name === 'shopTiming')).toEqual({ id: 'm-shop', name: 'shopTiming', value: '{"start":"09:00","end":"21:00"}' });
  });

  it("falls back to the vendor's own ids without a master list, else ''", () => {
    const writes = toAttributeWrites(writeBusinessDetails(form), null, vendor);
    expect(writes.find((w) => w.name === 'isFranchise')).toEqual({ id: 'own-2', name: 'isFranchise', value: 'true' });
    expect(writes.find((w) => w.name === 'gstNo')).toEqual({ id: '', name: 'gstNo', value: '' });
  });

  it('writes the clearing rules: franchise No empties the brands, lunch break No the off hours', () => {
    const cleared = setLunchBreak(setFranchise(form, false), false);
    const byName = Object.fromEntries(toAttributeWrites(writeBusinessDetails(cleared), null, vendor).map((w) => [w.name, w.value]));
    expect(byName.isFranchise).toBe('false');
    expect(byName.franchiseName).toBe('');
    expect(byName.offHours).toBe('');
  });
});

describe('pickers and labels', () => {
  it('offers every hour, keeping a stored half hour', () => {
    expect(timeChoices('')).toHaveLength(24);
    expect(timeChoices('09:00')[9]).toEqual({ value: '09:00', label: '9:00 AM' });
    const withHalf = timeChoices('09:30');
    expect(withHalf).toHaveLength(25);
    expect(withHalf[10]).toEqual({ value: '09:30', label: '9:30 AM' });
  });

  it('labels a slot in 12-hour time', () => {
    expect(slotLabel('09:00-10:00')).toBe('9:00 AM – 10:00 AM');
    expect(slotLabel('12:00-14:00')).toBe('12:00 PM – 2:00 PM');
  });
});

describe('visibleErrors', () => {
  const errors = { gstNo: 'Invalid GST Number format.', panNo: 'Invalid PAN Number format.' };
  it('shows only left fields before a save attempt, every one after', () => {
    expect(visibleErrors(errors, new Set(['gstNo']), false)).toEqual({ gstNo: 'Invalid GST Number format.' });
    expect(visibleErrors(errors, new Set(), true)).toEqual(errors);
  });
  it('finds the first field in screen order', () => {
    expect(firstErrorField(errors)).toBe('gstNo');
    expect(firstErrorField({})).toBeNull();
  });
});
