import { cleanup, render, screen } from '@testing-library/react';
import { setLocale } from '@vd/shared/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { pricingLocaleBundles } from '../../../app/i18n';
import { validateVariantPrices, validatePriceText } from '../model/priceInput';
import { saveSuccessText, unsavedChangesText } from '../model/unsaved';
import { FilterDrawer } from './FilterDrawer';
import { Toolbar } from './Toolbar';

void pricingLocaleBundles;

afterEach(async () => {
  cleanup();
  await setLocale('en');
});

const noop = () => undefined;

describe('the pricing screen in Hindi and Tamil', () => {
  it('reads the sort labels, search placeholder and filter headings at render time, in the chosen language', async () => {
    await setLocale('hi');
    render(<Toolbar query="" onQuery={noop} filterCount={2} onOpenFilters={noop} sort="default" onSort={noop} />);
    expect(screen.getByPlaceholderText('इस कैटेगरी में प्रोडक्ट खोजें...')).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['उपलब्ध पहले', 'नाम: वर्णमाला क्रम', 'नाम: उल्टा वर्णमाला क्रम']);
    expect(screen.getByRole('button', { name: 'फ़िल्टर (2)' })).toBeTruthy();
    cleanup();
    await setLocale('ta');
    const groups = [{ key: 'authors' as const, attribute: 'Author', values: ['Premchand'] }];
    render(<FilterDrawer open onClose={noop} groups={groups} selected={{}} onToggle={noop} onClear={noop} resultCount={1} />);
    expect(screen.getByText('ஆசிரியர்கள்')).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 பொருளைக் காட்டு' })).toBeTruthy();
  });

  it('gives the price refusals, the unsaved-changes question and the save toast in the chosen language, with plurals', async () => {
    await setLocale('hi');
    expect(validatePriceText('-3')).toBe('दाम शून्य से कम नहीं हो सकता।');
    expect(validateVariantPrices({ mrp: 50, netPrice: 55 })).toEqual({ netPrice: 'बिक्री दाम MRP से ज़्यादा नहीं हो सकता।' });
    expect(saveSuccessText(1)).toBe('1 प्रोडक्ट अपडेट हो गया!');
    expect(saveSuccessText(3)).toBe('3 प्रोडक्ट अपडेट हो गए!');
    await setLocale('ta');
    expect(unsavedChangesText(1)).toBe('1 பொருளில் சேமிக்காத மாற்றங்கள் உள்ளன. என்ன செய்ய விரும்புகிறீர்கள்?');
    expect(unsavedChangesText(4)).toBe('4 பொருட்களில் சேமிக்காத மாற்றங்கள் உள்ளன. என்ன செய்ய விரும்புகிறீர்கள்?');
    await setLocale('en');
    expect(saveSuccessText(2)).toBe('Successfully updated 2 product(s)!');
  });
});
