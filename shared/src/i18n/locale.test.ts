import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatTimeOfDay } from '../format/date';
import { formatRupees } from '../format/number';
import { defineLocaleBundles } from './bundles';
import { getLocale, LOCALE_STORAGE_KEY, setLocale } from '@vd/contract/i18n';
import { defineMessages, formatMessage, makeTranslator } from '@vd/contract/i18n';

const messages = defineMessages('test.locale', { orders: '{count} orders', greet: 'Hello {name}', only: 'Only English' });
const t = makeTranslator(messages);
defineLocaleBundles({
  hi: async () => ({
    default: { 'test.locale': { orders: '{count, plural, one {# ऑर्डर} other {# ऑर्डर}}', greet: 'नमस्ते {name}' } },
  }),
  ta: async () => ({ default: { 'test.locale': { orders: '{count, plural, one {# ஆர்டர்} other {# ஆர்டர்கள்}}' } } }),
});

afterEach(async () => {
  await setLocale('en');
});

describe('the page language', () => {
  it('starts in English, word for word', () => {
    expect(getLocale()).toBe('en');
    expect(t('orders', { count: 2 })).toBe('2 orders');
  });

  it('switches every catalogue read, ICU plurals included, and remembers the choice on the device', async () => {
    await setLocale('hi');
    expect(messages.greet).toBe('नमस्ते {name}');
    expect(t('greet', { name: 'Asha' })).toBe('नमस्ते Asha');
    expect(t('orders', { count: 12345 })).toBe('12,345 ऑर्डर');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    await setLocale('ta');
    expect(t('orders', { count: 1 })).toBe('1 ஆர்டர்');
    expect(t('orders', { count: 3 })).toBe('3 ஆர்டர்கள்');
  });

  it('falls back to English for a text a language module lacks', async () => {
    await setLocale('ta');
    expect(t('only')).toBe('Only English');
    expect(formatMessage('{a} and {b}', { a: 1, b: 2 })).toBe('1 and 2');
  });

  it('formats prices, dates and times in the chosen language', async () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatDate('2026-11-23T06:30:00Z')).toBe('23 Nov 2026');
    await setLocale('hi');
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatDate('2026-11-23T06:30:00Z')).toMatch(/^23 नव/);
    expect(formatTimeOfDay('17:30')).toMatch(/5:30/);
    await setLocale('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    expect(formatTimeOfDay('17:30')).toBe('5:30 pm');
  });
});
