import { describe, expect, it } from 'vitest';
import { conflictText, needsUnsavedDialog, saveSuccessText, unsavedChangesText } from './unsaved';

describe('texts with counts (spec word for word)', () => {
  it('unsaved changes dialog', () => {
    expect(unsavedChangesText(3)).toBe('You have 3 product(s) with unsaved changes. What would you like to do?');
  });
  it('save success', () => {
    expect(saveSuccessText(1)).toBe('Successfully updated 1 product(s)!');
  });
  it('conflict names the reloaded products', () => {
    expect(conflictText([{ productName: 'Onion' }, { productName: 'Potato' }])).toContain('Onion, Potato');
  });
  it('asks only when something is unsaved', () => {
    expect(needsUnsavedDialog(0)).toBe(false);
    expect(needsUnsavedDialog(2)).toBe(true);
  });
});
